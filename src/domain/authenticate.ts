import { errors } from '../errors/catalog.js'
import type { Database } from '../store/database.js'
import type { GenerationCache } from '../store/generation-cache.js'
import { findTokenByHash } from '../store/repositories/token.repository.js'
import { effectiveScopes, isRole, type Principal } from './access.js'
import { tokenCacheOf, type VerifiedToken } from './token-cache.js'
import { hashesEqual, hashToken, isWellFormedToken, tokenFromHeader } from './tokens.js'

/**
 * Resolves an Authorization header to a principal. Missing, malformed,
 * unknown, revoked and expired tokens all get the same answer, so a caller
 * learns nothing about which tokens exist. `generation` is the store's,
 * taken by the caller before this call.
 *
 * A token verified before, at the same generation, is answered at once
 * (no promise: this runs on every request); any other is read from the store.
 */
export function authenticate(
  database: Database,
  header: string | undefined,
  generation: number,
): Principal | Promise<Principal> {
  const hash = hashOfHeader(header)
  if (hash === undefined) throw errors.invalidToken()
  const cache = tokenCacheOf(database.db)
  const cached = cache.get(hash, generation)
  if (cached) {
    if (isExpired(cached.expiresAt)) throw errors.invalidToken()
    return cached.principal
  }
  return readToken(database, hash, cache, generation)
}

/**
 * The principal of a token already verified at this generation, or
 * undefined: no store read, no promise, no error. For a caller that can
 * hand anything else to `authenticate`, which reads or refuses it.
 */
export function verifiedPrincipal(database: Database, header: string | undefined, generation: number): Principal | undefined {
  const hash = hashOfHeader(header)
  const cached = hash === undefined ? undefined : tokenCacheOf(database.db).get(hash, generation)
  return cached && !isExpired(cached.expiresAt) ? cached.principal : undefined
}

function hashOfHeader(header: string | undefined): string | undefined {
  const token = tokenFromHeader(header)
  return token && isWellFormedToken(token) ? hashToken(token) : undefined
}

const isExpired = (expiresAt: number) => expiresAt !== Infinity && expiresAt <= Date.now()

async function readToken(
  database: Database,
  hash: string,
  cache: GenerationCache<VerifiedToken>,
  generation: number,
): Promise<Principal> {
  const row = await findTokenByHash(database.db, hash)
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
  cache.set(hash, generation, { principal, expiresAt })
  return principal
}
