import { errors } from '../../errors/catalog.js'
import type { BlobStore } from '../../store/blobs/blob-store.js'
import { deleteCandidate, lockCandidate } from '../../store/repositories/candidate.repository.js'
import { deleteCandidateDocuments } from '../../store/repositories/document.repository.js'
import { deleteCandidateEmails } from '../../store/repositories/email.repository.js'
import { deleteCandidateSubmissions } from '../../store/repositories/submission.repository.js'
import { beginErasure, finishErasure } from '../../store/repositories/anonymization.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { Actor } from '../access/index.js'
import { removeBlobs } from '../documents/index.js'
import { recordEvent, scrubCandidateEvents } from '../changes/index.js'

/**
 * Erases a candidate (right to erasure): notes, flags, documents, emails
 * (unsent ones too, which are then never sent), and what it sent and agreed
 * to on the careers site (submissions, consents) go with the row in one
 * transaction, and so do its applications with their history, interviews
 * (and interviewers) and scorecards (with their ratings), which the schema
 * deletes with the candidate (foreign keys `on delete cascade`, migrations
 * 003 and 015); then the documents' bytes are deleted. Bytes go last
 * because a row must never point at missing bytes; if the process
 * dies in between, the bytes are unreferenced and `ats gc` removes them.
 * The candidate's earlier events keep ids only, and `candidate.deleted` is
 * recorded, in the same transaction. With `onlyIf`, nothing is erased
 * unless it still holds once the candidate is locked (`ats retention`
 * checks again that the candidate is inactive). What it removed does not
 * stay readable in the database's files (SPEC C7): the engine's part runs
 * first in the transaction and, unless `finish` is false (`ats retention`
 * finishes once after many), after the commit. Returns whether it was
 * erased and how many blobs could not be deleted now.
 */
export async function eraseCandidate(
  db: Db,
  blobs: BlobStore,
  actor: Actor | null,
  id: number,
  onlyIf?: (trx: Db) => Promise<boolean>,
  finish = true,
): Promise<{ erased: boolean; blobsLeft: number }> {
  const keys = await db.transaction().execute(async (trx) => {
    // Locked first, so an upload committing at the same moment is either
    // fully before (and its bytes are listed here) or finds no candidate.
    if (!(await lockCandidate(trx, id))) throw errors.candidateNotFound(id)
    if (onlyIf && !(await onlyIf(trx))) return null
    await beginErasure(trx)
    await deleteCandidateSubmissions(trx, id)
    const blobKeys = await deleteCandidateDocuments(trx, id)
    await deleteCandidateEmails(trx, id)
    await deleteCandidate(trx, id)
    await scrubCandidateEvents(trx, id)
    await recordEvent(trx, { type: 'candidate.deleted', actorId: actor?.memberId ?? null, candidateId: id, data: { Id: id }, by: actor })
    return blobKeys
  })
  if (keys === null) return { erased: false, blobsLeft: 0 }
  if (finish) await finishErasure(db)
  return { erased: true, blobsLeft: await removeBlobs(blobs, keys) }
}
