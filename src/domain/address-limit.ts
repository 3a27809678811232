import { countHit } from '../store/repositories/address-hit.repository.js'
import type { Db } from '../store/repositories/types.js'

export interface AddressLimit {
  /** Names the limit among others kept in the same table (`careers`). */
  readonly name: string
  /** Requests allowed per window; 0 turns the limit off. */
  readonly max: number
  readonly windowMs: number
}

/**
 * A per-address limit whose count lives in the database, so every instance
 * on it shares it. Every request counts, refused ones included: an address
 * that keeps trying stays refused until it slows down. Answers how long to
 * wait when over the limit.
 */
export async function takeAddressHit(
  db: Db,
  limit: AddressLimit,
  address: string,
  now = Date.now(),
): Promise<{ limited: false } | { limited: true; retryAfterSeconds: number }> {
  if (limit.max <= 0) return { limited: false }
  const since = new Date(now - limit.windowMs).toISOString()
  const hits = await countHit(db, `${limit.name}:${address}`, new Date(now).toISOString(), since, since)
  if (hits.length <= limit.max) return { limited: false }
  // The next request is let through once enough of these have left the window
  // that it would be at most the max-th: the hit at index (count - max) must go.
  const freeing = hits[hits.length - limit.max] ?? hits.at(-1)
  const waitMs = freeing === undefined ? limit.windowMs : Date.parse(freeing) + limit.windowMs - now
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}
