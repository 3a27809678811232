import { sql, type Insertable, type RawBuilder, type SqlBool } from 'kysely'
import { engineOf } from '../engine.js'
import type { EventRow, EventTable } from '../tables.js'
import { inPage } from './keyset-page.js'
import { noteSeenBy, type NoteColumns } from './note.repository.js'
import { candidateOnTeamOf, onTeamOf, scorecardEventSeenBy } from './team-scope.js'
import type { ActivityVisibility, Db, EventKind, Page } from './types.js'

/** An event as written: everything but the id, which the engine gives in commit order. */
export type NewEvent = Omit<Insertable<EventTable>, 'id'> & Omit<EventRow, 'id' | 'type' | 'occurred_date' | 'data'>

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

/** The id of the latest event, 0 when there is none. */
export async function lastEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst()
  return row?.last ?? 0
}

/** Every event after `afterId`, in id order (for the demo, which writes its own again: demo/backdate-events.ts). */
export function listEventsAfter(trx: Db, afterId: number): Promise<EventRow[]> {
  return trx.selectFrom('events').selectAll().where('id', '>', afterId).orderBy('id').execute()
}

export async function deleteEventsAfter(trx: Db, afterId: number): Promise<void> {
  await trx.deleteFrom('events').where('id', '>', afterId).execute()
}

export async function replaceEventData(trx: Db, id: number, data: string): Promise<void> {
  await trx.updateTable('events').set({ data }).where('id', '=', id).execute()
}

/**
 * One candidate's events that the reader may read, oldest first, paged as
 * the feed: who may read each is decided in the query itself (activitySeenBy),
 * before the limit, so a page is never short of what it could show and a
 * hidden event never decides where a page ends.
 */
export function listCandidateActivity(db: Db, candidateId: number, seen: ActivityVisibility, page: Page): Promise<EventRow[]> {
  const query = db.selectFrom('events').selectAll().where('events.candidate_id', '=', candidateId).where(activitySeenBy(seen))
  return inPage(query, page, 'events.id').execute()
}

/** The columns of the note an event keeps (migration 011), in the shape `noteSeenBy` reads. */
const noteOfEvent = (table: string): NoteColumns => ({
  private: `${table}.note_private`,
  createdById: `${table}.note_author_id`,
  sendToHiringTeam: `${table}.note_to_hiring_team`,
  vacancyId: `${table}.vacancy_id`,
  candidateId: `${table}.candidate_id`,
})

/**
 * An event of a kind the reader may read, about something it may read:
 * - an application's, for a hiring manager, only on a vacancy of its team;
 * - a note's, only when the reader may see the note both as that event
 *   left it (a hiring manager never reads what was written before the note
 *   was sent to the team) and as it is now, or was when it was deleted (an
 *   event never shows a note since made private, or taken back from the
 *   team). Another's private note is thus absent, not merely without text;
 * - an interview's, as its application's; a scorecard's, as the scorecard
 *   (domain/access.ts scorecardSeenBy: not while the reader has its own to give);
 * - the candidate's own, its documents' and flags', as the candidate (whom
 *   a hiring manager sees only through its team: the last condition).
 */
function activitySeenBy(seen: ActivityVisibility): RawBuilder<SqlBool> {
  const rules: Record<EventKind, RawBuilder<SqlBool> | undefined> = {
    candidate: undefined,
    document: undefined,
    flag: undefined,
    application: seen.hiringTeamOnly ? onTeamOf('events.vacancy_id', seen.viewerId) : undefined,
    interview: seen.hiringTeamOnly ? onTeamOf('events.vacancy_id', seen.viewerId) : undefined,
    // Independent judgement (SPEC C9, domain/access.ts scorecardSeenBy): the event carries the scorecard.
    scorecard: seen.hiringTeamOnly
      ? sql<SqlBool>`${onTeamOf('events.vacancy_id', seen.viewerId)} and ${scorecardEventSeenBy(seen.viewerId)}`
      : scorecardEventSeenBy(seen.viewerId),
    note: sql<SqlBool>`${noteSeenBy(seen, noteOfEvent('events'))} and (
      exists (select 1 from notes where notes.id = events.note_id and ${noteSeenBy(seen)})
      or exists (select 1 from events gone where gone.note_id = events.note_id and gone.type = 'note.deleted' and ${noteSeenBy(seen, noteOfEvent('gone'))}))`,
  }
  const kinds = seen.kinds.map((kind) => {
    const rule = rules[kind]
    const ofKind = sql<SqlBool>`events.type like ${`${kind}.%`}`
    return rule ? sql<SqlBool>`(${ofKind} and ${rule})` : ofKind
  })
  const anyKind = kinds.length > 0 ? sql<SqlBool>`(${sql.join(kinds, sql` or `)})` : sql<SqlBool>`1 = 0`
  return seen.hiringTeamOnly ? sql<SqlBool>`${anyKind} and ${candidateOnTeamOf('events.candidate_id', seen.viewerId)}` : anyKind
}

/** One event, as a webhook delivery sends it. */
export function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst()
}
