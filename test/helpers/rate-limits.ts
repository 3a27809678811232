import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { RATE_LIMIT_FILE } from '../../src/store/sqlite/sqlite-rate-limits.js'
import type { TestApp } from './app.js'
import { outsideWrite } from './outside-write.js'

/**
 * Ends the current window of a rate-limit key (`sign-in:account:...`) in the
 * shared store, as the passing of time would: from outside the app, as
 * another process would see the store.
 */
export async function endRateLimitWindow(t: TestApp, key: string): Promise<void> {
  const past = Date.now() - 1
  if (t.config.databaseUrl) return outsideWrite(t, 'update rate_limits set expire = $1 where key = $2', [past, key])
  const db = new SQLite(join(t.config.dataDir, RATE_LIMIT_FILE))
  try {
    db.prepare('update rate_limits set expire = ? where key = ?').run(past, key)
  } finally {
    db.close()
  }
}
