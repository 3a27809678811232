/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely'
import { engineNameOf } from '../engine.js'
import { rebuildWithoutNotNull } from './sqlite-rebuild.js'

// The schema's few differences between engines, written here for the migrations that use them and
// frozen with them: a later migration that needs another difference adds its own, never changes these.
// Each picks its engine's SQL by the engine's name, not through today's engine, whose code may change.

/**
 * An auto-numbered primary key `id` on a table being created: ids are
 * cursors for paging, so neither engine ever gives one twice (SQLite's
 * AUTOINCREMENT, PostgreSQL's identity column).
 */
export function withIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T>): CreateTableBuilder<T, 'id'> {
  return engineNameOf(db) === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
}

/**
 * Lets a column of an existing table hold null (run outside any
 * transaction). PostgreSQL alters the column in place; SQLite, which
 * cannot, rebuilds the table with its rows, indexes, foreign keys and id
 * sequence as they were. A column that takes null already is left as it is.
 */
export async function dropNotNull(db: Kysely<any>, table: string, column: string): Promise<void> {
  if (engineNameOf(db) === 'sqlite') return rebuildWithoutNotNull(db, table, column)
  await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null`.execute(db)
}
