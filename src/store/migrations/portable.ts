/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { CreateTableBuilder, Kysely } from 'kysely'
import { engineOf } from '../engine.js'

/**
 * The one difference the schema cannot express portably: an auto-numbered
 * primary key, which each engine adds its own way (Engine.idColumn).
 */
export function withIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T>): CreateTableBuilder<T, 'id'> {
  return engineOf(db).idColumn(table)
}
