import { stringify } from 'csv-stringify/sync'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { preferredType } from './accept.js'
import { attachment } from './content-disposition.js'

/** A report's figures, as JSON and as CSV rows (one per stage or per item, columns in the JSON fields' order). */
export interface ReportAnswer {
  readonly json: unknown
  readonly columns: readonly string[]
  readonly rows: readonly object[]
  /** The download's name, without extension. */
  readonly name: string
}

const CSV = 'text/csv; charset=utf-8'
/** What makes a spreadsheet read a cell as a formula (OWASP's list for CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Answers a report (SPEC C11) as JSON, or as CSV when the request's `Accept`
 * prefers it: RFC 4180 written by csv-stringify (quoting a field that holds
 * a comma, a quote or a line break, doubling its quotes), a header row of
 * the JSON field names, CRLF line ends, null as an empty field, no
 * byte-order mark, as an attachment. A text that a spreadsheet would run as
 * a formula (it begins with `=`, `+`, `-`, `@`, a tab or a carriage return)
 * is written with a `'` before it: the public types some of these values (a
 * careers link's `?source=`), and opening a report must never run them.
 * Numbers are written as they are.
 */
export function sendReport(request: FastifyRequest, reply: FastifyReply, answer: ReportAnswer): FastifyReply {
  reply.header('vary', 'accept')
  if (preferredType(request.headers.accept, ['application/json', 'text/csv']) === 'application/json') {
    return reply.type('application/json; charset=utf-8').send(answer.json)
  }
  const text = stringify([...answer.rows], {
    header: true,
    columns: [...answer.columns],
    record_delimiter: '\r\n',
    bom: false,
    cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
  })
  return reply
    .type(CSV)
    .header('content-disposition', attachment(`${answer.name}.csv`))
    .send(text)
}
