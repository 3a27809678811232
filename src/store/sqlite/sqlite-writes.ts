import { sql } from 'kysely'
import type { WritePaths } from '../engine.js'
import {
  creationEntry,
  findStage,
  insertApplication,
  insertHistory,
  lockApplication,
  updateApplication,
  type Move,
  type MoveOutcome,
} from '../sql/application-rows.js'
import {
  enqueueJob,
  eventValues,
  insertAuditEvent,
  insertPendingDelivery,
  type NewEvent,
  type RecordedChange,
  type RecordedIds,
} from '../sql/change-rows.js'
import type { Db } from '../sql/db.js'
import { preparedQuery } from '../sql/prepared-query.js'
import type { ApplicationRow } from '../tables.js'
import { insertAuditRowsInRuns } from './sqlite-audit-batch.js'
import { beginSqliteErasure, finishSqliteErasure } from './sqlite-erasure.js'

/**
 * SQLite's whole writes (engine.ts WritePaths): statements back to back on
 * the one connection, each compiled once where it runs on every change. No
 * round trips to save here, and no data-modifying CTEs to save them with.
 * The store's one writer commits transactions one after another, so event
 * ids are in commit order as given.
 */
export const sqliteWritePaths: WritePaths = {
  async insertNewApplication(db, values) {
    const row = await insertApplication(db, values)
    await insertHistory(db, creationEntry(row))
    return row
  },

  /**
   * A Move as a transaction of a few statements. The application is locked
   * first (the store's only writer), so of two Moves expecting the same
   * stage the second finds the first's result and moves nothing.
   */
  moveApplication: (db, move) => (db.isTransaction ? moveIn(db, move) : db.transaction().execute((trx) => moveIn(trx, move))),

  async insertPendingText(db, pending, job, now) {
    await db.insertInto('document_texts').values(pending).execute()
    await enqueueJob(db, job, now)
  },

  insertEvent: (trx, event) => trx.insertInto('events').values(event).returningAll().executeTakeFirstOrThrow(),

  // One writer at a time: an id is seen only once its transaction has committed, and every lower one has too.
  feedHorizon: () => Promise.resolve(null),

  /**
   * The audit row, the event, the subscriptions that want it, and only when
   * there are some, their deliveries and jobs.
   */
  async recordChange(trx, { audit, event, delivery }) {
    if (audit) await insertAuditEvent(trx, audit)
    return eventAndDeliveries(trx, event, delivery)
  },
  async recordChanges(trx, { audits, events, delivery }) {
    for (const audit of audits) await insertAuditEvent(trx, audit)
    const recorded = []
    for (const event of events) recorded.push(await eventAndDeliveries(trx, event, delivery))
    return recorded
  },

  /**
   * A repeated read's run as one statement whose rows SQLite makes, the rest as bound parameters: taking a
   * JSON batch apart in SQLite, in this process, cost twice as much a row.
   */
  insertAuditBatch: insertAuditRowsInRuns,
  beginErasure: beginSqliteErasure,
  finishErasure: finishSqliteErasure,
  // Nothing left: finishErasure removed the bytes before the answer.
  cleanErased: () => Promise.resolve(),
}

/**
 * Whether the application, locked as `current`, moves to a stage of its
 * vacancy: it is active, elsewhere, and where the mover saw it.
 * (PostgreSQL's one-statement Move states the same rule in SQL.)
 */
function moveAllowed(current: ApplicationRow, move: Move): boolean {
  return current.status === 'active' && current.stage_id !== move.to && (move.expected === null || current.stage_id === move.expected)
}

/** The Move's statements, in the caller's transaction (one that records its event) or in their own. */
async function moveIn(trx: Db, move: Move): Promise<MoveOutcome> {
  const before = await lockApplication(trx, move.id, move.visibility)
  if (!before) return { stageOfVacancy: false }
  const stageOfVacancy = (await findStage(trx, before.vacancy_id, move.to)) !== undefined
  if (!stageOfVacancy || !moveAllowed(before, move)) return { before, stageOfVacancy }
  const after = await updateApplication(trx, move.id, { stage_id: move.to, updated_date: move.at })
  await insertHistory(trx, {
    application_id: before.id,
    from_stage_id: before.stage_id,
    to_stage_id: move.to,
    from_status: 'active',
    to_status: 'active',
    reason: null,
    changed_by_id: move.by,
    changed_date: move.at,
  })
  return { before, stageOfVacancy, after }
}

// Run on every change: compiled once.
const insertEventOne = preparedQuery(
  (
    db: Db,
    type: string,
    occurredDate: string,
    actorId: number | null,
    candidateId: number | null,
    data: string,
    vacancyId: number | null,
    noteId: number | null,
    noteAuthorId: number | null,
    notePrivate: number | null,
    noteToHiringTeam: number | null,
  ) =>
    db
      .insertInto('events')
      .values({
        type,
        occurred_date: occurredDate,
        actor_id: actorId,
        candidate_id: candidateId,
        data,
        vacancy_id: vacancyId,
        note_id: noteId,
        note_author_id: noteAuthorId,
        note_private: notePrivate,
        note_to_hiring_team: noteToHiringTeam,
      })
      .returning('id'),
)

/** An event, and a pending delivery with its job for each subscription that wants it. */
async function eventAndDeliveries(trx: Db, event: NewEvent, delivery: RecordedChange['delivery']): Promise<RecordedIds> {
  const [row] = await insertEventOne(trx, ...eventValues(event))
  if (!row) throw new Error('The event insert returned no row.')
  const eventId = row.id
  const wanting = await subscribersOf(trx, event.type)
  for (const { id: webhookId } of wanting) {
    await insertPendingDelivery(trx, { webhookId, eventId, attempt: 1, now: delivery.now })
    await enqueueJob(trx, { kind: delivery.kind, payload: { webhookId, eventId }, maxAttempts: delivery.maxAttempts }, delivery.now)
  }
  return { eventId, deliveries: wanting.length }
}

/** The enabled subscriptions that want events of a type (the rule of engine.ts `recordChange`). */
const subscribersOf = preparedQuery((db: Db, type: string) =>
  db
    .selectFrom('webhooks')
    .select('id')
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('events', '=', '*'), sql<boolean>`instr(' ' || events || ' ', ' ' || ${type} || ' ') > 0`])),
)
