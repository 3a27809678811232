import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { createRequire } from 'node:module'
import type PgModule from 'pg'
import type { Config } from '../config.js'
import { oncePerTurn } from './once-per-turn.js'
import { ensurePrivateFileSync, mkdirPrivateSync } from './private-files.js'
import { HotStatements, namingClient } from './hot-statements.js'
import { SNAPSHOT, snapshotGeneration } from './postgres-generation.js'
import { HOT_QUERIES } from './repositories/hot-queries.js'
import { withStatementCache } from './sqlite-statement-cache.js'
import type { Tables } from './tables.js'
import type { ClaimLocking } from './repositories/job.repository.js'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface Database {
  readonly db: Kysely<Tables>
  readonly kind: DatabaseKind
  /** Checks that the database answers (for readiness). */
  ping(): Promise<void>
  /**
   * After rows were inserted with explicit ids (a store copy), moves the id
   * generators past them. SQLite's AUTOINCREMENT follows by itself.
   */
  syncIdSequences?(tables: readonly string[]): Promise<void>
  /**
   * A number that moves whenever the data may have changed. On SQLite it
   * moves after every write through this store and when another connection
   * or process has committed since the last call (data_version): read at
   * once, in memory. On PostgreSQL it is read from the server's transaction
   * snapshot (see postgres-generation.ts), so it moves with a commit by any
   * instance: one small query, shared by the requests that arrive together.
   * Anything derived from the data after reading generation g is current for
   * as long as the generation stays g.
   */
  readonly generation: () => number | Promise<number>
  /**
   * The generation, read once for every caller of the current turn of the
   * event loop, after the last of them asked: the same promise for all of
   * them. For many requests arriving together, at the price of a promise each.
   */
  readonly sharedGeneration: () => Promise<number>
  /** How a job claim keeps two workers apart on this engine (job.repository.ts). */
  readonly claimLocking: ClaimLocking
  /** Connection pool figures, where there is a pool. */
  poolStats?(): { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

/** The embedded database's file under the data folder (with `-wal` and `-shm` beside it). */
export const DATABASE_FILE = 'ats.db'

/** The only place that knows which SQL engine is in use. */
export function openDatabase(config: Config): Database {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.dbPoolSize, config.dbPreparedStatements) : openSqlite(config.dataDir)
}

function openSqlite(dataDir: string): Database {
  mkdirPrivateSync(dataDir)
  // Created 0600 before SQLite opens it; its -wal and -shm files take the same mode.
  ensurePrivateFileSync(join(dataDir, DATABASE_FILE))
  const sqlite = new SQLite(join(dataDir, DATABASE_FILE))
  // WAL lets readers run beside the writer; synchronous=FULL syncs the WAL at
  // every commit, so an acknowledged write survives a power cut, not just a crash.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // SQLite's own lower() folds ASCII letters only (lower('É') is 'É'), so a
  // name search for "Émile" found nothing; this one folds every letter, like
  // PostgreSQL's, and the queries stay the same on both engines.
  sqlite.function('lower', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? s.toLowerCase() : s))
  // Kysely runs every query on this one connection, one at a time, and a
  // transaction holds it until it ends; so a read issued after the
  // generation was taken sees every write that moved it.
  let generation = 0
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, () => generation++) }) })
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck()
  let seenVersion = dataVersion.get() as number
  const database: Database = {
    db,
    kind: 'sqlite',
    claimLocking: (query) => query,
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

const INT8_OID = 20
/**
 * The PostgreSQL driver is loaded only for a PostgreSQL store: it adds some
 * 15 MB to the resident memory of every process that imports it.
 */
const requirePg = (): typeof PgModule => createRequire(import.meta.url)('pg') as typeof PgModule

function openPostgres(url: string, max: number, prepared: boolean): Database {
  const pg = requirePg()
  // Hot reads as named prepared statements, unless a pooler in between cannot keep them;
  // named once the Kysely handle exists to compile them, before the first connection.
  const statements = new HotStatements()
  const pool = new pg.Pool({
    Client: prepared ? namingClient(pg, statements) : pg.Client,
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    // Ids are bigint columns but always within 2^53-1 (enforced at the API).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (v: string) => Number(v)
          : (pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => (value: string) => unknown)(
              oid,
              format,
            )) as typeof pg.types.getTypeParser,
    },
  })
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
  statements.add(SNAPSHOT)
  for (const query of HOT_QUERIES) statements.add(query.sqlFor(db))
  const generation = snapshotGeneration(pool)
  return {
    db,
    kind: 'postgres',
    claimLocking: (query) => query.forUpdate().skipLocked(),
    generation,
    sharedGeneration: generation,
    ping: async () => {
      await pool.query('select 1')
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async syncIdSequences(tables) {
      for (const table of tables) {
        await pool.query(
          `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${pg.escapeIdentifier(table)}), 0) + 1, false)`,
          [table],
        )
      }
    },
    close: () => db.destroy(),
  }
}
