import * as audit from '../../store/repositories/audit.repository.js'
import { enqueueJob, hasPendingJob } from '../../store/repositories/job.repository.js'
import type { AuditFilter, NewAuditEvent } from '../../store/repositories/audit.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import type { AuditEventRow } from '../../store/tables.js'
import { nowIso } from '../clock.js'
import type { NewEvent } from './events.js'
import type { EventType, AuditAction, AuditResourceType } from '../vocabulary.js'

/** What a read touched: the same for every request of one route and URL (kept with a cached answer). */
export interface AuditedRead {
  readonly action: AuditAction
  readonly resourceType: AuditResourceType
  /** Null for a search, and for a list that spans candidates. */
  readonly candidateId: number | null
  /** Null for a list or a search. */
  readonly resourceId: string | number | null
}

/**
 * The audit row each change of a candidate's data leaves, by its event
 * type. A vacancy's changes are not a candidate's data: they have none.
 */
const CHANGES: Partial<Record<EventType, readonly [AuditAction, AuditResourceType]>> = {
  'candidate.created': ['create', 'candidate'],
  'candidate.updated': ['update', 'candidate'],
  'candidate.deleted': ['delete', 'candidate'],
  'document.created': ['create', 'document'],
  'document.deleted': ['delete', 'document'],
  'note.created': ['create', 'note'],
  'note.updated': ['update', 'note'],
  'note.deleted': ['delete', 'note'],
  'flag.created': ['create', 'flag'],
  'flag.deleted': ['delete', 'flag'],
  'application.created': ['create', 'application'],
  'application.moved': ['update', 'application'],
  'application.rejected': ['update', 'application'],
  'application.withdrawn': ['update', 'application'],
  'application.hired': ['update', 'application'],
  'application.reopened': ['update', 'application'],
  'interview.scheduled': ['create', 'interview'],
  'interview.updated': ['update', 'interview'],
  'interview.cancelled': ['update', 'interview'],
  'scorecard.submitted': ['update', 'scorecard'],
}

/**
 * The audit row of a change, or null for a change of no candidate's data.
 * recordEvent writes it in the change's transaction, with the event: a
 * change is never without its row, nor a row without its change.
 */
export function changeAuditRow(event: NewEvent): NewAuditEvent | null {
  const change = CHANGES[event.type]
  if (!change) return null
  const id = (event.data as { Id?: unknown }).Id
  return {
    date: nowIso(),
    member_id: event.actorId,
    token_id: event.by?.tokenId ?? null,
    action: event.auditAction ?? change[0],
    candidate_id: event.candidateId,
    resource_type: change[1],
    resource_id: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
    request_id: event.by?.requestId ?? null,
  }
}

/**
 * The audit row of a write that records no event of its own (an email written
 * to a candidate, a careers submission and its consents), in its transaction.
 */
export async function auditWrite(trx: Db, write: AuditedWrite): Promise<void> {
  await audit.insertAuditEvent(trx, writeAuditRow(write))
}

/** Such a write's row as stored (events.ts `recordEvents` writes a few with the events of a change). */
export function writeAuditRow(write: AuditedWrite, date = nowIso()): NewAuditEvent {
  return {
    date,
    member_id: write.memberId,
    token_id: write.by?.tokenId ?? null,
    action: write.action,
    candidate_id: write.candidateId,
    resource_type: write.resourceType,
    resource_id: write.resourceId,
    request_id: write.by?.requestId ?? null,
  }
}

export interface AuditedWrite {
  readonly action: AuditAction
  readonly resourceType: AuditResourceType
  readonly memberId: number | null
  readonly candidateId: number | null
  readonly resourceId: string | null
  readonly by?: NewEvent['by']
}

/** The log for an admin: rows above `after`, oldest first, of a candidate and/or a member (and one more, for paging). */
export function listAuditEvents(db: Db, filter: AuditFilter, page: Page): Promise<AuditEventRow[]> {
  return audit.listAuditEvents(db, filter, page)
}

/** Rows deleted per statement of a purge: each statement is short, whatever the backlog. */
const PURGE_CHUNK = 5000

/**
 * Deletes the rows older than `retentionDays` before `now`, in short
 * statements; answers how many. Idempotent, and safe beside another
 * instance's purge (a row is deleted once, by whichever comes first).
 */
export async function purgeAuditEvents(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - retentionDays * 86_400_000).toISOString()
  const before = await audit.firstAuditIdFrom(db, cutoff)
  let total = 0
  for (;;) {
    const deleted = await audit.deleteAuditEventsBefore(db, cutoff, before, PURGE_CHUNK)
    total += deleted
    if (deleted < PURGE_CHUNK) return total
  }
}

/** The job that applies the retention (background/job-handlers.ts), queued now and then by every instance (background/periodic-jobs.ts). */
export const PURGE_AUDIT = 'purge_audit'
export const PURGE_AUDIT_ATTEMPTS = 3

/**
 * Queues a purge unless one waits or runs already: with several instances,
 * each asks on its own clock and the purges seldom overlap; when two do,
 * the second finds nothing left to delete. Answers whether it queued one.
 */
export function queueAuditPurge(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await hasPendingJob(trx, PURGE_AUDIT)) return false
    await enqueueJob(trx, { kind: PURGE_AUDIT, payload: {}, maxAttempts: PURGE_AUDIT_ATTEMPTS }, nowIso())
    return true
  })
}
