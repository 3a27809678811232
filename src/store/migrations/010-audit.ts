/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/**
 * The audit log (SPEC C6): one row per read or change of a candidate's
 * data, ids only. No foreign keys: a row outlives the candidate, member and
 * token it names (an erasure is itself audited, and its trail stays).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('audit_events'))
    .addColumn('date', 'text', (c) => c.notNull())
    // Null for the service itself (a careers application, the demo seed).
    .addColumn('member_id', 'bigint')
    // Null for a console session.
    .addColumn('token_id', 'bigint')
    .addColumn('action', 'text', (c) => c.notNull())
    // Null for a search, and a list of several candidates.
    .addColumn('candidate_id', 'bigint')
    .addColumn('resource_type', 'text', (c) => c.notNull())
    // Text: a document's id is a string; null for a list or a search.
    .addColumn('resource_id', 'text')
    // Null for a change made outside a request (the command line).
    .addColumn('request_id', 'text')
    .execute()
  // The two filters of GET /v1/AuditEvents, each paged by id. The purge needs
  // no index of its own: it walks the oldest ids (domain/changes/audit.ts).
  await db.schema.createIndex('audit_events_candidate_id').on('audit_events').columns(['candidate_id', 'id']).execute()
  await db.schema.createIndex('audit_events_member_id').on('audit_events').columns(['member_id', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute()
}
