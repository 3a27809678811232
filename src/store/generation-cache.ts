/**
 * Values derived from the store, each valid for as long as the store's
 * generation (see `Database.generation`) has not moved since the generation it
 * was computed at. The first lookup at a newer generation empties the cache,
 * and a value computed at an older one is never stored: correctness rests on
 * the generation alone, never on time or on remembering to invalidate.
 * Bounded by entry count and total weight; when full, the oldest entries go.
 */
export class GenerationCache<V> {
  readonly #entries = new Map<string, { value: V; weight: number }>()
  #generation = -1
  #weight = 0

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity,
    private readonly weigh: (value: V, key: string) => number = () => 0,
    /** Told whenever the entries are dropped, for a caller that keeps an index beside them. */
    private readonly onClear: () => void = () => {},
  ) {}

  get(key: string, generation: number): V | undefined {
    if (generation !== this.#generation) {
      this.clear()
      this.#generation = generation
      return undefined
    }
    return this.#entries.get(key)?.value
  }

  /** Keeps `value`, computed from the store as it was at `generation`, if that is still the current one; says whether it was kept. */
  set(key: string, generation: number, value: V): boolean {
    if (generation !== this.#generation) return false
    const weight = this.weigh(value, key)
    if (weight > this.maxWeight) return false
    const old = this.#entries.get(key)
    if (old) {
      this.#entries.delete(key)
      this.#weight -= old.weight
    }
    while (this.#entries.size > 0 && (this.#entries.size >= this.maxEntries || this.#weight + weight > this.maxWeight)) {
      const [oldestKey, oldest] = this.#entries.entries().next().value!
      this.#entries.delete(oldestKey)
      this.#weight -= oldest.weight
    }
    this.#entries.set(key, { value, weight })
    this.#weight += weight
    return true
  }

  get size(): number {
    return this.#entries.size
  }

  clear(): void {
    this.#entries.clear()
    this.#weight = 0
    this.onClear()
  }
}

/** A cache per database handle (each handle has its own generation), made on first use. */
export function cachePerDatabase<V>(maxEntries: number): (db: object) => GenerationCache<V> {
  const caches = new WeakMap<object, GenerationCache<V>>()
  return (db) => {
    let cache = caches.get(db)
    if (!cache) caches.set(db, (cache = new GenerationCache<V>(maxEntries)))
    return cache
  }
}
