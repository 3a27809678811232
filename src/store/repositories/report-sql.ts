import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { onTeamOf } from '../sql/team-scope.js'
import type { Visibility } from './types.js'

/**
 * SQL pieces the reports share (report.repository.ts), written once for both
 * engines: no percentile function (SQLite has none), only window row numbers,
 * which both engines have.
 */

/** A half-open range of ISO date-times in UTC with milliseconds (text compares as time); either end may be open. */
export interface DateRange {
  readonly from: string | null
  readonly to: string | null
}

/** `column` within the range: From inclusive, To exclusive; `true` when both ends are open. */
export function inRange(column: string, range: DateRange): RawBuilder<SqlBool> {
  const ref = sql.ref(column)
  const from = range.from === null ? sql`1 = 1` : sql`${ref} >= ${range.from}`
  const to = range.to === null ? sql`1 = 1` : sql`${ref} < ${range.to}`
  return sql<SqlBool>`(${from} and ${to})`
}

/**
 * The reader's limit on a report's applications (domain/access/access.ts
 * visibilityOf): a hiring manager's vacancies only; an interviewer reads no
 * report (access.ts requireReports), and would count nothing here.
 */
export function visibleVacancy(vacancyColumn: string, visibility: Visibility): RawBuilder<SqlBool> {
  if (visibility.reach === 'hiring_team') return onTeamOf(vacancyColumn, visibility.viewerId)
  return visibility.reach === 'all' ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`
}

/**
 * Over rows numbered 1..n by value within their group (`rn`, `n`), the median
 * of `value`: the middle row, or the mean of the two middle rows when n is
 * even. `(n + 1) / 2` and `(n + 2) / 2` are integer divisions on both engines
 * (n is an integer), equal when n is odd.
 */
export function medianOf(value: string): RawBuilder<number | null> {
  return sql<number | null>`cast(avg(case when rn in ((n + 1) / 2, (n + 2) / 2) then ${sql.ref(value)} end) as double precision)`
}

/** The 90th percentile by the nearest-rank method: the value of row ceil(0.9 n), written (9n + 9) / 10 in integers. */
export function p90Of(value: string): RawBuilder<number | null> {
  return sql<number | null>`cast(max(case when rn = (9 * n + 9) / 10 then ${sql.ref(value)} end) as double precision)`
}

/** `rn` and `n` for medianOf and p90Of: the row's rank by `value` within `group`, and the group's size. */
export function ranked(value: string, group: string): RawBuilder<unknown> {
  const [v, g] = [sql.ref(value), sql.ref(group)]
  return sql`row_number() over (partition by ${g} order by ${v}) as rn, count(*) over (partition by ${g}) as n`
}
