import type { NoteVisibility } from '../../domain/access.js'
import type { NoteRow, NoteTable } from '../tables.js'
import type { Insertable, Updateable } from 'kysely'
import type { Db, Page } from './types.js'

export function insertNote(db: Db, values: Insertable<NoteTable>): Promise<NoteRow> {
  return db.insertInto('notes').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findNote(db: Db, candidateId: number, noteId: number): Promise<NoteRow | undefined> {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('id', '=', noteId)
    .executeTakeFirst()
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
  let query = db
    .selectFrom('notes')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('id', '>', page.after)
    .where((eb) => eb.or([eb('private', '=', 0), eb('created_by_id', '=', visibility.viewerId)]))
  if (visibility.hiringTeamOnly) query = query.where('send_to_hiring_team', '=', 1)
  return query.orderBy('id').limit(page.limit + 1).execute()
}
