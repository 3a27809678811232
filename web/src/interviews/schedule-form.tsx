import { api, type Schemas } from '../api.js'
import type { Colleague } from '../directory.js'
import { ErrorMessage } from '../feedback.js'
import { field, useApiForm } from '../forms.js'
import { fromLocal } from './when.js'

const LENGTHS = [30, 45, 60, 90, 120]

/**
 * Schedules an interview of an application (SPEC C9): a date and a time in
 * the viewer's time zone, a length, the interviewers (the vacancy's hiring
 * team, and any recruiter or admin), a room or a video link.
 */
export function ScheduleForm(props: {
  application: Schemas['Application']
  vacancy: string
  team: Schemas['HiringTeamMember'][]
  directory: Colleague[]
  done: () => void
}) {
  const eligible = props.directory.filter((c) => c.Role !== 'hiring_manager' || props.team.some((m) => m.MemberId === c.MemberId))
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
    () => props.done(),
  )
  return (
    <form class="panel" aria-label={`Schedule an interview for ${props.vacancy}`} onSubmit={onSubmit}>
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
          <select name="length" defaultValue="60">
            {LENGTHS.map((m) => (
              <option key={m} value={String(m)}>
                {m} minutes
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset>
        <legend>Interviewers</legend>
        {eligible.map((c) => (
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
    </form>
  )
}
