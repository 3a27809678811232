import type { Selectable } from 'kysely'
import type { DocumentTextTable } from '../tables.js'
import { writePathsOf } from '../engine.js'
import type { NewJob } from '../sql/change-rows.js'
import type { Db } from './types.js'

type DocumentTextRow = Selectable<DocumentTextTable>

/**
 * A document's text as pending, and the job that will read it, written as
 * the engine writes them best (engine.ts WritePaths: one statement on PostgreSQL).
 */
export function insertPendingText(db: Db, documentId: string, candidateId: number, now: string, job: NewJob): Promise<void> {
  const pending = {
    document_id: documentId,
    candidate_id: candidateId,
    status: 'pending' as const,
    text: null,
    failure: null,
    updated_date: now,
  }
  return writePathsOf(db).insertPendingText(db, pending, job, now)
}

export function findText(db: Db, documentId: string): Promise<DocumentTextRow | undefined> {
  return db.selectFrom('document_texts').selectAll().where('document_id', '=', documentId).executeTakeFirst()
}

/** Answers the document's candidate, or undefined when the document is gone. */
export async function recordText(db: Db, documentId: string, text: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('document_texts')
    .set({ status: 'done', text, failure: null, updated_date: now })
    .where('document_id', '=', documentId)
    .returning('candidate_id')
    .executeTakeFirst()
  return row === undefined ? undefined : row.candidate_id
}

/** Answers the document's candidate, or undefined when the document is gone. */
export async function recordFailure(db: Db, documentId: string, reason: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('document_texts')
    .set({ status: 'failed', text: null, failure: reason, updated_date: now })
    .where('document_id', '=', documentId)
    .returning('candidate_id')
    .executeTakeFirst()
  return row === undefined ? undefined : row.candidate_id
}

/**
 * Every document's text back to pending (rows made for documents that had
 * none), answering the documents to read again.
 */
export async function resetAllTexts(db: Db, now: string): Promise<Array<{ document_id: string }>> {
  await db
    .insertInto('document_texts')
    .columns(['document_id', 'candidate_id', 'status', 'text', 'failure', 'updated_date'])
    .expression((eb) =>
      eb
        .selectFrom('documents')
        .select((s) => [
          'documents.id',
          'documents.candidate_id',
          s.val('pending').as('status'),
          s.val(null).as('text'),
          s.val(null).as('failure'),
          s.val(now).as('updated_date'),
        ])
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('document_texts')
                .select('document_texts.document_id')
                .whereRef('document_texts.document_id', '=', 'documents.id'),
            ),
          ),
        ),
    )
    .execute()
  return db
    .updateTable('document_texts')
    .set({ status: 'pending', text: null, failure: null, updated_date: now })
    .returning('document_id')
    .execute()
}
