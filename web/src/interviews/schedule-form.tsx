import { api, type Schemas } from '../api.js'
import type { Colleague } from '../directory.js'
import { ErrorMessage } from '../feedback.js'
import { field, useApiForm } from '../forms.js'
import { fromLocal, toLocal } from './when.js'

const LENGTHS = [30, 45, 60, 90, 120]

/** Who may sit on an interview, as the service decides it (SPEC C9): the vacancy's hiring team, and any recruiter or admin. */
function eligible(team: Schemas['HiringTeamMember'][], c: Colleague): boolean {
  return c.Role === 'recruiter' || c.Role === 'admin' || team.some((m) => m.MemberId === c.MemberId)
}

/**
 * Schedules an interview of an application (SPEC C9): a date and a time in
 * the viewer's time zone, a length, the interviewers (the vacancy's hiring
 * team, and any recruiter or admin), a room or a video link. The one form
 * of the candidate page and of the board's cards: `subject` names what it is
 * for ("Schedule an interview for …"), the vacancy on a candidate's page, the
 * candidate on a board; `done` gets the interview scheduled, and `cancel`,
 * when given, adds a button that gives up.
 *
 * Given an `interview`, the same form reschedules it (`PUT
 * /v1/Interviews/{id}`): filled with its time, length, interviewers and
 * place, each change sent as one; whether invitations go out was decided
 * when it was scheduled (those invited hear of the change), so that box is
 * not offered again.
 */
export function ScheduleForm(props: {
  application: Schemas['Application']
  subject: string
  team: Schemas['HiringTeamMember'][]
  directory: Colleague[]
  interview?: Schemas['Interview']
  done: (interview: Schemas['Interview'] | undefined) => void
  cancel?: () => void
}) {
  const { interview } = props
  const { error, onSubmit } = useApiForm(
    (data) => {
      const StartDate = fromLocal(field(data, 'date'), field(data, 'time'))
      const minutes = Number(field(data, 'length'))
      const fields = {
        StartDate,
        EndDate: new Date(Date.parse(StartDate) + minutes * 60_000).toISOString(),
        InterviewerIds: data.getAll('interviewer').map(Number),
        Location: field(data, 'location'),
      }
      if (interview) return api.PUT('/v1/Interviews/{id}', { params: { path: { id: String(interview.Id) } }, body: fields })
      return api.POST('/v1/Applications/{id}/Interviews', {
        params: { path: { id: String(props.application.Id) } },
        body: { ...fields, SendInvitations: data.get('invite') === 'on' },
      })
    },
    (saved) => props.done(saved),
  )
  const start = interview && toLocal(interview.StartDate)
  const length = interview ? Math.round((Date.parse(interview.EndDate) - Date.parse(interview.StartDate)) / 60_000) : 60
  const lengths = LENGTHS.includes(length) ? LENGTHS : [...LENGTHS, length].sort((a, b) => a - b)
  // Whoever sits on it now stays offered, even if it would not be chosen today (the service decides on a change).
  const offered = props.directory.filter((c) => eligible(props.team, c) || interview?.InterviewerIds.includes(c.MemberId))
  const label = interview ? `Reschedule the interview with ${props.subject}` : `Schedule an interview for ${props.subject}`
  return (
    <form class="panel" aria-label={label} onSubmit={onSubmit}>
      <div class="row">
        <label>
          Date
          <input type="date" name="date" required defaultValue={start?.date} />
        </label>
        <label>
          Time
          {/* Five-minute steps for a new one; an interview being moved may sit off them (its value is their base), so any minute. */}
          <input type="time" name="time" required step={interview ? 60 : 300} defaultValue={start?.time} />
        </label>
        <label>
          Length
          {/* An hour unless changed, marked on its option: Preact without compat has no defaultValue for a select. */}
          <select name="length">
            {lengths.map((m) => (
              <option key={m} value={String(m)} selected={m === length}>
                {m} minutes
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset>
        <legend>Interviewers</legend>
        {offered.map((c) => (
          <label key={c.MemberId} class="check">
            <input
              type="checkbox"
              name="interviewer"
              value={String(c.MemberId)}
              defaultChecked={interview?.InterviewerIds.includes(c.MemberId)}
            />{' '}
            {c.Name} <span class="muted">({c.Role.replace('_', ' ')})</span>
          </label>
        ))}
      </fieldset>
      <label>
        Location or video link
        <input name="location" maxLength={500} placeholder="Room, or https://…" defaultValue={interview?.Location} />
      </label>
      {!interview && (
        <label class="check">
          <input type="checkbox" name="invite" /> Send calendar invitations
        </label>
      )}
      <ErrorMessage text={error} />
      <button type="submit">{interview ? 'Save the new time' : 'Schedule'}</button>
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
