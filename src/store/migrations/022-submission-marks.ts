/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'

// Frozen once released: later changes go into new numbered files.

/**
 * What a recruiter is shown of a careers submission (SPEC C8 as amended):
 * whether the email matched a candidate already held (`known_candidate`),
 * and whether the application it was sent for existed already, so that no
 * second one was made (`existing_application`). 1 or 0; null for the
 * submissions kept before they were recorded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('known_candidate', 'integer').execute()
  await db.schema.alterTable('submissions').addColumn('existing_application', 'integer').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['known_candidate', 'existing_application']) await db.schema.alterTable('submissions').dropColumn(column).execute()
}
