import { createRequire } from 'node:module'
import type PgModule from 'pg'
import { RateLimiterPostgres } from 'rate-limiter-flexible'
import { COUNTER_POINTS, RATE_LIMIT_TABLE, trackedCounters, type RateLimitStore } from '../rate-limit-counters.js'

/**
 * The counts in the PostgreSQL database (table of migration 017), through a
 * small pool of its own: counts never wait behind the requests' queries.
 * Any commit moves the data's generation on PostgreSQL anyway
 * (postgres-generation.ts), which is why the API's counts are written in
 * batches (domain/request-limit.ts).
 */
export function openPostgresRateLimits(url: string): RateLimitStore {
  // Loaded as the store's own driver is (postgres-database.ts): only for a PostgreSQL store.
  const pg = createRequire(import.meta.url)('pg') as typeof PgModule
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  return trackedCounters(
    (name, duration) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: name,
        points: COUNTER_POINTS,
        duration,
      }),
    () => pool.end(),
  )
}
