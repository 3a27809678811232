import { useId, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { nameOf, type Colleague } from '../directory.js'
import { ErrorMessage } from '../feedback.js'
import { asTyped, field, useApiForm, useInFlight } from '../forms.js'
import { allows, isInterviewer, useSession } from '../session.js'

type Note = Schemas['Note']
type Vacancy = Schemas['Vacancy']

/**
 * Notes in the order they were written: by `CreatedDate`, then `Id`. The API
 * lists them by `Id` (SPEC B2, which Part A's clients rely on), and a note's
 * id need not follow its date (an import or the demo writes older notes
 * later), so the order is the console's.
 */
function byDate(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => Date.parse(a.CreatedDate) - Date.parse(b.CreatedDate) || a.Id - b.Id)
}

/**
 * The notes the member may see (SPEC B4, C3: the API leaves out the rest),
 * oldest first by date, each naming its author; its own notes edited in place, its own (or, for an
 * admin, any) deleted after a second click; and a new note.
 */
export function NotesSection(props: {
  candidateId: string
  notes: Note[]
  vacancies: Vacancy[]
  directory: Colleague[]
  /** Why the notes could not be read, when they could not. */
  problem?: string
  reload: () => Promise<void>
}) {
  const session = useSession()
  const [editing, setEditing] = useState<number>()
  const [deleting, setDeleting] = useState<number>()
  const [error, setError] = useState<string>()
  const title = (vacancyId: number) => props.vacancies.find((v) => v.Id === vacancyId)?.Title ?? `Vacancy ${String(vacancyId)}`
  const path = (n: Note) => ({ path: { candidateId: props.candidateId, noteId: String(n.Id) } })
  const once = useInFlight()

  const remove = (n: Note) =>
    once(async () => {
      const { error: problem, response } = await api.DELETE('/v1/Candidates/{candidateId}/Notes/{noteId}', { params: path(n) })
      setDeleting(undefined)
      await props.reload()
      setError(response.ok ? undefined : describeProblem(problem, response.status))
    }, n.Id)

  return (
    <>
      <h2>Notes</h2>
      <ErrorMessage text={error} />
      <ErrorMessage text={props.problem && `The notes could not be read: ${props.problem}`} />
      {props.notes.length === 0 ? (
        !props.problem && <p class="empty">No notes you may see.</p>
      ) : (
        <ul class="notes" aria-label="Notes">
          {byDate(props.notes).map((n) => {
            const own = n.CreatedById === session.MemberId
            if (editing === n.Id)
              return (
                <li key={n.Id}>
                  <NoteForm
                    label="Edit the note"
                    note={n}
                    vacancies={props.vacancies}
                    send={(body) => api.PUT('/v1/Candidates/{candidateId}/Notes/{noteId}', { params: path(n), body })}
                    done={() => {
                      setEditing(undefined)
                      void props.reload()
                    }}
                    cancel={() => setEditing(undefined)}
                  />
                </li>
              )
            return (
              <li key={n.Id}>
                <p>{n.Note}</p>
                <p class="muted">
                  {new Date(n.CreatedDate).toLocaleString()} · by {nameOf(props.directory, n.CreatedById, session.MemberId)}
                  {n.Private && ' · private'}
                  {n.SendToHiringTeam && ' · sent to the hiring team'}
                  {n.VacancyId !== null && ` · ${title(n.VacancyId)}`}
                </p>
                <div class="row">
                  {own && allows(session, 'notes:write') && (
                    <button type="button" class="link" onClick={() => setEditing(n.Id)}>
                      Edit<span class="visually-hidden"> the note of {new Date(n.CreatedDate).toLocaleString()}</span>
                    </button>
                  )}
                  {(own || session.Role === 'admin') &&
                    allows(session, 'notes:write') &&
                    (deleting === n.Id ? (
                      <>
                        <button type="button" class="danger" onClick={() => void remove(n)}>
                          Delete this note for good
                        </button>
                        <button type="button" class="secondary" onClick={() => setDeleting(undefined)}>
                          Keep it
                        </button>
                      </>
                    ) : (
                      <button type="button" class="link" onClick={() => setDeleting(n.Id)}>
                        Delete<span class="visually-hidden"> the note of {new Date(n.CreatedDate).toLocaleString()}</span>
                      </button>
                    ))}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {allows(session, 'notes:write') && (
        <NoteForm
          label="Write a note"
          vacancies={props.vacancies}
          send={(body) => api.POST('/v1/Candidates/{candidateId}/Notes', { params: { path: { candidateId: props.candidateId } }, body })}
          done={() => void props.reload()}
        />
      )}
    </>
  )
}

type NoteBody = Schemas['NoteInput']

/** A note's text, its two switches and its vacancy: a new note, or one of the member's own edited. */
function NoteForm(props: {
  label: string
  note?: Note
  vacancies: Vacancy[]
  send: (body: NoteBody) => Promise<{ error?: unknown; response: Response }>
  done: () => void
  cancel?: () => void
}) {
  const { note } = props
  const textId = useId()
  // An interviewer's notes are for the recruiters: neither private nor sent to the team (SPEC B4), so no switches.
  const switches = !isInterviewer(useSession())
  // Marked on its option, not as the list's defaultValue: Preact without compat has no defaultValue for a select.
  const chosen = note?.VacancyId ?? null
  const { error, onSubmit } = useApiForm((data) => {
    const vacancy = field(data, 'vacancy')
    return props.send({
      Note: asTyped(data, 'note'),
      Private: data.get('private') === 'on',
      SendToHiringTeam: data.get('team') === 'on',
      VacancyId: vacancy ? Number(vacancy) : null,
    })
  }, props.done)
  return (
    <form class="panel" onSubmit={onSubmit} aria-label={props.label}>
      {/* Labelled by id, not by wrapping: a wrapped textarea's text would join its own name. */}
      <label for={textId}>{note ? 'Note' : 'New note'}</label>
      <textarea id={textId} name="note" required rows={3} maxLength={10000} defaultValue={note?.Note} />
      {!switches && <p class="muted">Recruiters read your notes; the hiring team does not.</p>}
      <div class="row">
        {switches && (
          <>
            <label class="check">
              <input type="checkbox" name="private" defaultChecked={note?.Private} /> Private (only you see it)
            </label>
            <label class="check">
              <input type="checkbox" name="team" defaultChecked={note?.SendToHiringTeam} /> Send to the hiring team
            </label>
          </>
        )}
        <label>
          Vacancy
          <select name="vacancy">
            <option value="" selected={chosen === null}>
              None
            </option>
            {props.vacancies.map((v) => (
              <option key={v.Id} value={String(v.Id)} selected={v.Id === chosen}>
                {v.Title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorMessage text={error} />
      <div class="row">
        <button type="submit">{note ? 'Save the note' : 'Add note'}</button>
        {props.cancel && (
          <button type="button" class="secondary" onClick={props.cancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  )
}
