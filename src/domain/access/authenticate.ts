import { errors } from '../../errors/catalog.js'
import type { Database } from '../../store/database.js'
import { GenerationCache } from '../../store/generation-cache.js'
import { sessionByHash, touchSession } from '../../store/repositories/session.repository.js'
import { findTokenByHash } from '../../store/repositories/token.repository.js'
import { effectiveScopes, isRole, ROLE_SCOPES, type Principal } from './access.js'
import { nowIso } from '../clock.js'
import { isWellFormedSessionSecret, SESSION_MAX_MS } from './sessions.js'
import { hashesEqual, hashToken, isWellFormedToken, tokenFromHeader } from './tokens.js'

interface VerifiedToken {
  readonly principal: Principal
  /** A session's last request as recorded, in ms: it is recorded again once a minute at most. */
  readonly lastSeen?: number
  /**
   * Expiry in milliseconds since the epoch, Infinity for never: a number
   * compared with Date.now() on each request, where formatting the current
   * time as ISO text cost ten times as much (most tokens expire).
   */
  readonly expiresAt: number
}

/**
 * Resolves Authorization headers to principals, for both ways a request is
 * answered: the framework's auth hook and the cached fast path. Missing,
 * malformed, unknown, revoked and expired tokens all get the same answer,
 * so a caller learns nothing about which tokens exist.
 *
 * Tokens verified at the current store generation are kept by hash (one
 * instance per app, created and cleared with it), so a request need not read
 * the token table: any write, a revocation or a role change by this process
 * or any other instance, moves the generation, so a revocation holds at once
 * everywhere.
 */
export class Authenticator {
  readonly #verified = new GenerationCache<VerifiedToken>({ maxEntries: 10_000 })

  constructor(
    private readonly database: Database,
    /** How long a console session lives without a request (ATS_SESSION_IDLE_MINUTES). */
    private readonly sessionIdleMs: number = 480 * 60_000,
  ) {}

  /**
   * The principal of the header's token. `generation` is the store's, taken
   * by the caller before this call. A token verified at that generation is
   * answered at once (no promise: this runs on every request); any other is
   * read from the store. Throws (or rejects with) `invalid_token`.
   */
  authenticate(header: string | undefined, generation: number): Principal | Promise<Principal> {
    const hash = hashOfHeader(header)
    if (hash === undefined) throw errors.invalidToken()
    const cached = this.#verified.get(hash, generation)
    if (cached) {
      if (isExpired(cached.expiresAt)) throw errors.invalidToken()
      return cached.principal
    }
    return this.#read(hash, generation)
  }

  /**
   * The principal of a console session's cookie, like `authenticate` for a
   * token: kept at the generation it was read at; ended by sign-out, by
   * being idle too long, 30 days after sign-in, or with its member.
   * Activity is written once a minute at most (each write moves the
   * generation, and with it every kept answer).
   */
  authenticateSession(secret: string, generation: number): Principal | Promise<Principal> {
    if (!isWellFormedSessionSecret(secret)) throw errors.invalidToken()
    const hash = hashToken(secret)
    const cached = this.#verified.get(`session ${hash}`, generation)
    if (cached) {
      if (isExpired(cached.expiresAt)) throw errors.invalidToken()
      if (cached.lastSeen !== undefined && Date.now() - cached.lastSeen > TOUCH_MS) return this.#touch(cached.principal)
      return cached.principal
    }
    return this.#readSession(hash, generation)
  }

  clear(): void {
    this.#verified.clear()
  }

  async #readSession(hash: string, generation: number): Promise<Principal> {
    const [row] = await sessionByHash(this.database.db, hash)
    if (!row || !hashesEqual(row.hash, hash) || !isRole(row.role)) throw errors.invalidToken()
    const lastSeen = Date.parse(row.last_seen_date)
    const expiresAt = Math.min(Date.parse(row.created_date) + SESSION_MAX_MS, lastSeen + this.sessionIdleMs)
    if (isExpired(expiresAt)) throw errors.invalidToken()
    const principal: Principal = {
      memberId: row.member_id,
      role: row.role,
      tokenId: null,
      scopes: new Set(ROLE_SCOPES[row.role]),
      session: { id: row.id, csrfToken: row.csrf_token },
    }
    if (Date.now() - lastSeen > TOUCH_MS) return this.#touch(principal)
    this.#verified.set(`session ${hash}`, generation, { principal, expiresAt, lastSeen })
    return principal
  }

  async #touch(principal: Principal): Promise<Principal> {
    if (principal.session) await touchSession(this.database.db, principal.session.id, nowIso())
    return principal
  }

  async #read(hash: string, generation: number): Promise<Principal> {
    const row = await findTokenByHash(this.database.db, hash)
    if (!row || !hashesEqual(row.hash, hash)) throw errors.invalidToken()
    if (row.revoked_date !== null) throw errors.invalidToken()
    const expiresAt = row.expires_date === null ? Infinity : Date.parse(row.expires_date)
    if (isExpired(expiresAt)) throw errors.invalidToken()
    if (!isRole(row.role)) throw errors.invalidToken()
    const principal: Principal = {
      memberId: row.member_id,
      role: row.role,
      tokenId: row.id,
      scopes: effectiveScopes(row.role, row.scopes.split(' ')),
      ...(row.rate_limit !== null && { rateLimit: row.rate_limit }),
    }
    this.#verified.set(hash, generation, { principal, expiresAt })
    return principal
  }
}

function hashOfHeader(header: string | undefined): string | undefined {
  const token = tokenFromHeader(header)
  return token && isWellFormedToken(token) ? hashToken(token) : undefined
}

const isExpired = (expiresAt: number) => expiresAt !== Infinity && expiresAt <= Date.now()

/** How stale a session's recorded activity may get before a request records it again. */
const TOUCH_MS = 60_000
