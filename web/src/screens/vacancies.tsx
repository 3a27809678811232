import { useLocation } from 'preact-iso'
import { useEffect, useState } from 'preact/hooks'
import { field, useApiForm, useLatestRead } from '../forms.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { api, type Schemas } from '../api.js'
import { allPages } from '../paging.js'
import { canWrite, useSession } from '../session.js'

type Vacancy = Schemas['Vacancy']

/** Every vacancy (SPEC C3: every role sees them), oldest first. */
function readVacancies(teamMemberId?: number) {
  // Every page: the list runs oldest first, so one page would leave out the newest vacancies.
  return allPages((after) =>
    api.GET('/v1/Vacancies', {
      params: {
        query: { limit: '1000', ...(after && { after }), ...(teamMemberId !== undefined && { HiringTeamMemberId: String(teamMemberId) }) },
      },
    }),
  )
}

/**
 * Every vacancy, and a form to open one, which then opens the new vacancy's
 * settings at its hiring team (a new vacancy's team is empty). A hiring
 * manager sees the vacancies whose team it sits on first, marked "Your
 * team", and the others apart, said to be other teams' (their boards and
 * reports show it no application, SPEC C3), rather than as empty ones.
 */
export function VacanciesPage() {
  const session = useSession()
  const { route } = useLocation()
  const manager = session.Role === 'hiring_manager'
  const [rows, setRows] = useState<Vacancy[]>()
  const [mine, setMine] = useState<Set<number>>(new Set())
  const [error, setError] = useState<string>()
  // Two reads overlapping: the later read's answer is the one shown.
  const started = useLatestRead()
  const load = async () => {
    const latest = started()
    const [all, own] = await Promise.all([readVacancies(), manager ? readVacancies(session.MemberId) : undefined])
    if (!latest()) return
    setRows(all.items)
    setMine(new Set(own?.items.map((v) => v.Id)))
    setError(all.problem ?? own?.problem)
  }
  useEffect(() => {
    void load()
  }, [])
  const create = useApiForm(
    (data) => api.POST('/v1/Vacancies', { body: { Title: field(data, 'title') } }),
    (vacancy) => {
      if (vacancy) route(`/vacancies/${String(vacancy.Id)}?new=1`)
    },
  )
  const own = rows?.filter((v) => mine.has(v.Id)) ?? []
  const others = rows?.filter((v) => !mine.has(v.Id)) ?? []
  return (
    <section>
      <h1>Vacancies</h1>
      <ErrorMessage text={error} />
      {rows === undefined ? (
        <Loading />
      ) : rows.length === 0 ? (
        !error && <p class="empty">No vacancies yet.</p>
      ) : manager ? (
        <>
          <h2>Your vacancies</h2>
          {own.length === 0 ? (
            <p class="empty">You are not on any vacancy’s hiring team yet. A recruiter or an admin can add you to one.</p>
          ) : (
            <VacancyList rows={own} label="Your vacancies" mine />
          )}
          {others.length > 0 && (
            <>
              <h2>Other vacancies</h2>
              <p class="muted">You are not on these hiring teams, so their applications are not shown to you.</p>
              <VacancyList rows={others} label="Other vacancies" />
            </>
          )}
        </>
      ) : (
        <VacancyList rows={rows} label="Vacancies" />
      )}
      {canWrite(session) && (
        <form class="panel row" onSubmit={create.onSubmit} aria-label="New vacancy">
          <label class="grow">
            New vacancy title
            <input name="title" required maxLength={300} />
          </label>
          <ErrorMessage text={create.error} />
          <button type="submit">Open vacancy</button>
        </form>
      )}
    </section>
  )
}

function VacancyList({ rows, label, mine = false }: { rows: Vacancy[]; label: string; mine?: boolean }) {
  return (
    <ul class="cards" aria-label={label}>
      {rows.map((v) => (
        <li key={v.Id}>
          <a href={`/vacancies/${String(v.Id)}/board`}>{v.Title}</a>
          {mine && <span class="status status-team">Your team</span>}
          <a href={`/vacancies/${String(v.Id)}`} aria-label={`Settings of ${v.Title}`}>
            Settings
          </a>
          <a href={`/reports?vacancy=${String(v.Id)}`} aria-label={`Report of ${v.Title}`}>
            Report
          </a>
          <span class={`status status-${v.Status}`}>{v.Status.replace('_', ' ')}</span>
          {v.Published && <span class="status status-published">published</span>}
        </li>
      ))}
    </ul>
  )
}
