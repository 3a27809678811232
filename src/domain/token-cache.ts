import { cachePerDatabase } from '../store/generation-cache.js'
import type { Principal } from './access.js'

export interface VerifiedToken {
  readonly principal: Principal
  /**
   * Expiry in milliseconds since the epoch, Infinity for never: a number
   * compared with Date.now() on each request, where formatting the current
   * time as ISO text cost ten times as much (most tokens now expire).
   */
  readonly expiresAt: number
}

/**
 * Verified tokens by hash, so that a request need not read the token table.
 * Valid only while the store's generation stands: any write (a revocation, a
 * role change) through this process or any other, on any instance, empties
 * it before the next lookup, so a revocation holds at once everywhere.
 */
export const tokenCacheOf = cachePerDatabase<VerifiedToken>(10_000)
