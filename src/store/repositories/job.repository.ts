import type { SelectQueryBuilder, Selectable } from 'kysely'
import type { JobTable, Tables } from '../tables.js'
import { fragmentsOf } from '../engine.js'
import type { Db } from './types.js'

export type JobRow = Selectable<JobTable>

// A job is written in the transaction of what causes it, beside rows the engines' write paths write too
// (sql/change-rows.ts); named here too, where the domain reads them.
export { enqueueJob } from '../sql/change-rows.js'

/**
 * Takes the next job that is due, or whose worker's lease has passed (its
 * worker stopped mid-run), for `worker` until `leaseDate`: one statement, so
 * two workers never hold the same job. The outer conditions repeat the inner
 * ones: a claim that waited on a row another worker took finds it taken.
 */
export async function claimJob(
  db: Db,
  claim: { worker: string; now: string; leaseDate: string; kinds: readonly string[] },
): Promise<JobRow | undefined> {
  if (claim.kinds.length === 0) return undefined
  const claimable = <O>(q: SelectQueryBuilder<Tables, 'jobs', O>) =>
    q
      .where('kind', 'in', claim.kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_date', '<=', claim.now)]),
          eb.and([eb('state', '=', 'running'), eb('lease_date', '<', claim.now)]),
        ]),
      )
  // Looked for first, read-only: an empty queue, the usual case, costs no write
  // (on SQLite a write would also move the store generation and drop kept answers).
  if (!(await claimable(db.selectFrom('jobs').select('id')).limit(1).executeTakeFirst())) return undefined
  const next = fragmentsOf(db).claimLocking(claimable(db.selectFrom('jobs').select('id')).orderBy('run_date').orderBy('id').limit(1))
  return db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      lease_date: claim.leaseDate,
      worker: claim.worker,
      updated_date: claim.now,
    }))
    .where('id', '=', (eb) => eb.selectFrom(next.as('next')).select('next.id'))
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_date', '<=', claim.now)]),
        eb.and([eb('state', '=', 'running'), eb('lease_date', '<', claim.now)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst()
}

/** Whether a job of this kind waits or runs (a periodic job is queued only when none does). */
export async function hasPendingJob(db: Db, kind: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('state', 'in', ['queued', 'running'])
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** Keeps a long job's claim; false when the lease was lost (another worker took the job over). */
export async function renewLease(db: Db, id: number, worker: string, leaseDate: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_date: leaseDate })
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** A finished job leaves nothing behind; only the worker holding it may finish it. */
export async function finishJob(db: Db, id: number, worker: string): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Back in the queue until `runDate`, or `failed` for good when `runDate` is undefined. */
export async function releaseFailedJob(
  db: Db,
  id: number,
  worker: string,
  outcome: { error: string; runDate: string | undefined; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: outcome.runDate ? 'queued' : 'failed',
      run_date: outcome.runDate ?? outcome.now,
      lease_date: null,
      worker: null,
      last_error: outcome.error,
      updated_date: outcome.now,
    })
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export interface JobCounts {
  readonly queued: number
  readonly running: number
  readonly failed: number
  /** When the longest-waiting due job became due, if any is waiting. */
  readonly oldestDueDate: string | null
}

export async function jobCounts(db: Db, now: string): Promise<JobCounts> {
  const rows = await db
    .selectFrom('jobs')
    .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('state')
    .execute()
  const count = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0)
  const oldest = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min('run_date').as('run_date'))
    .where('state', '=', 'queued')
    .where('run_date', '<=', now)
    .executeTakeFirst()
  return { queued: count('queued'), running: count('running'), failed: count('failed'), oldestDueDate: oldest?.run_date ?? null }
}

/** Jobs of a kind in one state (tests and `ats` commands look). */
export function jobsOfKind(db: Db, kind: string): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute()
}
