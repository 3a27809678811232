import pLimit, { type LimitFunction } from 'p-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import cookie from '@fastify/cookie'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Config } from './config.js'
import { createLogger } from './logger.js'
import audit from './http/plugins/audit.js'
import auth from './http/plugins/auth.js'
import bodyParsers from './http/plugins/body-parsers.js'
import metrics from './http/plugins/metrics.js'
import errorHandler, { sendProblem, toAppError } from './http/plugins/error-handler.js'
import readMoment, { ReadMoments } from './http/plugins/read-moment.js'
import { genReqId } from './http/plugins/request-id.js'
import { clientErrorHandler } from './http/client-errors.js'
import { hotReads } from './http/hot-reads/index.js'
import { lazySerializers } from './http/lazy-serializers.js'
import { AuditLog } from './domain/audit-log.js'
import { openRateLimits, type RateLimits } from './domain/rate-limits.js'
import { Authenticator } from './domain/authenticate.js'
import { logRequest } from './http/request-log.js'
import { COMMON_HEADERS } from './http/response-headers.js'
import { originKeyer } from './http/public-origin.js'
import { MAX_PARAM_LENGTH, RouteCase } from './http/route-case.js'
import applicationRoutes from './http/routes/applications.routes.js'
import auditEventRoutes from './http/routes/audit-events.routes.js'
import sessionRoutes from './http/routes/session.routes.js'
import consolePlugin, { DEFAULT_WEB_DIR } from './http/console.js'
import careersPlugin from './http/careers/careers.plugin.js'
import candidateRoutes from './http/routes/candidates.routes.js'
import candidateExportRoutes from './http/routes/candidate-export.routes.js'
import candidateAnonymizationRoutes from './http/routes/candidate-anonymization.routes.js'
import documentRoutes from './http/routes/documents.routes.js'
import eventRoutes from './http/routes/events.routes.js'
import flagRoutes from './http/routes/flags.routes.js'
import jobRoutes from './http/routes/jobs.routes.js'
import jobApplicationRoutes from './http/routes/job-applications.routes.js'
import submissionRoutes from './http/routes/submissions.routes.js'
import memberRoutes from './http/routes/members.routes.js'
import directoryRoutes from './http/routes/directory.routes.js'
import noteRoutes from './http/routes/notes.routes.js'
import searchRoutes from './http/routes/search.routes.js'
import systemRoutes from './http/routes/system.routes.js'
import stageRoutes from './http/routes/stages.routes.js'
import interviewRoutes from './http/routes/interviews.routes.js'
import scorecardRoutes from './http/routes/scorecards.routes.js'
import vacancyRoutes from './http/routes/vacancies.routes.js'
import reportRoutes from './http/routes/reports.routes.js'
import webhookRoutes from './http/routes/webhooks.routes.js'
import emailRoutes from './http/routes/emails.routes.js'
import mcpRoutes from './http/routes/mcp.routes.js'
import { queuedDeliveries } from './domain/webhooks.js'
import { COMPONENT_SCHEMAS, swaggerOptions } from './http/openapi.js'
import { errors } from './errors/catalog.js'
import { openStores, type Stores } from './store/stores.js'
import { JobRunner } from './jobs/job-runner.js'
import { UploadStream } from './jobs/upload-stream.js'
import { bindMailSettings } from './domain/emails.js'
import { organizerAddress } from './domain/interview-calendar.js'
import { deliveryHandlers, jobHandlers } from './jobs/job-handlers.js'
import { startPeriodicJobs } from './jobs/periodic-jobs.js'
import { TextExtractor } from './extraction/text-extractor.js'

/** How long after a member's last upload the job runner waits before reading texts (jobs/upload-stream.ts). */
const UPLOAD_SETTLE_MS = 100

declare module 'fastify' {
  interface FastifyInstance {
    stores: Stores
    config: Config
    jobs: JobRunner
    deliveries: JobRunner
    /** Admits applications to jobs a few at a time (http/job-application-form.ts). */
    careersIntake: LimitFunction
    /** Members' uploads in progress, which the job runner lets go first (jobs/upload-stream.ts). */
    uploads: UploadStream
    rateLimits: RateLimits
  }
}

export interface BuildOptions {
  /** Stores opened by the caller (and closed by it); by default the app opens its own from `config`. */
  stores?: Stores
  /** A pino logger or logger options; by default JSON lines at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger
  /** How long a request may take, in ms (default 300 s); tests shorten it to see a 408. */
  requestTimeout?: number
}

/** No request lives longer: Node answers 408 and closes the connection past it. */
export const REQUEST_TIMEOUT_MS = 300_000

