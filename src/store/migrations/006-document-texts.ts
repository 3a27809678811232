/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'

// Frozen once released: later changes go into new numbered files.

/** The job that reads a document's text; its name is also the runner's (domain/documents/document-text.ts). */
const EXTRACT_TEXT = 'extract_text'

/**
 * The text of each document (SPEC C5), read after the upload's commit by a
 * job: `pending` until then, `done` with its text, or `failed` with the
 * reason (a fact about the file: it is not read again). It goes with its
 * document. Documents uploaded before this migration get a pending row and
 * a job each, so the whole store becomes searchable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_texts')
    .addColumn('document_id', 'text', (c) => c.primaryKey().references('documents.id').onDelete('cascade'))
    .addColumn('candidate_id', 'bigint', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('failure', 'text')
    .addColumn('updated_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('document_texts_candidate_id').on('document_texts').column('candidate_id').execute()

  const now = new Date().toISOString()
  const existing: Array<{ id: string; candidate_id: number }> = await db
    .selectFrom('documents')
    .select(['id', 'candidate_id'])
    .orderBy('candidate_id')
    .orderBy('seq')
    .execute()
  for (let i = 0; i < existing.length; i += 200) {
    const batch = existing.slice(i, i + 200)
    await db
      .insertInto('document_texts')
      .values(
        batch.map((d) => ({
          document_id: d.id,
          candidate_id: d.candidate_id,
          status: 'pending',
          text: null,
          failure: null,
          updated_date: now,
        })),
      )
      .execute()
    await db
      .insertInto('jobs')
      .values(
        batch.map((d) => ({
          kind: EXTRACT_TEXT,
          payload: JSON.stringify({ documentId: d.id }),
          state: 'queued',
          attempts: 0,
          max_attempts: 10,
          run_date: now,
          lease_date: null,
          worker: null,
          last_error: null,
          created_date: now,
          updated_date: now,
        })),
      )
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('jobs').where('kind', '=', EXTRACT_TEXT).execute()
  await db.schema.dropTable('document_texts').execute()
}
