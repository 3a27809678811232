import { useLocation } from 'preact-iso'
import { useEffect, useRef, useState } from 'preact/hooks'
import { field, useInFlight } from '../forms.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { api, describeProblem, type Schemas } from '../api.js'
import { nextAfter } from '../paging.js'
import { takeAnnouncement } from '../notice.js'
import { canWrite, useSession } from '../session.js'

type Candidate = Schemas['Candidate']
const PAGE = 50

/** The candidates the member may see, searchable by name or email, a page at a time. */
export function CandidatesPage() {
  const session = useSession()
  const { query, route } = useLocation()
  const q = query.q ?? ''
  const [rows, setRows] = useState<Candidate[]>()
  const [after, setAfter] = useState<string>()
  const [error, setError] = useState<string>()
  const [typed, setTyped] = useState(q)
  const [notice] = useState(takeAnnouncement)

  // Each search counts up: an answer to an older search (or to "Show more" of its list) arrives too late to be shown.
  const search = useRef(0)
  const once = useInFlight()

  const load = async (from?: string) => {
    const asked = from ? search.current : ++search.current
    const {
      data,
      error: problem,
      response,
    } = await api.GET('/v1/Candidates', {
      params: { query: { limit: String(PAGE), ...(q && { q }), ...(from && { after: from }) } },
    })
    if (asked !== search.current) return
    if (!data) {
      setError(describeProblem(problem, response.status))
      return
    }
    setError(undefined)
    setRows((before) => (from ? [...(before ?? []), ...data] : data))
    setAfter(nextAfter(response))
  }
  // The list shown stays until the new one arrives: no flash of "Loading…" at each search.
  useEffect(() => {
    void load()
  }, [q])

  return (
    <section>
      <h1>Candidates</h1>
      {notice && <p role="status">{notice}</p>}
      <form
        role="search"
        class="row"
        onSubmit={(e) => {
          e.preventDefault()
          route(typed ? `/candidates?q=${encodeURIComponent(typed)}` : '/candidates')
        }}
      >
        <label class="grow">
          Search by name or email
          <input type="search" name="q" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
      <ErrorMessage text={error} />
      {rows === undefined ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p class="empty">{q ? `No candidate matches “${q}”.` : 'No candidates yet.'}</p>
      ) : (
        <ul class="cards" aria-label="Candidates">
          {rows.map((c) => (
            <li key={c.Id}>
              <a href={`/candidates/${String(c.Id)}`}>
                {c.FirstName} {c.LastName}
              </a>
              <span class="muted">{c.Email ?? 'no email'}</span>
            </li>
          ))}
        </ul>
      )}
      {after && (
        // A second click while the next page is on its way would add that page twice.
        <button type="button" onClick={() => void once(() => load(after), 'more')}>
          Show more
        </button>
      )}
      {canWrite(session) && <NewCandidate />}
    </section>
  )
}

function NewCandidate() {
  const { route } = useLocation()
  const [error, setError] = useState<string>()
  const once = useInFlight()
  const submit = async (form: FormData) => {
    const text = (name: string) => field(form, name)
    const {
      data,
      error: problem,
      response,
    } = await api.POST('/v1/Candidates', {
      body: { FirstName: text('first'), LastName: text('last'), Email: text('email') || null, Phone: text('phone') || null },
    })
    if (data) route(`/candidates/${String(data.Id)}`)
    else setError(describeProblem(problem, response.status))
  }
  return (
    <details class="panel">
      <summary>New candidate</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          const form = new FormData(e.currentTarget)
          void once(() => submit(form))
        }}
        class="grid"
      >
        <label>
          First name
          <input name="first" required />
        </label>
        <label>
          Last name
          <input name="last" required />
        </label>
        <label>
          Email
          <input name="email" type="email" />
        </label>
        <label>
          Phone
          <input name="phone" type="tel" />
        </label>
        <ErrorMessage text={error} />
        <button type="submit">Create</button>
      </form>
    </details>
  )
}
