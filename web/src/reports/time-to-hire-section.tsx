import { api, type Schemas } from '../api.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { BarChart, Legend } from './bar-chart.js'
import { CsvButton } from './csv-button.js'
import { daysText, FiguresTable } from './figures-table.js'
import { rangeQuery, type DayRange } from './range.js'
import { useReport } from './use-report.js'

type Line = Schemas['TimeToHireLine']

/** Days from application to hire per vacancy, for the hires made in the range (TimeToHire report). */
export function TimeToHireSection({ range }: { range: DayRange }) {
  const query = rangeQuery(range)
  const key = JSON.stringify(query)
  const { lines, error } = useReport<Line[]>(key, () => api.GET('/v1/Reports/TimeToHire', { params: { query } }))

  return (
    <section class="report" aria-labelledby="hire-title">
      <h2 id="hire-title">Time to hire</h2>
      <ErrorMessage text={error} />
      {lines === undefined ? (
        !error && <Loading />
      ) : lines.length === 0 ? (
        <p class="empty">No hire was made in the range.</p>
      ) : (
        <>
          <Legend
            kinds={[
              { kind: 'days', name: 'Median days' },
              { kind: 'p90', name: 'Up to the 90th percentile' },
            ]}
          />
          <BarChart
            name="time-to-hire"
            bars={lines.map((l) => ({
              label: l.Title,
              total: l.P90Days ?? 0,
              segments: [
                { kind: 'days', value: l.MedianDays ?? 0 },
                { kind: 'p90', value: Math.max(0, (l.P90Days ?? 0) - (l.MedianDays ?? 0)) },
              ],
              text: `${daysText(l.MedianDays)} / ${daysText(l.P90Days)} days`,
            }))}
          />
          <FiguresTable
            caption="Days from application to hire, per vacancy"
            columns={['Vacancy', 'Hires', 'Median days', '90th percentile days']}
            rows={lines.map((l) => [l.Title, l.Hires, daysText(l.MedianDays), daysText(l.P90Days)])}
          />
        </>
      )}
      <CsvButton
        what="the time to hire"
        fileName="time-to-hire.csv"
        read={() => api.GET('/v1/Reports/TimeToHire', { params: { query }, parseAs: 'text', headers: { accept: 'text/csv' } })}
      />
    </section>
  )
}
