import { NOTE_COLUMNS, type NoteRow, type NoteTable } from '../tables.js'
import type { Insertable, Updateable } from 'kysely'
import { preparedQuery } from './prepared-query.js'
import type { Db, NoteVisibility, Page } from './types.js'

export function insertNote(db: Db, values: Insertable<NoteTable>): Promise<NoteRow> {
  return db.insertInto('notes').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findNote(db: Db, candidateId: number, noteId: number): Promise<NoteRow | undefined> {
  return db.selectFrom('notes').selectAll().where('candidate_id', '=', candidateId).where('id', '=', noteId).executeTakeFirst()
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
export function listNotes(db: Db, candidateId: number, visibility: NoteVisibility, page: Page): Promise<NoteRow[]> {
  const list = visibility.hiringTeamOnly ? hiringTeamNotes : visibleNotes
  return list(db, candidateId, page.after, visibility.viewerId, page.limit + 1)
}

function notesQuery(db: Db, candidateId: number, after: number, viewerId: number) {
  return db
    .selectFrom('notes')
    .select(NOTE_COLUMNS)
    .where('candidate_id', '=', candidateId)
    .where('id', '>', after)
    .where((eb) => eb.or([eb('private', '=', 0), eb('created_by_id', '=', viewerId)]))
}

export const visibleNotes = preparedQuery((db: Db, candidateId: number, after: number, viewerId: number, limit: number) =>
  notesQuery(db, candidateId, after, viewerId).orderBy('id').limit(limit),
)
export const hiringTeamNotes = preparedQuery((db: Db, candidateId: number, after: number, viewerId: number, limit: number) =>
  notesQuery(db, candidateId, after, viewerId).where('send_to_hiring_team', '=', 1).orderBy('id').limit(limit),
)
