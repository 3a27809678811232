import { CompiledQuery, type Insertable } from 'kysely'
import { engineOf } from '../engine.js'
import type { AuditEventRow, AuditEventTable } from '../tables.js'
import { inPage } from './keyset-page.js'
import { preparedQuery } from './prepared-query.js'
import type { Db, Page } from './types.js'

export type NewAuditEvent = Required<Omit<Insertable<AuditEventTable>, 'id'>>

const COLUMNS = ['date', 'member_id', 'token_id', 'action', 'candidate_id', 'resource_type', 'resource_id', 'request_id'] as const

// A change's row is written on every write request: compiled once, run with new values.
const insertOne = preparedQuery(
  (
    db: Db,
    date: string,
    memberId: number | null,
    tokenId: number | null,
    action: string,
    candidateId: number | null,
    type: string,
    resourceId: string | null,
    requestId: string | null,
  ) =>
    db.insertInto('audit_events').values({
      date,
      member_id: memberId,
      token_id: tokenId,
      action,
      candidate_id: candidateId,
      resource_type: type,
      resource_id: resourceId,
      request_id: requestId,
    }),
)

/** One row, in the caller's transaction (a change's own). */
export async function insertAuditEvent(trx: Db, e: NewAuditEvent): Promise<void> {
  await insertOne(trx, e.date, e.member_id, e.token_id, e.action, e.candidate_id, e.resource_type, e.resource_id, e.request_id)
}

/** A value of a row of a batch, in the order of COLUMNS. */
export type AuditValue = string | number | null

/** Values per row of a batch: one per column. */
export const AUDIT_ROW_WIDTH = COLUMNS.length

/**
 * A batch of rows (the reads of up to a second), whose values are made a
 * chunk at a time as the chunks are written: `values(start, end)` gives
 * those of rows `start` to `end - 1`, one row after another, in the order of
 * COLUMNS. Made whole, a batch of a busy second was one array of some
 * 200,000 values, allocated straight into the collector's old generation.
 */
export interface AuditRows {
  readonly count: number
  values(start: number, end: number): AuditValue[]
  /**
   * The end of the run of rows from `start` (at most `max` of them) that
   * differ in their date and request id only, those ids all of one length:
   * the same read repeated, as a hot read is.
   */
  runEnd(start: number, max: number): number
  /** Rows `start` to `end - 1`, one run (`runEnd`), as the values they share and their dates and request ids side by side. */
  run(start: number, end: number): AuditRun
}

/** Bytes of a date as the store keeps it: `YYYY-MM-DDTHH:MM:SS.mmmZ`. */
export const AUDIT_DATE_BYTES = 24

/** Rows that differ in their date and request id only. */
export interface AuditRun {
  /** member_id to resource_id, in the order of COLUMNS. */
  readonly shared: readonly AuditValue[]
  /** Each row's date, AUDIT_DATE_BYTES bytes of ASCII, one after another. */
  readonly dates: Buffer
  /** Each row's request id, `idBytes` bytes of ASCII, one after another. */
  readonly ids: Buffer
  readonly idBytes: number
}

/**
 * Writes a batch of rows in their order, all or nothing: in as few
 * statements as the engine writes them best (engine.ts `insertAuditBatch`).
 */
export function insertAuditEvents(db: Db, rows: AuditRows): Promise<void> {
  if (rows.count === 0) return Promise.resolve()
  return engineOf(db).insertAuditBatch(db, rows)
}

/** Runs `write` on each chunk of at most `size` rows, with its values and its number of rows; more than one chunk share a transaction. */
export async function inChunks(
  db: Db,
  rows: AuditRows,
  size: number,
  write: (db: Db, values: AuditValue[], count: number) => Promise<void>,
): Promise<void> {
  if (rows.count <= size) return write(db, rows.values(0, rows.count), rows.count)
  const all = async (trx: Db) => {
    for (let start = 0; start < rows.count; start += size) {
      const end = Math.min(rows.count, start + size)
      await write(trx, rows.values(start, end), end - start)
    }
  }
  await (db.isTransaction ? all(db) : db.transaction().execute(all))
}

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
insert into audit_events (${COLUMNS.join(', ')})
select cast(substr(?, i * ${AUDIT_DATE_BYTES} + 1, ${AUDIT_DATE_BYTES}) as text), ?, ?, ?, ?, ?, ?, cast(substr(?, i * ? + 1, ?) as text) from run`

// The SQL of `count` bound rows depends only on that count, so it is built once per count and database,
// not once per batch: building it cost more than running it.
const batchSqls = new WeakMap<Db, Map<number, string>>()

function batchSql(db: Db, count: number): string {
  let byCount = batchSqls.get(db)
  if (!byCount) batchSqls.set(db, (byCount = new Map<number, string>()))
  let text = byCount.get(count)
  if (text === undefined) {
    const empty = Object.fromEntries(COLUMNS.map((c) => [c, null])) as unknown as NewAuditEvent
    text = db
      .insertInto('audit_events')
      .values(Array.from({ length: count }, () => empty))
      .compile().sql
    byCount.set(count, text)
  }
  return text
}

export interface AuditFilter {
  readonly candidateId?: number
  readonly memberId?: number
}

/** Rows above `after`, oldest first, of one candidate and/or member (and one more, to tell whether a page follows). */
export function listAuditEvents(db: Db, filter: AuditFilter, page: Page): Promise<AuditEventRow[]> {
  let query = db.selectFrom('audit_events').selectAll()
  if (filter.candidateId !== undefined) query = query.where('candidate_id', '=', filter.candidateId)
  if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId)
  return inPage(query, page).execute()
}

/**
 * The lowest id whose row is dated at or after `cutoff`, looked for from the
 * oldest id up: after each purge the oldest rows are the next to go, so the
 * walk passes only rows about to be deleted.
 */
export async function firstAuditIdFrom(db: Db, cutoff: string): Promise<number | undefined> {
  const row = await db.selectFrom('audit_events').select('id').where('date', '>=', cutoff).orderBy('id').limit(1).executeTakeFirst()
  return row?.id
}

/** Deletes up to `limit` of the oldest rows below id `before` (all rows when undefined) dated before `cutoff`; answers how many. */
export async function deleteAuditEventsBefore(db: Db, cutoff: string, before: number | undefined, limit: number): Promise<number> {
  const oldest = db.selectFrom('audit_events').select('id').where('date', '<', cutoff).orderBy('id').limit(limit)
  const ids = (before === undefined ? oldest : oldest.where('id', '<', before)).as('oldest')
  const result = await db
    .deleteFrom('audit_events')
    .where('id', 'in', (eb) => eb.selectFrom(ids).select('oldest.id'))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
