import { useState } from 'preact/hooks'
import { api, type Schemas } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import { field, useApiForm } from '../forms.js'
import { ROLE_CHOICES, roleName } from './roles.js'
import { TimeZoneSelect, timeZoneOf } from './time-zone-select.js'

type Member = Schemas['Member']

/** An admin changes a member's name, role and time zone (a new role holds from the member's next request). */
export function MemberEditor({ member, onSaved }: { member: Member; onSaved: () => void }) {
  const [open, setOpen] = useState(false)
  const { error, onSubmit } = useApiForm(
    (data) =>
      api.PUT('/v1/Members/{memberId}', {
        params: { path: { memberId: String(member.Id) } },
        body: { Name: field(data, 'name'), Role: field(data, 'role') as Schemas['Role'], TimeZone: timeZoneOf(field(data, 'timeZone')) },
      }),
    () => {
      setOpen(false)
      onSaved()
    },
  )
  if (!open)
    return (
      <p>
        <button type="button" class="secondary" onClick={() => setOpen(true)}>
          Edit {member.Name}
        </button>
      </p>
    )
  return (
    <form class="panel member-editor" onSubmit={onSubmit} aria-label={`Edit ${member.Name}`}>
      <div class="grid">
        <label>
          Name
          <input name="name" required maxLength={200} defaultValue={member.Name} />
        </label>
        <label>
          Role
          <select name="role">
            {ROLE_CHOICES.map((r) => (
              <option key={r} value={r} selected={r === member.Role}>
                {roleName(r)}
              </option>
            ))}
          </select>
        </label>
        <TimeZoneSelect name="timeZone" value={member.TimeZone} label="Time zone" />
      </div>
      <ErrorMessage text={error} />
      <div class="row">
        <button type="submit">Save {member.Name}</button>{' '}
        <button type="button" class="secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  )
}
