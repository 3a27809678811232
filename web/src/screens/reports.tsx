import { useLocation } from 'preact-iso'
import { useEffect, useState } from 'preact/hooks'
import { api, type Schemas } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import { field } from '../forms.js'
import { allPages } from '../paging.js'
import { InterviewersSection } from '../reports/interviewers-section.js'
import { PipelineSection } from '../reports/pipeline-section.js'
import { rangeProblem, rangeWords, type DayRange } from '../reports/range.js'
import { SourcesSection } from '../reports/sources-section.js'
import { TimeToHireSection } from '../reports/time-to-hire-section.js'
import '../reports/reports.css'
import { useSession } from '../session.js'

type Vacancy = Schemas['Vacancy']

/**
 * The reports (SPEC C11): a vacancy's funnel and the median days in its
 * stages, where applications come from, how long hiring takes and (for
 * admins and recruiters) how each interviewer's recommendations compare
 * with the decisions, over a range of days, each chart beside a table of its figures and a CSV
 * download. The choices live in the address (`?vacancy=&from=&to=`), so a
 * report can be linked to ("Report" on a vacancy and its board). This
 * screen, its charts and styles are loaded only when it is opened. A hiring
 * manager is offered its own teams' vacancies first, and of another's it is
 * told that it is not on the team (a report is made of applications, which
 * C3 keeps from it) rather than that the vacancy does not exist.
 */
export function ReportsPage() {
  const { query, route } = useLocation()
  const session = useSession()
  const range: DayRange = { from: query.from ?? '', to: query.to ?? '' }
  const manager = session.Role === 'hiring_manager'
  const [vacancies, setVacancies] = useState<Vacancy[]>()
  // A hiring manager's teams' vacancies; for other roles, undefined (every vacancy's report is theirs).
  const [mine, setMine] = useState<Set<number>>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    const read = (member?: number) =>
      allPages((after) =>
        api.GET('/v1/Vacancies', {
          params: {
            query: { limit: '1000', ...(after && { after }), ...(member !== undefined && { HiringTeamMemberId: String(member) }) },
          },
        }),
      )
    void Promise.all([read(), manager ? read(session.MemberId) : undefined]).then(([all, own]) => {
      setMine(own && new Set(own.items.map((v) => v.Id)))
      // Its own first, in the list as in the choice.
      setVacancies(own ? [...own.items, ...all.items.filter((v) => !own.items.some((o) => o.Id === v.Id))] : all.items)
      setError(all.problem ?? own?.problem)
    })
  }, [])
  const vacancyId = query.vacancy ?? (vacancies?.[0] ? String(vacancies[0].Id) : undefined)
  const vacancy = vacancies?.find((v) => String(v.Id) === vacancyId)
  const offTeam = mine !== undefined && vacancyId !== undefined && !mine.has(Number(vacancyId))
  const problem = rangeProblem(range)

  const show = (event: Event) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget as HTMLFormElement)
    const params = new URLSearchParams()
    for (const name of ['vacancy', 'from', 'to']) if (field(data, name)) params.set(name, field(data, name))
    route(`/reports?${params.toString()}`)
  }

  return (
    <section class="wide reports">
      <h1>Reports</h1>
      <form class="panel report-choice" onSubmit={show} aria-label="What to report">
        <label>
          Vacancy (for the funnel)
          <select name="vacancy" value={vacancyId ?? ''} key={vacancyId}>
            {(vacancies ?? []).map((v) => (
              <option key={v.Id} value={String(v.Id)}>
                {v.Title}
                {mine?.has(v.Id) ? ' (your team)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          From (first day)
          <input type="date" name="from" value={range.from} key={`from-${range.from}`} />
        </label>
        <label>
          To (last day, included)
          <input type="date" name="to" value={range.to} key={`to-${range.to}`} />
        </label>
        <button type="submit">Show</button>
      </form>
      <ErrorMessage text={error ?? problem} />
      <p class="muted" role="status">
        Applications and hires {rangeWords(range)}, days in UTC.
      </p>
      {!problem && (
        <>
          {vacancyId !== undefined &&
            // A hiring manager's funnel waits for its teams to be known: another team's would be refused, and said so wrongly.
            (!manager || mine !== undefined) &&
            (offTeam ? (
              <section class="report" aria-labelledby="funnel-title">
                <h2 id="funnel-title">Funnel of {vacancy?.Title ?? `vacancy ${vacancyId}`}</h2>
                <p class="notice">
                  You are not on this vacancy’s hiring team, so its applications, and the funnel made of them, are not shown to you.
                </p>
              </section>
            ) : (
              <PipelineSection vacancyId={vacancyId} title={vacancy?.Title ?? `vacancy ${vacancyId}`} range={range} />
            ))}
          <SourcesSection range={range} />
          <TimeToHireSection range={range} />
          {session.Role !== 'hiring_manager' && session.Role !== 'interviewer' && <InterviewersSection range={range} />}
        </>
      )}
    </section>
  )
}
