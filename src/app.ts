import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import cookie from '@fastify/cookie'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Config } from './config.js'
import { createLogger } from './logger.js'
import { openServices, type Services } from './services.js'
import type { Principal } from './domain/access/index.js'
import audit from './http/plugins/audit.js'
import bodyParsers from './http/plugins/body-parsers.js'
import metrics from './http/plugins/metrics.js'
import errorHandler, { sendProblem, toAppError } from './http/plugins/error-handler.js'
import readMoment, { ReadMoments } from './http/plugins/read-moment.js'
import durableWrites from './http/plugins/durable-writes.js'
import { genReqId } from './http/plugins/request-id.js'
import { clientErrorHandler } from './http/protocol/client-errors.js'
import { hotReads } from './http/hot-reads/index.js'
import { lazySerializers } from './http/openapi/lazy-serializers.js'
import { logRequest } from './http/protocol/request-log.js'
import { COMMON_HEADERS } from './http/protocol/response-headers.js'
import { originKeyer } from './http/protocol/public-origin.js'
import { MAX_PARAM_LENGTH, RouteCase } from './http/protocol/route-case.js'
import apiRoutes from './http/routes/index.js'
import systemRoutes from './http/routes/system.routes.js'
import mcpRoutes from './http/routes/mcp.routes.js'
import consolePlugin, { DEFAULT_WEB_DIR } from './http/site/console.js'
import careersPlugin from './http/site/careers/careers.plugin.js'
import docsAssets from './http/openapi/docs-assets.js'
import { COMPONENT_SCHEMAS, swaggerOptions } from './http/openapi/openapi.js'
import { errors } from './errors/catalog.js'
import type { Stores } from './store/stores.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes use beyond the request: stores, runners, limits, mail (services.ts). */
    services: Services
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

  const services = await openServices(config, { stores: opts.stores, log: app.log })
  app.decorate('services', services)
  app.addHook('onReady', (done) => {
    services.start()
    done()
  })
  // Runners stop taking work as soon as the app starts closing; the stores close once the last request is answered,
  // and the log after them (closing hooks run last-registered first), so that what closing logs is written.
  app.addHook('preClose', () => services.stopWork())
  if (own) app.addHook('onClose', async () => own.close())
  app.addHook('onClose', () => services.close())

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
    // Answered by the route's error handler: problem details, or a page on the careers site.
    done(errors.shuttingDown())
  })
  app.addHook('onResponse', (request, reply, done) => {
    logRequest(request.log, request.method, request.routeOptions.url ?? null, reply.statusCode, reply.elapsedTime)
    // A change that succeeded has committed its event and any delivery or email it queued: start them now, not at the
    // next poll. Only when it queued one (counted on the write's Principal): a write that queued none looks at no jobs.
    // (A request outside /v1 has no Principal: the decorator's null.)
    const queued = (request.principal as Principal | null)?.queued
    if (reply.statusCode < 400 && queued && queued.deliveries > 0) services.deliveries.wake()
    done()
  })

  await app.register(errorHandler)
  // Parsed only where a session is looked for (auth.ts), not on every request.
  await app.register(cookie, { hook: false })
  await app.register(metrics)
  await app.register(bodyParsers, { maxJsonBytes: config.maxJsonBytes })
  // The moment each request reads at: set by one hook, or handed over by the responder in front of the router.
  const moments = new ReadMoments(services.stores.database)
  await app.register(readMoment, { moments })
  // A write is answered once what it wrote is on disk.
  await app.register(durableWrites, { durable: services.stores.database.durable?.bind(services.stores.database) })
  // The audit rows of reads, written in batches (SPEC C6); changes write theirs with their events.
  await app.register(audit, { auditLog: services.auditLog })
  await hot.register(app, {
    maxBytes: config.readCacheMb * 2 ** 20,
    authenticator: services.authenticator,
    moments,
    auditLog: services.auditLog,
    limiter: services.rateLimits.api,
    originKey: originKeyer(config.publicUrl, config.trustProxy),
  })
  for (const schema of COMPONENT_SCHEMAS) app.addSchema(schema)

  await app.register(swagger, swaggerOptions())
  await app.register(docsAssets, { prefix: '/docs' })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })

  await app.register(systemRoutes)
  // The careers site (SPEC C8) before the console, whose page answers every other path a browser asks for.
  await app.register(careersPlugin)
  // The MCP server for AI assistants (SPEC C7): its tools call the routes below with the caller's token.
  await app.register(mcpRoutes, {
    authenticator: services.authenticator,
    limiter: services.rateLimits.api,
    publicOrigin: services.mail.consoleOrigin,
  })
  await app.register(consolePlugin, { webDir: config.webDir ?? DEFAULT_WEB_DIR })
  await app.register(apiRoutes, { prefix: '/v1' })

  return app
}

function isLoggerInstance(l: unknown): l is FastifyBaseLogger {
  return typeof l === 'object' && l !== null && typeof (l as FastifyBaseLogger).child === 'function'
}
