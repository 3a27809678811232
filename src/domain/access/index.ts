/**
 * Who is asking and what they may do: the rules of scopes, roles, private notes and hiring teams
 * (access.ts, applied inside every query), tokens, passwords and console sessions, and the one
 * Authenticator that turns a request's credentials into a Principal.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { Authenticator } from './authenticate.js'
export { PASSWORD_MAX, PASSWORD_MIN, generatePassword, hashPassword, verifyPassword } from './passwords.js'
export { SESSION_COOKIE, signIn, signOut } from './sessions.js'
export { generateToken, hashToken, looksLikeSecret, maskSecrets, tokenStart } from './tokens.js'
export {
  type Actor,
  type Principal,
  type QueuedWork,
  type RequestRef,
  ROLES,
  ROLE_SCOPES,
  type Role,
  SCOPES,
  type Scope,
  activityOf,
  canDeleteNote,
  canEditNote,
  effectiveScopes,
  isRole,
  isScope,
  mayInterview,
  requireDocumentRead,
  requireExport,
  requireInterviewer,
  requireInterviewsOf,
  requireMemberReports,
  requireNoteSharing,
  requirePartsOfRecord,
  requireOwnNotifications,
  requireReports,
  requireScope,
  scopeBeyondRole,
  scorecardSeenBy,
  toldOfApplications,
  visibilityOf,
} from './access.js'
