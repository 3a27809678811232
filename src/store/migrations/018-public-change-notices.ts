/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { engineOf } from '../engine.js'

// Frozen once released: later changes go into new numbered files.

/**
 * Change notices for the public answers (SPEC C8): on PostgreSQL, a
 * statement-level trigger on `vacancies` notifies every listening instance
 * at the commit of any change to it, so that kept job pages are read again
 * (store/postgres/postgres-public-generation.ts). SQLite needs none: its
 * generation is read in memory.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await engineOf(db).createPublicChangeNotices(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await engineOf(db).dropPublicChangeNotices(db)
}
