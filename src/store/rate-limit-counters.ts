import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible'

/**
 * Where the counts of every rate limit live (SPEC C7), shared by every
 * instance of the service (rate-limit-store.ts opens it): Redis, or the
 * engine's own (`<engine>/<engine>-rate-limits.ts`). Each is the limiter
 * library's own store, whose count is one atomic statement per key and
 * window (an upsert that adds, or resets the window once it has passed; a
 * script on Redis): no read-then-write race.
 */
export interface RateLimitStore {
  /** A counter of points per key within windows of `windowSeconds`, its keys under `name`. */
  counter(name: string, windowSeconds: number): RateLimiterStoreAbstract
  close(): Promise<void>
}

/** The limiter answers points counted; the limits themselves are compared by the callers, one counter serving keys of different limits. */
export const COUNTER_POINTS = 2 ** 31 - 1

/** The table of counts in a database: on PostgreSQL made by migration 017, in SQLite's file of counts by the store itself. */
export const RATE_LIMIT_TABLE = 'rate_limits'

/**
 * A store of counters made over one database client, whose expired-row
 * sweeps (timers the library starts and never stops) are stopped at close,
 * before the client closes, so that a closed store leaves nothing running.
 */
export function trackedCounters(
  make: (name: string, duration: number) => RateLimiterStoreAbstract,
  closeClient: () => Promise<void>,
): RateLimitStore {
  const limiters: RateLimiterStoreAbstract[] = []
  return {
    counter: (name, duration) => {
      const limiter = make(name, duration)
      limiters.push(limiter)
      return limiter
    },
    close: async () => {
      for (const l of limiters) clearTimeout((l as unknown as { _clearExpiredTimeoutId?: NodeJS.Timeout })._clearExpiredTimeoutId)
      await closeClient()
    },
  }
}
