import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely } from 'kysely'
import type { Database } from '../database.js'
import { oncePerTurn } from '../once-per-turn.js'
import { ensurePrivateFileSync, mkdirPrivateSync } from '../private-files.js'
import type { Tables } from '../tables.js'
import { SqliteEngineDialect } from './sqlite-dialect.js'
import { withStatementCache } from './sqlite-statement-cache.js'

/** The embedded database's file under the data folder (with `-wal` and `-shm` beside it). */
const DATABASE_FILE = 'ats.db'

/** The embedded store: one file under the data folder, one connection. */
export function openSqlite(dataDir: string): Database {
  mkdirPrivateSync(dataDir)
  const file = join(dataDir, DATABASE_FILE)
  // Created 0600 before SQLite opens it; its -wal and -shm files take the same mode.
  ensurePrivateFileSync(file)
  const sqlite = new SQLite(file)
  // WAL lets readers run beside the writer; synchronous=FULL syncs the WAL at
  // every commit, so an acknowledged write survives a power cut, not just a crash.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // Deleted content is overwritten with zeros in the file, not left in free space: what erasure removes (SPEC C7) must
  // not stay readable there. The write-ahead log and the full-text index are seen to at erasure (sqlite-erasure.ts).
  sqlite.pragma('secure_delete = ON')
  // Reads through a memory map of up to 2 GiB rather than a copy of each page
  // into SQLite's own cache: a search reads thousands of pages (entries, the
  // full-text index); at a tenth of the scale store this halved its joins
  // (docs/PERFORMANCE.md, "Search at scale").
  sqlite.pragma('mmap_size = 2147483648')
  // SQLite's own lower() folds ASCII letters only (lower('É') is 'É'), so a
  // name search for "Émile" found nothing; this one folds every letter, like
  // PostgreSQL's, and the queries stay the same on both engines.
  sqlite.function('lower', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? s.toLowerCase() : s))
  // Kysely runs every query on this one connection, one at a time, and a
  // transaction holds it until it ends; so a read issued after the
  // generation was taken sees every write that moved it.
  let generation = 0
  const db = new Kysely<Tables>({ dialect: new SqliteEngineDialect({ database: withStatementCache(sqlite, () => generation++) }) })
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck()
  let seenVersion = dataVersion.get() as number
  const database: Database = {
    db,
    localFiles: ['', '-wal', '-shm'].map((end) => file + end),
    generation() {
      const version = dataVersion.get() as number
      if (version !== seenVersion) {
        seenVersion = version
        generation++
      }
      return generation
    },
    // data_version takes a read lock on the WAL index: worth sharing.
    sharedGeneration: oncePerTurn(() => database.generation()),
    ping: async () => {
      sqlite.prepare('select 1').get()
    },
    close: () => db.destroy(),
  }
  return database
}
