import { LRUCache } from 'lru-cache'

export interface GenerationCacheOptions<V> {
  /**
   * Bound on the number of entries. lru-cache sets aside room for this many
   * at once (some 40 bytes each), so a cache bounded by weight is better
   * left without one: its room then grows with what it holds.
   */
  readonly maxEntries?: number
  /** Bound on the total weight of the entries (with `weigh`). */
  readonly maxWeight?: number
  readonly weigh?: (value: V, key: string) => number
  /** Told whenever the entries are dropped, for a caller that keeps an index beside them. */
  readonly onClear?: () => void
}

/** A value and the generation it was computed at. */
interface Kept<V> {
  readonly generation: number
  readonly value: V
}

/**
 * Values derived from the store, each served only at the store generation
 * (see `Database.generation`) it was computed at: correctness rests on the
 * generation alone, never on time or on remembering to invalidate.
 *
 * Reading never changes what is kept: a lookup at another generation simply
 * misses. Keeping a value computed at a newer generation than the one held
 * makes everything older unreachable; a value computed at an older one is
 * refused (it may already be stale). Bounded by entry count and total
 * weight, least recently used out first (lru-cache).
 *
 * Older values are not cleared out when the generation moves, only no longer
 * served, and go as the bound makes room or their key is kept again: emptying
 * lru-cache costs time in proportion to its capacity, not to what it holds
 * (its arrays, as long as the most entries it ever held, are refilled), and under writes the generation moves with every
 * commit, where a few entries at most were kept since the last.
 */
export class GenerationCache<V extends object> {
  readonly #entries: LRUCache<string, Kept<V>>
  readonly #maxWeight: number
  readonly #weigh: ((value: V, key: string) => number) | undefined
  readonly #onClear: (() => void) | undefined
  #generation = -1

  constructor(opts: GenerationCacheOptions<V>) {
    this.#maxWeight = opts.maxWeight ?? Infinity
    this.#weigh = opts.weigh
    this.#onClear = opts.onClear
    const weigh = opts.weigh
    const max = opts.maxEntries ?? 0
    if (!(weigh && opts.maxWeight !== undefined) && max === 0) throw new TypeError('a GenerationCache needs maxEntries or maxWeight')
    this.#entries = new LRUCache<string, Kept<V>>(
      weigh && opts.maxWeight !== undefined
        ? { max, maxSize: opts.maxWeight, sizeCalculation: (v, k) => Math.max(1, weigh(v.value, k)) }
        : { max },
    )
  }

  get(key: string, generation: number): V | undefined {
    if (generation !== this.#generation) return undefined
    // Looked at before it is used: an older value read would count as recently used, and outstay current ones.
    if (this.#entries.peek(key)?.generation !== generation) return undefined
    return this.#entries.get(key)?.value
  }

  /** Keeps `value`, computed from the store as it was at `generation`, unless that is older than what is held; says whether it was kept. */
  set(key: string, generation: number, value: V): boolean {
    if (generation < this.#generation) return false
    if (this.#weigh && this.#weigh(value, key) > this.#maxWeight) return false
    if (generation > this.#generation) {
      this.#generation = generation
      this.#onClear?.()
    }
    this.#entries.set(key, { generation, value })
    return true
  }

  /** Entries held, older generations' included until they make room or are replaced. */
  get size(): number {
    return this.#entries.size
  }

  clear(): void {
    this.#entries.clear()
    this.#onClear?.()
  }
}
