/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/**
 * Email with candidates (SPEC C10). An email is a row of `emails`, written
 * in the transaction of what caused it, and sent after the commit by a job
 * (`jobs`, kind `email.send`) queued in the same transaction: the row is the
 * outbox. `email_templates` holds the templates an admin changed; one never
 * changed is read from its default in the code (domain/email/email-templates.ts),
 * so a better default reaches every installation that kept it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('emails'))
    // Deleted with its candidate (erasure), the unsent ones included: their jobs then find nothing to send.
    .addColumn('candidate_id', 'bigint', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // The template's name, or null for an email written by a member.
    .addColumn('template', 'text')
    // pending, sent, failed (given up) or not_sent (no SMTP server configured).
    .addColumn('status', 'text', (c) => c.notNull())
    // Null for an email the service sent by itself (application_received). No foreign key: members are never deleted.
    .addColumn('created_by_id', 'bigint')
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('sent_date', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // The last refusal or fault, for operators: never in an API answer.
    .addColumn('last_error', 'text')
    // An iCalendar attachment (SPEC C9): its METHOD (REQUEST, CANCEL) and text, or both null.
    .addColumn('calendar_method', 'text')
    .addColumn('calendar_text', 'text')
    .execute()
  // A candidate's emails, newest first.
  await db.schema.createIndex('emails_candidate_id').on('emails').columns(['candidate_id', 'id']).execute()
  await db.schema
    .createTable('email_templates')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_date', 'text', (c) => c.notNull())
    .addColumn('updated_by_id', 'bigint')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_templates').execute()
  await db.schema.dropTable('emails').execute()
}
