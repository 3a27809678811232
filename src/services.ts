import pLimit, { type LimitFunction } from 'p-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.js'
import { Authenticator } from './domain/access/index.js'
import { AuditLog } from './domain/changes/index.js'
import { mailSettings, type MailSettings } from './domain/email/index.js'
import { openRateLimits, type RateLimits } from './domain/limits/index.js'
import { TextExtractor } from './extraction/text-extractor.js'
import { deliveryHandlers, jobHandlers } from './background/job-handlers.js'
import { JobRunner } from './background/job-runner.js'
import { startPeriodicJobs } from './background/periodic-jobs.js'
import { UploadStream } from './background/upload-stream.js'
import { openStores, type Stores } from './store/stores.js'

/** How long after a member's last upload the job runner waits before reading texts (background/upload-stream.ts). */
const UPLOAD_SETTLE_MS = 100

/**
 * Everything a request may use beyond itself, made once from the
 * configuration by openServices and closed by one call. The app hands it to
 * its routes (`app.services`); the CLI and the benchmarks open the parts
 * they need (stores, mail settings) the same way, so nothing reaches a
 * function except through its arguments.
 */
export interface Services {
  readonly config: Config
  /** The database, the documents and the scratch folders. */
  readonly stores: Stores
  /** Tokens and sessions verified at the current store generation. */
  readonly authenticator: Authenticator
  /** Every rate limit's counts, shared by the instances (SPEC C7). */
  readonly rateLimits: RateLimits
  /** The audit rows of reads, written in batches (SPEC C6); changes write theirs with their events. */
  readonly auditLog: AuditLog
  /** Whether an email can be sent, and the words templates take from the configuration. */
  readonly mail: MailSettings
  /** Documents' text, read in worker threads. */
  readonly extractor: TextExtractor
  /** Admits applications to jobs a few at a time (http/site/careers/job-application-form.ts). */
  readonly careersIntake: LimitFunction
  /** Members' uploads in progress, which the job runner lets go first. */
  readonly uploads: UploadStream
  /** Work that follows a commit or a clock: documents' texts, the audit log's retention. */
  readonly jobs: JobRunner
  /** Webhook deliveries and emails: the same jobs table, a runner of their own. */
  readonly deliveries: JobRunner
  /** Starts the runners and the clock-driven jobs (the app, once it is ready). */
  start(): void
  /** Stops taking work: runners, clock and extraction; what runs finishes first. */
  stopWork(): Promise<void>
  /** Closes everything, the stores last (those the caller handed in stay open). */
  close(): Promise<void>
}

export interface ServiceOptions {
  /** Stores opened by the caller (and closed by it); by default they are opened from `config`. */
  readonly stores?: Stores
  readonly log: FastifyBaseLogger
}

export async function openServices(config: Config, opts: ServiceOptions): Promise<Services> {
  const { log } = opts
  const stores = opts.stores ?? (await openStores(config))
  const authenticator = new Authenticator(stores.database, config.sessionIdleMinutes * 60_000)
  const rateLimits = openRateLimits(config, (err) => log.warn({ err }, 'rate-limit counts not shared this time; counted here meanwhile'))
  const auditLog = new AuditLog(stores.database.db, log)
  const mail = mailSettings(config)
  const extractor = new TextExtractor({
    workers: config.extractionWorkers,
    timeoutMs: config.extractionTimeoutMs,
    maxFileBytes: config.extractionMaxBytes,
  })
  const careersIntake = pLimit(config.careersIntakeConcurrency)
  // A stream of uploads has its texts read once it pauses (background/upload-stream.ts); the pause wakes the runner.
  const uploads = new UploadStream(UPLOAD_SETTLE_MS, () => jobs.wake())
  const jobs = new JobRunner({
    database: stores.database,
    handlers: jobHandlers(stores, extractor, { auditRetentionDays: config.auditRetentionDays, mail }),
    concurrency: config.jobConcurrency,
    pollMs: config.jobPollMs,
    leaseMs: config.jobLeaseMs,
    // Texts are read after a burst of applications or a stream of uploads, not during it: their answers need
    // the time first. The application that finishes last wakes the runner (job-application-form.ts), as does
    // a pause in the uploads. One that never pauses still lets a job through now and then (job-runner.ts).
    holdBack: () => careersIntake.pendingCount > 0 || careersIntake.activeCount > 1 || uploads.busy(),
    log,
  })
  // Emails are sent where an SMTP server is configured; elsewhere they are recorded `not_sent` (domain/email/emails.ts).
  const smtp =
    config.smtpUrl && config.mailFrom ? { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, timeoutMs: config.smtpTimeoutMs } : undefined
  const deliveries = new JobRunner({
    database: stores.database,
    handlers: deliveryHandlers(stores, { timeoutMs: config.webhookTimeoutMs, allowPrivate: config.webhookAllowPrivate }, smtp),
    concurrency: config.webhookConcurrency,
    pollMs: config.jobPollMs,
    leaseMs: config.jobLeaseMs,
    durableFirst: true,
    log,
  })

  let stopPeriodic = () => {}
  let stopped: Promise<void> | undefined
  const stopWork = () =>
    (stopped ??= (async () => {
      stopPeriodic()
      await Promise.all([jobs.stop(), deliveries.stop()])
      await extractor.close()
    })())
  return {
    config,
    stores,
    authenticator,
    rateLimits,
    auditLog,
    mail,
    extractor,
    careersIntake,
    uploads,
    jobs,
    deliveries,
    start() {
      jobs.start()
      deliveries.start()
      stopPeriodic = startPeriodicJobs({ db: stores.database.db, jobs, log })
    },
    stopWork,
    async close() {
      await stopWork()
      uploads.close()
      authenticator.clear()
      await auditLog.close()
      await rateLimits.close()
      if (!opts.stores) await stores.close()
    },
  }
}
