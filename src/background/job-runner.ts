import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../store/database.js'
import type { Db } from '../store/repositories/types.js'
import { claimJob, finishJob, releaseFailedJob, renewLease, type JobRow } from '../store/repositories/job.repository.js'

/** What a job's run is given. */
interface JobContext {
  readonly attempt: number
  readonly signal: AbortSignal
  /**
   * Ends the job inside the handler's own last transaction, where it has
   * one: one commit where there were two (on SQLite, one sync to disk
   * fewer). Answers whether this worker still held the job. Left uncalled,
   * the runner ends the job once `run` resolves.
   */
  readonly finishIn: (trx: Db) => Promise<boolean>
}

/** What a kind of job does, and how hard it tries. */
export interface JobHandler {
  /** Runs the job; throwing (or rejecting) asks for a retry. Must be idempotent: a job can run twice after a crash. */
  run(payload: unknown, context: JobContext): Promise<void>
  /** Runs before the job is marked failed for good. */
  readonly maxAttempts: number
  /** The wait before attempt `attempt + 1`, in ms; by default doubling from 2 s up to 2 hours. */
  backoffMs?(attempt: number): number
}

export interface JobRunnerOptions {
  readonly database: Database
  readonly handlers: Readonly<Record<string, JobHandler>>
  /** Jobs run at once by this instance; 0 runs none (another instance does). */
  readonly concurrency: number
  /** How often to look for due jobs when nothing woke the runner. */
  readonly pollMs: number
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  readonly leaseMs: number
  /**
   * While it answers true, no job is claimed: the machine's time is wanted
   * elsewhere (a burst of careers applications, a stream of uploads). Asked
   * at each look; the runner looks again at its next poll, or when woken.
   * Held back for `maxHoldMs` on end, it lets one job through and starts
   * counting again, so a stream that never pauses delays jobs, never stops them.
   */
  readonly holdBack?: () => boolean
  /** See holdBack; 10 seconds by default. */
  readonly maxHoldMs?: number
  /**
   * Whether a job runs only once what was written before its claim is on
   * disk (Database.durable): a delivery or an email must never tell the
   * world of a write that a crash could still take back.
   */
  readonly durableFirst?: boolean
  readonly log: FastifyBaseLogger
}

const MAX_BACKOFF_MS = 2 * 60 * 60 * 1000
/** The longest a runner holds back before it lets a job through (JobRunnerOptions.holdBack). */
const DEFAULT_MAX_HOLD_MS = 10_000

/** 2 s, 4 s, 8 s ... up to 2 hours between attempts: 25 attempts span more than a day. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(2 ** Math.min(attempt, 30) * 1000, MAX_BACKOFF_MS)
}

/**
 * Claims due jobs and runs them, a few at a time, on every instance: the
 * claim (job.repository.ts) gives each job to one worker under a lease, a
 * worker that stops mid-run leaves the lease to expire and the job to the
 * next claim, and a failure waits a growing delay before the next attempt.
 * Looks every `pollMs`, and at once when `wake()` says a job was committed.
 */
export class JobRunner {
  readonly worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  private readonly running = new Set<Promise<void>>()
  private readonly aborts = new Set<AbortController>()
  private timer: NodeJS.Timeout | undefined
  private looking = false
  private again = false
  /** When holdBack began answering true, without a job let through since (heldBack). */
  private heldSince: number | undefined
  private stopped = true

  constructor(private readonly options: JobRunnerOptions) {}

  start(): void {
    if (this.options.concurrency === 0 || Object.keys(this.options.handlers).length === 0 || !this.stopped) return
    this.stopped = false
    this.wake()
  }