/** The whole service as a function of its configuration; the server and the tests are thin shells around it. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const own = opts.logger ? undefined : createLogger(config.logLevel)
  const logger = opts.logger ?? own?.logger
  const hot = hotReads(() => app.log)
  const routeCase = new RouteCase()
  const app = Fastify({
    // The client's address (sign-in limits) and scheme (the session cookie's Secure) as a trusted proxy reports them.
    trustProxy: config.trustProxy,
    serverFactory: hot.serverFactory,
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    genReqId,
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    bodyLimit: config.maxJsonBytes,
    // Requests arriving while the service drains get a 503 problem from the hook below, not Fastify's plain one.
    return503OnClosing: false,
    // A connection that sends nothing for a minute is dropped (slowloris); data flowing keeps it open.
    connectionTimeout: 60_000,
    // Long enough for a 25 MiB upload over a slow link (about 0.7 Mbit/s); Node's own default.
    requestTimeout: opts.requestTimeout ?? REQUEST_TIMEOUT_MS,
    // Paths match in any case: the fixed words of a path are rewritten as declared before
    // routing, and the router matches exactly, so parameters reach handlers as sent.
    // A request reaching the router always has both (Node's parser fills them).
    rewriteUrl: (req) => routeCase.canonical(req.method ?? 'GET', req.url ?? '/'),
    routerOptions: {
      caseSensitive: true,
      ignoreTrailingSlash: true,
      // Long ids must reach validation (400), not fall through to "no route" (404).
      maxParamLength: MAX_PARAM_LENGTH,
    },
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
    ajv: {
      // Bodies are validated, never repaired: no stripping of unknown fields, no type coercion.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, allowUnionTypes: true },
    },
    // What Node's HTTP parser refuses before a request exists is answered as problem details too.
    clientErrorHandler,
    frameworkErrors: (err, request, reply) => {
      reply.header('x-request-id', request.id)
      reply.headers(COMMON_HEADERS)
      sendProblem(request, reply, toAppError(err, request))
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeCase.add(method, route.url)
  })

  const stores = opts.stores ?? (await openStores(config))
  app.decorate('stores', stores)
  // Tokens verified at the current store generation: one per app, for both ways a request is answered.
  const authenticator = new Authenticator(stores.database, config.sessionIdleMinutes * 60_000)
  app.addHook('onClose', (_app, done) => {
    authenticator.clear()
    done()
  })
  app.decorate('config', config)
  // Every rate limit's counts, shared by the instances (SPEC C7): its own connection, closed with the app.
  const rateLimits = openRateLimits(config, (err) =>
    app.log.warn({ err }, 'rate-limit counts not shared this time; counted here meanwhile'),
  )
  app.decorate('rateLimits', rateLimits)
  app.addHook('onClose', () => rateLimits.close())
  // Work that follows a commit, run by whichever instance claims it first (jobs/job-runner.ts).
  const extractor = new TextExtractor({
    workers: config.extractionWorkers,
    timeoutMs: config.extractionTimeoutMs,
    maxFileBytes: config.extractionMaxBytes,
  })
  const careersIntake = pLimit(config.careersIntakeConcurrency)
  // A stream of uploads has its texts read once it pauses (jobs/upload-stream.ts); the pause wakes the runner.
  const uploads = new UploadStream(UPLOAD_SETTLE_MS, () => jobs.wake())
  app.addHook('onClose', () => uploads.close())
  const jobs = new JobRunner({
    database: stores.database,
    handlers: jobHandlers(stores, extractor, { auditRetentionDays: config.auditRetentionDays }),
    concurrency: config.jobConcurrency,
    pollMs: config.jobPollMs,
    leaseMs: config.jobLeaseMs,
    // Texts are read after a burst of applications or a stream of uploads, not during it: their answers need
    // the time first. The application that finishes last wakes the runner (http/job-application-form.ts), as
    // does a pause in the uploads. One that never pauses still lets a job through now and then (job-runner.ts).
    holdBack: () => careersIntake.pendingCount > 0 || careersIntake.activeCount > 1 || uploads.busy(),
    log: app.log,
  })
  app.decorate('jobs', jobs)
  app.decorate('careersIntake', careersIntake)
  app.decorate('uploads', uploads)
  // Emails are sent where an SMTP server is configured; elsewhere they are recorded `not_sent` (domain/emails.ts).
  const smtp =
    config.smtpUrl && config.mailFrom ? { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, timeoutMs: config.smtpTimeoutMs } : undefined
  bindMailSettings(stores.database.db, {
    smtpConfigured: smtp !== undefined,
    organizationName: config.organizationName,
    organizer: organizerAddress(config.mailFrom),
  })
  // Webhook deliveries and emails: the same jobs table and claim, a runner of their own (jobs/job-handlers.ts).
  const deliveries = new JobRunner({
    database: stores.database,
    handlers: deliveryHandlers(stores, { timeoutMs: config.webhookTimeoutMs, allowPrivate: config.webhookAllowPrivate }, smtp),
    concurrency: config.webhookConcurrency,
    pollMs: config.jobPollMs,
    leaseMs: config.jobLeaseMs,
    log: app.log,
  })
  app.decorate('deliveries', deliveries)
  let deliveriesSeen = queuedDeliveries()
  let stopPeriodic = () => {}
  app.addHook('onReady', (done) => {
    jobs.start()
    deliveries.start()
    stopPeriodic = startPeriodicJobs({ db: stores.database.db, jobs, log: app.log })
    done()
  })
  app.addHook('preClose', async () => {
    stopPeriodic()
    await Promise.all([jobs.stop(), deliveries.stop()])
    await extractor.close()
  })
  if (!opts.stores) app.addHook('onClose', () => stores.close())
  if (own) app.addHook('onClose', async () => own.close())

  // Set when the app starts to close: requests still arriving (on connections
  // kept alive, or pipelined behind one in flight) are turned away while
  // those already in flight finish.
  let closing = false
  app.addHook('preClose', (done) => {
    closing = true
    done()
  })

  // Hooks on every request take a callback rather than returning a promise:
  // one promise and one microtask less each, per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    reply.headers(COMMON_HEADERS)
    if (!closing) return done()
    reply.header('connection', 'close')
    sendProblem(request, reply, errors.shuttingDown())
  })
  app.addHook('onResponse', (request, reply, done) => {
    logRequest(request.log, request.method, request.routeOptions.url ?? null, reply.statusCode, reply.elapsedTime)
    // A change that succeeded has committed its event and any delivery it queued: start them now, not at the next poll.
    // Only when one was queued (domain/webhooks.ts queuedDeliveries): a write that queued none looks at no jobs.
    if (reply.statusCode < 400 && request.method !== 'GET' && request.method !== 'HEAD' && queuedDeliveries() !== deliveriesSeen) {
      deliveriesSeen = queuedDeliveries()
      deliveries.wake()
    }
    done()
  })

  await app.register(errorHandler)
  // Parsed only where a session is looked for (auth.ts), not on every request.
  await app.register(cookie, { hook: false })
  await app.register(metrics)
  await app.register(bodyParsers, { maxJsonBytes: config.maxJsonBytes })
  // The moment each request reads at: set by one hook, or handed over by the responder in front of the router.
  const moments = new ReadMoments(stores.database)
  await app.register(readMoment, { moments })
  // The audit rows of reads, written in batches (SPEC C6); changes write theirs with their events.
  const auditLog = new AuditLog(stores.database.db, app.log)
  await app.register(audit, { auditLog })
  await hot.register(app, {
    maxBytes: config.readCacheMb * 2 ** 20,
    authenticator,
    moments,
    auditLog,
    limiter: rateLimits.api,
    originKey: originKeyer(config.publicUrl, config.trustProxy),
  })
  for (const schema of COMPONENT_SCHEMAS) app.addSchema(schema)

  await app.register(swagger, swaggerOptions())
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })

  await app.register(systemRoutes)
  // The careers site (SPEC C8) before the console, whose page answers every other path a browser asks for.
  await app.register(careersPlugin)
  // The MCP server for AI assistants (SPEC C7): its tools call the routes below with the caller's token.
  await app.register(mcpRoutes, { authenticator, limiter: rateLimits.api })
  await app.register(consolePlugin, { webDir: config.webDir ?? DEFAULT_WEB_DIR })
  await app.register(
    async (v1) => {
      await v1.register(auth, { authenticator, publicUrl: config.publicUrl, limiter: rateLimits.api })
      await v1.register(candidateRoutes)
      await v1.register(candidateExportRoutes)
      await v1.register(candidateAnonymizationRoutes)
      await v1.register(documentRoutes)
      await v1.register(noteRoutes)
      await v1.register(searchRoutes)
      await v1.register(flagRoutes)
      await v1.register(vacancyRoutes)
      await v1.register(stageRoutes)
      await v1.register(interviewRoutes)
      await v1.register(scorecardRoutes)
      await v1.register(applicationRoutes)
      await v1.register(emailRoutes)
      await v1.register(reportRoutes)
      await v1.register(submissionRoutes)
      await v1.register(eventRoutes)
      await v1.register(webhookRoutes)
      await v1.register(auditEventRoutes)
      await v1.register(memberRoutes)
      await v1.register(directoryRoutes)
      await v1.register(sessionRoutes)
      await v1.register(jobRoutes)
      await v1.register(jobApplicationRoutes)
    },
    { prefix: '/v1' },
  )

  return app
}

function isLoggerInstance(l: unknown): l is FastifyBaseLogger {
  return typeof l === 'object' && l !== null && typeof (l as FastifyBaseLogger).child === 'function'
}
