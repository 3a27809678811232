import { useState } from 'preact/hooks'
import { ErrorMessage } from '../feedback.js'
import { api, describeProblem, type SessionInfo } from '../api.js'

export function SignInPage({ onSignedIn }: { onSignedIn: (s: SessionInfo) => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (e: Event) => {
    e.preventDefault()
    setBusy(true)
    setError(undefined)
    const { data, error: problem, response } = await api.POST('/v1/Session', { body: { Email: email, Password: password } })
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
          <input
            type="email"
            name="email"
            autocomplete="username"
            required
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autocomplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        <ErrorMessage text={error} />
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  )
}
