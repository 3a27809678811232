import { rm } from 'node:fs/promises'
import { errors } from '../../errors/catalog.js'
import { writePrivateFile } from '../../store/private-files.js'
import type { BlobStore } from '../../store/blobs/blob-store.js'
import type { UploadStaging } from '../../store/blobs/upload-staging.js'
import { safePath } from '../../store/blobs/secure-path.js'
import * as docs from '../../store/repositories/document.repository.js'
import * as texts from '../../store/repositories/document-text.repository.js'
import { enqueueJob } from '../../store/repositories/job.repository.js'
import { indexDocumentText, removeAllDocumentTexts } from '../../store/repositories/search.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { DocumentRow } from '../../store/tables.js'
import { nowIso } from '../clock.js'
import { DOCUMENT_KINDS, type DocumentKind } from '../vocabulary.js'

/** The job that reads a document's text (the name is also written by migration 006). */
export const EXTRACT_TEXT = 'extract_text'

/** Retries of a job that could not reach the document's bytes (a file's own fault is final at once). */
export const EXTRACT_TEXT_ATTEMPTS = 10

/**
 * Inside the upload's transaction: the text is pending and a job will read
 * it after the commit, so the 201 never waits for a PDF parser.
 */
export async function queueTextExtraction(trx: Db, document: { id: string; candidate_id: number }, now: string): Promise<void> {
  const job = { kind: EXTRACT_TEXT, payload: { documentId: document.id }, maxAttempts: EXTRACT_TEXT_ATTEMPTS }
  await texts.insertPendingText(trx, document.id, document.candidate_id, now, job)
}

/** What reads a file's text: extraction/text-extractor.ts, in worker threads. */
export interface TextReader {
  /** Larger documents are not read: their text is unavailable (`too_large`). */
  readonly maxFileBytes: number
  extract(
    path: string,
    kind: DocumentKind,
  ): Promise<{ readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string; readonly detail: string }>
}

/**
 * The job: copies the document's bytes to a scratch file, reads its text
 * there, and records the outcome. Run twice (a crash after the read), it
 * reads again and records the same. A document deleted meanwhile has nothing
 * left to record. A file that cannot be read is `failed` for good; only
 * failing to reach the bytes throws, for a retry.
 */
export async function extractDocumentText(
  stores: { readonly db: Db; readonly blobs: BlobStore; readonly scratch: UploadStaging },
  reader: TextReader,
  documentId: string,
  /** Ends the job in the transaction that records the outcome (background/job-runner.ts JobContext). */
  finishIn?: (trx: Db) => Promise<unknown>,
): Promise<void> {
  const document = await docs.findDocument(stores.db, documentId)
  if (!document) return
  if (document.size > reader.maxFileBytes) {
    const tooLarge = { ok: false, reason: 'too_large', detail: `the file is over ${reader.maxFileBytes} bytes` } as const
    return record(stores.db, document, tooLarge, finishIn)
  }
  // Documents on disk are read where they are; from an object store, through a scratch copy, removed once read
  // (before the outcome and the job's end are written: a job that is over leaves no scratch file behind).
  const { filesRoot } = stores.blobs
  if (filesRoot)
    return record(stores.db, document, await reader.extract(safePath(filesRoot, document.blob_key), kindOf(document)), finishIn)
  const temp = await stores.scratch.newPath()
  let result: Awaited<ReturnType<TextReader['extract']>>
  try {
    const bytes = await stores.blobs.get(document.blob_key)
    if (!bytes) throw new Error('the document row has no bytes in the blob store')
    await writePrivateFile(bytes, temp)
    result = await reader.extract(temp, kindOf(document))
  } finally {
    await rm(temp, { force: true })
  }
  await record(stores.db, document, result, finishIn)
}

async function record(
  db: Db,
  document: DocumentRow,
  result: Awaited<ReturnType<TextReader['extract']>>,
  finishIn: ((trx: Db) => Promise<unknown>) | undefined,
): Promise<void> {
  const now = nowIso()
  // The text and its search entry in one transaction: searchable exactly when readable; the job ends with it.
  await db.transaction().execute(async (trx) => {
    // The document's row first, as its deletion takes it first: a deletion at the same moment
    // waits for this transaction, or went before it and nothing is left to record. Taken later
    // (by the search entry's foreign key), each would wait for the other (PostgreSQL: deadlock).
    if (!(await docs.lockDocument(trx, document.id))) return
    const candidateId = result.ok
      ? await texts.recordText(trx, document.id, result.text, now)
      : await texts.recordFailure(trx, document.id, result.reason, now)
    if (candidateId !== undefined) await indexDocumentText(trx, document.id, candidateId, result.ok ? result.text : null)
    await finishIn?.(trx)
  })
}

function kindOf(document: DocumentRow): DocumentKind {
  const kind = (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).find((k) => DOCUMENT_KINDS[k].contentType === document.content_type)
  if (!kind) throw new Error(`a document of an unknown type: ${document.content_type}`)
  return kind
}

/** The text of a document the caller may read (access checked by the caller, as for its bytes). */
export async function documentText(db: Db, documentId: string): Promise<string> {
  const row = await texts.findText(db, documentId)
  // A document stored before its text was tracked, and not yet reached by the migration's job, reads as pending.
  if (!row || row.status === 'pending') throw errors.textNotReady()
  if (row.status === 'failed' || row.text === null) throw errors.textUnavailable()
  return row.text
}

/** `ats reindex`: every document's text read again, by jobs. */
export async function requeueAllTexts(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso()
    const ids = await texts.resetAllTexts(trx, now)
    await removeAllDocumentTexts(trx)
    for (const { document_id } of ids) {
      await enqueueJob(trx, { kind: EXTRACT_TEXT, payload: { documentId: document_id }, maxAttempts: EXTRACT_TEXT_ATTEMPTS }, now)
    }
    return ids.length
  })
}
