/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import { sql, type Kysely } from 'kysely'

// Frozen once released: later changes go into new numbered files.

/**
 * Indexes of the reports (SPEC C11). Sources and a ranged Pipeline read the
 * applications created in a range (the Sources' columns in the index too); TimeToHire reads the history's changes to
 * `hired` in a range: a partial index holds those alone (a small share of the
 * history), in date order, on both engines. The Pipeline report reads one
 * vacancy's applications and their history through the indexes of 003.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Covering for Sources: a month of applications is read from the index alone, not row by row.
  await db.schema
    .createIndex('applications_created_date')
    .on('applications')
    .columns(['created_date', 'source', 'status', 'vacancy_id'])
    .execute()
  await sql`create index application_history_hires on application_history (changed_date, application_id) where to_status = 'hired'`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('application_history_hires').execute()
  await db.schema.dropIndex('applications_created_date').execute()
}
