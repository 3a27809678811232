/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { dropNotNull, withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/**
 * Candidates who apply themselves (SPEC C8): an application, its creation in
 * the history and the CV made on the careers site have no member behind
 * them, so their creator columns take null. Each application made there
 * keeps its submissions (the latest is what GET .../Submission answers),
 * each with the consents given with it; and every instance counts the
 * applications posted from an address in one table, so that they share
 * the limit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await dropNotNull(db, 'applications', 'created_by_id')
  await dropNotNull(db, 'application_history', 'changed_by_id')
  await dropNotNull(db, 'documents', 'created_by_id')

  await withIdColumn(db, db.schema.createTable('submissions'))
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('candidate_id', 'bigint', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    // What the applicant is told: random, unique, and no id (domain/careers/job-applications.ts).
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('submitted_date', 'text', (c) => c.notNull())
    // The CV sent with it; null once a member deleted that document.
    .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('cover_letter', 'text')
    .execute()
  await db.schema.createIndex('submissions_application_id_id').on('submissions').columns(['application_id', 'id']).execute()
  await db.schema.createIndex('submissions_candidate_id').on('submissions').columns(['candidate_id']).execute()
  await db.schema.createIndex('submissions_document_id').on('submissions').columns(['document_id']).execute()

  await withIdColumn(db, db.schema.createTable('consents'))
    .addColumn('candidate_id', 'bigint', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('submission_id', 'bigint', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('vacancy_id', 'bigint', (c) => c.notNull().references('vacancies.id'))
    // processing or retention.
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The exact sentence the applicant agreed to.
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('given_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('consents_candidate_id_id').on('consents').columns(['candidate_id', 'id']).execute()
  await db.schema.createIndex('consents_submission_id').on('consents').columns(['submission_id']).execute()

  // One row per request counted against a per-address limit; `subject` names the limit and the address.
  await withIdColumn(db, db.schema.createTable('address_hits'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('hit_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('address_hits_subject_hit_date').on('address_hits').columns(['subject', 'hit_date']).execute()
  await db.schema.createIndex('address_hits_hit_date').on('address_hits').columns(['hit_date']).execute()
}

/** Back to 012: the careers' tables go; creators stay nullable (a null could not be made a member again). */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['address_hits', 'consents', 'submissions']) await db.schema.dropTable(table).execute()
}
