/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { dropNotNull, withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/**
 * A team's first week (SPEC C18, C9 and C8 as amended):
 * - members and candidates get a time zone (an IANA name, or null: the
 *   service's `ATS_TIME_ZONE`), members a switch for notification emails;
 * - `member_links` holds the set-password links of invitations and resets,
 *   each kept only as the hash of its secret, used once, ending after 7 days
 *   or when a newer link of the member replaces it;
 * - an email may be written to a member (`member_id`) rather than to the
 *   candidate: an invitation, a reset, an interviewer's assignment or a
 *   notification. It goes through the same outbox; one about a candidate
 *   names it (`candidate_id`) so it is erased with it, one about nobody
 *   names none. The candidate's emails (SPEC C10) are those without a member;
 * - `notifications` tell a member what needs it, each about a candidate, an
 *   application or an interview, erased with what it is about;
 * - a submission keeps the names and phone as the applicant typed them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('time_zone', 'text').execute()
  await db.schema
    .alterTable('members')
    .addColumn('notification_emails', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.alterTable('candidates').addColumn('time_zone', 'text').execute()

  await withIdColumn(db, db.schema.createTable('member_links'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    // invitation or reset: which email carried it (both set a password).
    .addColumn('purpose', 'text', (c) => c.notNull())
    // SHA-256 of the link's secret, hex; the secret itself is only in the email.
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('expires_date', 'text', (c) => c.notNull())
    // Set when the link was followed, or when a newer one replaced it: it works no more.
    .addColumn('used_date', 'text')
    .execute()
  await db.schema.createIndex('member_links_member_id').on('member_links').columns(['member_id', 'id']).execute()

  await dropNotNull(db, 'emails', 'candidate_id')
  // No cascade: members are never deleted, only removed.
  await db.schema
    .alterTable('emails')
    .addColumn('member_id', 'bigint', (c) => c.references('members.id'))
    .execute()
  await db.schema.createIndex('emails_member_id').on('emails').columns(['member_id', 'id']).execute()

  await withIdColumn(db, db.schema.createTable('notifications'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'bigint', (c) => c.references('candidates.id').onDelete('cascade'))
    .addColumn('application_id', 'bigint', (c) => c.references('applications.id').onDelete('cascade'))
    .addColumn('interview_id', 'bigint', (c) => c.references('interviews.id').onDelete('cascade'))
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('read_date', 'text')
    .execute()
  // A member's notifications, newest first; its unread ones.
  await db.schema.createIndex('notifications_member_id_id').on('notifications').columns(['member_id', 'id']).execute()
  await db.schema.createIndex('notifications_member_id_read_date').on('notifications').columns(['member_id', 'read_date', 'id']).execute()
  await db.schema.createIndex('notifications_candidate_id').on('notifications').columns(['candidate_id']).execute()

  await db.schema.alterTable('submissions').addColumn('first_name', 'text').execute()
  await db.schema.alterTable('submissions').addColumn('last_name', 'text').execute()
  await db.schema.alterTable('submissions').addColumn('phone', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['first_name', 'last_name', 'phone']) await db.schema.alterTable('submissions').dropColumn(column).execute()
  await db.schema.dropTable('notifications').execute()
  await db.schema.dropIndex('emails_member_id').execute()
  await db.schema.alterTable('emails').dropColumn('member_id').execute()
  await db.schema.dropTable('member_links').execute()
  await db.schema.alterTable('candidates').dropColumn('time_zone').execute()
  await db.schema.alterTable('members').dropColumn('notification_emails').execute()
  await db.schema.alterTable('members').dropColumn('time_zone').execute()
}
