import { useState } from 'preact/hooks'
import { ErrorMessage } from '../feedback.js'
import { api, describeProblem, type SessionInfo } from '../api.js'
import { asTyped, field, useInFlight } from '../forms.js'

export function SignInPage({ onSignedIn }: { onSignedIn: (s: SessionInfo) => void }) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const once = useInFlight()
  const submit = async (e: Event) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget as HTMLFormElement)
    setBusy(true)
    setError(undefined)
    const body = { Email: field(form, 'email'), Password: asTyped(form, 'password') }
    const { data, error: problem, response } = await api.POST('/v1/Session', { body })
    setBusy(false)
    if (data) onSignedIn(data)
    else setError(describeProblem(problem, response.status))
  }
  return (
    <main id="main" class="sign-in">
      <h1>Sign in</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void once(() => submit(e))
        }}
      >
        <label>
          Email
          <input type="email" name="email" autocomplete="username" required />
        </label>
        <label>
          Password
          <input type="password" name="password" autocomplete="current-password" required />
        </label>
        <ErrorMessage text={error} />
        {/* Not disabled while signing in: a disabled button would drop the focus; a second submit is ignored instead. */}
        <button type="submit">{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </main>
  )
}
