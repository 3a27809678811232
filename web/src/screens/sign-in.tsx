import { useState } from 'preact/hooks'
import { ErrorMessage } from '../feedback.js'
import { api, describeProblem, type SessionInfo } from '../api.js'
import { field, secret } from '../forms.js'

export function SignInPage({ onSignedIn }: { onSignedIn: (s: SessionInfo) => void }) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (e: Event) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget as HTMLFormElement)
    setBusy(true)
    setError(undefined)
    const body = { Email: field(form, 'email'), Password: secret(form, 'password') }
    const { data, error: problem, response } = await api.POST('/v1/Session', { body })
    setBusy(false)
    if (data) onSignedIn(data)
    else setError(describeProblem(problem, response.status))
  }
  return (
    <main id="main" class="sign-in">
      <h1>Sign in</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label>
          Email
          <input type="email" name="email" autocomplete="username" required />
        </label>
        <label>
          Password
          <input type="password" name="password" autocomplete="current-password" required />
        </label>
        <ErrorMessage text={error} />
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  )
}
