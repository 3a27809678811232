import { sql } from 'kysely'
import type { WritePaths } from '../engine.js'
import { AUDIT_ROW_WIDTH, type AuditRows, type AuditValue } from '../sql/audit-batch.js'
import { queuedJob } from '../sql/change-rows.js'
import type { Db } from '../sql/db.js'
import { applicationSeenBy } from '../sql/team-scope.js'
import type { ApplicationRow } from '../tables.js'
import { finishPostgresErasure, vacuumErasedTables } from './postgres-erasure.js'
import { postgresEventWrites } from './postgres-events.js'

/** Audit rows per statement: a few hundred kB of JSON. */
const AUDIT_JSON_ROWS = 5000

/**
 * PostgreSQL's whole writes (engine.ts WritePaths): each one statement of
 * data-modifying CTEs, one round trip where there were several.
 */
export const postgresWritePaths: WritePaths = {
  ...postgresEventWrites,

  /**
   * A Move as one statement: the application locked and read, the target
   * stage checked, the row changed and the history written, all or nothing,
   * in one round trip instead of six (begin, lock, stage, update, history,
   * commit). A locked row is read at its newest version (PostgreSQL re-reads
   * it after waiting for the lock), so of two Moves expecting the same stage
   * the second finds the first's result and moves nothing. `upd` states in
   * SQL the rule sqlite/sqlite-writes.ts `moveAllowed` states for SQLite.
   */
  async moveApplication(db, move) {
    const { visibility } = move
    const seenBy = applicationSeenBy(visibility)
    const seen = seenBy ? sql`and ${seenBy}` : sql``
    const { rows } = await sql<ApplicationRow & { stage_of_vacancy: boolean; moved_date: string | null }>`
    with cur as (
      select * from applications where id = ${move.id}::bigint ${seen}
      for update
    ),
    target as (
      select cur.id from cur where exists (select 1 from stages s where s.id = ${move.to}::bigint and s.vacancy_id = cur.vacancy_id)
    ),
    upd as (
      update applications a set stage_id = ${move.to}::bigint, updated_date = ${move.at}::text
      from cur, target
      where a.id = cur.id and cur.status = 'active' and cur.stage_id <> ${move.to}::bigint
        and (${move.expected}::bigint is null or cur.stage_id = ${move.expected})
      returning a.updated_date
    ),
    hist as (
      insert into application_history (application_id, from_stage_id, to_stage_id, from_status, to_status, reason, changed_by_id, changed_date)
      select cur.id, cur.stage_id, ${move.to}::bigint, 'active', 'active', null, ${move.by}::bigint, ${move.at}::text from cur, upd
    )
    select cur.*, exists (select 1 from target) as stage_of_vacancy, (select updated_date from upd) as moved_date from cur`.execute(db)
    const found = rows[0]
    if (!found) return { stageOfVacancy: false }
    const { stage_of_vacancy: stageOfVacancy, moved_date: movedDate, ...before } = found
    const after = movedDate === null ? undefined : { ...before, stage_id: move.to, updated_date: movedDate }
    return { before, stageOfVacancy, after }
  },

  /** The application and its creation's history entry as one statement of two inserts. */
  insertNewApplication: (db, values) =>
    db
      .with('a', (q) => q.insertInto('applications').values(values).returningAll())
      .with('h', (q) =>
        q
          .insertInto('application_history')
          .columns([
            'application_id',
            'from_stage_id',
            'to_stage_id',
            'from_status',
            'to_status',
            'reason',
            'changed_by_id',
            'changed_date',
          ])
          .expression((eb) =>
            eb
              .selectFrom('a')
              .select([
                'a.id',
                sql<null>`null::bigint`.as('from_stage_id'),
                'a.stage_id',
                sql<null>`null::text`.as('from_status'),
                'a.status',
                sql<null>`null::text`.as('reason'),
                'a.created_by_id',
                'a.created_date',
              ]),
          )
          .returning('application_history.id'),
      )
      .selectFrom('a')
      .selectAll()
      .executeTakeFirstOrThrow(),

  /** The pending text and its job as one statement of two inserts. */
  async insertPendingText(db, pending, job, now) {
    await db
      .with('t', (q) => q.insertInto('document_texts').values(pending).returning('document_id'))
      .insertInto('jobs')
      .values(queuedJob(job, now))
      .execute()
  },

  /**
   * One JSON array of arrays a statement, AUDIT_JSON_ROWS rows at most,
   * taken apart by the server: the driver handling eight parameters a row
   * cost it some 3.5 µs a row, `JSON.stringify` of the batch 0.6.
   */
  insertAuditBatch: (db, batch) =>
    inChunks(db, batch, AUDIT_JSON_ROWS, async (db, values) => {
      const rows = []
      for (let i = 0; i < values.length; i += AUDIT_ROW_WIDTH) rows.push(values.slice(i, i + AUDIT_ROW_WIDTH))
      await sql`
      insert into audit_events (date, member_id, token_id, action, candidate_id, resource_type, resource_id, request_id)
      select r.value ->> 0, (r.value ->> 1)::bigint, (r.value ->> 2)::bigint, r.value ->> 3, (r.value ->> 4)::bigint, r.value ->> 5,
        r.value ->> 6, r.value ->> 7
      from json_array_elements(${JSON.stringify(rows)}::json) with ordinality as r(value, key)
      order by r.key`.execute(db)
    }),

  beginErasure: async () => {},
  finishErasure: finishPostgresErasure,
  cleanErased: vacuumErasedTables,
}

/** Runs `write` on each chunk of at most `size` rows, with its values; more than one chunk share a transaction. */
async function inChunks(db: Db, rows: AuditRows, size: number, write: (db: Db, values: AuditValue[]) => Promise<void>): Promise<void> {
  if (rows.count <= size) return write(db, rows.values(0, rows.count))
  const all = async (trx: Db) => {
    for (let start = 0; start < rows.count; start += size) await write(trx, rows.values(start, Math.min(rows.count, start + size)))
  }
  await (db.isTransaction ? all(db) : db.transaction().execute(all))
}