  /** Looks for due jobs now rather than at the next poll (after a commit that queued one). */
  wake(): void {
    if (this.stopped) return
    if (this.looking) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.look(), 0)
  }

  /** Stops claiming; jobs in flight are asked to stop and awaited (their leases lapse if they do not finish). */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    for (const abort of this.aborts) abort.abort()
    await Promise.allSettled([...this.running])
  }

  private async look(): Promise<void> {
    if (this.stopped) return
    this.looking = true
    try {
      do {
        this.again = false
        while (this.active() && this.running.size < this.options.concurrency && !this.heldBack()) {
          const job = await this.claim()
          if (!job) break
          const run = this.run(job).finally(() => {
            this.running.delete(run)
            this.wake()
          })
          this.running.add(run)
        }
      } while (this.wokenMeanwhile() && this.active())
    } catch (err) {
      this.options.log.warn({ err }, 'could not look for jobs; trying again later')
    } finally {
      this.looking = false
      if (this.active()) {
        clearTimeout(this.timer)
        this.timer = setTimeout(() => void this.look(), this.options.pollMs)
        this.timer.unref()
      }
    }
  }

  // Methods rather than fields in the loop: they change while it awaits.
  private active(): boolean {
    return !this.stopped
  }

  private heldBack(): boolean {
    if (!this.options.holdBack?.()) {
      this.heldSince = undefined
      return false
    }
    const now = Date.now()
    this.heldSince ??= now
    if (now - this.heldSince < (this.options.maxHoldMs ?? DEFAULT_MAX_HOLD_MS)) return true
    this.heldSince = now
    return false
  }

  private wokenMeanwhile(): boolean {
    return this.again
  }

  private async claim(): Promise<JobRow | undefined> {
    const now = Date.now()
    // Asked before the claim, whose own write need not wait: a job claimed and lost in a crash is claimed again.
    const synced = this.options.durableFirst ? this.options.database.durable?.() : undefined
    synced?.catch(() => {})
    const job = await claimJob(this.options.database.db, {
      worker: this.worker,
      now: new Date(now).toISOString(),
      leaseDate: new Date(now + this.options.leaseMs).toISOString(),
      kinds: Object.keys(this.options.handlers),
    })
    if (job) await synced
    return job
  }

  private async run(job: JobRow): Promise<void> {
    const { db } = this.options.database
    const handler = this.options.handlers[job.kind]
    const abort = new AbortController()
    this.aborts.add(abort)
    const renew = setInterval(() => {
      renewLease(db, job.id, this.worker, new Date(Date.now() + this.options.leaseMs).toISOString()).then(
        (held) => {
          if (!held) abort.abort()
        },
        (err: unknown) => this.options.log.warn({ err, jobId: job.id }, 'could not renew a job lease'),
      )
    }, this.options.leaseMs / 3)
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`)
      let finished: boolean | undefined
      const finishIn = async (trx: Db) => (finished = await finishJob(trx, job.id, this.worker))
      await handler.run(JSON.parse(job.payload) as unknown, { attempt: job.attempts, signal: abort.signal, finishIn })
      clearInterval(renew)
      if (!(finished ?? (await finishJob(db, job.id, this.worker))))
        this.options.log.warn({ jobId: job.id, kind: job.kind }, 'a job finished after its lease was lost')
    } catch (err) {
      clearInterval(renew)
      const last = job.attempts >= job.max_attempts
      const delay = (handler?.backoffMs ?? defaultBackoffMs)(job.attempts)
      const now = Date.now()
      this.options.log.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts, final: last }, 'a job failed')
      await releaseFailedJob(db, job.id, this.worker, {
        error: errorText(err),
        runDate: last ? undefined : new Date(now + delay).toISOString(),
        now: new Date(now).toISOString(),
      }).catch((e: unknown) => this.options.log.warn({ err: e, jobId: job.id }, 'could not record a failed job; its lease will lapse'))
    } finally {
      clearInterval(renew)
      this.aborts.delete(abort)
    }
  }
}

/** What is kept of an error: its message, short (never a payload or personal data: handlers throw plain errors). */
function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err)
  return message.slice(0, 500)
}
