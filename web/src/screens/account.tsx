import { useState } from 'preact/hooks'
import { api, describeProblem } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import { asTyped, useInFlight } from '../forms.js'
import { useSession } from '../session.js'

/** The signed-in member's own account: who it is, and a new password (its other sessions end). */
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
    const password = asTyped(data, 'new')
    if (password !== asTyped(data, 'again')) {
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
        <label>
          New password (12 characters or more)
          <input type="password" name="new" autocomplete="new-password" required minLength={12} maxLength={1024} />
        </label>
        <label>
          New password again
          <input type="password" name="again" autocomplete="new-password" required minLength={12} maxLength={1024} />
        </label>
        <ErrorMessage text={error} />
        {done && <p role="status">Password changed. Your other sessions have been signed out.</p>}
        <button type="submit">Change password</button>
      </form>
    </section>
  )
}
