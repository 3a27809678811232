import type { Insertable } from 'kysely'
import type { DocumentRow, DocumentTable } from '../tables.js'
import type { Db } from './types.js'
import { inPage } from './keyset-page.js'

export function insertDocument(db: Db, values: Insertable<DocumentTable>): Promise<DocumentRow> {
  return db.insertInto('documents').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * The next upload number of a candidate. Only safe inside the transaction
 * that has already locked the candidate row (see `setLatestDocument`), which
 * keeps two uploads from taking the same number.
 */
export async function nextDocumentSeq(db: Db, candidateId: number): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.max<number | string | null>('seq').as('seq'))
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst()
  return Number(row?.seq ?? 0) + 1
}

/** A candidate's documents in upload order, after the upload number `afterSeq`, one more than `limit`. */
export function listDocuments(db: Db, candidateId: number, afterSeq: number, limit: number): Promise<DocumentRow[]> {
  return inPage(db.selectFrom('documents').selectAll().where('candidate_id', '=', candidateId), { after: afterSeq, limit }, 'seq').execute()
}

/** The most recent remaining document of a candidate, if any. */
export async function latestDocumentId(db: Db, candidateId: number): Promise<string | null> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('candidate_id', '=', candidateId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.id ?? null
}

/**
 * Locks a document's row until the transaction ends (an update that changes
 * nothing: the one way both engines lock a row); false when it is gone.
 */
export async function lockDocument(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set((eb) => ({ seq: eb.ref('seq') }))
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export function deleteDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  return db.deleteFrom('documents').where('id', '=', id).returningAll().executeTakeFirst()
}

/** Removes every document row of a candidate and returns the keys of their bytes. */
export async function deleteCandidateDocuments(db: Db, candidateId: number): Promise<string[]> {
  const rows = await db.deleteFrom('documents').where('candidate_id', '=', candidateId).returning('blob_key').execute()
  return rows.map((r) => r.blob_key)
}

/** Which of these blob keys a document row still refers to. */
export async function referencedBlobKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db.selectFrom('documents').select('blob_key').where('blob_key', 'in', keys).execute()
  return new Set(rows.map((r) => r.blob_key))
}
