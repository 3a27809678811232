import { asTyped } from '../forms.js'

/** The service's bounds on a password (SPEC C4): at least 12 characters, at most 1,024. */
const MIN = 12
const MAX = 1024

/** The two fields of a new password, typed twice, with the service's bounds. */
export function NewPasswordFields() {
  return (
    <>
      <label>
        New password ({MIN} characters or more)
        <input type="password" name="new" autocomplete="new-password" required minLength={MIN} maxLength={MAX} />
      </label>
      <label>
        New password again
        <input type="password" name="again" autocomplete="new-password" required minLength={MIN} maxLength={MAX} />
      </label>
    </>
  )
}

/** The new password of a form holding `NewPasswordFields`, or undefined when the two differ. */
export function newPasswordOf(data: FormData): string | undefined {
  const password = asTyped(data, 'new')
  return password === asTyped(data, 'again') ? password : undefined
}
