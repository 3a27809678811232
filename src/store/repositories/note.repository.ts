import { NOTE_COLUMNS, type NoteRow, type NoteTable } from '../tables.js'
import { sql, type Insertable, type RawBuilder, type SqlBool, type Updateable } from 'kysely'
import { preparedQuery } from '../sql/prepared-query.js'
import { candidateOnTeamOf, candidateSeenBy, onTeamOf } from '../sql/team-scope.js'
import type { Db, Page, Visibility } from './types.js'
import { afterKey, pageArgs } from './keyset-page.js'

export function insertNote(db: Db, values: Insertable<NoteTable>): Promise<NoteRow> {
  return db.insertInto('notes').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Any note of the candidate, seen or not: for an admin's deletion only (domain/candidates/notes.ts). */
export function findNote(db: Db, candidateId: number, noteId: number): Promise<NoteRow | undefined> {
  return db.selectFrom('notes').selectAll().where('candidate_id', '=', candidateId).where('id', '=', noteId).executeTakeFirst()
}

/** The note, if the viewer may see it: the same conditions as the lists. */
export function findVisibleNote(db: Db, candidateId: number, noteId: number, visibility: Visibility): Promise<NoteRow | undefined> {
  return notesQuery(db, candidateId, visibility.viewerId).where('id', '=', noteId).where(noteSeenBy(visibility)).executeTakeFirst()
}

export function updateNote(db: Db, noteId: number, values: Updateable<NoteTable>): Promise<NoteRow | undefined> {
  return db.updateTable('notes').set(values).where('id', '=', noteId).returningAll().executeTakeFirst()
}

/** Deletes the note; answers it as it was, or undefined when it was gone already. */
export function deleteNote(db: Db, noteId: number): Promise<NoteRow | undefined> {
  return db.deleteFrom('notes').where('id', '=', noteId).returningAll().executeTakeFirst()
}

/**
 * Visibility is applied in SQL, before the limit, so a page is never short
 * because hidden notes were dropped after the fact, and a hidden note's id
 * never decides where a page ends.
 */
export function listNotes(db: Db, candidateId: number, visibility: Visibility, page: Page): Promise<NoteRow[]> {
  if (visibility.reach === 'interviews')
    return afterKey(notesQuery(db, candidateId, visibility.viewerId).where(noteSeenBy(visibility)), ...pageArgs(page)).execute()
  const list = visibility.reach === 'hiring_team' ? hiringTeamNotes : visibleNotes
  return list(db, candidateId, visibility.viewerId, ...pageArgs(page))
}

function notesQuery(db: Db, candidateId: number, viewerId: number) {
  return db.selectFrom('notes').select(NOTE_COLUMNS).where('candidate_id', '=', candidateId).where(ownOrPublic(viewerId))
}

/**
 * Where a note's fields are in a query that meets notes: the `notes` table,
 * or the record of a note an event keeps (event.repository.ts), which the
 * same rule reads.
 */
export interface NoteColumns {
  readonly private: string
  readonly createdById: string
  readonly sendToHiringTeam: string
  readonly vacancyId: string
  readonly candidateId: string
}
const NOTES: NoteColumns = {
  private: 'notes.private',
  createdById: 'notes.created_by_id',
  sendToHiringTeam: 'notes.send_to_hiring_team',
  vacancyId: 'notes.vacancy_id',
  candidateId: 'notes.candidate_id',
}

/** Private notes reach only their author. */
function ownOrPublic(viewerId: number, c: NoteColumns = NOTES): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(c.private)} = 0 or ${sql.ref(c.createdById)} = ${viewerId})`
}

/** A hiring manager's further conditions: sent to the hiring team, tied to one of its vacancies or to none, of a candidate it sees. */
function onHiringTeam(viewerId: number, c: NoteColumns = NOTES): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(c.sendToHiringTeam)} = 1 and (${sql.ref(c.vacancyId)} is null or ${onTeamOf(c.vacancyId, viewerId)}) and ${candidateOnTeamOf(c.candidateId, viewerId)}`
}

/** An interviewer's (SPEC C18): its own notes only, of a candidate it sees. */
function onlyOwn(visibility: Visibility, c: NoteColumns = NOTES): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(c.createdById)} = ${visibility.viewerId} and ${candidateSeenBy(visibility, c.candidateId) ?? sql<SqlBool>`1 = 1`}`
}

/**
 * Whether the viewer may read a note, as SQL on a row of `notes` (named
 * so), or on the columns `c` names: the conditions of the lists above, for
 * reads that meet notes elsewhere (search.repository.ts, a candidate's
 * activity in event.repository.ts). A column that is null (a note whose
 * state is unknown) makes it false: such a note reaches nobody.
 */
export function noteSeenBy(visibility: Visibility, c: NoteColumns = NOTES): RawBuilder<SqlBool> {
  const own = ownOrPublic(visibility.viewerId, c)
  if (visibility.reach === 'hiring_team') return sql<SqlBool>`${own} and ${onHiringTeam(visibility.viewerId, c)}`
  if (visibility.reach === 'interviews') return sql<SqlBool>`${own} and ${onlyOwn(visibility, c)}`
  return own
}

export const visibleNotes = preparedQuery((db: Db, candidateId: number, viewerId: number, after: number, rows: number) =>
  afterKey(notesQuery(db, candidateId, viewerId), after, rows),
)
/** A hiring manager's: sent to the hiring team, tied to one of its vacancies or to none, of a candidate it sees. */
function teamOnly(query: ReturnType<typeof notesQuery>, viewerId: number) {
  return query.where(onHiringTeam(viewerId))
}

export const hiringTeamNotes = preparedQuery((db: Db, candidateId: number, viewerId: number, after: number, rows: number) =>
  afterKey(teamOnly(notesQuery(db, candidateId, viewerId), viewerId), after, rows),
)
