import type { Db } from '../store/repositories/types.js'
import type { Principal } from './access.js'

interface Entry {
  readonly principal: Principal
  readonly expiresDate: string | null
}

/**
 * Verified tokens, kept so that a request need not read the token table.
 * It may only be used where every change is seen at once: revocations made
 * through this process clear it directly, and changes committed by anyone
 * else move the database's change marker, which clears it before the next
 * lookup. Where the database has no such marker (PostgreSQL, shared by many
 * instances), there is no cache and every request reads the token.
 */
export class TokenCache {
  readonly #entries = new Map<string, Entry>()
  #marker: number | undefined

  constructor(private readonly capacity = 10_000) {}

  /** The cached entry for this token hash, if it is still current at `marker`. */
  get(hash: string, marker: number): Entry | undefined {
    if (marker !== this.#marker) {
      this.#entries.clear()
      this.#marker = marker
      return undefined
    }
    return this.#entries.get(hash)
  }

  set(hash: string, entry: Entry): void {
    if (this.#entries.size >= this.capacity) this.#entries.clear()
    this.#entries.set(hash, entry)
  }

  clear(): void {
    this.#entries.clear()
  }
}

const caches = new WeakMap<Db, TokenCache>()

/** The cache of the store behind `db`, created on first use. */
export function tokenCacheOf(db: Db): TokenCache {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new TokenCache()))
  return cache
}
