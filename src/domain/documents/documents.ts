import { rm } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { errors } from '../../errors/catalog.js'
import type { BlobStore } from '../../store/blobs/blob-store.js'
import type { UploadStaging } from '../../store/blobs/upload-staging.js'
import { candidateExists, lockCandidate, replaceLatestDocument, setLatestDocument } from '../../store/repositories/candidate.repository.js'
import * as docs from '../../store/repositories/document.repository.js'
import type { GenerationCache } from '../../store/generation-cache.js'
import type { Db } from '../../store/repositories/types.js'
import type { DocumentRow } from '../../store/tables.js'
import { requireDocumentRead, visibilityOf, type Actor, type Principal } from '../access/index.js'
import { nowIso } from '../clock.js'
import { newBlobKey, newDocumentId } from './document-ids.js'
import { receiveToFile } from './document-intake.js'
import { sniffDocument } from '../../adapters/formats/document-type.js'
import { documentFileName } from './file-names.js'
import { queueTextExtraction } from './document-text.js'
import { recordEvent } from '../changes/index.js'
import { toDocument } from '../representations/index.js'
import { DOCUMENT_KINDS } from '../vocabulary.js'

export interface DocumentStores {
  readonly db: Db
  readonly blobs: BlobStore
  readonly staging: UploadStaging
}

/** An upload as it arrives: the bytes and the name the client gave, if any. */
export interface IncomingFile {
  readonly stream: Readable
  readonly fileName?: string
  /**
   * Called once the file's bytes are read: checks what follows them in the
   * body (a multipart body's other parts), throwing if it is refused.
   */
  readonly rest?: () => Promise<void>
}

/**
 * Stores a new document and makes it the candidate's latest. Order matters
 * for durability: the bytes go to a scratch file (counted, hashed, sniffed),
 * then durably into the blob store, and only then does the row commit, in the
 * same transaction that moves the candidate's `Document`. A crash before the
 * commit leaves at most an unreferenced blob (removed by `ats gc`), never a
 * row pointing at missing bytes. `open` is called only once the candidate is
 * known to exist, so a bad id costs no upload.
 */
export async function uploadDocument(
  stores: DocumentStores,
  principal: Principal,
  candidateId: number,
  maxBytes: number,
  open: () => Promise<IncomingFile>,
): Promise<DocumentRow> {
  const { db, blobs, staging } = stores
  if (!(await candidateExists(db, candidateId, visibilityOf(principal)))) throw errors.candidateNotFound(candidateId)
  const file = await open()
  const temp = await staging.newPath()
  try {
    const received = await receiveToFile(file.stream, temp, maxBytes)
    await file.rest?.()
    const { kind, refused } = received.size > 0 ? await sniffDocument(received.head, temp) : { kind: undefined, refused: undefined }
    if (!kind) throw errors.unsupportedDocumentType(refused)
    const id = newDocumentId()
    const blobKey = newBlobKey()
    await blobs.putFile(blobKey, temp)
    try {
      return await db.transaction().execute(async (trx) => {
        const now = nowIso()
        if (!(await setLatestDocument(trx, candidateId, id, now))) throw errors.candidateNotFound(candidateId)
        const row = await docs.insertDocument(trx, {
          id,
          candidate_id: candidateId,
          file_name: documentFileName(file.fileName, kind),
          content_type: DOCUMENT_KINDS[kind].contentType,
          size: received.size,
          sha256: received.sha256,
          blob_key: blobKey,
          created_by_id: principal.memberId,
          created_date: now,
          seq: await docs.nextDocumentSeq(trx, candidateId),
        })
        await queueTextExtraction(trx, row, now)
        await recordEvent(trx, { type: 'document.created', actorId: principal.memberId, candidateId, data: toDocument(row), by: principal })
        return row
      })
    } catch (err) {
      await blobs.delete(blobKey).catch(() => {}) // else an orphan, which `ats gc` removes
      throw err
    }
  } finally {
    await rm(temp, { force: true })
  }
}

/**
 * A document the caller may read; the access rule is checked before the
 * lookup, so a refusal reveals nothing. `generation` is the store's, taken
 * before this call; rows found are kept in `rows` at that generation
 * (absent documents are not).
 */
export async function getDocument(
  stores: { readonly db: Db; readonly documentRows: GenerationCache<DocumentRow> },
  principal: Principal,
  id: string,
  generation: number,
): Promise<DocumentRow> {
  requireDocumentRead(principal)
  const { db, documentRows: cache } = stores
  let row = cache.get(id, generation)
  if (!row) {
    row = await docs.findDocument(db, id)
    if (!row) throw errors.documentNotFound()
    cache.set(id, generation, row)
  }
  // SPEC B4 and C3: a document of a candidate the caller may not read is a 403.
  const visibility = visibilityOf(principal)
  if (visibility.reach !== 'all' && !(await candidateExists(db, row.candidate_id, visibility))) throw errors.documentForbidden()
  return row
}

/** Metadata of a candidate's documents, oldest first; `after` is the id of the last one already seen. */
export async function listDocuments(
  db: Db,
  principal: Principal,
  candidateId: number,
  page: { after?: string; limit: number },
): Promise<DocumentRow[]> {
  requireDocumentRead(principal)
  if (!(await candidateExists(db, candidateId, visibilityOf(principal)))) throw errors.candidateNotFound(candidateId)
  let afterSeq = 0
  if (page.after !== undefined) {
    const cursor = await docs.findDocument(db, page.after)
    if (!cursor || cursor.candidate_id !== candidateId) throw errors.validation('after', 'names no document of this candidate')
    afterSeq = cursor.seq
  }
  return docs.listDocuments(db, candidateId, afterSeq, page.limit)
}

/**
 * Removes a document: the row first (with `Document` falling back to the
 * previous remaining document, or null), the bytes after the commit. A crash
 * in between leaves only unreferenced bytes, which `ats gc` removes.
 */
export async function deleteDocument(stores: DocumentStores, actor: Actor | null, id: string): Promise<void> {
  const row = await stores.db.transaction().execute(async (trx) => {
    const found = await docs.findDocument(trx, id)
    if (!found) throw errors.documentNotFound()
    // Lock the candidate before reading what remains: two deletions at once
    // must not each take the other's document for the latest.
    await lockCandidate(trx, found.candidate_id)
    const deleted = await docs.deleteDocument(trx, id)
    if (!deleted) throw errors.documentNotFound()
    const next = await docs.latestDocumentId(trx, deleted.candidate_id)
    await replaceLatestDocument(trx, deleted.candidate_id, id, next, nowIso())
    await recordEvent(trx, {
      type: 'document.deleted',
      actorId: actor?.memberId ?? null,
      candidateId: deleted.candidate_id,
      data: { Id: id },
      by: actor,
    })
    return deleted
  })
  await removeBlobs(stores.blobs, [row.blob_key])
}

/** Deletes bytes whose rows are gone. A failure is left to `ats gc` rather than failing a request that already committed. */
export async function removeBlobs(blobs: BlobStore, keys: readonly string[]): Promise<number> {
  let failed = 0
  for (const key of keys) await blobs.delete(key).catch(() => failed++)
  return failed
}
