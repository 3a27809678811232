import type { Db } from '../store/repositories/types.js'
import { GenerationCache } from '../store/generation-cache.js'
import type { Principal } from './access.js'

export interface VerifiedToken {
  readonly principal: Principal
  readonly expiresDate: string | null
}

const caches = new WeakMap<Db, GenerationCache<VerifiedToken>>()

/**
 * Verified tokens by hash, so that a request need not read the token table.
 * Only for a store with a generation: any write (a revocation, a role
 * change) through this process or any other empties it before the next
 * lookup. Where there is none (PostgreSQL, shared by many instances), every
 * request reads its token, so a revocation holds at once everywhere.
 */
export function tokenCacheOf(db: Db): GenerationCache<VerifiedToken> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new GenerationCache<VerifiedToken>(10_000)))
  return cache
}
