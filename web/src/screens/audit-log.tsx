import { useLocation } from 'preact-iso'
import { useEffect, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { how, sentence } from '../audit/access-history.js'
import { useDirectory } from '../directory.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { field, useInFlight, useLatestRead } from '../forms.js'
import { nextAfter } from '../paging.js'
import { useSession } from '../session.js'

type AuditEvent = Schemas['AuditEvent']

const PAGE = '50'
const ID = /^[1-9][0-9]{0,15}$/

/**
 * The audit log, for admins (SPEC C6, GET /v1/AuditEvents): who read or
 * changed which candidate's data, when and through what, oldest first as
 * the API keeps it, a page at a time ("Show more"), kept to one member, one
 * candidate or both. The filter lives in the address (`?member=&candidate=`)
 * so a view can be bookmarked and reloaded. A read appears up to a second
 * after it happens.
 */
export function AuditLogPage() {
  const session = useSession()
  const directory = useDirectory()
  const { query, route } = useLocation()
  const member = ID.test(query.member ?? '') ? query.member : undefined
  const candidate = ID.test(query.candidate ?? '') ? query.candidate : undefined
  const [rows, setRows] = useState<AuditEvent[]>()
  const [after, setAfter] = useState<string>()
  const [error, setError] = useState<string>()
  const started = useLatestRead()
  const once = useInFlight()

  const read = async (from: string | undefined) => {
    const latest = started()
    const filter = { ...(member && { MemberId: member }), ...(candidate && { CandidateId: candidate }) }
    const {
      data,
      error: problem,
      response,
    } = await api.GET('/v1/AuditEvents', {
      params: { query: { ...filter, limit: PAGE, ...(from && { after: from }) } },
    })
    if (!latest()) return
    if (!data) {
      setError(describeProblem(problem, response.status))
      setRows((shown) => shown ?? [])
      return
    }
    setError(undefined)
    setRows((shown) => (from ? [...(shown ?? []), ...data] : data))
    setAfter(nextAfter(response))
  }
  useEffect(() => {
    setRows(undefined)
    void read(undefined)
  }, [member, candidate])

  const choose = (event: Event) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget as HTMLFormElement)
    const params = new URLSearchParams()
    if (field(data, 'member')) params.set('member', field(data, 'member'))
    if (field(data, 'candidate')) params.set('candidate', field(data, 'candidate'))
    const search = params.toString()
    route(search ? `/audit?${search}` : '/audit')
  }

  if (session.Role !== 'admin')
    return (
      <section>
        <h1>Audit log</h1>
        <p class="notice">The audit log is for admins.</p>
      </section>
    )
  return (
    <section class="wide">
      <h1>Audit log</h1>
      <form class="panel row" aria-label="Which rows" onSubmit={choose}>
        <label>
          Member
          <select name="member" key={`${member ?? ''}:${String(directory.length)}`}>
            <option value="" selected={member === undefined}>
              Anyone
            </option>
            {directory.map((m) => (
              <option key={m.MemberId} value={String(m.MemberId)} selected={String(m.MemberId) === member}>
                {m.Name} ({m.Role.replace('_', ' ')})
              </option>
            ))}
          </select>
        </label>
        <label>
          Candidate number
          <input name="candidate" inputMode="numeric" pattern="[1-9][0-9]*" defaultValue={candidate ?? ''} key={candidate ?? ''} />
        </label>
        <button type="submit">Show</button>
      </form>
      <ErrorMessage text={error} />
      {rows === undefined ? (
        <Loading />
      ) : rows.length === 0 ? (
        !error && <p class="empty">No rows{member || candidate ? ' for this choice' : ''}.</p>
      ) : (
        <div class="table-scroll">
          <table class="audit">
            <caption class="visually-hidden">Audit rows, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Candidate</th>
                <th scope="col">How</th>
                <th scope="col">Request</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.Id}>
                  <td>
                    <time dateTime={e.Date}>{new Date(e.Date).toLocaleString()}</time>
                  </td>
                  <td>{sentence(e, directory, session.MemberId)}</td>
                  <td>{e.CandidateId === null ? '' : <a href={`/candidates/${String(e.CandidateId)}`}>{e.CandidateId}</a>}</td>
                  <td>{how(e)}</td>
                  <td>
                    <code>{e.RequestId ?? ''}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {after && rows && (
        <button type="button" class="secondary" onClick={() => void once(() => read(after))}>
          Show more rows
        </button>
      )}
    </section>
  )
}
