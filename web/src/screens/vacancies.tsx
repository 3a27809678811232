import { useEffect, useState } from 'preact/hooks'
import { field, useApiForm, useLatestRead } from '../forms.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { api, type Schemas } from '../api.js'
import { allPages } from '../paging.js'
import { canWrite, useSession } from '../session.js'

type Vacancy = Schemas['Vacancy']

/** Every vacancy (every role sees them), and a form to open one. */
export function VacanciesPage() {
  const session = useSession()
  const [rows, setRows] = useState<Vacancy[]>()
  const [error, setError] = useState<string>()
  // Two vacancies opened in a row read the list twice: the later read's answer is the one shown.
  const started = useLatestRead()
  const load = async () => {
    const latest = started()
    // Every page: the list runs oldest first, so one page would leave out the newest vacancies.
    const { items, problem } = await allPages((after) =>
      api.GET('/v1/Vacancies', { params: { query: { limit: '1000', ...(after && { after }) } } }),
    )
    if (!latest()) return
    setRows(items)
    setError(problem)
  }
  useEffect(() => {
    void load()
  }, [])
  const create = useApiForm(
    (data) => api.POST('/v1/Vacancies', { body: { Title: field(data, 'title') } }),
    () => void load(),
  )
  return (
    <section>
      <h1>Vacancies</h1>
      <ErrorMessage text={error} />
      {rows === undefined ? (
        <Loading />
      ) : rows.length === 0 ? (
        !error && <p class="empty">No vacancies yet.</p>
      ) : (
        <ul class="cards" aria-label="Vacancies">
          {rows.map((v) => (
            <li key={v.Id}>
              <a href={`/vacancies/${String(v.Id)}/board`}>{v.Title}</a>
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
