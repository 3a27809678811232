import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import type { Principal, Authenticator } from '../../domain/access/index.js'
import type { AuditLog } from '../../domain/changes/index.js'
import type { LimitVerdict, RequestLimiter } from '../../domain/limits/index.js'
import { repeatsAuthorization } from '../protocol/authorization-header.js'
import type { Metrics } from '../plugins/metrics.js'
import type { ReadMoments } from '../plugins/read-moment.js'
import { genReqId } from '../plugins/request-id.js'
import { rateLimitHeaderList, RATE_LIMIT_HEADER_COUNT } from '../protocol/rate-limit-headers.js'
import { routeLogger } from '../protocol/request-log.js'
import type { AnswerCache, CachedAnswer } from './answer-cache.js'

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void
/** Answers what it can and hands the rest to `next` (the framework), untouched. */
export type FrontResponder = (req: IncomingMessage, res: ServerResponse, next: RequestHandler) => void

const ignore = () => {}

/**
 * Gives a kept answer to a GET before the router sees the request. Routing,
 * validation, handler and serialization already ran for the same viewer and
 * URL at the current generation when the answer was kept (plugin.ts); what
 * may differ between two such requests is checked again here, by the same
 * code as on the framework path: the token (the one Authenticator, at this
 * generation, not expired) and the route's scope, which a token of the same
 * member may lack. Anything else (a token not verified yet, a miss, a scope
 * refused, a repeated Authorization line) goes to the framework, which
 * answers it in full, errors included, at the moment read here (handed
 * over to `ReadMoments`, with the token's read if one was started). The answer carries the headers the
 * framework path gives, and leaves the same log line, metrics and audit row.
 */
export function frontResponder(deps: {
  moments: ReadMoments
  authenticator: Authenticator
  answers: AnswerCache
  /** Public answers (the job API, careers pages), kept at the public generation (ReadMoments.publicShared). */
  publicAnswers: AnswerCache
  log: FastifyBaseLogger
  metrics: Pick<Metrics, 'requestSeries'>
  auditLog: Pick<AuditLog, 'read'>
  /** The API's per-token limit, counted here too. */
  limiter: Pick<RequestLimiter, 'takeKnown'>
  /** What of a request decides a public page's origin (http/protocol/public-origin.ts): public answers are kept per key. */
  originKey: (req: IncomingMessage) => string
}): FrontResponder {
  const { moments, authenticator, answers, publicAnswers, log, metrics, auditLog, limiter, originKey } = deps
  // Answers given here are all GET 200s: one metrics series and one bound logger per route.
  const perRoute = new Map<string, { observe(seconds: number): void; log(requestId: string, durationMs: number): void }>()
  const recorderOf = (route: string) => {
    let r = perRoute.get(route)
    if (!r) perRoute.set(route, (r = { observe: metrics.requestSeries('GET', route, 200), log: routeLogger(log, 'GET', route, 200) }))
    return r
  }

  function send(req: IncomingMessage, res: ServerResponse, hit: CachedAnswer, start: number, limit?: LimitVerdict): string {
    const requestId = genReqId(req)
    res.writeHead(200, headOf(requestId, hit.head, limit))
    res.end(hit.body)
    const ms = performance.now() - start
    const record = recorderOf(hit.route)
    record.observe(ms / 1000)
    record.log(requestId, ms)
    return requestId
  }

  /** Answers from a kept answer, or says what the framework path may reuse. */
  function answer(req: IncomingMessage, res: ServerResponse, generation: number, start: number): Promise<Principal> | boolean {
    // Two Authorization lines are refused by the framework path (auth.ts).
    if (repeatsAuthorization(req.rawHeaders)) return false
    let viewer: Principal | Promise<Principal>
    try {
      viewer = authenticator.authenticate(req.headers.authorization, generation)
    } catch {
      return false
    }
    if (viewer instanceof Promise) return viewer
    const hit = answers.get(viewer, req.url ?? '', generation)
    if (hit === undefined || hit.scope === 'public' || !viewer.scopes.has(hit.scope)) return false
    // Counted in memory against the token's limit (domain/limits/request-limit.ts). A window not known here yet,
    // or a refusal, is the framework path's to count and answer.
    const limit = limiter.takeKnown(viewer)
    if (limit === null || limit?.retryAfterSeconds !== undefined) return false
    const requestId = send(req, res, hit, start, limit)
    // The same row the framework path's answer would leave (plugins/audit.ts).
    if (hit.audit) auditLog.read(hit.audit, viewer, requestId)
    return true
  }

  function answerOrPass(req: IncomingMessage, res: ServerResponse, next: RequestHandler, generation: number, start: number): void {
    let result: Promise<Principal> | boolean
    try {
      result = answer(req, res, generation, start)
    } catch (err) {
      // Nothing is sent when writing the head fails: the framework answers instead.
      if (res.headersSent) return void res.destroy(err as Error)
      result = false
    }
    if (result === true) return
    if (result === false) {
      moments.handOver(req, { generation })
    } else {
      // The token's read is under way: the framework path takes it over. A
      // request that never reaches the auth hook (no such route) leaves it unread.
      result.catch(ignore)
      moments.handOver(req, { generation, principal: result })
    }
    next(req, res)
  }

  /** A public answer (the job API, careers pages) reads no token: one sent is ignored, as on the framework path. */
  function answerPublic(req: IncomingMessage, res: ServerResponse, generation: number | undefined, start: number): boolean {
    if (generation === undefined) return false
    const open = publicAnswers.get({ originKey: originKey(req) }, req.url ?? '', generation)
    if (open === undefined) return false
    try {
      send(req, res, open, start)
    } catch (err) {
      // Nothing is sent when writing the head fails: the framework answers instead.
      if (res.headersSent) res.destroy(err as Error)
      return res.headersSent
    }
    return true
  }

  // GETs that arrive in one turn of the event loop share one reading of the
  // generation (ReadMoments.shared): SQLite's data_version or PostgreSQL's
  // snapshot query is paid once per turn, not per request. A public answer
  // on PostgreSQL needs not even that: its generation is in memory.
  return (req, res, next) => {
    if (req.method !== 'GET') return next(req, res)
    const url = req.url ?? ''
    if (publicAnswers.mayHold(url)) {
      const start = performance.now()
      const generation = moments.publicShared()
      if (!(generation instanceof Promise)) {
        if (!answerPublic(req, res, generation, start)) next(req, res)
        return
      }
      generation.then(
        (g) => {
          if (!answerPublic(req, res, g, start)) next(req, res)
        },
        () => next(req, res),
      )
      return
    }
    if (!answers.mayHold(url)) return next(req, res)
    const start = performance.now()
    moments.shared().then(
      (generation) => answerOrPass(req, res, next, generation, start),
      () => next(req, res),
    )
  }
}

/**
 * The head of a kept answer as one list made at its final length: the request id, the kept headers
 * and the rate-limit headers. Spread together, the parts cost two more arrays per answer.
 */
function headOf(requestId: string, kept: readonly string[], limit: LimitVerdict | undefined): string[] {
  const head = new Array<string>(2 + kept.length + (limit ? 2 * RATE_LIMIT_HEADER_COUNT : 0))
  head[0] = 'x-request-id'
  head[1] = requestId
  let at = 2
  for (let i = 0; i < kept.length; i++) head[at++] = kept[i] as string
  if (limit) rateLimitHeaderList(limit, head, at)
  return head
}
