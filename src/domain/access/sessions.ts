import { randomBytes } from 'node:crypto'
import { errors } from '../../errors/catalog.js'
import { findMemberByEmail } from '../../store/repositories/member.repository.js'
import * as sessions from '../../store/repositories/session.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { MemberRow, SessionRow } from '../../store/tables.js'
import { nowIso } from '../clock.js'
import { decoyHash, verifyPassword } from './passwords.js'
import { limitKey, type Counter } from '../limits/index.js'
import { hashToken } from './tokens.js'

/** A session ends 30 days after sign-in at the latest, whatever the activity (SPEC C4). */
export const SESSION_MAX_MS = 30 * 86_400_000
/** Failed sign-ins counted per account and per address within a window (domain/limits/rate-limits.ts); more than this refuse the next. */
const FAILURE_LIMIT = 10

export const SESSION_COOKIE = 'ats_session'

export interface SignIn {
  readonly email: string
  readonly password: string
  /** The client's address, as the service sees it (behind a trusted proxy, the one it names). */
  readonly address: string
}

/**
 * Checks the email and password and starts a new session (never one the
 * client names). An unknown email, a removed member, a member without a
 * password and a wrong password all get the same 403 after the same work;
 * more than 10 failures within 15 minutes for the account or from the
 * address (counted in `failures`, shared by every instance) refuse every
 * sign-in for it, a right password included, until the window ends.
 */
export async function signIn(
  db: Db,
  failures: Counter,
  input: SignIn,
): Promise<{ secret: string; session: SessionRow; member: MemberRow }> {
  const email = input.email.toLowerCase()
  const keys = [limitKey('account', email), limitKey('address', input.address)]
  for (const key of keys) {
    const counted = await failures.get(key)
    if (counted && counted.consumedPoints > FAILURE_LIMIT) {
      // Sign-ins open again when the window of these failures ends.
      const retryAfter = Math.max(1, Math.ceil(counted.msBeforeNext / 1000))
      throw errors.rateLimited(retryAfter, 'Too many failed sign-ins for this account or from this address; try again later.')
    }
  }
  const member = await findMemberByEmail(db, email)
  const usable = member && member.removed_date === null && member.password_hash !== null ? member : undefined
  const matches = await verifyPassword(input.password, usable?.password_hash ?? (await decoyHash()))
  if (!usable || !matches) {
    // Counted for the account and the address alike, whether the account exists or not.
    await Promise.all(keys.map((key) => failures.penalty(key, 1)))
    throw errors.invalidCredentials()
  }
  const secret = randomBytes(32).toString('base64url')
  const at = nowIso()
  const session = await sessions.insertSession(db, {
    member_id: usable.id,
    hash: hashToken(secret),
    csrf_token: randomBytes(24).toString('base64url'),
    created_date: at,
    last_seen_date: at,
  })
  return { secret, session, member: usable }
}

export function signOut(db: Db, sessionId: number): Promise<void> {
  return sessions.deleteSession(db, sessionId)
}

/** A cookie value shaped like one the service gives: 43 base64url characters. */
export function isWellFormedSessionSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value)
}
