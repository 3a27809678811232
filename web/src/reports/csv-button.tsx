import { useState } from 'preact/hooks'
import { describeProblem } from '../api.js'
import { ErrorMessage } from '../feedback.js'

/** A report read as CSV through the typed client (`Accept: text/csv`, parsed as text). */
export type CsvRead = () => Promise<{ data?: string; error?: unknown; response: Response }>

/**
 * "Download CSV": the report asked for again as CSV and saved under `fileName`
 * (a link cannot send `Accept`, so the file is made from the answer).
 */
export function CsvButton({ read, fileName, what }: { read: CsvRead; fileName: string; what: string }) {
  const [error, setError] = useState<string>()
  const download = async () => {
    const { data, error: problem, response } = await read()
    if (data === undefined || !response.ok) {
      setError(describeProblem(problem, response.status))
      return
    }
    setError(undefined)
    const url = URL.createObjectURL(new Blob([data], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  return (
    <>
      <button type="button" class="secondary" onClick={() => void download()} aria-label={`Download CSV of ${what}`}>
        Download CSV
      </button>
      <ErrorMessage text={error} />
    </>
  )
}
