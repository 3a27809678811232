import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { verifiedPrincipal } from '../domain/authenticate.js'
import type { Database } from '../store/database.js'
import { repeatsAuthorization } from './authorization-header.js'
import { JSON_TYPE, type AnswerCache, type CachedAnswer } from './answer-cache.js'
import type { Metrics } from './plugins/metrics.js'
import { genReqId } from './plugins/request-id.js'
import { routeLogger } from './request-log.js'
import { COMMON_HEADERS } from './response-headers.js'

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void
/** Answers what it can and hands the rest to `next` (the framework), untouched. */
export type FrontResponder = (req: IncomingMessage, res: ServerResponse, next: RequestHandler) => void

/**
 * The store generation taken when a request arrived, left on a request the
 * front responder hands on, so the auth hook does not read it again (on
 * PostgreSQL that is a query).
 */
export const ARRIVAL_GENERATION = Symbol('arrival generation')
export type CarriesGeneration = IncomingMessage & { [ARRIVAL_GENERATION]?: number }

/**
 * Gives a cached answer to a GET before the router sees the request. Routing,
 * validation, handler and serialization already ran for the same viewer and
 * URL at the current generation when the answer was kept (plugins/read-cache.ts);
 * what may differ between two such requests is checked again here, exactly as
 * the framework path would: the token (verified at this generation, not expired)
 * and the route's scope, which a token of the same member may lack. Anything
 * else (an unknown or new token, a miss, a scope refused) goes to the framework,
 * which answers it in full, errors included. The answer carries the headers the
 * framework path gives, and leaves the same log line and metrics.
 */
export function cachedReads(deps: {
  database: Database
  answers: AnswerCache
  log: FastifyBaseLogger
  metrics: Pick<Metrics, 'requestSeries'>
}): FrontResponder {
  const { database, answers, log, metrics } = deps
  // Answers given here are all GET 200s: one metrics series and one bound logger per route.
  const perRoute = new Map<string, { observe(seconds: number): void; log(requestId: string, durationMs: number): void }>()
  const recorderOf = (route: string) => {
    let r = perRoute.get(route)
    if (!r) perRoute.set(route, (r = { observe: metrics.requestSeries('GET', route, 200), log: routeLogger(log, 'GET', route, 200) }))
    return r
  }

  function answer(req: IncomingMessage, res: ServerResponse, generation: number, start: number): boolean {
    // Two Authorization lines are refused by the framework path (auth.ts).
    if (repeatsAuthorization(req.rawHeaders)) return false
    const viewer = verifiedPrincipal(database, req.headers.authorization, generation)
    if (viewer === undefined) return false
    const hit = answers.get(viewer, req.url!, generation)
    if (hit === undefined || !viewer.scopes.has(hit.scope)) return false
    const requestId = genReqId(req)
    res.writeHead(200, headersOf(hit, requestId))
    res.end(hit.body)
    const ms = performance.now() - start
    const record = recorderOf(hit.route)
    record.observe(ms / 1000)
    record.log(requestId, ms)
    return true
  }

  function answerOrPass(req: CarriesGeneration, res: ServerResponse, next: RequestHandler, generation: number, start: number): void {
    try {
      if (answer(req, res, generation, start)) return
    } catch (err) {
      // Nothing is sent when writing the head fails: the framework answers instead.
      if (res.headersSent) return void res.destroy(err as Error)
    }
    req[ARRIVAL_GENERATION] = generation
    next(req, res)
  }

  // GETs that arrive in one turn of the event loop share one reading of the
  // generation, taken once the last of them has arrived: each still sees
  // every commit acknowledged before it arrived, and SQLite's data_version
  // or PostgreSQL's snapshot query is paid once per turn, not per request.
  return (req, res, next) => {
    if (req.method !== 'GET' || !answers.mayHold(req.url!)) return next(req, res)
    const start = performance.now()
    database.sharedGeneration().then(
      (generation) => answerOrPass(req, res, next, generation, start),
      () => next(req, res),
    )
  }
}

// The framework path sets the request id and the common headers first (onRequest), then the reply's own.
function headersOf(hit: CachedAnswer, requestId: string): Record<string, string | number> {
  const headers: Record<string, string | number> = { 'x-request-id': requestId, ...COMMON_HEADERS }
  if (hit.link !== undefined) headers.link = hit.link
  headers['content-type'] = JSON_TYPE
  headers['content-length'] = hit.body.length
  return headers
}
