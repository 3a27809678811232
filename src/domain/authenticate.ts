import { errors } from '../errors/catalog.js'
import type { Database } from '../store/database.js'
import { GenerationCache } from '../store/generation-cache.js'
import { findTokenByHash } from '../store/repositories/token.repository.js'
import { effectiveScopes, isRole, type Principal } from './access.js'
import { hashesEqual, hashToken, isWellFormedToken, tokenFromHeader } from './tokens.js'

interface VerifiedToken {
  readonly principal: Principal
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

  constructor(private readonly database: Database) {}

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

  clear(): void {
    this.#verified.clear()
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
