import { useEffect, useState } from 'preact/hooks'
import { ErrorMessage } from '../feedback.js'
import { api, describeProblem, type Schemas, type SessionInfo } from '../api.js'
import { asTyped, field, useInFlight } from '../forms.js'

type Organization = Schemas['Organization']

/** The organization the service recruits for, read once before anyone signs in; undefined until it is known. */
export function useOrganization(): Organization | undefined {
  const [organization, setOrganization] = useState<Organization>()
  useEffect(() => {
    void api.GET('/v1/Organization').then(({ data }) => setOrganization(data))
  }, [])
  return organization
}

/** Signing in with email and password; "Forgot your password?" asks for a link by email instead (SPEC C4, C18). */
export function SignInPage({ onSignedIn }: { onSignedIn: (s: SessionInfo) => void }) {
  const organization = useOrganization()
  const [forgot, setForgot] = useState(false)
  return (
    <main id="main" class="sign-in">
      <p class="organization">{organization?.Name ?? '\u00a0'}</p>
      {forgot ? (
        <ForgotPassword onBack={() => setForgot(false)} />
      ) : (
        <SignInForm onSignedIn={onSignedIn} onForgot={() => setForgot(true)} />
      )}
    </main>
  )
}

function SignInForm({ onSignedIn, onForgot }: { onSignedIn: (s: SessionInfo) => void; onForgot: () => void }) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const once = useInFlight()
  const submit = async (e: Event) => {
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
    <>
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
      <p>
        <button type="button" class="link" onClick={onForgot}>
          Forgot your password?
        </button>
      </p>
    </>
  )
}

/** Asks for a reset link: the answer is the same whether the email is a member's or not, and so are the words. */
function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [error, setError] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()
  const once = useInFlight()
  const submit = async (e: Event) => {
    const form = new FormData(e.currentTarget as HTMLFormElement)
    const Email = field(form, 'email')
    const { error: problem, response } = await api.POST('/v1/PasswordResets', { body: { Email } })
    if (!response.ok) {
      setError(describeProblem(problem, response.status))
      return
    }
    setError(undefined)
    setSentTo(Email)
  }
  return (
    <>
      <h1>Forgot your password?</h1>
      {sentTo ? (
        <p role="status">
          If <strong>{sentTo}</strong> is the email of a member, a link to choose a new password is on its way. It works once, for 7 days.
        </p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void once(() => submit(e))
          }}
        >
          <p class="muted">Give the email you sign in with: we send it a link to choose a new password.</p>
          <label>
            Email
            <input type="email" name="email" autocomplete="username" required />
          </label>
          <ErrorMessage text={error} />
          <button type="submit">Email me a link</button>
        </form>
      )}
      <p>
        <button type="button" class="link" onClick={onBack}>
          Back to signing in
        </button>
      </p>
    </>
  )
}
