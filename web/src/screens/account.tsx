import { useContext, useEffect, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { asTyped, field, useInFlight } from '../forms.js'
import { NewPasswordFields, newPasswordOf } from '../members/new-password-fields.js'
import { TimeZoneSelect, timeZoneOf } from '../members/time-zone-select.js'
import { SessionUpdateContext, useSession } from '../session.js'

/** The signed-in member's own account: who it is, its settings, and a new password (its other sessions end). */
export function AccountPage() {
  const session = useSession()
  const [error, setError] = useState<string>()
  const [done, setDone] = useState(false)
  const once = useInFlight()
  const submit = async (e: Event) => {
    const form = e.currentTarget as HTMLFormElement
    e.preventDefault()
    setDone(false)
    const data = new FormData(form)
    const password = newPasswordOf(data)
    if (password === undefined) {
      setError('The two new passwords differ.')
      return
    }
    const { error: problem, response } = await api.PUT('/v1/Members/{memberId}/Password', {
      params: { path: { memberId: String(session.MemberId) } },
      body: { Password: password, CurrentPassword: asTyped(data, 'current') },
    })
    if (!response.ok) {
      setError(describeProblem(problem, response.status))
      return
    }
    setError(undefined)
    setDone(true)
    form.reset()
  }
  return (
    <section>
      <h1>Your account</h1>
      <dl class="facts">
        <dt>Name</dt>
        <dd>{session.Name}</dd>
        <dt>Email</dt>
        <dd>{session.Email}</dd>
        <dt>Role</dt>
        <dd>{session.Role.replace('_', ' ')}</dd>
      </dl>
      <Settings />
      <form
        class="panel"
        aria-label="Change your password"
        onSubmit={(e) => {
          e.preventDefault()
          void once(() => submit(e))
        }}
      >
        <h2>Change your password</h2>
        {/* The email lets password managers file the new password under the right account. */}
        <input type="email" name="username" autocomplete="username" value={session.Email} readOnly hidden />
        <label>
          Current password
          <input type="password" name="current" autocomplete="current-password" required />
        </label>
        <NewPasswordFields />
        <ErrorMessage text={error} />
        {done && <p role="status">Password changed. Your other sessions have been signed out.</p>}
        <button type="submit">Change password</button>
      </form>
    </section>
  )
}

/** The member's own name, time zone (the times in its emails) and whether its notifications come by email too (SPEC C18). */
function Settings() {
  const session = useSession()
  const changed = useContext(SessionUpdateContext)
  const [member, setMember] = useState<Schemas['Member']>()
  const [error, setError] = useState<string>()
  const [saved, setSaved] = useState(false)
  const once = useInFlight()
  const path = { memberId: String(session.MemberId) }
  useEffect(() => {
    void api.GET('/v1/Members/{memberId}', { params: { path } }).then(({ data, error: problem, response }) => {
      setMember(data)
      if (!data) setError(describeProblem(problem, response.status))
    })
  }, [session.MemberId])
  const submit = async (e: Event) => {
    const data = new FormData(e.currentTarget as HTMLFormElement)
    setSaved(false)
    const {
      data: now,
      error: problem,
      response,
    } = await api.PUT('/v1/Members/{memberId}', {
      params: { path },
      body: {
        Name: field(data, 'name'),
        TimeZone: timeZoneOf(field(data, 'timeZone')),
        NotificationEmails: data.get('notificationEmails') === 'on',
      },
    })
    if (!now) {
      setError(describeProblem(problem, response.status))
      return
    }
    setError(undefined)
    setMember(now)
    setSaved(true)
    // The name in the header is the session's: read it again.
    const { data: fresh } = await api.GET('/v1/Session')
    if (fresh) changed(fresh)
  }
  if (!member) return error ? <ErrorMessage text={error} /> : <Loading />
  return (
    <form
      class="panel"
      aria-label="Your settings"
      onInput={() => setSaved(false)}
      onSubmit={(e) => {
        e.preventDefault()
        void once(() => submit(e))
      }}
    >
      <h2>Your settings</h2>
      <label>
        Name
        <input name="name" required maxLength={200} defaultValue={member.Name} autocomplete="name" />
      </label>
      <TimeZoneSelect name="timeZone" value={member.TimeZone} label="Time zone (the times in your emails)" />
      <label class="check">
        <input type="checkbox" name="notificationEmails" defaultChecked={member.NotificationEmails} /> Email me my notifications too
      </label>
      <ErrorMessage text={error} />
      <div class="row">
        <button type="submit">Save settings</button>
        {saved && <span role="status">Saved.</span>}
      </div>
    </form>
  )
}
