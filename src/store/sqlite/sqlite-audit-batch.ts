import { CompiledQuery } from 'kysely'
import { AUDIT_DATE_BYTES, type AuditRows } from '../sql/audit-batch.js'
import { AUDIT_COLUMNS, type NewAuditEvent } from '../sql/change-rows.js'
import type { Db } from '../sql/db.js'

/** Rows per statement of bound parameters (SQLite, whose driver binds each in native code): 8 each, far below its limit. */
const BOUND_ROWS = 250

/** A run this long or longer is one statement of its own; shorter ones go with their neighbours as bound rows. */
const MIN_RUN = 8
/** Rows per statement of a run: bounds the two buffers a statement binds. */
const MAX_RUN = 10_000

/**
 * SQLite's batch: each run of a repeated read (AuditRows.runEnd) is one
 * statement whose rows SQLite makes itself, from the run's shared values
 * bound once and its dates and request ids bound as two buffers of
 * fixed-width slices; the other rows as bound parameters, BOUND_ROWS a
 * statement. A row bound costs the driver eight values, and the
 * service a string for its date and one for its request id, which under a
 * hot read's load were most of the audit's cost. One transaction for more
 * than one statement; rows keep their order.
 */
export async function insertAuditRowsInRuns(db: Db, rows: AuditRows): Promise<void> {
  const statements: Array<(db: Db) => Promise<void>> = []
  const bound = (start: number, end: number) => {
    for (let from = start; from < end; from += BOUND_ROWS) {
      const to = Math.min(end, from + BOUND_ROWS)
      statements.push(async (db) => {
        await db.executeQuery(CompiledQuery.raw(batchSql(db, to - from), rows.values(from, to)))
      })
    }
  }
  let unwritten = 0
  for (let start = 0, end = 0; start < rows.count; start = end) {
    end = rows.runEnd(start, MAX_RUN)
    if (end - start < MIN_RUN) continue
    bound(unwritten, start)
    const [from, to] = [start, end]
    statements.push(async (db) => {
      const { shared, dates, ids, idBytes } = rows.run(from, to)
      await db.executeQuery(CompiledQuery.raw(RUN_SQL, [to - from, dates, ...shared, ids, idBytes, idBytes]))
    })
    unwritten = end
  }
  bound(unwritten, rows.count)
  const all = async (trx: Db) => {
    for (const statement of statements) await statement(trx)
  }
  await (statements.length === 1 || db.isTransaction ? all(db) : db.transaction().execute(all))
}

// Row i of the run from a counter, its date and request id cut from the two
// buffers. SQLite makes a recursive CTE's rows in the order of i, and the
// insert takes them in that order: ids follow the reads.
const RUN_SQL = `with recursive run(i) as (select 0 union all select i + 1 from run where i + 1 < ?)
insert into audit_events (${AUDIT_COLUMNS.join(', ')})
select cast(substr(?, i * ${AUDIT_DATE_BYTES} + 1, ${AUDIT_DATE_BYTES}) as text), ?, ?, ?, ?, ?, ?, cast(substr(?, i * ? + 1, ?) as text) from run`

// The SQL of `count` bound rows depends only on that count, so it is built once per count and database,
// not once per batch: building it cost more than running it.
const batchSqls = new WeakMap<Db, Map<number, string>>()

function batchSql(db: Db, count: number): string {
  let byCount = batchSqls.get(db)
  if (!byCount) batchSqls.set(db, (byCount = new Map<number, string>()))
  let text = byCount.get(count)
  if (text === undefined) {
    const empty = Object.fromEntries(AUDIT_COLUMNS.map((c) => [c, null])) as unknown as NewAuditEvent
    text = db
      .insertInto('audit_events')
      .values(Array.from({ length: count }, () => empty))
      .compile().sql
    byCount.set(count, text)
  }
  return text
}
