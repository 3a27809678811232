import type { Principal, Scope } from '../../domain/access/index.js'
import type { AuditedRead } from '../../domain/changes/index.js'
import { GenerationCache } from '../../store/generation-cache.js'
import { COMMON_HEADERS } from '../protocol/response-headers.js'

const JSON_TYPE = 'application/json; charset=utf-8'

/** A serialized 200 answer to a hot read, and what it takes to give it again. */
export interface CachedAnswer {
  readonly body: Buffer
  /**
   * The answer's own headers (`Link` of a page that has a next one, the
   * content type), made once: the framework path sets them on its reply and
   * the fast path writes them, so both give the same answer.
   */
  readonly headers: Readonly<Record<string, string>>
  /**
   * What the fast path writes after the request id, as names and values in
   * one list (COMMON_HEADERS, `headers`, Content-Length), made once: Node
   * writes a list as it comes, where an object spread together for each
   * answer cost a cached read more than the audit row it leaves.
   */
  readonly head: readonly string[]
  /** The route pattern, for the log line and the metrics. */
  readonly route: string
  /** The scope the route needs (a token of the same member may hold fewer), or `public`: no token is read. */
  readonly scope: Scope | 'public'
  /** The audit row's content each answer of it leaves (the same for every viewer of the URL); undefined: none. */
  readonly audit: AuditedRead | undefined
}

/**
 * An answer to keep. `headers` are those the handler set that belong to the
 * answer (a `Link`, a page's type and Content-Security-Policy); without a
 * content type it is JSON.
 */
export function cachedAnswer(
  body: Buffer,
  headers: Readonly<Record<string, string>>,
  route: string,
  scope: Scope | 'public',
  audit: AuditedRead | undefined,
): CachedAnswer {
  const own = { 'content-type': JSON_TYPE, ...headers }
  const head = [...Object.entries(COMMON_HEADERS), ...Object.entries(own), ['content-length', String(body.length)]].flat()
  return { body, headers: own, head, route, scope, audit }
}

/**
 * Who an answer is for: a member in its role, or, for a public route (the
 * job API, the careers pages), everyone reaching the service at the same
 * origin (`originKey`, http/protocol/public-origin.ts), since pages carry absolute URLs.
 */
export type Viewer = Principal | { readonly originKey: string }

/**
 * Answers to hot reads (a candidate, lists of candidates, notes and flags;
 * the public job API and careers pages), kept as bytes and keyed by viewer
 * and URL. The viewer is the member and
 * its role, which decide what a read shows (private notes, hiring-team
 * notes); the URL is taken as received, so it names the route, its ids and
 * its query. Each answer is given only at the store generation it was made
 * at: any write by this process, or any commit by another process or
 * instance, moves the generation, and the next answer kept drops the rest.
 */
export class AnswerCache {
  readonly #answers: GenerationCache<CachedAnswer>
  /** URLs kept at the newest generation, whoever the viewer; may name some evicted since. */
  readonly #urls = new Set<string>()

  constructor(maxBytes: number) {
    // Bounded by bytes alone: a bound on entries would have lru-cache set aside its arrays for all of them at start
    // (3 MB for 100,000), whether or not the answers ever fill them.
    this.#answers = new GenerationCache<CachedAnswer>({
      maxWeight: maxBytes,
      weigh: (a, key) => a.body.length + 2 * key.length + 200,
      onClear: () => this.#urls.clear(),
    })
  }

  get(viewer: Viewer, url: string, generation: number): CachedAnswer | undefined {
    return this.#answers.get(keyOf(viewer, url), generation)
  }

  /** Keeps an answer made from the store as it was at `generation`, unless a newer generation is held. */
  set(viewer: Viewer, url: string, generation: number, answer: CachedAnswer): void {
    if (!this.#answers.set(keyOf(viewer, url), generation, answer)) return
    // Bounded like the answers; forgetting a URL only sends its next read the longer way.
    if (this.#urls.size >= MAX_URLS) this.#urls.clear()
    this.#urls.add(url)
  }

  /**
   * Whether some viewer's answer to this URL may be kept: false means no
   * request for it can be answered from here, with no need to ask the store
   * its generation or to hash the token.
   */
  mayHold(url: string): boolean {
    return this.#urls.has(url)
  }

  clear(): void {
    this.#answers.clear()
  }
}

/** URLs remembered for `mayHold`: a set that grows with use, so a bound that costs nothing until it is reached. */
const MAX_URLS = 100_000

// A member id is a number: no public key (which starts with `public`) can equal a member's.
const keyOf = (viewer: Viewer, url: string) =>
  'originKey' in viewer ? `public ${viewer.originKey}\n${url}` : `${viewer.memberId} ${viewer.role} ${url}`
