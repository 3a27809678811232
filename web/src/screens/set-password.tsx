import { useEffect, useState } from 'preact/hooks'
import { api, describeProblem, problemCode, type SessionInfo } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import { useInFlight } from '../forms.js'
import { NewPasswordFields, newPasswordOf } from '../members/new-password-fields.js'
import { useOrganization } from './sign-in.js'

/** What to do next when a link works no more, by the problem's code. */
const NEXT_STEP: Readonly<Record<string, string>> = {
  link_used: 'Sign in with the password you chose, or use “Forgot your password?” on the sign-in page.',
  link_expired: 'Use “Forgot your password?” on the sign-in page, or ask an admin for a new invitation.',
  link_replaced: 'Open the link in the newest email you received.',
  link_not_found: 'Copy the whole link from the email into the address bar.',
}

/**
 * The page an invitation's or a reset's link opens (SPEC C18): the secret
 * is after `#`, so it never reaches a server log or another site; the
 * member chooses its password, and is signed in with it.
 */
export function SetPasswordPage({ onSignedIn }: { onSignedIn: (s: SessionInfo) => void }) {
  const organization = useOrganization()
  const [secret, setSecret] = useState(() => window.location.hash.slice(1))
  const [error, setError] = useState<string>()
  const [nextStep, setNextStep] = useState<string>()
  // Another link opened in this tab changes only what follows `#`: the page stays, the secret is the new one.
  useEffect(() => {
    const follow = () => {
      setSecret(window.location.hash.slice(1))
      setError(undefined)
      setNextStep(undefined)
    }
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  const once = useInFlight()
  const submit = async (e: Event) => {
    const data = new FormData(e.currentTarget as HTMLFormElement)
    const Password = newPasswordOf(data)
    if (Password === undefined) {
      setError('The two passwords differ.')
      return
    }
    const { data: set, error: problem, response } = await api.POST('/v1/Passwords', { body: { Secret: secret, Password } })
    if (!set) {
      setError(describeProblem(problem, response.status))
      setNextStep(NEXT_STEP[problemCode(problem) ?? ''])
      return
    }
    // The link is spent: out of the address bar and the history, then straight in.
    window.history.replaceState(null, '', '/')
    const signedIn = await api.POST('/v1/Session', { body: { Email: set.Email, Password } })
    if (signedIn.data) onSignedIn(signedIn.data)
    else setError(describeProblem(signedIn.error, signedIn.response.status))
  }
  return (
    <main id="main" class="sign-in">
      <p class="organization">{organization?.Name ?? '\u00a0'}</p>
      <h1>Choose your password</h1>
      {secret === '' ? (
        <p role="alert" class="error">
          This page needs the whole link from your email. {NEXT_STEP.link_not_found}
        </p>
      ) : (
        <form
          aria-label="Choose your password"
          onSubmit={(e) => {
            e.preventDefault()
            void once(() => submit(e))
          }}
        >
          <NewPasswordFields />
          <ErrorMessage text={error} />
          {nextStep && <p>{nextStep}</p>}
          <button type="submit">Set password and sign in</button>
        </form>
      )}
      <p>
        <a href="/">Go to the sign-in page</a>
      </p>
    </main>
  )
}
