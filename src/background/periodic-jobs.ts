import type { FastifyBaseLogger } from 'fastify'
import { queueAuditPurge } from '../domain/changes/index.js'
import { queueScorecardsDue } from '../domain/notifications/index.js'
import type { Db } from '../store/repositories/types.js'
import type { JobRunner } from './job-runner.js'

/** The first look a minute after start (not at once: a restart loop must not purge each time), then at each job's own pace. */
const FIRST_MS = 60_000
const MINUTE_MS = 60_000

/** Each job on the clock: how to queue it (unless one is queued already), how often, and what a failure to queue says. */
const PERIODIC: ReadonlyArray<{ queue: (db: Db) => Promise<boolean>; everyMs: number; what: string }> = [
  { queue: queueAuditPurge, everyMs: 60 * MINUTE_MS, what: 'the audit log purge' },
  // A scorecard owed is told within ten minutes of the interview's end (SPEC C18).
  { queue: queueScorecardsDue, everyMs: 10 * MINUTE_MS, what: 'the look for scorecards owed' },
]

/**
 * Work the service does on a clock rather than after a change: the audit
 * log's retention, the notifications of scorecards owed. Each instance
 * queues each job on its own clock unless one is queued already
 * (domain/changes/audit.ts `queueAuditPurge`, domain/notifications
 * `queueScorecardsDue`); the runner of whichever instance claims it runs
 * it, retried like any job. Answers the function that stops the clocks.
 */
export function startPeriodicJobs(deps: { db: Db; jobs: JobRunner; log: FastifyBaseLogger }, firstMs = FIRST_MS): () => void {
  const timers = PERIODIC.map((job) => {
    const tick = () => {
      job.queue(deps.db).then(
        (queued) => {
          if (queued) deps.jobs.wake()
        },
        (err: unknown) => deps.log.warn({ err }, `could not queue ${job.what}; trying again at its next time`),
      )
      timer.t = setTimeout(tick, job.everyMs)
      timer.t.unref()
    }
    const timer = { t: setTimeout(tick, firstMs) }
    timer.t.unref()
    return timer
  })
  return () => {
    for (const timer of timers) clearTimeout(timer.t)
  }
}
