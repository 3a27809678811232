import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { fragmentsOf, writePathsOf } from '../engine.js'
import type { NewEvent, RecordedChange, RecordedChanges, RecordedIds } from '../sql/change-rows.js'
import type { EventRow } from '../tables.js'
import { inPage } from './keyset-page.js'
import { noteSeenBy, type NoteColumns } from './note.repository.js'
import { candidateSeenBy, eventApplicationSeenBy, scorecardEventSeenBy } from '../sql/team-scope.js'
import type { ActivityVisibility, Db, EventKind, Page } from './types.js'

// What a change writes beside its own rows, as the engines' write paths take it (sql/change-rows.ts);
// named here too, where the domain reads them.
export type { NewEvent, RecordedChange, RecordedChanges, RecordedIds } from '../sql/change-rows.js'

/**
 * Writes the event alone in the caller's transaction (engine.ts WritePaths
 * `insertEvent`: ids in commit order), for the demo, which writes its
 * events again with other dates. A change records its event with
 * `recordChange`.
 */
export function insertEvent(trx: Db, event: NewEvent): Promise<EventRow> {
  return writePathsOf(trx).insertEvent(trx, event)
}

/**
 * Writes a change's audit row, event and deliveries in the caller's
 * transaction (engine.ts WritePaths `recordChange`: one statement on PostgreSQL).
 * Called last in the transaction, just before it commits.
 */
export function recordChange(trx: Db, change: RecordedChange): Promise<RecordedIds> {
  return writePathsOf(trx).recordChange(trx, change)
}

/** As recordChange, for several changes and audit rows at once (one statement on PostgreSQL); ids in the events' order. */
export function recordChanges(trx: Db, changes: RecordedChanges): Promise<RecordedIds[]> {
  return writePathsOf(trx).recordChanges(trx, changes)
}

/**
 * Events with an id above `after`, oldest first (and one more, to tell
 * whether another page follows), as they are now: not the change feed,
 * which reads below the engine's horizon (feedPage).
 */
export function listEvents(db: Db, page: Page): Promise<EventRow[]> {
  return inPage(db.selectFrom('events').selectAll(), page).execute()
}

/** A page of the feed as the API writes it (see feedPage). */
export interface FeedPage {
  /** The JSON array of the page's events, as domain/representations.ts `eventJson` writes each. */
  readonly json: string
  /** The id of the page's last event; null for an empty page. */
  readonly lastId: number | null
  /** Whether an event follows the page's last. */
  readonly more: boolean
}

/**
 * A page of the change feed (the events `listEvents` reads, at most
 * `page.limit` of them) written as its JSON answer by the database itself,
 * one string in one row: a page of a thousand events is read by an
 * integrator's sync all day, and building a row object for each event,
 * then its JSON, cost more than the query. Each event is written as
 * `eventJson` writes it, byte for byte (test/http/events.test.ts compares
 * the two). Whether an event follows is the next id, read on the primary
 * key: PostgreSQL planned `exists (... id > last)` as a sequential scan.
 * Only events up to the engine's horizon are shown (engine.ts WritePaths
 * `feedHorizon`): a later page never finds an id below one already shown.
 */
export async function feedPage(db: Db, page: Page): Promise<FeedPage> {
  const fragments = fragmentsOf(db)
  const json = sql<string>`'{"Id":' || cast(id as text) || ',"Type":' || ${fragments.jsonString(sql`type`)} || ',"OccurredDate":' || ${fragments.jsonString(sql`occurred_date`)}
    || ',"ActorId":' || coalesce(cast(actor_id as text), 'null') || ',"CandidateId":' || coalesce(cast(candidate_id as text), 'null')
    || ',"Data":' || data || '}'`
  const horizon = await writePathsOf(db).feedHorizon(db)
  const below = horizon === null ? sql`1 = 1` : sql`id <= ${horizon}`
  const { rows } = await sql<{ json: string; last_id: number | null; more: number | boolean }>`
    select a.json, a.last_id, (select e.id from events e where e.id > a.last_id and ${below} order by e.id limit 1) is not null as more
    from (
      select '[' || coalesce(string_agg(p.json, ',' order by p.id), '') || ']' as json, max(p.id) as last_id
      from (select id, ${json} as json from events where id > ${page.after} and ${below} order by id limit ${page.limit}) p
    ) a`.execute(db)
  const row = rows[0]
  if (!row) throw new Error('The feed page query returned no row.')
  return { json: row.json, lastId: row.last_id, more: Boolean(row.more) }
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
 * - an application's, for a hiring manager, only on a vacancy of its team,
 *   for an interviewer only of an application it sees (sql/team-scope.ts);
 * - a note's, only when the reader may see the note both as that event
 *   left it (a hiring manager never reads what was written before the note
 *   was sent to the team) and as it is now, or was when it was deleted (an
 *   event never shows a note since made private, or taken back from the
 *   team). Another's private note is thus absent, not merely without text;
 * - an interview's, as its application's; a scorecard's, as the scorecard
 *   (domain/access/access.ts scorecardSeenBy: not while the reader has its own to give);
 * - the candidate's own, its documents' and flags', as the candidate (whom
 *   a hiring manager or an interviewer sees only in part: the last condition).
 */
function activitySeenBy(seen: ActivityVisibility): RawBuilder<SqlBool> {
  const application = eventApplicationSeenBy(seen)
  const rules: Record<EventKind, RawBuilder<SqlBool> | undefined> = {
    candidate: undefined,
    document: undefined,
    flag: undefined,
    email: undefined,
    application,
    // An interviewer's activity has none (domain/access/access.ts activityOf): an event does not name its interview in a column.
    interview: application,
    // Independent judgement (SPEC C9, domain/access/access.ts scorecardSeenBy): the event carries the scorecard.
    scorecard: application ? sql<SqlBool>`${application} and ${scorecardEventSeenBy(seen.viewerId)}` : scorecardEventSeenBy(seen.viewerId),
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
  const candidate = candidateSeenBy(seen, 'events.candidate_id')
  return candidate ? sql<SqlBool>`${anyKind} and ${candidate}` : anyKind
}

/** One event, as a webhook delivery sends it. */
export function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst()
}
