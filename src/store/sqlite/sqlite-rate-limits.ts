import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { RateLimiterSQLite } from 'rate-limiter-flexible'
import { ensurePrivateFileSync, mkdirPrivateSync } from '../private-files.js'
import { COUNTER_POINTS, RATE_LIMIT_TABLE, trackedCounters, type RateLimitStore } from '../rate-limit-counters.js'

/** The SQLite setup's counts: a file of their own beside the database (ats.db). */
export const RATE_LIMIT_FILE = 'rate-limits.db'

/**
 * The counts of the single-instance SQLite setup, in a file beside the
 * database, which the instances on one data folder share. A file of their
 * own rather than a table of the database: a write to the database moves
 * its generation (data_version), and with it every kept answer of the hot
 * reads.
 */
export function openSqliteRateLimits(dataDir: string): RateLimitStore {
  mkdirPrivateSync(dataDir)
  const file = join(dataDir, RATE_LIMIT_FILE)
  ensurePrivateFileSync(file)
  const sqlite = new SQLite(file)
  // Instances on one data folder write here at once: WAL, and a wait for the lock rather than an error.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  // Counts are not worth a sync to disk at each write (the API's, once a second on the event loop):
  // a power cut may lose the last ones, never corrupt the file.
  sqlite.pragma('synchronous = NORMAL')
  sqlite.exec(`create table if not exists ${RATE_LIMIT_TABLE} (key text primary key, points integer not null default 0, expire integer)`)
  return trackedCounters(
    (name, duration) =>
      new RateLimiterSQLite({
        storeClient: sqlite,
        storeType: 'better-sqlite3',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: name,
        points: COUNTER_POINTS,
        duration,
      }),
    async () => {
      sqlite.close()
    },
  )
}
