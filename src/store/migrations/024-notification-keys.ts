/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'

// Frozen once released: later changes go into new numbered files.

/**
 * Notifications raised by a clock rather than by a change (SPEC C18: a
 * scorecard still owed, once a day) carry a key that says which occasion
 * they are for (`scorecard_due:<interview>:<day>`), unique per member: when
 * several instances look at the same moment, one insert wins and the others
 * insert nothing. Notifications raised by a change have none (null keys are
 * distinct on both engines). The clock looks for ended interviews by their end.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('once_key', 'text').execute()
  await db.schema.createIndex('notifications_member_id_once_key').on('notifications').columns(['member_id', 'once_key']).unique().execute()
  await db.schema.createIndex('interviews_end_date').on('interviews').columns(['end_date']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('interviews_end_date').execute()
  await db.schema.dropIndex('notifications_member_id_once_key').execute()
  await db.schema.alterTable('notifications').dropColumn('once_key').execute()
}
