/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely'

/**
 * The one difference the schema cannot express portably: an auto-numbered
 * primary key. SQLite's `INTEGER PRIMARY KEY AUTOINCREMENT` never reuses an id
 * (ids are cursors for paging), PostgreSQL's identity column does the same.
 */
export function withIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T>): CreateTableBuilder<T, 'id'> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
  }
  return table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}
