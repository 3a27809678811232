import { PostgresAdapter, PostgresDialect } from 'kysely'
import type { EngineAdapter } from '../engine.js'
import { postgresFragments } from './postgres-fragments.js'
import { postgresWritePaths } from './postgres-writes.js'

class PostgresEngineAdapter extends PostgresAdapter implements EngineAdapter {
  readonly engineName = 'postgres'
  readonly fragments = postgresFragments
  readonly writePaths = postgresWritePaths
}

/** Kysely's PostgreSQL dialect, its adapter carrying the engine's fragments and write paths (engine.ts). */
export class PostgresEngineDialect extends PostgresDialect {
  override createAdapter(): PostgresEngineAdapter {
    return new PostgresEngineAdapter()
  }
}
