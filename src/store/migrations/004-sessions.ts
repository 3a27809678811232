/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/**
 * Signing in to the console: a password per member (its memory-hard hash
 * only), sessions kept in the database so every instance knows them, the
 * failed sign-ins that throttle guessing, and members removed without
 * losing the authorship of what they wrote.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('password_hash', 'text').execute()
  await db.schema.alterTable('members').addColumn('removed_date', 'text').execute()

  await withIdColumn(db, db.schema.createTable('sessions'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // SHA-256 of the cookie's secret: the secret itself is never stored.
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('last_seen_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sessions_member_id').on('sessions').column('member_id').execute()

  await withIdColumn(db, db.schema.createTable('sign_in_failures'))
    // `account:<email>` or `address:<ip>`.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('failed_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sign_in_failures_subject_failed_date').on('sign_in_failures').columns(['subject', 'failed_date']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute()
  await db.schema.dropTable('sessions').execute()
  await db.schema.alterTable('members').dropColumn('removed_date').execute()
  await db.schema.alterTable('members').dropColumn('password_hash').execute()
}
