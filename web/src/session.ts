import { createContext } from 'preact'
import { useContext } from 'preact/hooks'
import { ROLE_SCOPES, type Scope } from '../../src/shared/roles.js'
import type { SessionInfo } from './api.js'

export const SessionContext = createContext<SessionInfo | null>(null)

/** The signed-in member (the console shows what its role may do; the API decides). */
export function useSession(): SessionInfo {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession outside a signed-in console')
  return session
}

/** Tells the console that the signed-in member changed (its own name, from its account page). */
export const SessionUpdateContext = createContext<(s: SessionInfo) => void>(() => undefined)

/**
 * Whether the member's role allows a scope: the table the service caps every
 * token and session with (shared/roles.ts), so the console offers a control
 * only to whom the API would let use it.
 */
export const allows = (s: SessionInfo, scope: Scope) => ROLE_SCOPES[s.Role].includes(scope)

/** Recruiters and admins: they change candidates, their documents and flags, and vacancies. */
export const canWrite = (s: SessionInfo) => allows(s, 'candidates:write')

/** Moving, hiring, rejecting and scheduling: recruiters, admins, and hiring managers for their vacancies. */
export const canChangeApplications = (s: SessionInfo) => allows(s, 'applications:write')

/**
 * An interviewer reads of a candidate only what its interviews need (SPEC
 * C18): not the flags, emails or careers submissions, nor any report; its
 * notes are neither private nor sent to the team.
 */
export const isInterviewer = (s: SessionInfo) => s.Role === 'interviewer'
