import { errors } from '../errors/catalog.js'
import type { Database } from '../store/database.js'
import type { GenerationCache } from '../store/generation-cache.js'
import { findTokenByHash } from '../store/repositories/token.repository.js'
import { effectiveScopes, isRole, type Principal } from './access.js'
import { nowIso } from './clock.js'
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
  const token = tokenFromHeader(header)
  if (!token || !isWellFormedToken(token)) throw errors.invalidToken()
  const hash = hashToken(token)

  const cache = tokenCacheOf(database.db)
  const cached = cache.get(hash, generation)
  if (cached) {
    if (cached.expiresDate !== null && cached.expiresDate <= nowIso()) throw errors.invalidToken()
    return cached.principal
  }
  return readToken(database, hash, cache, generation)
}

async function readToken(
  database: Database,
  hash: string,
  cache: GenerationCache<VerifiedToken>,
  generation: number,
): Promise<Principal> {
  const row = await findTokenByHash(database.db, hash)
  if (!row || !hashesEqual(row.hash, hash)) throw errors.invalidToken()
  if (row.revoked_date !== null) throw errors.invalidToken()
  if (row.expires_date !== null && row.expires_date <= nowIso()) throw errors.invalidToken()
  if (!isRole(row.role)) throw errors.invalidToken()
  const principal: Principal = {
    memberId: row.member_id,
    role: row.role,
    tokenId: row.id,
    scopes: effectiveScopes(row.role, row.scopes.split(' ')),
  }
  cache.set(hash, generation, { principal, expiresDate: row.expires_date })
  return principal
}
