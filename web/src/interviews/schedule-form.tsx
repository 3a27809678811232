import { api, type Schemas } from '../api.js'
import type { Colleague } from '../directory.js'
import { ErrorMessage } from '../feedback.js'
import { field, useApiForm } from '../forms.js'
import { fromLocal } from './when.js'

const LENGTHS = [30, 45, 60, 90, 120]

/** Who may sit on an interview, as the service decides it (SPEC C9): the vacancy's hiring team, and any recruiter or admin. */
function eligible(team: Schemas['HiringTeamMember'][], directory: Colleague[]): Colleague[] {
  return directory.filter((c) => c.Role === 'recruiter' || c.Role === 'admin' || team.some((m) => m.MemberId === c.MemberId))
}

/**
 * Schedules an interview of an application (SPEC C9): a date and a time in
 * the viewer's time zone, a length, the interviewers (the vacancy's hiring
 * team, and any recruiter or admin), a room or a video link. The one form
 * of the candidate page and of the board's cards: `subject` names what it is
 * for ("Schedule an interview for …"), the vacancy on a candidate's page, the
 * candidate on a board; `done` gets the interview scheduled, and `cancel`,
 * when given, adds a button that gives up.
 */
export function ScheduleForm(props: {
  application: Schemas['Application']
  subject: string
  team: Schemas['HiringTeamMember'][]
  directory: Colleague[]
  done: (interview: Schemas['Interview'] | undefined) => void
  cancel?: () => void
}) {
  const { error, onSubmit } = useApiForm(
    (data) => {
      const StartDate = fromLocal(field(data, 'date'), field(data, 'time'))
      const minutes = Number(field(data, 'length'))
      return api.POST('/v1/Applications/{id}/Interviews', {
        params: { path: { id: String(props.application.Id) } },
        body: {
          StartDate,
          EndDate: new Date(Date.parse(StartDate) + minutes * 60_000).toISOString(),
          InterviewerIds: data.getAll('interviewer').map(Number),
          Location: field(data, 'location'),
          SendInvitations: data.get('invite') === 'on',
        },
      })
    },
    (interview) => props.done(interview),
  )
  return (
    <form class="panel" aria-label={`Schedule an interview for ${props.subject}`} onSubmit={onSubmit}>
      <div class="row">
        <label>
          Date
          <input type="date" name="date" required />
        </label>
        <label>
          Time
          <input type="time" name="time" required step={300} />
        </label>
        <label>
          Length
          {/* An hour unless changed, marked on its option: Preact without compat has no defaultValue for a select. */}
          <select name="length">
            {LENGTHS.map((m) => (
              <option key={m} value={String(m)} selected={m === 60}>
                {m} minutes
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset>
        <legend>Interviewers</legend>
        {eligible(props.team, props.directory).map((c) => (
          <label key={c.MemberId} class="check">
            <input type="checkbox" name="interviewer" value={String(c.MemberId)} /> {c.Name}{' '}
            <span class="muted">({c.Role.replace('_', ' ')})</span>
          </label>
        ))}
      </fieldset>
      <label>
        Location or video link
        <input name="location" maxLength={500} placeholder="Room, or https://…" />
      </label>
      <label class="check">
        <input type="checkbox" name="invite" /> Send calendar invitations
      </label>
      <ErrorMessage text={error} />
      <button type="submit">Schedule</button>
      {props.cancel && (
        <>
          {' '}
          <button type="button" class="secondary" onClick={props.cancel}>
            Cancel
          </button>
        </>
      )}
    </form>
  )
}
