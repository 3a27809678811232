import { useLocation } from 'preact-iso'
import { useEffect, useId, useState } from 'preact/hooks'
import { asTyped, field, useApiForm, useInFlight, useLatestRead } from '../forms.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { api, describeProblem, type Schemas } from '../api.js'
import { allows, canWrite, isInterviewer, useSession } from '../session.js'
import { useApplicationsSeen } from '../notifications/unread.js'
import { DocumentsSection } from '../documents/documents-section.js'
import { ApplicationsSection, applicationsOf, type Applications } from '../applications/applications-section.js'
import { useDirectory } from '../directory.js'
import { NotesSection } from '../notes/notes-section.js'
import { ActivitySection } from '../activity/activity-section.js'
import { EmailsSection } from '../emails/emails-section.js'
import { AccessHistory } from '../audit/access-history.js'
import { ExportAction } from '../privacy/export-action.js'
import { AnonymizeAction } from '../privacy/anonymize-action.js'
import { announceOnNextScreen } from '../notice.js'
import { allPages } from '../paging.js'
import { FLAG_NAMES } from '../flag-names.js'

type Candidate = Schemas['Candidate']
type Note = Schemas['Note']
type Flag = Schemas['QualityFlag']
type Vacancy = Schemas['Vacancy']
type Document = Schemas['Document']

interface Problems {
  notes?: string
  flags?: string
  vacancies?: string
  documents?: string
}

