import type { AuditEventRow } from '../tables.js'
import { writePathsOf } from '../engine.js'
import type { AuditRows } from '../sql/audit-batch.js'
import { inPage } from './keyset-page.js'
import type { Db, Page } from './types.js'

// A change's own row is written with its change (sql/change-rows.ts, shared with the engines' write paths);
// named here too, where the domain reads them.
export { insertAuditEvent, type NewAuditEvent } from '../sql/change-rows.js'
export { AUDIT_DATE_BYTES, AUDIT_ROW_WIDTH, type AuditRows, type AuditRun, type AuditValue } from '../sql/audit-batch.js'

/**
 * Writes a batch of rows in their order, all or nothing: in as few
 * statements as the engine writes them best (engine.ts WritePaths `insertAuditBatch`).
 */
export function insertAuditEvents(db: Db, rows: AuditRows): Promise<void> {
  if (rows.count === 0) return Promise.resolve()
  return writePathsOf(db).insertAuditBatch(db, rows)
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

/** The id of the newest audit row, 0 when there is none (the demo's rows are those after it: demo/backdate-audit.ts). */
export async function lastAuditId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst()
  return row?.last ?? 0
}

/** Every audit row after `afterId`, in id order, and their removal: the demo writes its own again, backdated. */
export function listAuditEventsAfter(db: Db, afterId: number): Promise<AuditEventRow[]> {
  return db.selectFrom('audit_events').selectAll().where('id', '>', afterId).orderBy('id').execute()
}

export async function deleteAuditEventsAfter(db: Db, afterId: number): Promise<void> {
  await db.deleteFrom('audit_events').where('id', '>', afterId).execute()
}
