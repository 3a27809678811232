import type { RateLimiterRes, RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import type { Principal } from '../access/index.js'

/** What a request learns of its limit: the `RateLimit-*` headers, and when refused, `Retry-After`. */
export interface LimitVerdict {
  readonly limit: number
  readonly remaining: number
  /** Seconds until the window ends and the count starts again. */
  readonly resetSeconds: number
  /** Set when the request is over the limit: seconds to wait. */
  readonly retryAfterSeconds?: number
}

/** One key's count as this instance knows it. */
interface View {
  /** The shared count, as the store last answered it (this instance's counts written so far included). */
  shared: number
  /** Counted here, being written. */
  inflight: number
  /** Counted here, not written yet. */
  pending: number
  /** When the window ends, in ms since the epoch. */
  resetAt: number
}

/** How often counts made here are written to the shared store, and the shared counts read back. */
const FLUSH_MS = 1000
/** The API's window (SPEC C7: requests per minute). */
export const WINDOW_SECONDS = 60

/**
 * The per-token (or per-session) limit of the API (SPEC C7), cheap enough
 * for the hot reads' fast path: a request is counted in memory and decided
 * at once (no promise) against the shared count this instance last read
 * plus its own since; the counts made here are added to the shared store
 * every FLUSH_MS, in one atomic statement per key, which answers the sum of
 * every instance's. Only a key's first request of a window here waits for
 * the store. So a limit is exact on one instance, and across N instances a
 * key may be let through by up to what the others counted within one flush
 * interval before they wrote it (docs/DECISIONS.md, "Rate limits").
 *
 * Every request counts, refused ones too: a client that keeps trying stays
 * refused until the window ends. When the store cannot be reached the
 * limit is kept per instance until it answers again.
 */
export class RequestLimiter {
  readonly #views = new Map<string, View>()
  readonly #opening = new Map<string, Promise<unknown>>()
  #timer: NodeJS.Timeout | undefined
  #flushing: Promise<void> | undefined

  constructor(
    private readonly counter: RateLimiterStoreAbstract,
    /** ATS_RATE_LIMIT: requests per minute of a token without its own limit, and of a session; 0: none. */
    private readonly defaultLimit: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** The principal's limit; undefined when none applies (ATS_RATE_LIMIT=0 and no limit of the token's own). */
  limitOf(principal: Principal): number | undefined {
    const limit = principal.rateLimit ?? this.defaultLimit
    return limit > 0 ? limit : undefined
  }

  /**
   * Counts one request of `principal` and answers its verdict: at once
   * when this instance knows the key's window, else once the store has
   * counted it. Undefined when no limit applies.
   */
  take(principal: Principal): LimitVerdict | Promise<LimitVerdict> | undefined {
    const limit = this.limitOf(principal)
    if (limit === undefined) return undefined
    const key = keyOf(principal)
    const now = Date.now()
    const view = this.#views.get(key)
    if (view && now < view.resetAt) {
      view.pending++
      this.#schedule()
      return verdict(limit, view, now)
    }
    return this.#open(key, principal, limit, now)
  }

  /**
   * Like `take`, for the fast path that may not wait: null (nothing
   * counted) when this instance does not know the key's window yet, so
   * that the caller hands the request to a path that may.
   */
  takeKnown(principal: Principal): LimitVerdict | undefined | null {
    const limit = this.limitOf(principal)
    if (limit === undefined) return undefined
    const view = this.#views.get(keyOf(principal))
    const now = Date.now()
    if (!view || now >= view.resetAt) return null
    view.pending++
    this.#schedule()
    return verdict(limit, view, now)
  }

  /** Writes the counts made here to the shared store and reads the shared ones back; resolves once done. */
  async flush(): Promise<void> {
    // A flush under way took the counts made before it: wait for it, then write what came since.
    while (this.#flushing) await this.#flushing
    this.#flushing = this.#write().finally(() => (this.#flushing = undefined))
    return this.#flushing
  }

  /** Writes what is left and stops the timer. */
  async close(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    await this.flush()
  }

  async #open(key: string, principal: Principal, limit: number, now: number): Promise<LimitVerdict> {
    // Requests of a key arriving while its window is read wait for that read, then count here.
    const opening = this.#opening.get(key)
    if (opening) {
      await opening
      return (await this.take(principal)) ?? { limit, remaining: limit, resetSeconds: WINDOW_SECONDS }
    }
    const read = this.counter.penalty(key, 1).then(
      (res: RateLimiterRes) => res,
      (err: unknown) => {
        this.onError(err)
        return undefined
      },
    )
    this.#opening.set(key, read)
    const res = await read.finally(() => this.#opening.delete(key))
    const view: View =
      res === undefined
        ? // No shared count: this instance counts alone until a flush reaches the store.
          { shared: 0, inflight: 0, pending: 1, resetAt: now + WINDOW_SECONDS * 1000 }
        : { shared: res.consumedPoints, inflight: 0, pending: 0, resetAt: Date.now() + Math.max(res.msBeforeNext, 1) }
    if (res === undefined) this.#schedule()
    this.#views.set(key, view)
    return verdict(limit, view, Date.now())
  }

  #schedule(): void {
    if (this.#timer !== undefined) return
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      this.flush().catch(this.onError)
    }, FLUSH_MS)
    this.#timer.unref()
  }

  async #write(): Promise<void> {
    const now = Date.now()
    const writes: Promise<void>[] = []
    for (const [key, view] of this.#views) {
      if (view.pending === 0) {
        // A window past, with nothing left to write, is forgotten.
        if (now >= view.resetAt && view.inflight === 0) this.#views.delete(key)
        continue
      }
      const n = view.pending
      view.pending = 0
      view.inflight += n
      writes.push(
        this.counter.penalty(key, n).then(
          (res) => {
            view.inflight -= n
            view.shared = res.consumedPoints
            view.resetAt = Date.now() + Math.max(res.msBeforeNext, 1)
          },
          (err: unknown) => {
            // Counted again at the next flush.
            view.inflight -= n
            view.pending += n
            this.onError(err)
            this.#schedule()
          },
        ),
      )
    }
    await Promise.all(writes)
  }
}

/** Keyed on the token's or session's id, never on its secret. */
function keyOf(principal: Principal): string {
  return principal.tokenId !== null ? `t${principal.tokenId}` : `s${principal.session?.id ?? 0}`
}

function verdict(limit: number, view: View, now: number): LimitVerdict {
  const count = view.shared + view.inflight + view.pending
  const resetSeconds = Math.max(1, Math.ceil((view.resetAt - now) / 1000))
  if (count <= limit) return { limit, remaining: limit - count, resetSeconds }
  return { limit, remaining: 0, resetSeconds, retryAfterSeconds: resetSeconds }
}
