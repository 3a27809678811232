import { api, type Schemas } from '../api.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { BarChart, Legend } from './bar-chart.js'
import { CsvButton } from './csv-button.js'
import { daysText, FiguresTable } from './figures-table.js'
import { rangeQuery, type DayRange } from './range.js'
import { useReport } from './use-report.js'

type Report = Schemas['PipelineReport']

const FUNNEL_KINDS = [
  { kind: 'reached', name: 'Moved on or still in it' },
  { kind: 'rejected', name: 'Rejected here' },
  { kind: 'withdrawn', name: 'Withdrew here' },
  { kind: 'hired', name: 'Hired here' },
]

/** A vacancy's funnel (Pipeline report): how many reached each stage and where they left, and the median days in each. */
export function PipelineSection({ vacancyId, title, range }: { vacancyId: string; title: string; range: DayRange }) {
  const query = { VacancyId: vacancyId, ...rangeQuery(range) }
  const key = JSON.stringify(query)
  const { lines: report, error } = useReport<Report>(key, () => api.GET('/v1/Reports/Pipeline', { params: { query } }))

  return (
    <section class="report" aria-labelledby="funnel-title">
      <h2 id="funnel-title">Funnel of {title}</h2>
      <ErrorMessage text={error} />
      {report === undefined ? (
        !error && <Loading />
      ) : (
        <>
          <p class="muted">{`${String(report.Applications)} applications made in the range.`}</p>
          <Legend kinds={FUNNEL_KINDS} />
          <BarChart
            name="funnel"
            bars={report.Stages.map((s) => ({
              label: s.Name,
              total: s.Reached,
              segments: [
                { kind: 'rejected', value: s.Rejected },
                { kind: 'withdrawn', value: s.Withdrawn },
                { kind: 'hired', value: s.Hired },
              ],
              text: String(s.Reached),
            }))}
          />
          <FiguresTable
            caption={`Funnel of ${title}: applications per stage`}
            columns={['Stage', 'Reached', 'In it now', 'Rejected', 'Withdrew', 'Hired']}
            rows={report.Stages.map((s) => [s.Name, s.Reached, s.Current, s.Rejected, s.Withdrawn, s.Hired])}
          />
          <h3>Median days in each stage</h3>
          <p class="muted">Completed stays only: entered, then left by a move.</p>
          <BarChart
            name="stage-days"
            bars={report.Stages.map((s) => ({
              label: s.Name,
              total: s.MedianDaysInStage ?? 0,
              segments: [{ kind: 'days', value: s.MedianDaysInStage ?? 0 }],
              text: daysText(s.MedianDaysInStage),
            }))}
          />
          <FiguresTable
            caption={`Median days in each stage of ${title}`}
            columns={['Stage', 'Median days']}
            rows={report.Stages.map((s) => [s.Name, daysText(s.MedianDaysInStage)])}
          />
          <CsvButton
            what={`the funnel of ${title}`}
            fileName={`pipeline-${vacancyId}.csv`}
            read={() => api.GET('/v1/Reports/Pipeline', { params: { query }, parseAs: 'text', headers: { accept: 'text/csv' } })}
          />
        </>
      )}
    </section>
  )
}
