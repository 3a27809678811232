import type { NewEvent } from '../../store/repositories/event.repository.js'
import type { NoteRow } from '../../store/tables.js'

/**
 * What an event keeps, beside its data, so that a candidate's activity can
 * tell inside its query who may read it (SPEC C3; candidate-activity.ts):
 * an application's vacancy, or the note as the change left it (a deletion:
 * as it was), whose `{Id}` data alone would not say whose, or how private,
 * it was.
 */
export type EventSubject = { readonly vacancyId: number } | { readonly note: NoteRow }

type SubjectColumns = Pick<NewEvent, 'vacancy_id' | 'note_id' | 'note_author_id' | 'note_private' | 'note_to_hiring_team'>

/** The event's subject as the columns of its row (all null when it has none). */
export function subjectColumns(subject: EventSubject | undefined): SubjectColumns {
  if (subject && 'note' in subject) {
    const { note } = subject
    return {
      vacancy_id: note.vacancy_id,
      note_id: note.id,
      note_author_id: note.created_by_id,
      note_private: note.private,
      note_to_hiring_team: note.send_to_hiring_team,
    }
  }
  return { vacancy_id: subject?.vacancyId ?? null, note_id: null, note_author_id: null, note_private: null, note_to_hiring_team: null }
}
