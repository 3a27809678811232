import type { FastifyBaseLogger } from 'fastify'
import { queueAuditPurge } from '../domain/changes/index.js'
import type { Db } from '../store/repositories/types.js'
import type { JobRunner } from './job-runner.js'

/** The first look a minute after start (not at once: a restart loop must not purge each time), then hourly. */
const FIRST_MS = 60_000
const EVERY_MS = 60 * 60_000

/**
 * Work the service does on a clock rather than after a change: today the
 * audit log's retention. Each instance queues the job on its own clock
 * unless one is queued already (domain/changes/audit.ts `queueAuditPurge`); the
 * runner of whichever instance claims it runs it, retried like any job.
 * Answers the function that stops the clock.
 */
export function startPeriodicJobs(deps: { db: Db; jobs: JobRunner; log: FastifyBaseLogger }, firstMs = FIRST_MS): () => void {
  const tick = () => {
    queueAuditPurge(deps.db).then(
      (queued) => {
        if (queued) deps.jobs.wake()
      },
      (err: unknown) => deps.log.warn({ err }, 'could not queue the audit log purge; trying again at the next hour'),
    )
    timer = setTimeout(tick, EVERY_MS)
    timer.unref()
  }
  let timer = setTimeout(tick, firstMs)
  timer.unref()
  return () => clearTimeout(timer)
}
