import { SqliteAdapter, SqliteDialect } from 'kysely'
import type { EngineAdapter } from '../engine.js'
import { sqliteFragments } from './sqlite-fragments.js'
import { sqliteWritePaths } from './sqlite-writes.js'

class SqliteEngineAdapter extends SqliteAdapter implements EngineAdapter {
  readonly engineName = 'sqlite'
  readonly fragments = sqliteFragments
  readonly writePaths = sqliteWritePaths
}

/** Kysely's SQLite dialect, its adapter carrying the engine's fragments and write paths (engine.ts). */
export class SqliteEngineDialect extends SqliteDialect {
  override createAdapter(): SqliteEngineAdapter {
    return new SqliteEngineAdapter()
  }
}
