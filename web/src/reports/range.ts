/**
 * The screen's date range: whole days in UTC, both included, as the date
 * inputs show them; the reports take From inclusive and To exclusive, so To
 * is the day after the last one.
 */
export interface DayRange {
  /** YYYY-MM-DD or '' (open). */
  readonly from: string
  readonly to: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The query of a report for the range; a half left empty (or not a day) is left out. */
export function rangeQuery(range: DayRange): { From?: string; To?: string } {
  const to = DAY.test(range.to) ? new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString() : undefined
  return {
    ...(DAY.test(range.from) && { From: `${range.from}T00:00:00.000Z` }),
    ...(to !== undefined && { To: to }),
  }
}

/** Why the range cannot be asked for, if it cannot. */
export function rangeProblem(range: DayRange): string | undefined {
  return DAY.test(range.from) && DAY.test(range.to) && range.to < range.from ? 'The last day comes before the first.' : undefined
}

/** The range as words, for headings and the status line. */
export function rangeWords(range: DayRange): string {
  if (range.from && range.to) return `from ${range.from} to ${range.to}`
  if (range.from) return `from ${range.from}`
  if (range.to) return `up to ${range.to}`
  return 'all time'
}
