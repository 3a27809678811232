/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/**
 * The event log (SPEC C6): one row per change, written in the change's
 * transaction. The id is the change feed's cursor: ids are given in commit
 * order on both engines (store/engine.ts `insertEvent`). No foreign keys:
 * an event outlives the candidate it is about (erasure keeps its ids).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('events'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_date', 'text', (c) => c.notNull())
    // The member who made the change; null for the service itself (or a careers application).
    .addColumn('actor_id', 'bigint')
    // Null when the change is not about one candidate (a vacancy's).
    .addColumn('candidate_id', 'bigint')
    // JSON text: the resource as the API answered the change.
    .addColumn('data', 'text', (c) => c.notNull())
    .execute()
  // An erasure rewrites the candidate's events (domain/changes/events.ts).
  await db.schema.createIndex('events_candidate_id').on('events').columns(['candidate_id', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('events').execute()
}
