import { useEffect, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { field, useApiForm, useInFlight, useLatestRead } from '../forms.js'
import { allPages } from '../paging.js'
// The role ceilings are the service's own data (src/shared/, which domain/access/access.ts decides with), not a copy.
import { ROLE_SCOPES } from '../../../src/shared/roles.js'

type Member = Schemas['Member']
type Token = Schemas['Token']
type Scope = Schemas['Scope']

/**
 * The scopes a new token gets: everything the member's role allows (SPEC B4,
 * C2), from the service's own access rules; an admin's token holds `admin`,
 * which implies the rest.
 */
const scopesFor = (role: Schemas['Role']): Scope[] => (role === 'admin' ? ['admin'] : [...ROLE_SCOPES[role]])

/** Members and their API tokens, for admins: add a member, issue a token (its secret shown once), revoke, remove. */
export function MembersPage() {
  const [members, setMembers] = useState<Member[]>()
  const [error, setError] = useState<string>()
  const once = useInFlight()
  // Two changes at once read the list twice: the answer of the later read is the one shown.
  const started = useLatestRead()
  const load = async () => {
    const latest = started()
    // Every page: a team of more than a page must not lose its newest members.
    const { items, problem } = await allPages((after) =>
      api.GET('/v1/Members', { params: { query: { limit: '1000', ...(after && { after }) } } }),
    )
    if (!latest()) return
    setMembers(items)
    setError(problem)
  }
  useEffect(() => {
    void load()
  }, [])
  const add = useApiForm(
    (data) =>
      api.POST('/v1/Members', {
        body: { Name: field(data, 'name'), Email: field(data, 'email'), Role: field(data, 'role') as Schemas['Role'] },
      }),
    () => void load(),
  )
  const remove = (m: Member) =>
    once(async () => {
      const { error: problem, response } = await api.DELETE('/v1/Members/{memberId}', { params: { path: { memberId: String(m.Id) } } })
      if (!response.ok) setError(describeProblem(problem, response.status))
      else await load()
    }, m.Id)
  return (
    <section>
      <h1>Members and tokens</h1>
      <ErrorMessage text={error} />
      {members === undefined ? (
        <Loading />
      ) : (
        <ul class="notes" aria-label="Members">
          {members.map((m) => (
            <li key={m.Id}>
              <p>
                <strong>{m.Name}</strong> <span class="muted">{m.Email}</span> <span class="status">{m.Role.replace('_', ' ')}</span>
              </p>
              <Tokens member={m} />
              <p>
                <button type="button" class="secondary" onClick={() => void remove(m)}>
                  Remove {m.Name}
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form class="panel grid" onSubmit={add.onSubmit} aria-label="New member">
        <label>
          Name
          <input name="name" required maxLength={200} />
        </label>
        <label>
          Email
          <input name="email" type="email" required maxLength={320} />
        </label>
        <label>
          Role
          <select name="role">
            <option value="recruiter">Recruiter</option>
            <option value="hiring_manager">Hiring manager</option>
            <option value="interviewer">Interviewer</option>
            <option value="admin">Admin</option>
          </select>
        </label>
        <ErrorMessage text={add.error} />
        <button type="submit">Add member</button>
      </form>
    </section>
  )
}

function Tokens({ member }: { member: Member }) {
  const [tokens, setTokens] = useState<Token[]>([])
  const [secret, setSecret] = useState<string>()
  const [error, setError] = useState<string>()
  const [problem, setProblem] = useState<string>()
  /** Requests per minute for the next token, as typed; empty: the service's limit. */
  const [rateLimit, setRateLimit] = useState('')
  const once = useInFlight()
  const path = { memberId: String(member.Id) }
  // Two tokens revoked at once read the list twice: an earlier answer arriving last must not bring one back.
  const started = useLatestRead()
  const load = async () => {
    const latest = started()
    const read = await allPages((after) =>
      api.GET('/v1/Members/{memberId}/Tokens', { params: { path, query: { limit: '1000', ...(after && { after }) } } }),
    )
    if (!latest()) return
    setTokens(read.items)
    setProblem(read.problem && `The tokens of ${member.Name} could not be read: ${read.problem}`)
  }
  useEffect(() => {
    void load()
  }, [member.Id])
  const issue = () =>
    once(async () => {
      const {
        data,
        error: refused,
        response,
      } = await api.POST('/v1/Members/{memberId}/Tokens', {
        params: { path },
        body: { Scopes: scopesFor(member.Role), ...(rateLimit.trim() !== '' && { RateLimit: Number(rateLimit) }) },
      })
      if (!data) {
        setError(describeProblem(refused, response.status))
        return
      }
      setError(undefined)
      setRateLimit('')
      // Shown once the list holds the new token (so that it can be revoked at once), whatever the list's read became.
      try {
        await load()
      } finally {
        setSecret(data.Token)
      }
    }, 'issue')
  const revoke = (token: Token) =>
    once(async () => {
      const { error: refused, response } = await api.DELETE('/v1/Tokens/{tokenId}', { params: { path: { tokenId: String(token.Id) } } })
      setError(response.ok ? undefined : describeProblem(refused, response.status))
      await load()
    }, token.Id)
  const live = tokens.filter((t) => t.RevokedDate === null)
  return (
    <div>
      <ErrorMessage text={problem} />
      <ErrorMessage text={error} />
      {secret && (
        <p class="panel" role="status">
          New token for {member.Name}, shown only now: <code class="secret">{secret}</code>
        </p>
      )}
      {live.length > 0 && (
        <ul class="cards" aria-label={`Tokens of ${member.Name}`}>
          {live.map((t) => (
            <li key={t.Id}>
              <code>{t.Start}…</code>
              <span class="muted">{t.ExpiresDate ? `expires ${new Date(t.ExpiresDate).toLocaleDateString()}` : 'never expires'}</span>
              {t.RateLimit !== null && <span class="muted">{t.RateLimit} requests a minute</span>}
              <button type="button" class="secondary" onClick={() => void revoke(t)}>
                Revoke {t.Start}…
              </button>
            </li>
          ))}
        </ul>
      )}
      <label>
        Requests a minute for a new token of {member.Name} (optional)
        <input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          placeholder="the service's limit"
          value={rateLimit}
          onInput={(e) => setRateLimit(e.currentTarget.value)}
        />
      </label>
      <button type="button" onClick={() => void issue()}>
        New token for {member.Name}
      </button>
    </div>
  )
}
