import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Redis } from 'ioredis'
import pg from 'pg'
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterSQLite, type RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import type { Config } from '../config.js'
import { ensurePrivateFileSync, mkdirPrivateSync } from './private-files.js'

/** The SQLite setup's counts: a file of their own beside the database (ats.db). */
export const RATE_LIMIT_FILE = 'rate-limits.db'
/** The table of counts, on PostgreSQL made by migration 017, in the SQLite file made here. */
const TABLE = 'rate_limits'

/**
 * Where the counts of every rate limit live (SPEC C7), shared by every
 * instance of the service: Redis when `ATS_REDIS_URL` is set; else the
 * PostgreSQL database; else, for the single-instance SQLite setup, a SQLite
 * file beside the database, which the instances on one data folder share.
 * Each is the limiter library's own store, whose count is one atomic
 * statement per key and window (an upsert that adds, or resets the window
 * once it has passed; a script on Redis): no read-then-write race.
 *
 * On SQLite the counts have a file of their own rather than a table of the
 * database: a write to the database moves its generation (data_version),
 * and with it every kept answer of the hot reads. On PostgreSQL any commit
 * moves it anyway (store/postgres/postgres-generation.ts), which is why the
 * API's counts are written in batches (domain/limits/request-limit.ts).
 */
export interface RateLimitStore {
  /** A counter of points per key within windows of `windowSeconds`, its keys under `name`. */
  counter(name: string, windowSeconds: number): RateLimiterStoreAbstract
  close(): Promise<void>
}

export function openRateLimitStore(config: Pick<Config, 'redisUrl' | 'redisPrefix' | 'databaseUrl' | 'dataDir'>): RateLimitStore {
  // The limiter answers points counted; the limits themselves are compared by the callers, one counter serving keys of different limits.
  const points = 2 ** 31 - 1
  if (config.redisUrl) {
    // Commands wait for the connection rather than fail while it opens; a request waits at most a few retries.
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    return {
      counter: (name, duration) =>
        new RateLimiterRedis({ storeClient: redis, keyPrefix: `${config.redisPrefix}:${name}`, points, duration }),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect())
      },
    }
  }
  if (config.databaseUrl) {
    // A small pool of its own: counts never wait behind the requests' queries.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 })
    const made = tracked(
      (name, duration) =>
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: TABLE,
          tableCreated: true,
          keyPrefix: name,
          points,
          duration,
        }),
    )
    return {
      counter: made.counter,
      close: async () => {
        made.stop()
        await pool.end()
      },
    }
  }
  mkdirPrivateSync(config.dataDir)
  const file = join(config.dataDir, RATE_LIMIT_FILE)
  ensurePrivateFileSync(file)
  const sqlite = new SQLite(file)
  // Instances on one data folder write here at once: WAL, and a wait for the lock rather than an error.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  // Counts are not worth a sync to disk at each write (the API's, once a second on the event loop):
  // a power cut may lose the last ones, never corrupt the file.
  sqlite.pragma('synchronous = NORMAL')
  sqlite.exec(`create table if not exists ${TABLE} (key text primary key, points integer not null default 0, expire integer)`)
  const made = tracked(
    (name, duration) =>
      new RateLimiterSQLite({
        storeClient: sqlite,
        storeType: 'better-sqlite3',
        tableName: TABLE,
        tableCreated: true,
        keyPrefix: name,
        points,
        duration,
      }),
  )
  return {
    counter: made.counter,
    close: async () => {
      made.stop()
      sqlite.close()
    },
  }
}

/**
 * The counters made over one database client, whose expired-row sweeps
 * (timers the library starts and never stops) are stopped at close, so that
 * a closed store leaves nothing running.
 */
function tracked(make: (name: string, duration: number) => RateLimiterStoreAbstract) {
  const limiters: RateLimiterStoreAbstract[] = []
  return {
    counter: (name: string, duration: number) => {
      const limiter = make(name, duration)
      limiters.push(limiter)
      return limiter
    },
    stop: () => {
      for (const l of limiters) clearTimeout((l as unknown as { _clearExpiredTimeoutId?: NodeJS.Timeout })._clearExpiredTimeoutId)
    },
  }
}
