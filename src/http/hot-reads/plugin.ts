import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { isScope, type Authenticator } from '../../domain/access/index.js'
import type { AuditLog } from '../../domain/changes/index.js'
import type { RequestLimiter } from '../../domain/limits/index.js'
import { auditedRead } from '../plugins/audit.js'
import type { ReadMoments } from '../plugins/read-moment.js'
import { AnswerCache, cachedAnswer, type CachedAnswer, type Viewer } from './answer-cache.js'
import { frontResponder, type FrontResponder } from './front.js'

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers a read from its kept bytes when the store has not changed since
     * they were made for the same viewer and URL; otherwise runs `load`,
     * serializes its result with the route's schema and keeps it.
     */
    sendRead(load: () => Promise<unknown>): void | Promise<void>
  }
}

interface HotReadsOptions {
  /** Memory for kept answers; 0 keeps none (and puts nothing in front of the router). */
  readonly maxBytes: number
  readonly authenticator: Authenticator
  /** Where each request's moment comes from: the front responder hands its own over there. */
  readonly moments: ReadMoments
  /** Where an answer given before the router records its read (the framework path's is the audit plugin's hook). */
  readonly auditLog: AuditLog
  /** The API's per-token limit, which answers given before the router count too. */
  readonly limiter: RequestLimiter
  /** What of a request decides the origin a public page's absolute URLs start with (http/protocol/public-origin.ts). */
  readonly originKey: (req: IncomingMessage) => string
  /** Fills (or, when the app starts to close, empties) the slot in front of the router. */
  readonly setFront: (front: FrontResponder | undefined) => void
}

/**
 * The framework side of hot reads: the kept answers made by `reply.sendRead`
 * at the request's moment (plugins/read-moment.ts), and the responder that
 * gives them before routing (front.ts), put in place once the app is ready.
 */
async function hotReadsPlugin(app: FastifyInstance, opts: HotReadsOptions) {
  const answers = opts.maxBytes > 0 ? new AnswerCache(opts.maxBytes) : undefined
  // Public answers are kept apart, at the public generation (ReadMoments.publicAt), which on PostgreSQL is not the store's.
  const publicAnswers = opts.maxBytes > 0 ? new AnswerCache(Math.max(1, Math.floor(opts.maxBytes / 4))) : undefined

  // A hit is answered synchronously: no promise on the path that matters most.
  app.decorateReply('sendRead', function (this: FastifyReply, load: () => Promise<unknown>): void | Promise<void> {
    // Kept under the URL as received (before its words were put in their declared case),
    // the key the front responder looks answers up by.
    const { originalUrl: url, moment, routeOptions } = this.request
    // Only a route that declares a scope keeps answers: the fast path checks that scope again for every token,
    // or, for a public route, reads none.
    const scope = routeOptions.config.scope
    const isPublic = scope === 'public'
    const kept = isPublic ? publicAnswers : answers
    if (!kept || scope === undefined || !(isPublic || isScope(scope))) return sendLoaded(this, load)
    // A public answer while its generation is unknown (PostgreSQL not hearing the change notices) is read each time.
    const generation = isPublic ? opts.moments.publicAt(moment) : moment.generation
    if (generation === undefined) return sendLoaded(this, load)
    const viewer: Viewer = isPublic ? { originKey: opts.originKey(this.request.raw) } : this.request.principal
    const hit = kept.get(viewer, url, generation)
    if (hit) return sendAnswer(this, hit)
    return load().then((payload) => {
      // A page (its type set by the handler) is kept as the text it is; anything else is serialized by the route's schema.
      const type = this.getHeader('content-type')
      const page = typeof type === 'string' && !type.startsWith('application/json') && typeof payload === 'string'
      const answer = cachedAnswer(
        Buffer.from(page ? payload : (this.serialize(payload) as string)),
        answerHeaders(this),
        routeOptions.url ?? '',
        scope,
        auditedRead(this.request),
      )
      kept.set(viewer, url, generation, answer)
      sendAnswer(this, answer)
    })
  })

  if (!answers || !publicAnswers) return
  app.addHook('onReady', (done) => {
    opts.setFront(
      frontResponder({
        moments: opts.moments,
        authenticator: opts.authenticator,
        answers,
        publicAnswers,
        log: app.log,
        metrics: app.metrics,
        auditLog: opts.auditLog,
        limiter: opts.limiter,
        originKey: opts.originKey,
      }),
    )
    done()
  })
  // Fastify alone answers requests arriving while the app drains (503).
  app.addHook('preClose', (done) => {
    opts.setFront(undefined)
    done()
  })
  app.addHook('onClose', (_app, done) => {
    answers.clear()
    publicAnswers.clear()
    done()
  })
}

/** The headers a handler set that are part of its answer, and so are kept with it. */
const ANSWER_HEADERS = ['content-type', 'link', 'content-security-policy', 'referrer-policy'] as const

function answerHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const name of ANSWER_HEADERS) {
    const value = reply.getHeader(name)
    if (typeof value === 'string') headers[name] = value
  }
  return headers
}

/** An answer read and sent, not kept. */
function sendLoaded(reply: FastifyReply, load: () => Promise<unknown>): Promise<void> {
  return load().then((payload) => {
    reply.send(payload)
  })
}

function sendAnswer(reply: FastifyReply, answer: CachedAnswer): void {
  reply.headers(answer.headers).send(answer.body)
}

export default fp(hotReadsPlugin, { name: 'hot-reads', dependencies: ['metrics'] })
