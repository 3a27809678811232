import type { Kysely } from 'kysely'
import type { Config } from '../config.js'
import { openPostgres } from './postgres/postgres-database.js'
import { openPostgresRateLimits } from './postgres/postgres-rate-limits.js'
import type { RateLimitStore } from './rate-limit-counters.js'
import { HOT_QUERIES } from './repositories/hot-queries.js'
import { openSqlite } from './sqlite/sqlite-database.js'
import { openSqliteRateLimits } from './sqlite/sqlite-rate-limits.js'
import type { Tables } from './tables.js'

/**
 * An open store of rows, the same on every engine. What differs between
 * engines lives in their folders (`sqlite/`, `postgres/`, see engine.ts),
 * which this file alone opens.
 */
export interface Database {
  readonly db: Kysely<Tables>
  /** Checks that the database answers (for readiness). */
  ping(): Promise<void>
  /**
   * After rows were inserted with explicit ids (a store copy), moves the id
   * generators past them. SQLite's AUTOINCREMENT follows by itself.
   */
  syncIdSequences?(tables: readonly string[]): Promise<void>
  /**
   * A number that moves whenever the data may have changed. On SQLite it
   * moves after every write through this store (but one to tables no kept
   * answer reads: sqlite/sqlite-write-targets.ts) and when another connection
   * or process has committed since the last call (data_version): read at
   * once, in memory. On PostgreSQL it is read from the server's transaction
   * snapshot (see postgres/postgres-generation.ts), so it moves with a commit
   * by any instance: one small query, shared by the requests that arrive
   * together. Anything derived from the data after reading generation g is
   * current for as long as the generation stays g.
   */
  readonly generation: () => number | Promise<number>
  /**
   * The generation, read once for every caller of the current turn of the
   * event loop, after the last of them asked: the same promise for all of
   * them. For many requests arriving together, at the price of a promise each.
   */
  readonly sharedGeneration: () => Promise<number>
  /**
   * Where a store has one, the generation of what the public reads (the
   * published vacancies of SPEC C8, and nothing else), known in memory
   * without asking the server; undefined while it cannot be known so, and
   * public answers are then read each time. PostgreSQL has one: it moves
   * with a notice the server sends every instance at the commit of any
   * change to `vacancies` (postgres-public-generation.ts), so an instance
   * learns of another's change a notice's trip later rather than at its
   * next request, which is the freshness a public page needs, and a kept
   * job page costs no round trip. Without one (SQLite, whose generation is
   * read in memory anyway) public answers follow `generation` like every
   * other kept answer.
   */
  readonly publicGeneration?: () => number | undefined
  /** Told when this instance answers a write, before the answer goes: the public generation moves at once, not a notice's trip later. */
  readonly wroteHere?: () => void
  /**
   * Resolves once every write made through this store so far is on disk,
   * where a commit's return does not say so already (SQLite's group commit,
   * sqlite/sqlite-group-commit.ts; a PostgreSQL commit is durable when it
   * returns). A write is acknowledged only after it (docs/RELIABILITY.md).
   */
  durable?(): Promise<void>
  /** Connection pool figures, where there is a pool. */
  poolStats?(): { total: number; idle: number; waiting: number }
  /** The files on this machine that hold the rows (none for a database server). */
  readonly localFiles: readonly string[]
  close(): Promise<void>
}

/** What an engine's folder opens for a configuration: its database, and its own store of rate-limit counts. */
interface EngineOpeners {
  database(config: Config): Database
  rateLimitStore(): RateLimitStore
}

/**
 * The one switch between engines: PostgreSQL when a database URL is given,
 * else the embedded SQLite file. The hot reads are named to PostgreSQL here,
 * above the repositories that hold them, so that no engine imports one.
 */
function engineFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): EngineOpeners {
  const url = config.databaseUrl
  if (url) {
    return {
      database: (c) => openPostgres(url, c.dbPoolSize, c.dbPreparedStatements, HOT_QUERIES),
      rateLimitStore: () => openPostgresRateLimits(url),
    }
  }
  return { database: () => openSqlite(config.dataDir), rateLimitStore: () => openSqliteRateLimits(config.dataDir) }
}

export function openDatabase(config: Config): Database {
  return engineFor(config).database(config)
}

/** The engine's own store of rate-limit counts, where no Redis is configured (rate-limit-store.ts). */
export function openEngineRateLimitStore(config: Pick<Config, 'databaseUrl' | 'dataDir'>): RateLimitStore {
  return engineFor(config).rateLimitStore()
}
