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
  requireScope,
  scopeBeyondRole,
  scorecardSeenBy,
  visibilityOf,
} from './access.js'
