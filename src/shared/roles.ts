/**
 * The scopes a token may carry and the most each role may hold: plain data
 * that the service (domain/access/access.ts, which decides every access) and the
 * console (which offers a role's scopes when a token is made) both read.
 */
export const SCOPES = [
  'candidates:read',
  'candidates:write',
  'documents:read',
  'documents:write',
  'notes:read',
  'notes:write',
  'flags:read',
  'flags:write',
  'applications:write',
  // The change feed (GET /v1/Events): every change to every candidate, so admins only.
  'events:read',
  'admin',
] as const
export type Scope = (typeof SCOPES)[number]

export const ROLES = ['admin', 'recruiter', 'hiring_manager'] as const
export type Role = (typeof ROLES)[number]

/** Scopes only an admin may hold (SPEC C6: the change feed shows every candidate's changes). */
const ADMIN_ONLY: readonly Scope[] = ['admin', 'events:read']

const ALL: readonly Scope[] = SCOPES
const RECRUITER: readonly Scope[] = SCOPES.filter((s) => !ADMIN_ONLY.includes(s))
// Read only, except moving the applications of its own vacancies (SPEC C3; the vacancy check is in the queries).
const HIRING_MANAGER: readonly Scope[] = SCOPES.filter(
  (s) => !ADMIN_ONLY.includes(s) && (s.endsWith(':read') || s === 'applications:write'),
)

/** The most a token of a member with this role can ever do. */
export const ROLE_SCOPES: Readonly<Record<Role, readonly Scope[]>> = {
  admin: ALL,
  recruiter: RECRUITER,
  hiring_manager: HIRING_MANAGER,
}
