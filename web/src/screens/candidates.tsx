import { useLocation } from 'preact-iso'
import { useEffect, useRef, useState } from 'preact/hooks'
import { field, useInFlight } from '../forms.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { api, describeProblem, type Schemas } from '../api.js'
import { nextAfter, nextCursor } from '../paging.js'
import { searchProblem } from '../search/search-problem.js'
import { SearchResults } from '../search/search-results.js'
import { takeAnnouncement } from '../notice.js'
import { canWrite, useSession } from '../session.js'
import { FirstSteps } from '../members/first-steps.js'

type Candidate = Schemas['Candidate']
type Found = Schemas['SearchResult']
const PAGE = 50
const SEARCH_PAGE = 20

/** What the screen lists: every candidate (an empty box), or what a search found. */
type Shown = { list: Candidate[] } | { q: string; found: Found[] }
type Read = { shown: Shown; next: string | undefined } | { problem: string }

/** A page of the plain list (B2), from `after`. */
async function readList(after: string | undefined): Promise<Read> {
  const { data, error, response } = await api.GET('/v1/Candidates', {
    params: { query: { limit: String(PAGE), ...(after && { after }) } },
  })
  return data ? { shown: { list: data }, next: nextAfter(response) } : { problem: describeProblem(error, response.status) }
}

/** A page of a search (C5), from the `cursor` of the page before. */
async function readSearch(q: string, cursor: string | undefined): Promise<Read> {
  const { data, error, response } = await api.GET('/v1/Search', {
    params: { query: { q, limit: String(SEARCH_PAGE), ...(cursor && { cursor }) } },
  })
  return data ? { shown: { q, found: data }, next: nextCursor(response) } : { problem: searchProblem(error, response.status, q) }
}

/** The page read appended to those shown before it ("Show more"). */
function appended(before: Shown | undefined, page: Shown): Shown {
  if ('list' in page && before && 'list' in before) return { list: [...before.list, ...page.list] }
  if ('found' in page && before && 'found' in before) return { q: page.q, found: [...before.found, ...page.found] }
  return page
}

/**
 * The candidates the member may see, a page at a time; with words in the box,
 * the candidates whose names, email, CVs or notes hold them, best first.
 */
export function CandidatesPage() {
  const session = useSession()
  const { query, route } = useLocation()
  const q = query.q ?? ''
  const [shown, setShown] = useState<Shown>()
  const [next, setNext] = useState<string>()
  const [error, setError] = useState<string>()
  const [typed, setTyped] = useState(q)
  const [notice] = useState(takeAnnouncement)

  // Each search counts up: an answer to an older search (or to "Show more" of its list) arrives too late to be shown.
  const search = useRef(0)
  const once = useInFlight()

  const load = async (from?: string) => {
    const asked = from ? search.current : ++search.current
    const read = q ? await readSearch(q, from) : await readList(from)
    if (asked !== search.current) return
    if ('problem' in read) {
      setError(read.problem)
      // A refused search shows nothing under the box: not the results of another query.
      if (!from) {
        setShown(q ? { q, found: [] } : undefined)
        setNext(undefined)
      }
      return
    }
    setError(undefined)
    setShown((before) => (from ? appended(before, read.shown) : read.shown))
    setNext(read.next)
  }
  // What is shown stays until the new answer arrives: no flash of "Loading…" at each search.
  useEffect(() => {
    setTyped(q)
    void load()
  }, [q])

  return (
    <section>
      <h1>Candidates</h1>
      <FirstSteps />
      {notice && <p role="status">{notice}</p>}
      <form
        role="search"
        class="row"
        onSubmit={(e) => {
          e.preventDefault()
          route(typed.trim() ? `/candidates?q=${encodeURIComponent(typed)}` : '/candidates')
        }}
      >
        <label class="grow">
          Search by name, email, CV or note
          <input type="search" name="q" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
      {/* Above the list, folded: below a page of a hundred candidates it was out of sight. */}
      {canWrite(session) && <NewCandidate />}
      <ErrorMessage text={error} />
      {shown === undefined ? (
        !error && <Loading />
      ) : 'found' in shown ? (
        shown.found.length === 0 ? (
          !error && <p class="empty">No candidate matches “{shown.q}”.</p>
        ) : (
          <SearchResults results={shown.found} />
        )
      ) : shown.list.length === 0 ? (
        <p class="empty">No candidates yet.</p>
      ) : (
        <ul class="cards" aria-label="Candidates">
          {shown.list.map((c) => (
            <li key={c.Id}>
              <a href={`/candidates/${String(c.Id)}`}>
                {c.FirstName} {c.LastName}
              </a>
              <span class="muted">{c.Email ?? 'no email'}</span>
            </li>
          ))}
        </ul>
      )}
      {next && (
        // A second click while the next page is on its way would add that page twice.
        <button type="button" onClick={() => void once(() => load(next), 'more')}>
          Show more
        </button>
      )}
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
