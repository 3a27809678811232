import { useEffect, useState } from 'preact/hooks'
import { describeProblem } from '../api.js'
import { useLatestRead } from '../forms.js'

/** What a report's read answers: JSON lines, or (only with `Accept: text/csv`) a string. */
interface ReportAnswer<T> {
  data?: T | string
  error?: unknown
  response: Response
}

/**
 * A report read again whenever `key` (its query) changes: undefined while it
 * is on its way, then its lines (a whole report object for Pipeline) or the
 * problem's words; only the answer to the latest query is shown.
 */
export function useReport<T>(key: string, read: () => Promise<ReportAnswer<T>>): { lines?: T; error?: string } {
  const [lines, setLines] = useState<T>()
  const [error, setError] = useState<string>()
  const latest = useLatestRead()
  useEffect(() => {
    setLines(undefined)
    setError(undefined)
    // An answer to an earlier query (a range changed while the last one was on its way) arriving late is dropped.
    const stillLatest = latest()
    void read().then(({ data, error: problem, response }) => {
      if (!stillLatest()) return
      // The answer's type is JSON or CSV; without `Accept: text/csv` it is JSON.
      if (data !== undefined && typeof data !== 'string') setLines(data)
      else setError(describeProblem(problem, response.status))
    })
  }, [key])
  return { lines, error }
}
