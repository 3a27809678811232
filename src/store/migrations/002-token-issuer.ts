/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'

// Frozen once released: later changes go into new numbered files.

/**
 * Who issued each token: an admin may issue one for any member and then act
 * in its name, so the issuer stays on record. Null when no member issued it:
 * the command line, the first start's bootstrap admin, and every token issued
 * before this migration (its issuer was not recorded and cannot be known).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A nullable column with no default: both engines add it without rewriting the table.
  await db.schema
    .alterTable('tokens')
    .addColumn('created_by_id', 'bigint', (c) => c.references('members.id'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tokens').dropColumn('created_by_id').execute()
}
