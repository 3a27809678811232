import type { Insertable } from 'kysely'
import { engineOf } from '../engine.js'
import type { EventRow, EventTable } from '../tables.js'
import { inPage } from './keyset-page.js'
import type { Db, Page } from './types.js'

/** An event as written: everything but the id, which the engine gives in commit order. */
export type NewEvent = Omit<Insertable<EventTable>, 'id'> & { actor_id: number | null; candidate_id: number | null }

/**
 * Writes the event in the caller's transaction (engine.ts `insertEvent`:
 * ids in commit order). Called last in the transaction, just before it
 * commits.
 */
export function insertEvent(trx: Db, event: NewEvent): Promise<EventRow> {
  return engineOf(trx).insertEvent(trx, event)
}

/**
 * The change feed: events with an id above `after`, oldest first (and one
 * more, to tell whether another page follows). Ids are in commit order, so
 * a page never skips an event that commits later.
 */
export function listEvents(db: Db, page: Page): Promise<EventRow[]> {
  return inPage(db.selectFrom('events').selectAll(), page).execute()
}

/** The events about one candidate, oldest first (for its erasure). */
export function listCandidateEvents(trx: Db, candidateId: number): Promise<Pick<EventRow, 'id' | 'data'>[]> {
  return trx.selectFrom('events').select(['id', 'data']).where('candidate_id', '=', candidateId).orderBy('id').execute()
}

export async function replaceEventData(trx: Db, id: number, data: string): Promise<void> {
  await trx.updateTable('events').set({ data }).where('id', '=', id).execute()
}

/** One event, as a webhook delivery sends it. */
export function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst()
}
