import type { Insertable } from 'kysely'
import type { AuditEventTable, EventRow, EventTable, JobTable } from '../tables.js'
import type { Db } from './db.js'
import { preparedQuery } from './prepared-query.js'

// The rows a change leaves beside its own (its audit row, its event, its webhook deliveries and their
// jobs), as the repositories and the engines' write paths (engine.ts WritePaths) both write them.

export type NewAuditEvent = Required<Omit<Insertable<AuditEventTable>, 'id'>>

/** The audit table's columns but its id, in the order every batch of them lists its values. */
export const AUDIT_COLUMNS = [
  'date',
  'member_id',
  'token_id',
  'action',
  'candidate_id',
  'resource_type',
  'resource_id',
  'request_id',
] as const

// A change's row is written on every write request: compiled once, run with new values.
const insertAuditOne = preparedQuery(
  (
    db: Db,
    date: string,
    memberId: number | null,
    tokenId: number | null,
    action: string,
    candidateId: number | null,
    type: string,
    resourceId: string | null,
    requestId: string | null,
  ) =>
    db.insertInto('audit_events').values({
      date,
      member_id: memberId,
      token_id: tokenId,
      action,
      candidate_id: candidateId,
      resource_type: type,
      resource_id: resourceId,
      request_id: requestId,
    }),
)

/** One audit row, in the caller's transaction (a change's own). */
export async function insertAuditEvent(trx: Db, e: NewAuditEvent): Promise<void> {
  await insertAuditOne(trx, e.date, e.member_id, e.token_id, e.action, e.candidate_id, e.resource_type, e.resource_id, e.request_id)
}

/** An event as written: everything but the id, which the engine gives in commit order. */
export type NewEvent = Omit<Insertable<EventTable>, 'id'> & Omit<EventRow, 'id' | 'type' | 'occurred_date' | 'data'>

/** An event's columns in one order: SQLite's prepared insert takes them so, PostgreSQL's recordChanges sends them so. */
export function eventValues(e: NewEvent) {
  return [
    e.type,
    e.occurred_date,
    e.actor_id,
    e.candidate_id,
    e.data,
    e.vacancy_id,
    e.note_id,
    e.note_author_id,
    e.note_private,
    e.note_to_hiring_team,
  ] as const
}

/**
 * Everything a change leaves beside its own rows, written together: its
 * audit row (none for a vacancy's change), its event, and for each enabled
 * subscription that wants the event's type a pending delivery and the job
 * that makes it (`delivery` says how that job is queued).
 */
export interface RecordedChange {
  readonly audit: NewAuditEvent | null
  readonly event: NewEvent
  readonly delivery: { readonly kind: string; readonly maxAttempts: number; readonly now: string }
}

/**
 * Several changes of one transaction (a careers application's candidate,
 * document and application) with the audit rows of writes beside them that
 * record no event (its submission, consents and email): `audits` holds
 * every row, the events' own included, `events` the events in their order.
 */
export interface RecordedChanges {
  readonly audits: readonly NewAuditEvent[]
  readonly events: readonly NewEvent[]
  readonly delivery: RecordedChange['delivery']
}

/** What `recordChange` wrote: the event's id, and how many deliveries it queued. */
export interface RecordedIds {
  readonly eventId: number
  readonly deliveries: number
}

/** The attempt still to be made (`pending`), written before the job that makes it. */
export async function insertPendingDelivery(
  db: Db,
  delivery: { webhookId: number; eventId: number; attempt: number; now: string },
): Promise<void> {
  await db
    .insertInto('webhook_deliveries')
    .values({
      webhook_id: delivery.webhookId,
      event_id: delivery.eventId,
      attempt: delivery.attempt,
      status: 'pending',
      response_status: null,
      attempted_date: null,
      created_date: delivery.now,
    })
    .execute()
}

export interface NewJob {
  readonly kind: string
  readonly payload: unknown
  readonly maxAttempts: number
  /** Not before this time; now by default. */
  readonly runDate?: string
}

/** Written inside the transaction of what causes the job: no change without its job, no job without its change. */
export async function enqueueJob(db: Db, job: NewJob, now: string): Promise<number> {
  const row = await db.insertInto('jobs').values(queuedJob(job, now)).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** A job's row as enqueueJob writes it (a caller writing it beside another row in one statement takes it from here). */
export function queuedJob(job: NewJob, now: string): Insertable<JobTable> {
  return {
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    state: 'queued',
    attempts: 0,
    max_attempts: job.maxAttempts,
    run_date: job.runDate ?? now,
    lease_date: null,
    worker: null,
    last_error: null,
    created_date: now,
    updated_date: now,
  }
}
