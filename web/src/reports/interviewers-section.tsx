import { api, type Schemas } from '../api.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { BarChart, Legend } from './bar-chart.js'
import { CsvButton } from './csv-button.js'
import { FiguresTable } from './figures-table.js'
import { rangeQuery, type DayRange } from './range.js'
import { useReport } from './use-report.js'

type Line = Schemas['InterviewerLine']

/**
 * Each interviewer's scorecards submitted in the range, and how often the
 * final decision went the way it recommended (Interviewers report). Shown
 * to admins and recruiters only: the API refuses it to hiring managers.
 */
export function InterviewersSection({ range }: { range: DayRange }) {
  const query = rangeQuery(range)
  const key = JSON.stringify(query)
  const { lines, error } = useReport<Line[]>(key, () => api.GET('/v1/Reports/Interviewers', { params: { query } }))

  return (
    <section class="report" aria-labelledby="interviewers-title">
      <h2 id="interviewers-title">Interviewers</h2>
      <ErrorMessage text={error} />
      {lines === undefined ? (
        !error && <Loading />
      ) : lines.length === 0 ? (
        <p class="empty">No scorecard was submitted in the range.</p>
      ) : (
        <>
          <Legend
            kinds={[
              { kind: 'agreed', name: 'Agreed with the decision' },
              { kind: 'reached', name: 'Decided' },
            ]}
          />
          <BarChart
            name="interviewers"
            bars={lines.map((l) => ({
              label: l.Name,
              total: l.Decided,
              segments: [{ kind: 'agreed', value: l.Agreed }],
              text: `${l.Agreed} of ${l.Decided}`,
            }))}
          />
          <FiguresTable
            caption="Scorecards submitted per interviewer, against the final decisions"
            columns={['Interviewer', 'Submitted', 'Strong yes', 'Yes', 'No', 'Strong no', 'No decision', 'Decided', 'Agreed']}
            rows={lines.map((l) => [l.Name, l.Submitted, l.StrongYes, l.Yes, l.No, l.StrongNo, l.NoDecision, l.Decided, l.Agreed])}
          />
          <p class="muted">
            Decided: the application is now hired or rejected. Agreed: a yes or strong yes for a hire, a no or strong no for a rejection.
          </p>
        </>
      )}
      <CsvButton
        what="the interviewers"
        fileName="interviewers.csv"
        read={() => api.GET('/v1/Reports/Interviewers', { params: { query }, parseAs: 'text', headers: { accept: 'text/csv' } })}
      />
    </section>
  )
}
