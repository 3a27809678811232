import { sql } from 'kysely'
import { enqueueJob } from '../sql/change-rows.js'
import { ERASED_TABLES, VACUUM_ERASED, VACUUM_ERASED_ATTEMPTS } from '../sql/erased-tables.js'
import type { Db } from '../sql/db.js'

/**
 * After an erasure committed (SPEC C7): a job that vacuums the tables it touched is queued, unless one
 * waits already, not yet started (it will see these rows too; one under way may have begun before).
 * Run before the answer, the VACUUM scanned each touched table's indexes whole whenever it found a
 * dead row: on a store of millions of notes and search entries, every erasure would have waited
 * seconds or more for it. The job runs at the next look of a job runner (ATS_JOB_POLL_MS), on one
 * instance; the bound is in docs/OPERATIONS.md.
 */
export async function finishPostgresErasure(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', VACUUM_ERASED)
      .where('state', '=', 'queued')
      .limit(1)
      .executeTakeFirst()
    if (waiting) return
    await enqueueJob(trx, { kind: VACUUM_ERASED, payload: {}, maxAttempts: VACUUM_ERASED_ATTEMPTS }, new Date().toISOString())
  })
}

/**
 * The job: VACUUM of the tables erasures touch, so that erased rows' dead versions are removed from
 * their pages and indexes rather than when autovacuum comes by. Plain VACUUM takes no lock that stops
 * reads or writes; it only waits for transactions that began before the erasure and could still see
 * the rows. What it leaves (bytes in free space until reused, keys of the GIN index, the server's WAL
 * and backups) and what an operator runs for them is in docs/OPERATIONS.md.
 */
export async function vacuumErasedTables(db: Db): Promise<void> {
  await sql`vacuum ${sql.join(ERASED_TABLES.map((t) => sql.table(t)))}`.execute(db)
}
