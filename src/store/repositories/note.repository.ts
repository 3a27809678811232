import { NOTE_COLUMNS, type NoteRow, type NoteTable } from '../tables.js'
import { sql, type Insertable, type RawBuilder, type SqlBool, type Updateable } from 'kysely'
import { preparedQuery } from './prepared-query.js'
import { candidateOnTeamOf, onTeamOf } from './team-scope.js'
import type { Db, Page, Visibility } from './types.js'
import { afterKey, pageArgs } from './keyset-page.js'

export function insertNote(db: Db, values: Insertable<NoteTable>): Promise<NoteRow> {
  return db.insertInto('notes').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Any note of the candidate, seen or not: for an admin's deletion only (domain/notes.ts). */
export function findNote(db: Db, candidateId: number, noteId: number): Promise<NoteRow | undefined> {
  return db.selectFrom('notes').selectAll().where('candidate_id', '=', candidateId).where('id', '=', noteId).executeTakeFirst()
}

/** The note, if the viewer may see it: the same conditions as the lists. */
export function findVisibleNote(db: Db, candidateId: number, noteId: number, visibility: Visibility): Promise<NoteRow | undefined> {
  const query = notesQuery(db, candidateId, visibility.viewerId).where('id', '=', noteId)
  return (visibility.hiringTeamOnly ? teamOnly(query, visibility.viewerId) : query).executeTakeFirst()
}

export function updateNote(db: Db, noteId: number, values: Updateable<NoteTable>): Promise<NoteRow | undefined> {
  return db.updateTable('notes').set(values).where('id', '=', noteId).returningAll().executeTakeFirst()
}

export async function deleteNote(db: Db, noteId: number): Promise<boolean> {
  const result = await db.deleteFrom('notes').where('id', '=', noteId).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/**
 * Visibility is applied in SQL, before the limit, so a page is never short
 * because hidden notes were dropped after the fact, and a hidden note's id
 * never decides where a page ends.
 */
export function listNotes(db: Db, candidateId: number, visibility: Visibility, page: Page): Promise<NoteRow[]> {
  const list = visibility.hiringTeamOnly ? hiringTeamNotes : visibleNotes
  return list(db, candidateId, visibility.viewerId, ...pageArgs(page))
}

function notesQuery(db: Db, candidateId: number, viewerId: number) {
  return db.selectFrom('notes').select(NOTE_COLUMNS).where('candidate_id', '=', candidateId).where(ownOrPublic(viewerId))
}

/** Private notes reach only their author. */
function ownOrPublic(viewerId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(notes.private = 0 or notes.created_by_id = ${viewerId})`
}

/** A hiring manager's further conditions: sent to the hiring team, tied to one of its vacancies or to none, of a candidate it sees. */
function onHiringTeam(viewerId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`notes.send_to_hiring_team = 1 and (notes.vacancy_id is null or ${onTeamOf('notes.vacancy_id', viewerId)}) and ${candidateOnTeamOf('notes.candidate_id', viewerId)}`
}

/**
 * Whether the viewer may read a note, as SQL on a row of `notes` (named
 * so): the conditions of the lists above, for reads that meet notes
 * elsewhere (search.repository.ts).
 */
export function noteSeenBy(visibility: Visibility): RawBuilder<SqlBool> {
  const own = ownOrPublic(visibility.viewerId)
  return visibility.hiringTeamOnly ? sql<SqlBool>`${own} and ${onHiringTeam(visibility.viewerId)}` : own
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