/** One candidate: details, documents, applications, quality flags and notes, each read through the API. */
export function CandidatePage({ id }: { id: string }) {
  const session = useSession()
  useApplicationsSeen(session.MemberId, Number(id))
  const [candidate, setCandidate] = useState<Candidate | null>()
  const [notes, setNotes] = useState<Note[]>([])
  const [flags, setFlags] = useState<Flag[]>([])
  const [vacancies, setVacancies] = useState<Vacancy[]>([])
  const [documents, setDocuments] = useState<Document[]>([])
  const [applications, setApplications] = useState<Applications>({ list: [], stages: new Map(), submissions: new Map() })
  const directory = useDirectory()
  const [error, setError] = useState<string>()
  // Why a list could not be read, by list: an unread list must not pass for an empty one.
  const [problems, setProblems] = useState<Problems>({})
  const once = useInFlight()
  const readsFlags = allows(session, 'flags:read')

  // Everything the page shows is read before it is shown, so that nothing moves under the reader as parts arrive.
  const started = useLatestRead()
  const reload = async () => {
    const latest = started()
    const path = { candidateId: id }
    // Every page of each list: a candidate worked for years has more notes than one page holds.
    const page = (after: string | undefined) => ({ limit: '1000', ...(after && { after }) })
    // Flags are read only by a role that may (an interviewer may not: SPEC C18).
    const noFlags = Promise.resolve({ items: [] as Flag[], problem: undefined })
    const [c, n, f, v, d, a] = await Promise.all([
      api.GET('/v1/Candidates/{id}', { params: { path: { id } } }),
      allPages((after) => api.GET('/v1/Candidates/{candidateId}/Notes', { params: { path, query: page(after) } })),
      readsFlags
        ? allPages((after) => api.GET('/v1/Candidates/{candidateId}/QualityFlags', { params: { path, query: page(after) } }))
        : noFlags,
      allPages((after) => api.GET('/v1/Vacancies', { params: { query: page(after) } })),
      allPages((after) => api.GET('/v1/Candidates/{candidateId}/Documents', { params: { path, query: page(after) } })),
      applicationsOf(id),
    ])
    if (!latest()) return
    if (!c.data) {
      setCandidate(null)
      setError(describeProblem(c.error, c.response.status))
      return
    }
    setCandidate(c.data)
    setNotes(n.items)
    setFlags(f.items)
    setVacancies(v.items)
    setDocuments(d.items)
    setApplications(a)
    setProblems({ notes: n.problem, flags: f.problem, vacancies: v.problem, documents: d.problem })
  }
  useEffect(() => {
    void reload()
  }, [id])

  const removeFlag = (flag: Flag) =>
    once(async () => {
      const { error: problem, response } = await api.DELETE('/v1/Candidates/{candidateId}/QualityFlags/{flagId}', {
        params: { path: { candidateId: id, flagId: String(flag.Id) } },
      })
      await reload()
      if (!response.ok) setError(describeProblem(problem, response.status))
    }, flag.Id)

  if (candidate === undefined) return <Loading />
  if (candidate === null)
    return (
      <section>
        <h1>Candidate not found</h1>
        <ErrorMessage text={error} />
        <a href="/candidates">Back to the candidates</a>
      </section>
    )
  return (
    <section class="candidate">
      <p>
        <a href="/candidates">← Candidates</a>
      </p>
      <h1>
        {candidate.FirstName} {candidate.LastName}
      </h1>
      <dl class="facts">
        <dt>Email</dt>
        <dd>{candidate.Email ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{candidate.Phone ?? '—'}</dd>
        <dt>Time zone</dt>
        <dd>{candidate.TimeZone ?? '—'}</dd>
        <dt>Added</dt>
        <dd>{new Date(candidate.CreatedDate).toLocaleDateString()}</dd>
      </dl>
      {/* One row of actions: a member's own (edit, delete), then an admin's (export, anonymize), each shown to whom it is for. */}
      <div class="row actions">
        {canWrite(session) && (
          <>
            <EditCandidate candidate={candidate} onSaved={setCandidate} />
            <DeleteCandidate candidate={candidate} />
          </>
        )}
        <ExportAction candidateId={candidate.Id} />
        <AnonymizeAction candidate={candidate} onAnonymized={reload} />
      </div>
      <ErrorMessage text={error} />
      {/* The vacancies name the applications and notes, and are offered to them: the section cannot say it alone. */}
      <ErrorMessage text={problems.vacancies && `The vacancies could not be read: ${problems.vacancies}`} />

      <DocumentsSection
        candidateId={candidate.Id}
        documents={documents}
        latestId={candidate.Document}
        canUpload={canWrite(session)}
        problem={problems.documents}
        reload={reload}
      />

      <ApplicationsSection
        candidateId={candidate.Id}
        candidate={candidate}
        applications={applications}
        vacancies={vacancies}
        directory={directory}
        reload={reload}
      />

      {readsFlags && <h2>Quality flags</h2>}
      <ErrorMessage text={problems.flags && `The flags could not be read: ${problems.flags}`} />
      {!readsFlags ? null : flags.length === 0 ? (
        !problems.flags && <p class="empty">No flags.</p>
      ) : (
        <ul class="cards" aria-label="Quality flags">
          {flags.map((f) => (
            <li key={f.Id}>
              <strong>{FLAG_NAMES[f.FlagType]}</strong> <span>{f.Note}</span>
              {canWrite(session) && (
                <button type="button" class="secondary" onClick={() => void removeFlag(f)}>
                  Remove the {FLAG_NAMES[f.FlagType]} flag
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite(session) && <NewFlag candidateId={id} onAdded={() => void reload()} />}

      <NotesSection candidateId={id} notes={notes} problem={problems.notes} vacancies={vacancies} directory={directory} reload={reload} />

      {!isInterviewer(session) && <EmailsSection candidate={candidate} directory={directory} reload={reload} />}

      <ActivitySection candidate={candidate} vacancies={vacancies} stages={applications.stages} directory={directory} />
      {session.Role === 'admin' && <AccessHistory candidateId={candidate.Id} directory={directory} />}
    </section>
  )
}

function EditCandidate({ candidate, onSaved }: { candidate: Candidate; onSaved: (c: Candidate) => void }) {
  const [open, setOpen] = useState(false)
  const zonesId = useId()
  const { error, onSubmit } = useApiForm(
    (data) =>
      api.PUT('/v1/Candidates/{id}', {
        params: { path: { id: String(candidate.Id) } },
        body: {
          FirstName: field(data, 'first'),
          LastName: field(data, 'last'),
          Email: field(data, 'email') || null,
          Phone: field(data, 'phone') || null,
          TimeZone: field(data, 'timezone') || null,
        },
      }),
    (saved) => {
      setOpen(false)
      if (saved) onSaved(saved)
    },
  )
  if (!open)
    return (
      <button type="button" class="secondary" onClick={() => setOpen(true)}>
        Edit details
      </button>
    )
  return (
    <form class="panel grid" onSubmit={onSubmit} aria-label="Edit details">
      <label>
        First name
        <input name="first" required defaultValue={candidate.FirstName} />
      </label>
      <label>
        Last name
        <input name="last" required defaultValue={candidate.LastName} />
      </label>
      <label>
        Email
        <input name="email" type="email" defaultValue={candidate.Email ?? ''} />
      </label>
      <label>
        Phone
        <input name="phone" type="tel" defaultValue={candidate.Phone ?? ''} />
      </label>
      <label>
        Time zone
        {/* The times of the candidate's emails are written in it (SPEC C9); empty: the service's. */}
        <input name="timezone" list={zonesId} placeholder="Europe/Berlin" defaultValue={candidate.TimeZone ?? ''} />
        <datalist id={zonesId}>
          {Intl.supportedValuesOf('timeZone').map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
      </label>
      <ErrorMessage text={error} />
      <button type="submit">Save</button>
    </form>
  )
}

function NewFlag({ candidateId, onAdded }: { candidateId: string; onAdded: () => void }) {
  const { error, onSubmit } = useApiForm(
    (data) =>
      api.POST('/v1/Candidates/{candidateId}/QualityFlags', {
        params: { path: { candidateId } },
        body: { FlagType: field(data, 'type') === '2' ? 2 : 1, Note: asTyped(data, 'note') },
      }),
    onAdded,
  )
  return (
    <form class="panel row" onSubmit={onSubmit} aria-label="Set a flag">
      <label>
        Flag
        <select name="type">
          <option value="1">Favorite</option>
          <option value="2">Undesirable</option>
        </select>
      </label>
      <label class="grow">
        Why
        <input name="note" maxLength={10000} />
      </label>
      <ErrorMessage text={error} />
      <button type="submit">Set flag</button>
    </form>
  )
}

/** Erasure (SPEC B6): the candidate with its documents and their bytes, notes, flags and applications, after a second click. */
function DeleteCandidate({ candidate }: { candidate: Candidate }) {
  const { route } = useLocation()
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string>()
  const once = useInFlight()
  const name = `${candidate.FirstName} ${candidate.LastName}`
  const erase = () =>
    once(async () => {
      const { error: problem, response } = await api.DELETE('/v1/Candidates/{id}', { params: { path: { id: String(candidate.Id) } } })
      if (!response.ok) {
        setError(describeProblem(problem, response.status))
        return
      }
      announceOnNextScreen(`${name} was deleted, with everything held about them.`)
      route('/candidates')
    })
  if (!asking)
    return (
      <button type="button" class="secondary" onClick={() => setAsking(true)}>
        Delete candidate…
      </button>
    )
  return (
    <div class="panel" role="group" aria-label={`Delete ${name}`}>
      <p>{name} will be erased for good: details, documents and their files, notes, flags, applications and their history.</p>
      <ErrorMessage text={error} />
      <div class="row">
        <button type="button" class="danger" onClick={() => void erase()}>
          Delete {name} for good
        </button>
        <button type="button" class="secondary" onClick={() => setAsking(false)}>
          Keep
        </button>
      </div>
    </div>
  )
}
