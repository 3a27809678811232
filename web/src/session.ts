import { createContext } from 'preact'
import { useContext } from 'preact/hooks'
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

export const canWrite = (s: SessionInfo) => s.Role !== 'hiring_manager'
