import { errors } from '../../errors/catalog.js'
import type { BlobStore } from '../../store/blobs/blob-store.js'
import {
  beginErasure,
  clearFlagNotes,
  clearInterviewLocations,
  clearScorecardNotes,
  deleteCandidateNotes,
  finishErasure,
} from '../../store/repositories/anonymization.repository.js'
import { lockCandidate, updateCandidate } from '../../store/repositories/candidate.repository.js'
import { deleteCandidateDocuments } from '../../store/repositories/document.repository.js'
import { deleteCandidateEmails } from '../../store/repositories/email.repository.js'
import { deleteCandidateNotifications } from '../../store/repositories/notification.repository.js'
import { indexCandidate } from '../../store/repositories/search.repository.js'
import { deleteCandidateSubmissions } from '../../store/repositories/submission.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { CandidateRow } from '../../store/tables.js'
import type { Actor } from '../access/index.js'
import { nowIso } from '../clock.js'
import { removeBlobs } from '../documents/index.js'
import { recordEvent, scrubCandidateEvents } from '../changes/index.js'
import { toCandidate } from '../representations/index.js'

/** The name an anonymized candidate is left with (SPEC C7). */
export const ANONYMIZED_NAME = { first: 'Anonymized', last: 'Candidate' } as const

/**
 * Anonymizes a candidate (SPEC C7): what identifies the person goes, what
 * the hiring statistics need stays. In one transaction, the candidate's row
 * locked first (as every change of its documents does):
 * - gone: its name (now `Anonymized Candidate`), email, phone, time zone
 *   (where it lives, near enough); its
 *   documents with their extracted text and search entries (foreign keys);
 *   its notes, private ones included, with their search entries; its emails,
 *   unsent ones too (their jobs then find nothing to send); members'
 *   notifications about it (SPEC C18: they would name it again); what it sent
 *   and agreed to on the careers site (submissions, consents);
 * - emptied: the flags' notes (their `FlagType` stays), the interviews'
 *   `Location`, the scorecards' `Notes`;
 * - kept: applications with their history, interviews, scorecards' ratings
 *   and recommendation.
 * Its earlier events keep ids only; the change is recorded as
 * `candidate.updated` with the scrubbed record, audited `anonymize`. The
 * documents' bytes are deleted after the commit (a crash in between leaves
 * unreferenced bytes, which `ats gc` removes). Anonymizing twice changes
 * nothing more. Answers the scrubbed record and how many blobs could not be
 * deleted now.
 */
export async function anonymizeCandidate(
  db: Db,
  blobs: BlobStore,
  actor: Actor | null,
  id: number,
): Promise<{ candidate: CandidateRow; blobsLeft: number }> {
  const { candidate, keys } = await db.transaction().execute(async (trx) => {
    if (!(await lockCandidate(trx, id))) throw errors.candidateNotFound(id)
    await beginErasure(trx)
    await deleteCandidateSubmissions(trx, id)
    const blobKeys = await deleteCandidateDocuments(trx, id)
    await deleteCandidateEmails(trx, id)
    await deleteCandidateNotifications(trx, id)
    await deleteCandidateNotes(trx, id)
    await clearFlagNotes(trx, id)
    await clearInterviewLocations(trx, id)
    await clearScorecardNotes(trx, id)
    const row = await updateCandidate(trx, id, {
      first_name: ANONYMIZED_NAME.first,
      last_name: ANONYMIZED_NAME.last,
      email: null,
      phone: null,
      time_zone: null,
      document_id: null,
      updated_date: nowIso(),
    })
    if (!row) throw errors.candidateNotFound(id)
    // The old name and email leave the index; the new name is found like any other.
    await indexCandidate(trx, row, 'changed')
    await scrubCandidateEvents(trx, id)
    await recordEvent(trx, {
      type: 'candidate.updated',
      actorId: actor?.memberId ?? null,
      candidateId: id,
      data: toCandidate(row),
      by: actor,
      auditAction: 'anonymize',
    })
    return { candidate: row, keys: blobKeys }
  })
  // What it removed does not stay readable in the database's files (SPEC C7).
  await finishErasure(db)
  return { candidate, blobsLeft: await removeBlobs(blobs, keys) }
}
