import { errors } from '../errors/catalog.js'
import type { Db } from '../store/repositories/types.js'
import { findTokenByHash } from '../store/repositories/token.repository.js'
import { effectiveScopes, isRole, type Principal } from './access.js'
import { nowIso } from './clock.js'
import { hashesEqual, hashToken, isWellFormedToken, tokenFromHeader } from './tokens.js'

/**
 * Resolves an Authorization header to a principal. Missing, malformed,
 * unknown, revoked and expired tokens all get the same answer, so a caller
 * learns nothing about which tokens exist.
 */
export async function authenticate(db: Db, header: string | undefined): Promise<Principal> {
  const token = tokenFromHeader(header)
  if (!token || !isWellFormedToken(token)) throw errors.invalidToken()
  const hash = hashToken(token)
  const row = await findTokenByHash(db, hash)
  if (!row || !hashesEqual(row.hash, hash)) throw errors.invalidToken()
  if (row.revoked_date !== null) throw errors.invalidToken()
  if (row.expires_date !== null && row.expires_date <= nowIso()) throw errors.invalidToken()
  if (!isRole(row.role)) throw errors.invalidToken()
  return {
    memberId: row.member_id,
    role: row.role,
    tokenId: row.id,
    scopes: effectiveScopes(row.role, row.scopes.split(' ')),
  }
}
