import { errors } from '../../errors/catalog.js'
import { dbErrorKind } from '../../store/db-errors.js'
import * as notes from '../../store/repositories/note.repository.js'
import { indexNote } from '../../store/repositories/search.repository.js'
import { findVacancy } from '../../store/repositories/vacancy.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import type { NoteRow } from '../../store/tables.js'
import { canDeleteNote, canEditNote, requireNoteSharing, visibilityOf, type Principal } from '../access/index.js'
import { requireCandidateForSubresource } from './candidates.js'
import { nowIso } from '../clock.js'
import { noteEventData, recordEvent } from '../changes/index.js'

export interface NoteFields {
  Note: string
  Private?: boolean
  SendToHiringTeam?: boolean
  VacancyId?: number | null
}

export async function listNotes(db: Db, principal: Principal, candidateId: number, page: Page): Promise<NoteRow[]> {
  const rows = await notes.listNotes(db, candidateId, visibilityOf(principal), page)
  // A note proves its candidate exists (foreign key); only an empty page needs the extra read.
  if (rows.length === 0) await requireCandidateForSubresource(db, principal, candidateId)
  return rows
}

export async function createNote(db: Db, principal: Principal, candidateId: number, input: NoteFields): Promise<NoteRow> {
  await requireCandidateForSubresource(db, principal, candidateId)
  requireNoteSharing(principal, input)
  await requireVacancy(db, input.VacancyId)
  const now = nowIso()
  try {
    // Its text is searchable from the same commit (search.repository.ts).
    return await db.transaction().execute(async (trx) => {
      const row = await notes.insertNote(trx, {
        candidate_id: candidateId,
        send_to_hiring_team: input.SendToHiringTeam ? 1 : 0,
        note: input.Note,
        private: input.Private ? 1 : 0,
        created_by_id: principal.memberId,
        created_date: now,
        updated_date: now,
        vacancy_id: input.VacancyId ?? null,
      })
      await indexNote(trx, row, 'new')
      await recordEvent(trx, {
        type: 'note.created',
        actorId: principal.memberId,
        candidateId,
        data: noteEventData(row),
        subject: { note: row },
        by: principal,
      })
      return row
    })
  } catch (err) {
    // The candidate was erased between the check and the insert.
    if (dbErrorKind(err) === 'foreign_key') throw errors.candidateNotFound(candidateId, 400)
    throw err
  }
}

export async function updateNote(
  db: Db,
  principal: Principal,
  candidateId: number,
  noteId: number,
  input: Partial<NoteFields>,
): Promise<NoteRow> {
  const note = await visibleNote(db, principal, candidateId, noteId)
  if (!canEditNote(principal, { createdById: note.created_by_id })) {
    throw errors.forbidden('not_note_author', 'Only the author of a note may change it.')
  }
  requireNoteSharing(principal, input)
  await requireVacancy(db, input.VacancyId)
  const updated = await db.transaction().execute(async (trx) => {
    const row = await notes.updateNote(trx, noteId, {
      ...(input.Note !== undefined && { note: input.Note }),
      ...(input.Private !== undefined && { private: input.Private ? 1 : 0 }),
      ...(input.SendToHiringTeam !== undefined && { send_to_hiring_team: input.SendToHiringTeam ? 1 : 0 }),
      ...(input.VacancyId !== undefined && { vacancy_id: input.VacancyId }),
      updated_date: nowIso(),
    })
    if (!row) return row
    if (input.Note !== undefined) await indexNote(trx, row, 'changed')
    await recordEvent(trx, {
      type: 'note.updated',
      actorId: principal.memberId,
      candidateId,
      data: noteEventData(row),
      subject: { note: row },
      by: principal,
    })
    return row
  })
  if (!updated) throw errors.noteNotFound(noteId)
  return updated
}

export async function deleteNote(db: Db, principal: Principal, candidateId: number, noteId: number): Promise<void> {
  await requireCandidateForSubresource(db, principal, candidateId)
  // An admin may delete notes it cannot read (erasure requests); others must see the note first.
  const note =
    principal.role === 'admin'
      ? await notes.findNote(db, candidateId, noteId)
      : await notes.findVisibleNote(db, candidateId, noteId, visibilityOf(principal))
  if (!note) throw errors.noteNotFound(noteId)
  if (!canDeleteNote(principal, { createdById: note.created_by_id })) {
    throw errors.forbidden('not_note_author', 'Only the author of a note or an admin may delete it.')
  }
  await db.transaction().execute(async (trx) => {
    // The note as it went: its event keeps whose it was and how private (event-subjects.ts).
    const deleted = await notes.deleteNote(trx, noteId)
    if (deleted) {
      await recordEvent(trx, {
        type: 'note.deleted',
        actorId: principal.memberId,
        candidateId,
        data: { Id: noteId },
        subject: { note: deleted },
        by: principal,
      })
    }
  })
}

/** A note the caller may not see is reported exactly like a note that does not exist. */
async function visibleNote(db: Db, principal: Principal, candidateId: number, noteId: number): Promise<NoteRow> {
  await requireCandidateForSubresource(db, principal, candidateId)
  const note = await notes.findVisibleNote(db, candidateId, noteId, visibilityOf(principal))
  if (!note) throw errors.noteNotFound(noteId)
  return note
}

async function requireVacancy(db: Db, vacancyId: number | null | undefined): Promise<void> {
  if (vacancyId != null && !(await findVacancy(db, vacancyId))) throw errors.vacancyNotFound(vacancyId, 'VacancyId')
}
