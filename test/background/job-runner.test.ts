import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import pino from 'pino'
import { makeConfig, type Config } from '../../src/config.js'
import { JobRunner, defaultBackoffMs, type JobHandler } from '../../src/background/job-runner.js'
import { openDatabase, type Database } from '../../src/store/database.js'
import { migrateToLatest } from '../../src/store/migrations/index.js'
import { claimJob, enqueueJob, jobCounts, jobsOfKind } from '../../src/store/repositories/job.repository.js'
import { backends } from '../helpers/backends.js'
import { waitFor } from '../helpers/documents.js'

const silent = pino({ level: 'silent' })

/** A runner over its own connection to the store, as another instance would have. */
function runnerOn(
  database: Database,
  handlers: Record<string, JobHandler>,
  opts: { leaseMs?: number; holdBack?: () => boolean; maxHoldMs?: number } = {},
): JobRunner {
  return new JobRunner({
    database,
    handlers,
    concurrency: 3,
    pollMs: 10,
    leaseMs: opts.leaseMs ?? 30_000,
    ...(opts.holdBack && { holdBack: opts.holdBack }),
    ...(opts.maxHoldMs !== undefined && { maxHoldMs: opts.maxHoldMs }),
    log: silent,
  })
}

// Jobs live in the database: documents' place does not matter.
for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`the job runner [${backend.name}]`, () => {
    let dir: string
    let drop: () => Promise<void>
    let config: Config
    const opened: Database[] = []
    const open = () => {
      const database = openDatabase(config)
      opened.push(database)
      return database
    }

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ats-jobs-'))
      const database = await backend.database()
      drop = database.drop
      config = makeConfig({ dataDir: dir, databaseUrl: database.databaseUrl, logLevel: 'silent' })
      await migrateToLatest(open().db)
    })
    after(async () => {
      for (const database of opened) await database.close()
      await drop()
      rmSync(dir, { recursive: true, force: true })
    })

    test('a job written in a transaction that rolls back never runs; a committed one runs once', async () => {
      const database = open()
      const runs: unknown[] = []
      await database.db
        .transaction()
        .execute(async (trx) => {
          await enqueueJob(trx, { kind: 'rollback', payload: { n: 1 }, maxAttempts: 3 }, new Date().toISOString())
          throw new Error('the change failed')
        })
        .catch(() => {})
      await enqueueJob(database.db, { kind: 'rollback', payload: { n: 2 }, maxAttempts: 3 }, new Date().toISOString())
      const runner = runnerOn(database, { rollback: { maxAttempts: 3, run: async (payload) => void runs.push(payload) } })
      runner.start()
      await waitFor(async () => (await jobsOfKind(database.db, 'rollback')).length === 0, 'the committed job to finish')
      await runner.stop()
      assert.deepEqual(runs, [{ n: 2 }])
    })

    test("a job ended in its handler's transaction is gone with it; one whose transaction fails after ending it is retried", async () => {
      const database = open()
      const seen: Array<{ attempt: number; stillQueued: number }> = []
      const handler: JobHandler = {
        maxAttempts: 3,
        backoffMs: () => 0,
        async run(_payload, { attempt, finishIn }) {
          await database.db.transaction().execute(async (trx) => {
            assert.equal(await finishIn(trx), true, 'the worker held the job')
            // Within the transaction the job is already gone; outside it, not until the commit.
            seen.push({ attempt, stillQueued: (await jobsOfKind(trx, 'in-transaction')).length })
            if (attempt === 1) throw new Error('the outcome could not be written')
          })
        },
      }
      await enqueueJob(database.db, { kind: 'in-transaction', payload: {}, maxAttempts: 3 }, new Date().toISOString())
      const runner = runnerOn(database, { 'in-transaction': handler })
      runner.start()
      await waitFor(async () => seen.length === 2 && (await jobsOfKind(database.db, 'in-transaction')).length === 0, 'the second attempt')
      await runner.stop()
      // The first attempt's ending was rolled back with its transaction, so the job ran again; the second's stood.
      assert.deepEqual(seen, [
        { attempt: 1, stillQueued: 0 },
        { attempt: 2, stillQueued: 0 },
      ])
    })

    test('a job committed while no runner ran is run by the next one to start (a restart)', async () => {
      const before = open()
      await enqueueJob(before.db, { kind: 'restart', payload: { id: 7 }, maxAttempts: 3 }, new Date().toISOString())
      await before.close()
      opened.splice(opened.indexOf(before), 1)
      const runs: unknown[] = []
      const database = open()
      const runner = runnerOn(database, { restart: { maxAttempts: 3, run: async (payload) => void runs.push(payload) } })
      runner.start()
      await waitFor(() => runs.length === 1, 'the job to run after the restart')
      await runner.stop()
      assert.deepEqual(runs, [{ id: 7 }])
      assert.equal((await jobsOfKind(database.db, 'restart')).length, 0)
    })

    test('while held back (a burst of applications), nothing is claimed; woken after, the job runs', async () => {
      const database = open()
      await enqueueJob(database.db, { kind: 'held', payload: { n: 1 }, maxAttempts: 3 }, new Date().toISOString())
      const runs: unknown[] = []
      let held = true
      let asked = 0
      const runner = runnerOn(
        database,
        { held: { maxAttempts: 3, run: async (payload) => void runs.push(payload) } },
        {
          holdBack: () => {
            asked++
            return held
          },
        },
      )
      runner.start()
      // Polled every 10 ms: each look asked, and each declined to claim.
      await waitFor(() => asked >= 5, 'the runner to look several times')
      assert.deepEqual(runs, [])
      assert.equal((await jobsOfKind(database.db, 'held'))[0]?.state, 'queued')
      held = false
      runner.wake()
      await waitFor(() => runs.length === 1, 'the job to run once no longer held back')
      await runner.stop()
      assert.deepEqual(runs, [{ n: 1 }])
    })

    test('held back without end (a stream that never pauses), it still lets one job through at a time, now and then', async () => {
      const database = open()
      for (const n of [1, 2]) await enqueueJob(database.db, { kind: 'starved', payload: { n }, maxAttempts: 3 }, new Date().toISOString())
      const runs: Array<{ n: number; at: number }> = []
      const runner = runnerOn(
        database,
        { starved: { maxAttempts: 3, run: async (payload) => void runs.push({ ...(payload as { n: number }), at: Date.now() }) } },
        { holdBack: () => true, maxHoldMs: 50 },
      )
      const started = Date.now()
      runner.start()
      await waitFor(() => runs.length === 2, 'both jobs to run although always held back')
      await runner.stop()
      // One at a time, each after a full hold: never both in one look.
      assert.ok(runs[0]!.at - started >= 50, `the first ran after ${runs[0]!.at - started} ms`)
      assert.ok(runs[1]!.at - runs[0]!.at >= 40, `the second ran ${runs[1]!.at - runs[0]!.at} ms after the first`)
    })

    test('two instances on one store never run one job twice', async () => {
      const a = open()
      const b = open()
      const total = 60
      const runs = new Map<number, string[]>()
      const handler = (who: string): JobHandler => ({
        maxAttempts: 1,
        async run(payload) {
          const { n } = payload as { n: number }
          runs.set(n, [...(runs.get(n) ?? []), who])
          // Let the other instance claim while this job is held.
          await new Promise((resolve) => setImmediate(resolve))
        },
      })
      const now = new Date().toISOString()
      for (let n = 0; n < total; n++) await enqueueJob(a.db, { kind: 'shared', payload: { n }, maxAttempts: 1 }, now)
      const runners = [runnerOn(a, { shared: handler('a') }), runnerOn(b, { shared: handler('b') })]
      for (const r of runners) r.start()
      await waitFor(async () => (await jobsOfKind(a.db, 'shared')).length === 0, 'every shared job to finish')
      await Promise.all(runners.map((r) => r.stop()))
      assert.equal(runs.size, total)
      for (const [n, who] of runs) assert.equal(who.length, 1, `job ${n} ran ${who.length} times (${who.join(', ')})`)
    })

    test('a job whose worker stopped mid-run is run again once its lease has passed', async () => {
      const crashed = open()
      await enqueueJob(crashed.db, { kind: 'lease', payload: { id: 1 }, maxAttempts: 3 }, new Date().toISOString())
      // Claimed by a worker that then stops without finishing: its lease lapses 50 ms later.
      const now = Date.now()
      const taken = await claimJob(crashed.db, {
        worker: 'stopped',
        now: new Date(now).toISOString(),
        leaseDate: new Date(now + 50).toISOString(),
        kinds: ['lease'],
      })
      assert.equal(taken?.state, 'running')
      const runs: number[] = []
      const database = open()
      const runner = runnerOn(database, { lease: { maxAttempts: 3, run: async (_payload, { attempt }) => void runs.push(attempt) } })
      runner.start()
      await waitFor(() => runs.length === 1, 'the abandoned job to be taken over')
      await runner.stop()
      assert.deepEqual(runs, [2], 'the second attempt')
      assert.equal((await jobsOfKind(database.db, 'lease')).length, 0)
    })

    test('a failing job is retried after a growing delay, then marked failed with its error', async () => {
      const database = open()
      const attempts: number[] = []
      const failing: JobHandler = {
        maxAttempts: 3,
        backoffMs: () => 0,
        async run(_payload, { attempt }) {
          attempts.push(attempt)
          throw new Error(`attempt ${attempt} failed`)
        },
      }
      await enqueueJob(database.db, { kind: 'failing', payload: {}, maxAttempts: 3 }, new Date().toISOString())
      const runner = runnerOn(database, { failing })
      runner.start()
      await waitFor(async () => (await jobsOfKind(database.db, 'failing'))[0]?.state === 'failed', 'the job to be given up')
      await runner.stop()
      assert.deepEqual(attempts, [1, 2, 3])
      const [job] = await jobsOfKind(database.db, 'failing')
      assert.equal(job?.attempts, 3)
      assert.equal(job?.last_error, 'attempt 3 failed')
      const counts = await jobCounts(database.db, new Date().toISOString())
      assert.ok(counts.failed >= 1)
    })

    test('the first retry waits the default backoff, and the delays grow up to two hours', async () => {
      assert.deepEqual([1, 2, 3, 4].map(defaultBackoffMs), [2000, 4000, 8000, 16000])
      assert.equal(defaultBackoffMs(40), 2 * 60 * 60 * 1000)
      const spanHours = Array.from({ length: 24 }, (_, i) => defaultBackoffMs(i + 1)).reduce((a, b) => a + b, 0) / 3_600_000
      assert.ok(spanHours >= 24, `25 attempts span ${spanHours.toFixed(1)} h`)
      const database = open()
      await enqueueJob(database.db, { kind: 'retry-once', payload: {}, maxAttempts: 5 }, new Date().toISOString())
      const runner = runnerOn(database, {
        'retry-once': {
          maxAttempts: 5,
          run: async () => {
            throw new Error('not yet')
          },
        },
      })
      runner.start()
      await waitFor(async () => (await jobsOfKind(database.db, 'retry-once'))[0]?.attempts === 1, 'the first attempt')
      await waitFor(async () => (await jobsOfKind(database.db, 'retry-once'))[0]?.state === 'queued', 'the retry to be queued')
      await runner.stop()
      const [job] = await jobsOfKind(database.db, 'retry-once')
      assert.equal(Date.parse(job!.run_date) - Date.parse(job!.updated_date), 2000)
      const counts = await jobCounts(database.db, new Date().toISOString())
      assert.ok(counts.queued >= 1)
      assert.equal(counts.oldestDueDate, null, 'a retry waiting for its time is not due yet')
    })
  })
}
