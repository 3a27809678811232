import { useEffect, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { nameOf, type Colleague } from '../directory.js'
import { ErrorMessage } from '../feedback.js'
import { useLatestRead } from '../forms.js'
import { nextAfter } from '../paging.js'
import { useSession } from '../session.js'

type AuditEvent = Schemas['AuditEvent']

const PAGE = '20'

const VERBS: Record<AuditEvent['Action'], string> = {
  read: 'read',
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  download: 'downloaded',
  export: 'exported',
  anonymize: 'anonymized',
  search: 'searched',
}

/** The words for one resource, and for a list of them. */
const RESOURCES: Record<AuditEvent['ResourceType'], readonly [one: string, list: string]> = {
  candidate: ['the record', 'the candidates'],
  note: ['a note', 'the notes'],
  flag: ['a quality flag', 'the quality flags'],
  document: ['a document', 'the documents'],
  application: ['an application', 'the applications'],
  submission: ['a careers application', 'the careers applications'],
  consent: ['a consent', 'the consents'],
  email: ['an email', 'the emails'],
  interview: ['an interview', 'the interviews'],
  scorecard: ['a scorecard', 'the scorecards'],
}

/**
 * "Rita downloaded a document", from a row that holds ids only. A row with no
 * member is the service's own: within a request, that of an applicant (the
 * careers site and the public job API are the only requests without one).
 */
export function sentence(e: AuditEvent, directory: Colleague[], selfId: number): string {
  const who = e.MemberId !== null ? nameOf(directory, e.MemberId, selfId) : e.RequestId !== null ? 'The applicant' : 'The service'
  const [one, list] = RESOURCES[e.ResourceType]
  const what = e.Action === 'search' ? 'candidates' : e.ResourceId === null ? list : one
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${VERBS[e.Action]} ${what}`
}

/** Through what the row's member acted: a token, a console session, or (an applicant) the careers site. */
export function how(e: AuditEvent): string {
  if (e.MemberId === null) return e.RequestId !== null ? 'on the careers site' : ''
  return e.TokenId === null ? 'in the console' : `with token ${String(e.TokenId)}`
}

/**
 * For admins: who read or changed this candidate's data, from the audit log
 * (GET /v1/AuditEvents?CandidateId=), oldest first as the API gives it, a
 * page at a time ("Show more"). Dates in the viewer's own time; a read
 * appears up to a second after it happens.
 */
export function AccessHistory({ candidateId, directory }: { candidateId: number; directory: Colleague[] }) {
  const session = useSession()
  const [events, setEvents] = useState<AuditEvent[]>([])
  const [after, setAfter] = useState<string>()
  const [error, setError] = useState<string>()
  const [loaded, setLoaded] = useState(false)

  const started = useLatestRead()
  const load = async (from: string | undefined) => {
    const latest = started()
    const query = { CandidateId: String(candidateId), limit: PAGE, ...(from && { after: from }) }
    const { data, error: problem, response } = await api.GET('/v1/AuditEvents', { params: { query } })
    if (!latest()) return
    setLoaded(true)
    if (!data) {
      setError(describeProblem(problem, response.status))
      return
    }
    setError(undefined)
    setEvents((shown) => (from ? [...shown, ...data] : data))
    setAfter(nextAfter(response))
  }
  useEffect(() => {
    void load(undefined)
  }, [candidateId])

  return (
    <>
      <h2>Access history</h2>
      <ErrorMessage text={error && `The access history could not be read: ${error}`} />
      {loaded && events.length === 0 && !error && <p class="empty">Nobody has read this candidate yet.</p>}
      {events.length > 0 && (
        <ul class="cards" aria-label="Access history">
          {events.map((e) => (
            <li key={e.Id}>
              <time dateTime={e.Date}>{new Date(e.Date).toLocaleString()}</time>
              <span>{sentence(e, directory, session.MemberId)}</span>
              <span class="muted">{how(e)}</span>
            </li>
          ))}
        </ul>
      )}
      {after && (
        <button type="button" class="secondary" onClick={() => void load(after)}>
          Show more of the access history
        </button>
      )}
    </>
  )
}
