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
  // Writing one's own scorecards (SPEC C9, C18), which `applications:write` implies: all an interviewer writes besides its notes.
  'scorecards:write',
  // The change feed (GET /v1/Events): every change to every candidate, so admins only.
  'events:read',
  'admin',
] as const
export type Scope = (typeof SCOPES)[number]

export const ROLES = ['admin', 'recruiter', 'hiring_manager', 'interviewer'] as const
export type Role = (typeof ROLES)[number]

/** Scopes only an admin may hold (SPEC C6: the change feed shows every candidate's changes). */
const ADMIN_ONLY: readonly Scope[] = ['admin', 'events:read']

const ALL: readonly Scope[] = SCOPES
const RECRUITER: readonly Scope[] = SCOPES.filter((s) => !ADMIN_ONLY.includes(s))
// Read only, except moving the applications of its own vacancies (SPEC C3; the vacancy check is in the queries).
const HIRING_MANAGER: readonly Scope[] = SCOPES.filter(
  (s) => !ADMIN_ONLY.includes(s) && (s.endsWith(':read') || s === 'applications:write' || s === 'scorecards:write'),
)
/**
 * Reads the candidates it interviews (the rest is narrowed in the queries), writes its own notes and
 * scorecards (SPEC C18): no quality flags, and none of the application writes (moving, hiring, rejecting,
 * scheduling, emailing) that `applications:write` opens.
 */
const INTERVIEWER: readonly Scope[] = ['candidates:read', 'documents:read', 'notes:read', 'notes:write', 'scorecards:write']

/** The most a token of a member with this role can ever do. */
export const ROLE_SCOPES: Readonly<Record<Role, readonly Scope[]>> = {
  admin: ALL,
  recruiter: RECRUITER,
  hiring_manager: HIRING_MANAGER,
  interviewer: INTERVIEWER,
}
