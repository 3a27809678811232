import { api, type Schemas } from '../api.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { BarChart, Legend } from './bar-chart.js'
import { CsvButton } from './csv-button.js'
import { FiguresTable } from './figures-table.js'
import { rangeQuery, type DayRange } from './range.js'
import { useReport } from './use-report.js'

type Line = Schemas['SourceLine']

/** How an application with no source is named on the screen. */
const NO_SOURCE = '(none given)'

/** Where the applications made in the range came from, and how many of them were hired (Sources report). */
export function SourcesSection({ range }: { range: DayRange }) {
  const query = rangeQuery(range)
  const key = JSON.stringify(query)
  const { lines, error } = useReport<Line[]>(key, () => api.GET('/v1/Reports/Sources', { params: { query } }))

  return (
    <section class="report" aria-labelledby="sources-title">
      <h2 id="sources-title">Sources</h2>
      <ErrorMessage text={error} />
      {lines === undefined ? (
        !error && <Loading />
      ) : lines.length === 0 ? (
        <p class="empty">No application was made in the range.</p>
      ) : (
        <>
          <Legend
            kinds={[
              { kind: 'reached', name: 'Applications' },
              { kind: 'hired', name: 'Hired' },
            ]}
          />
          <BarChart
            name="sources"
            bars={lines.map((l) => ({
              label: l.Source ?? NO_SOURCE,
              total: l.Applications,
              segments: [{ kind: 'hired', value: l.Hired }],
              text: `${String(l.Applications)} (${String(l.Hired)} hired)`,
            }))}
          />
          <FiguresTable
            caption="Applications by source"
            columns={['Source', 'Applications', 'Active', 'Hired']}
            rows={lines.map((l) => [l.Source ?? NO_SOURCE, l.Applications, l.Active, l.Hired])}
          />
        </>
      )}
      <CsvButton
        what="the sources"
        fileName="sources.csv"
        read={() => api.GET('/v1/Reports/Sources', { params: { query }, parseAs: 'text', headers: { accept: 'text/csv' } })}
      />
    </section>
  )
}
