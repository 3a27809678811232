import { isAppError } from '../../errors/app-error.js'
import type { BlobStore } from '../../store/blobs/blob-store.js'
import { finishErasure } from '../../store/repositories/anonymization.repository.js'
import { inactiveCandidates, type RetentionQuery } from '../../store/repositories/retention.repository.js'
import type { Db } from '../../store/repositories/types.js'
import { ANONYMIZED_NAME } from './candidate-anonymization.js'
import { eraseCandidate } from './candidate-erasure.js'

const DAY_MS = 86_400_000

export interface RetentionOptions {
  /** A candidate with no change for this many days is erased. */
  readonly inactiveDays: number
  /** ...unless it gave a `retention` consent within this many days (ATS_RETENTION_CONSENT_DAYS). */
  readonly consentDays: number
  /** Only tell what would be done. */
  readonly dryRun?: boolean
  readonly now?: number
}

export interface RetentionReport {
  /** Erased (or, in a dry run, to be erased), ascending. */
  readonly erased: readonly number[]
  /** Inactive, kept for a `retention` consent given within `consentDays`. */
  readonly keptForConsent: number
  /** Inactive, kept because they are anonymized already: nothing personal is left, the statistics stay. */
  readonly keptAnonymized: number
  /** Bytes of erased documents that could not be deleted now (`ats gc` removes them). */
  readonly blobsLeft: number
}

/**
 * The retention rule (SPEC C7), for `ats retention`: erases (the right to
 * erasure's path, candidate-erasure.ts) every candidate with no change for
 * `inactiveDays` (retention.repository.ts says what counts as a change),
 * except those who gave a `retention` consent (SPEC C8) within
 * `consentDays`, and those anonymized already. Each candidate is erased in
 * its own transaction, after checking again, under its lock, that it is
 * still inactive: a change made meanwhile keeps it. The erasures are the
 * service's own (no member): their events and audit rows name no actor.
 */
export async function applyRetention(db: Db, blobs: BlobStore, opts: RetentionOptions): Promise<RetentionReport> {
  const now = opts.now ?? Date.now()
  const query: RetentionQuery = {
    inactiveBefore: new Date(now - opts.inactiveDays * DAY_MS).toISOString(),
    consentSince: new Date(now - opts.consentDays * DAY_MS).toISOString(),
    anonymized: { firstName: ANONYMIZED_NAME.first, lastName: ANONYMIZED_NAME.last },
  }
  const inactive = await inactiveCandidates(db, query)
  const keptForConsent = inactive.filter((c) => c.consented).length
  const keptAnonymized = inactive.filter((c) => !c.consented && c.anonymized).length
  const due = inactive.filter((c) => !c.consented && !c.anonymized).map((c) => c.id)
  if (opts.dryRun) return { erased: due, keptForConsent, keptAnonymized, blobsLeft: 0 }

  const erased: number[] = []
  let blobsLeft = 0
  for (const id of due) {
    const stillDue = async (trx: Db) => {
      const [again] = await inactiveCandidates(trx, { ...query, id })
      return again !== undefined && !again.consented && !again.anonymized
    }
    try {
      const result = await eraseCandidate(db, blobs, null, id, stillDue, false)
      if (result.erased) erased.push(id)
      blobsLeft += result.blobsLeft
    } catch (err) {
      // Erased by someone else meanwhile: nothing left to do.
      if (!(isAppError(err) && err.code === 'candidate_not_found')) throw err
    }
  }
  // Once for them all: the bytes of every erasure go together (SPEC C7).
  if (erased.length > 0) await finishErasure(db)
  return { erased, keptForConsent, keptAnonymized, blobsLeft }
}
