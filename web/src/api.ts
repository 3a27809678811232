import createClient from 'openapi-fetch'
import type { components, paths } from '../../client/schema.js'

export type Schemas = components['schemas']
export type SessionInfo = Schemas['Session']

/** The CSRF token of the signed-in session: every change the console makes carries it (SPEC C4). */
let csrfToken: string | undefined
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token
}
/** The header a change sent outside the typed client carries (an upload, for its progress). */
export function csrfHeader(): Record<string, string> {
  return csrfToken === undefined ? {} : { 'x-csrf-token': csrfToken }
}

/**
 * The typed client of the service's own API, on the session cookie (same
 * origin): a change of the API breaks this build, not its users.
 */
export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' })
api.use({
  onRequest({ request }) {
    if (csrfToken !== undefined && !['GET', 'HEAD', 'OPTIONS'].includes(request.method)) request.headers.set('x-csrf-token', csrfToken)
    return request
  },
})

/** What to tell the user about a failed call: the problem's own detail, else the status. */
export function describeProblem(error: unknown, status?: number): string {
  if (error && typeof error === 'object' && 'detail' in error && typeof error.detail === 'string') return error.detail
  return status === undefined ? 'The service could not be reached.' : `The service answered ${String(status)}.`
}

/** The problem's stable code, when the answer is one. */
export function problemCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined
}

/** The request field a problem names (`validation_failed` and others carry it), when it names one. */
function problemField(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'field' in error && typeof error.field === 'string' ? error.field : undefined
}

/**
 * What to tell the user about a refused form, in the form's own words: a
 * `validation_failed` naming one of `fields` says what that field needs
 * (the validator's own text speaks of JSON, not of the form), anything else
 * the problem's detail.
 */
export function describeFormProblem(error: unknown, status: number, fields: Readonly<Record<string, string>>): string {
  const named = problemField(error)
  if (problemCode(error) === 'validation_failed' && named !== undefined && Object.hasOwn(fields, named)) return fields[named] ?? ''
  return describeProblem(error, status)
}
