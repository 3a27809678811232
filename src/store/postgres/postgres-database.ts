import { createRequire } from 'node:module'
import { Kysely } from 'kysely'
import type PgModule from 'pg'
import type { Database } from '../database.js'
import type { Db } from '../sql/db.js'
import type { Tables } from '../tables.js'
import { PostgresEngineDialect } from './postgres-dialect.js'
import { SNAPSHOT, snapshotGeneration } from './postgres-generation.js'
import { HotStatements, namingClient } from './postgres-hot-statements.js'
import { PublicGeneration } from './postgres-public-generation.js'

const INT8_OID = 20
/**
 * The PostgreSQL driver is loaded only for a PostgreSQL store: it adds some
 * 15 MB to the resident memory of every process that imports it.
 */
const requirePg = (): typeof PgModule => createRequire(import.meta.url)('pg') as typeof PgModule

/**
 * A store on a PostgreSQL server, through a pool of `max` connections;
 * `hotQueries` run as named prepared statements (postgres-hot-statements.ts)
 * unless `prepared` is off.
 */
export function openPostgres(url: string, max: number, prepared: boolean, hotQueries: readonly { sqlFor(db: Db): string }[]): Database {
  const pg = requirePg()
  // Hot reads as named prepared statements, unless a pooler in between cannot keep them;
  // named once the Kysely handle exists to compile them, before the first connection.
  const statements = new HotStatements()
  const pool = new pg.Pool({
    Client: prepared ? namingClient(pg, statements) : pg.Client,
    connectionString: url,
    max,
    // No JIT compilation: the service's queries take milliseconds, and a
    // search over common words, whose estimated cost passes PostgreSQL's
    // JIT thresholds, spent some 260 ms compiling itself for a 280 ms run
    // (docs/PERFORMANCE.md "Search at scale"). `options` in the URL wins.
    options: '-c jit=off',
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
  const db = new Kysely<Tables>({ dialect: new PostgresEngineDialect({ pool }) })
  statements.add(SNAPSHOT)
  for (const query of hotQueries) statements.add(query.sqlFor(db))
  const generation = snapshotGeneration(pool)
  // One more connection, outside the pool, for the notices of public changes: taken by the first public read.
  const publicGeneration = new PublicGeneration(
    // Keep-alive probes, so that a connection dropped silently on the way (a firewall's idle timeout) is noticed.
    () => new pg.Client({ connectionString: url, keepAlive: true }),
    (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
  )
  return {
    db,
    localFiles: [],
    generation,
    sharedGeneration: generation,
    publicGeneration: () => publicGeneration.current(),
    wroteHere: () => publicGeneration.moved(),
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
    close: async () => {
      await publicGeneration.close()
      await db.destroy()
    },
  }
}
