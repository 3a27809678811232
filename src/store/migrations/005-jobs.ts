/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/**
 * Work that must follow a commit (text extraction, webhook deliveries,
 * emails): a row written in the transaction of what causes it, claimed by
 * one worker among all instances under a lease, retried with growing delays.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON text: what the job works on (ids, never personal data).
    .addColumn('payload', 'text', (c) => c.notNull())
    // queued, running or failed; a finished job's row is deleted.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    // Not run before this time (retries wait here).
    .addColumn('run_date', 'text', (c) => c.notNull())
    // A running job whose lease has passed was left by a stopped worker: claimable again.
    .addColumn('lease_date', 'text')
    .addColumn('worker', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('updated_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('jobs_state_run_date').on('jobs').columns(['state', 'run_date']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute()
}
