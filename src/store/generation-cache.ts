import { LRUCache } from 'lru-cache'

export interface GenerationCacheOptions<V> {
  readonly maxEntries: number
  /** Bound on the total weight of the entries (with `weigh`). */
  readonly maxWeight?: number
  readonly weigh?: (value: V, key: string) => number
  /** Told whenever the entries are dropped, for a caller that keeps an index beside them. */
  readonly onClear?: () => void
}

/**
 * Values derived from the store, each served only at the store generation
 * (see `Database.generation`) it was computed at: correctness rests on the
 * generation alone, never on time or on remembering to invalidate.
 *
 * Reading never changes what is kept: a lookup at another generation simply
 * misses. Keeping a value computed at a newer generation than the one held
 * drops everything older first; a value computed at an older one is refused
 * (it may already be stale). Bounded by entry count and total weight, least
 * recently used out first (lru-cache).
 */
export class GenerationCache<V extends object> {
  readonly #entries: LRUCache<string, V>
  readonly #maxWeight: number
  readonly #weigh: ((value: V, key: string) => number) | undefined
  readonly #onClear: (() => void) | undefined
  #generation = -1

  constructor(opts: GenerationCacheOptions<V>) {
    this.#maxWeight = opts.maxWeight ?? Infinity
    this.#weigh = opts.weigh
    this.#onClear = opts.onClear
    const weigh = opts.weigh
    this.#entries = new LRUCache<string, V>(
      weigh && opts.maxWeight !== undefined
        ? { max: opts.maxEntries, maxSize: opts.maxWeight, sizeCalculation: (v, k) => Math.max(1, weigh(v, k)) }
        : { max: opts.maxEntries },
    )
  }

  get(key: string, generation: number): V | undefined {
    return generation === this.#generation ? this.#entries.get(key) : undefined
  }

  /** Keeps `value`, computed from the store as it was at `generation`, unless that is older than what is held; says whether it was kept. */
  set(key: string, generation: number, value: V): boolean {
    if (generation < this.#generation) return false
    if (this.#weigh && this.#weigh(value, key) > this.#maxWeight) return false
    if (generation > this.#generation) {
      this.clear()
      this.#generation = generation
    }
    this.#entries.set(key, value)
    return true
  }

  get size(): number {
    return this.#entries.size
  }

  clear(): void {
    this.#entries.clear()
    this.#onClear?.()
  }
}
