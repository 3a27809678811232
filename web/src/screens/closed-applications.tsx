import { useLocation } from 'preact-iso'
import { useEffect, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { readColumnPage, type Person } from '../board/column-pages.js'
import { exactTime } from '../board/time-ago.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { useInFlight, useLatestRead } from '../forms.js'
import { WHOLE_STAGES } from '../paging.js'
import { canWrite, useSession } from '../session.js'

type Card = Schemas['BoardCard']
type Closed = Exclude<Card['Status'], 'active'>

const VIEWS: ReadonlyArray<{ status: Closed; label: string }> = [
  { status: 'rejected', label: 'Rejected' },
  { status: 'withdrawn', label: 'Withdrawn' },
  { status: 'hired', label: 'Hired' },
]

/**
 * A vacancy's applications that left the board (SPEC C2): rejected,
 * withdrawn or hired, one status at a time (`?status=`, so the view can be
 * bookmarked), oldest first, a page at a time, each with its stage, its
 * reason and when it last changed; a recruiter or admin reopens one here,
 * back onto the board in the stage it left from.
 */
export function ClosedApplicationsPage({ id }: { id: string }) {
  const session = useSession()
  const { query, route } = useLocation()
  const status = VIEWS.find((v) => v.status === query.status)?.status ?? 'rejected'
  const [title, setTitle] = useState<string>()
  const [stages, setStages] = useState<Schemas['Stage'][]>([])
  const [cards, setCards] = useState<Card[]>()
  const [people, setPeople] = useState<Map<number, Person>>(new Map())
  const [next, setNext] = useState<string>()
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [onTeam, setOnTeam] = useState<boolean>()
  const started = useLatestRead()
  const once = useInFlight()

  const load = async () => {
    const latest = started()
    const [v, s, page, team] = await Promise.all([
      api.GET('/v1/Vacancies/{id}', { params: { path: { id } } }),
      api.GET('/v1/Vacancies/{id}/Stages', { params: { path: { id }, query: WHOLE_STAGES } }),
      readColumnPage(id, undefined, undefined, status),
      session.Role === 'hiring_manager'
        ? api.GET('/v1/Vacancies/{id}/HiringTeam', { params: { path: { id }, query: { limit: '1000' } } })
        : undefined,
    ])
    if (!latest()) return
    if (!v.data) {
      setError(describeProblem(v.error, v.response.status))
      setCards([])
      return
    }
    setTitle(v.data.Title)
    setStages(s.data ?? [])
    setOnTeam(team?.data && team.data.some((m) => m.MemberId === session.MemberId))
    setCards(page.items)
    setPeople(page.people)
    setNext(page.next)
    setError(page.problem)
  }
  useEffect(() => {
    setCards(undefined)
    void load()
  }, [id, status])

  const more = () =>
    once(async () => {
      if (next === undefined) return
      const page = await readColumnPage(id, undefined, next, status)
      if (page.problem !== undefined) {
        setError(page.problem)
        return
      }
      setCards((all) => [...(all ?? []), ...page.items])
      setPeople((known) => new Map([...known, ...page.people]))
      setNext(page.next)
    })

  const reopen = (card: Card, name: string) =>
    once(async () => {
      const { error: problem, response } = await api.POST('/v1/Applications/{id}/Reopen', {
        params: { path: { id: String(card.Id) } },
      })
      await load()
      if (response.ok) setNotice(`${name} is back on the board.`)
      else setError(describeProblem(problem, response.status))
    }, card.Id)

  const view = VIEWS.find((v) => v.status === status)
  return (
    <section>
      <p>
        <a href="/vacancies">← Vacancies</a> · <a href={`/vacancies/${id}/board`}>Pipeline board</a>
      </p>
      <h1>{title ? `${title}: rejected, withdrawn and hired` : 'Rejected, withdrawn and hired'}</h1>
      {onTeam === false && <p class="notice">You are not on this vacancy’s hiring team, so its applications are not shown to you.</p>}
      <nav class="row" aria-label="Which applications">
        {VIEWS.map((v) => (
          <a
            key={v.status}
            href={`/vacancies/${id}/closed?status=${v.status}`}
            aria-current={v.status === status ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault()
              route(`/vacancies/${id}/closed?status=${v.status}`)
            }}
          >
            {v.label}
          </a>
        ))}
      </nav>
      <ErrorMessage text={error} />
      <p class="muted" role="status" aria-live="polite">
        {notice}
      </p>
      {cards === undefined ? (
        <Loading />
      ) : cards.length === 0 ? (
        !error && onTeam !== false && <p class="empty">No {view?.label.toLowerCase()} applications.</p>
      ) : (
        <ul class="cards" aria-label={`${view?.label ?? ''} applications`}>
          {cards.map((card) => {
            const name = people.get(card.CandidateId)?.name ?? `Candidate ${String(card.CandidateId)}`
            return (
              <li key={card.Id}>
                <a href={`/candidates/${String(card.CandidateId)}`}>{name}</a>
                <span class={`status status-${card.Status}`}>{card.Status}</span>
                <span class="muted">in {stages.find((s) => s.Id === card.StageId)?.Name ?? 'a stage since deleted'}</span>
                <span class="muted">
                  on <time dateTime={card.UpdatedDate}>{exactTime(card.UpdatedDate)}</time>
                </span>
                {card.RejectionReason && <span class="reason">“{card.RejectionReason}”</span>}
                {card.ScorecardsExpected > 0 && (
                  <span class="muted">
                    {card.ScorecardsSubmitted}/{card.ScorecardsExpected} scorecards
                  </span>
                )}
                {canWrite(session) && (
                  <button type="button" class="link" onClick={() => void reopen(card, name)}>
                    Reopen<span class="visually-hidden"> {name}</span>
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {next !== undefined && (
        <button type="button" class="secondary" onClick={() => void more()}>
          Show more<span class="visually-hidden"> {view?.label.toLowerCase()} applications</span>
        </button>
      )}
    </section>
  )
}
