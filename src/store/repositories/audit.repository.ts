import { sql, type Insertable } from 'kysely'
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

/** Rows per statement of a batch: one JSON value each, a few hundred kB at most. */
export const AUDIT_BATCH_ROWS = 5000

/** One row of a batch as its values, in the order of COLUMNS (how a batch is sent: see insertAuditEvents). */
export type AuditRowValues = readonly [
  date: string,
  memberId: number | null,
  tokenId: number | null,
  action: string,
  candidateId: number | null,
  resourceType: string,
  resourceId: string | null,
  requestId: string | null,
]

/**
 * Many rows in one statement (a batch of reads), at most AUDIT_BATCH_ROWS,
 * in their order: the rows go as one JSON array of arrays, one parameter,
 * which the database takes apart (engine.ts `jsonArrayRows`). A batch holds
 * up to a second of reads; eight parameters a row cost the driver more
 * than the statement cost the database, and `JSON.stringify` writes the
 * whole batch in one native call. The SQL is the same for every batch.
 */
export async function insertAuditEvents(db: Db, rows: readonly AuditRowValues[]): Promise<void> {
  if (rows.length === 0) return
  if (rows.length > AUDIT_BATCH_ROWS) throw new RangeError(`at most ${AUDIT_BATCH_ROWS} audit rows per statement`)
  const engine = engineOf(db)
  const at = (i: number, type: 'text' | 'bigint') => sql`cast(r.value ->> ${sql.lit(i)} as ${sql.raw(type)})`
  await sql`
    insert into audit_events (${sql.join(COLUMNS.map((c) => sql.ref(c)))})
    select ${at(0, 'text')}, ${at(1, 'bigint')}, ${at(2, 'bigint')}, ${at(3, 'text')}, ${at(4, 'bigint')}, ${at(5, 'text')}, ${at(6, 'text')}, ${at(7, 'text')}
    from ${engine.jsonArrayRows(JSON.stringify(rows))}
    order by r.key`.execute(db)
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
