import * as events from '../../store/repositories/event.repository.js'
import { changeAuditRow, writeAuditRow, type AuditedWrite } from './audit.js'
import type { Db, Page } from '../../store/repositories/types.js'
import type { EventRow, NoteRow } from '../../store/tables.js'
import { nowIso } from '../clock.js'
import { subjectColumns, type EventSubject } from './event-subjects.js'
import { toNote } from '../representations/index.js'
import { DELIVERY_JOB } from './webhooks.js'
import type { RequestRef } from '../access/index.js'
import type { AuditAction, EventType } from '../vocabulary.js'

export interface NewEvent {
  readonly type: EventType
  /** The member who made the change; null for the service itself (a careers application). */
  readonly actorId: number | null
  /** The candidate the change is about; null when it is about none (a vacancy's change). */
  readonly candidateId: number | null
  /** The resource as the API answered the change; for a deletion `{ Id }` only. */
  readonly data: object
  /** An application's vacancy, or a note: who may read the event in a candidate's activity. */
  readonly subject?: EventSubject
  /** The request that made it (a Principal is one): its token and id go in the change's audit row. */
  readonly by?: RequestRef | null
  /** The audit row's action, when not the one its type implies (an anonymization is a `candidate.updated` audited `anonymize`). */
  readonly auditAction?: AuditAction
}

/**
 * Records a change in the transaction that writes it: its audit row
 * (audit.ts), its event, and a pending delivery with its job for each
 * enabled subscription that wants the type (webhooks.ts), all in one
 * statement on PostgreSQL (store/engine.ts `recordChange`). No change
 * without its event, no event without its change. Call it last in the
 * transaction: on PostgreSQL the event's id is drawn under a lock held to
 * the commit. Answers the event's row.
 */
export async function recordEvent(trx: Db, event: NewEvent): Promise<EventRow> {
  const now = nowIso()
  const row = eventRow(event, now)
  const { eventId, deliveries } = await events.recordChange(trx, {
    audit: changeAuditRow(event),
    event: row,
    delivery: { ...DELIVERY_JOB, now },
  })
  if (deliveries > 0 && event.by?.queued) event.by.queued.deliveries += deliveries
  return { ...row, id: eventId }
}

/**
 * Several changes of one transaction, as recordEvent records each, and the
 * audit rows of writes beside them that record no event (a careers
 * application's submission, consents and email): one statement on
 * PostgreSQL where they took one each. Call it last, as recordEvent.
 */
export async function recordEvents(trx: Db, list: readonly NewEvent[], writes: readonly AuditedWrite[] = []): Promise<EventRow[]> {
  const now = nowIso()
  const rows = list.map((event) => eventRow(event, now))
  const audits = writes.map((write) => writeAuditRow(write, now))
  for (const event of list) {
    const audit = changeAuditRow(event)
    if (audit) audits.push(audit)
  }
  const recorded = await events.recordChanges(trx, { audits, events: rows, delivery: { ...DELIVERY_JOB, now } })
  recorded.forEach((r, i) => {
    const queued = list[i]?.by?.queued
    if (r.deliveries > 0 && queued) queued.deliveries += r.deliveries
  })
  return rows.map((row, i) => ({ ...row, id: recordedId(recorded[i]) }))
}

/** An event as stored. */
function eventRow(event: NewEvent, now: string) {
  return {
    type: event.type,
    occurred_date: now,
    actor_id: event.actorId,
    candidate_id: event.candidateId,
    data: JSON.stringify(event.data),
    ...subjectColumns(event.subject),
  }
}

function recordedId(recorded: events.RecordedIds | undefined): number {
  if (!recorded) throw new Error('An event went unrecorded.')
  return recorded.eventId
}

/**
 * A note as its event carries it: as an admin reads it, except that a
 * private note's text is left out (an admin cannot read it, and the feed
 * goes to other systems).
 */
export function noteEventData(row: NoteRow): object {
  const note: Partial<ReturnType<typeof toNote>> = toNote(row)
  if (note.Private) delete note.Note
  return note
}

/**
 * What is left of an event's data once its candidate is erased: `Id` and
 * the ids of related resources (`CandidateId`, `VacancyId`, `StageId`,
 * `CreatedById`...), never a name, a text, an email or a file name.
 */
function idsOnly(data: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    const isId = key === 'Id' || key.endsWith('Id')
    if (isId && (typeof value === 'number' || typeof value === 'string' || value === null)) kept[key] = value
  }
  return kept
}

/** In the erasure's transaction: the candidate's earlier events keep ids only. */
export async function scrubCandidateEvents(trx: Db, candidateId: number): Promise<void> {
  for (const row of await events.listCandidateEvents(trx, candidateId)) {
    const scrubbed = JSON.stringify(idsOnly(JSON.parse(row.data) as Record<string, unknown>))
    if (scrubbed !== row.data) await events.replaceEventData(trx, row.id, scrubbed)
  }
}

/** The change feed: a page of the events after `after`, oldest first, in commit order, as its JSON answer. */
export function feedPage(db: Db, page: Page): Promise<events.FeedPage> {
  return events.feedPage(db, page)
}
