import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely } from 'kysely'
import type { Database } from '../database.js'
import { oncePerTurn } from '../once-per-turn.js'
import { ensurePrivateFileSync, mkdirPrivateSync } from '../private-files.js'
import type { Tables } from '../tables.js'
import { SqliteEngineDialect } from './sqlite-dialect.js'
import { Checkpointer } from './sqlite-checkpointer.js'
import { ForeignCommits } from './sqlite-foreign-commits.js'
import { GroupCommit } from './sqlite-group-commit.js'
import { withStatementCache } from './sqlite-statement-cache.js'
import { TABLES_NO_KEPT_ANSWER_READS } from './sqlite-write-targets.js'

/** The embedded database's file under the data folder (with `-wal` and `-shm` beside it). */
const DATABASE_FILE = 'ats.db'

/** The embedded store: one file under the data folder, one connection. */
export function openSqlite(dataDir: string): Database {
  mkdirPrivateSync(dataDir)
  const file = join(dataDir, DATABASE_FILE)
  // Created 0600 before SQLite opens it; its -wal and -shm files take the same mode.
  ensurePrivateFileSync(file)
  const sqlite = new SQLite(file)
  // WAL lets readers run beside the writer; synchronous=NORMAL writes a commit
  // without a sync (checkpoints still sync), and the writes answered together
  // share one sync off the event loop (durable(), sqlite-group-commit.ts), so an
  // acknowledged write survives a power cut, not just a crash.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  // Checkpoints run in a worker thread of their own (sqlite-checkpointer.ts), not on the committing connection.
  sqlite.pragma('wal_autocheckpoint = 0')
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
  // `writes` moves the generation; `ownWrites` counts every write of this connection, those of
  // tables no kept answer reads included, whose file events are this process's own.
  let writes = 0
  let ownWrites = 0
  const commits = new GroupCommit(file + '-wal')
  const checkpoints = new Checkpointer(file, () => sqlite.pragma('wal_autocheckpoint = 1000'))
  const onWrite = (moves: boolean) => {
    ownWrites++
    if (moves) writes++
    commits.wrote()
    checkpoints.wrote()
  }
  const statements = withStatementCache(sqlite, onWrite, undefined, TABLES_NO_KEPT_ANSWER_READS)
  const db = new Kysely<Tables>({ dialect: new SqliteEngineDialect({ database: statements }) })
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck()
  let seenVersion = dataVersion.get() as number
  // The read above opened the write-ahead log: the file is there to be watched.
  const foreignCommits = new ForeignCommits(file + '-wal', () => ownWrites)
  /** Exact: asks SQLite whether another connection committed since the last call. */
  const generation = () => {
    const version = dataVersion.get() as number
    if (version !== seenVersion) {
      seenVersion = version
      writes++
    }
    return writes
  }
  const database: Database = {
    db,
    localFiles: ['', '-wal', '-shm'].map((end) => file + end),
    generation,
    // Read in the check phase, after every file event of the turn: the statement (a read lock on the
    // log's index) only where another process may have committed (sqlite-foreign-commits.ts).
    sharedGeneration: oncePerTurn(() => (foreignCommits.mayHaveCommitted() ? generation() : writes)),
    ping: async () => {
      sqlite.prepare('select 1').get()
    },
    durable: () => commits.durable(),
    // The last connection's checkpoint would sync these writes, but a server may hold the last one.
    close: async () => {
      foreignCommits.close()
      await commits.durable()
      await db.destroy()
      await commits.close()
      await checkpoints.close()
    },
  }
  return database
}
