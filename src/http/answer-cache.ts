import type { Principal, Scope } from '../domain/access.js'
import { GenerationCache } from '../store/generation-cache.js'

/** A serialized 200 answer to a hot read, and what it takes to give it again. */
export interface CachedAnswer {
  readonly body: Buffer
  /** The `Link` header of a page that has a next one. */
  readonly link: string | undefined
  /** The route pattern, for the log line and the metrics. */
  readonly route: string
  /** The scope the route needs: a token of the same member may hold fewer. */
  readonly scope: Scope
}

export const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * Answers to hot reads (a candidate, lists of candidates, notes and flags),
 * kept as bytes and keyed by viewer and URL. The viewer is the member and
 * its role, which decide what a read shows (private notes, hiring-team
 * notes); the URL is taken as received, so it names the route, its ids and
 * its query. Entries are valid while the store's generation stands: any
 * write by this process, or any commit by another process or instance,
 * empties the cache before the next read.
 */
export class AnswerCache {
  readonly #answers: GenerationCache<CachedAnswer>

  constructor(maxBytes: number) {
    this.#answers = new GenerationCache<CachedAnswer>(100_000, maxBytes, (a, key) => a.body.length + 2 * key.length + 200)
  }

  get(viewer: Principal, url: string, generation: number): CachedAnswer | undefined {
    return this.#answers.get(keyOf(viewer, url), generation)
  }

  /** Keeps an answer made from the store as it was at `generation`, if that is still the current one. */
  set(viewer: Principal, url: string, generation: number, answer: CachedAnswer): void {
    this.#answers.set(keyOf(viewer, url), generation, answer)
  }

  get size(): number {
    return this.#answers.size
  }
}

const keyOf = (viewer: Principal, url: string) => `${viewer.memberId} ${viewer.role} ${url}`
