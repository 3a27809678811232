import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { requireScope, type Principal, type Scope, type Authenticator, SESSION_COOKIE } from '../../domain/access/index.js'
import type { LimitVerdict, RequestLimiter } from '../../domain/limits/index.js'
import { errors } from '../../errors/catalog.js'
import { repeatsAuthorization } from '../protocol/authorization-header.js'
import { overLimit, rateLimitHeaders } from '../protocol/rate-limit-headers.js'

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal
  }
  interface FastifyContextConfig {
    /**
     * What an operation needs. Every route under /v1 must name it: a scope;
     * `member`, any signed-in member (a route that decides the rest itself);
     * or `public`, no one (signing in).
     */
    scope?: Scope | 'member' | 'public'
  }
}

/** Methods that change nothing: no CSRF proof is asked of them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Authentication for a whole route group. The hook runs before body parsing
 * and validation, so an anonymous caller learns nothing from error details,
 * and a route registered without a scope fails at start rather than running
 * unprotected. A token in `Authorization` is checked by the app's one
 * Authenticator, at the request's moment (`request.moment`, set by
 * plugins/read-moment.ts); without one, the console's session cookie is, and a
 * write through a session must prove it comes from the console (CSRF). Each
 * request so identified counts against its token's or session's rate limit.
 */
async function authPlugin(app: FastifyInstance, opts: { authenticator: Authenticator; limiter: RequestLimiter; publicUrl?: string }) {
  const { authenticator, limiter } = opts
  // Set by the hook below before any handler runs; Fastify wants a placeholder of the right shape first.
  app.decorateRequest('principal', null as unknown as Principal)
  app.addHook('onRoute', (route) => {
    if (!route.config?.scope) throw new Error(`Route ${String(route.method)} ${route.url} declares no scope`)
  })
  // A callback hook, so that a token found among the verified costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.scope === 'public') return done()
    if (repeatsAuthorization(request.raw.rawHeaders)) return done(errors.validation('Authorization', 'must be sent once'))
    let principal: Principal | Promise<Principal>
    try {
      // A read of this token that the fast path started at this moment is taken over, not made twice.
      principal = request.moment.principal ?? identify(app, authenticator, request)
    } catch (err) {
      return done(err as Error)
    }
    // Counted against its limit (SPEC C7) once known, whatever the answer; refused past it.
    const limited = (p: Principal) => {
      const verdict = limiter.take(p)
      if (verdict === undefined) done(admit(request, p, opts.publicUrl))
      else if (verdict instanceof Promise) verdict.then((v) => done(within(reply, v) ?? admit(request, p, opts.publicUrl)), done)
      else done(within(reply, verdict) ?? admit(request, p, opts.publicUrl))
    }
    if (principal instanceof Promise) principal.then(limited, done)
    else limited(principal)
  })
}

/** Puts the limit's headers on the answer, whatever it will be; the refusal when over the limit. */
function within(reply: FastifyReply, verdict: LimitVerdict): Error | undefined {
  reply.headers(rateLimitHeaders(verdict))
  return overLimit(verdict)
}

/** The token's principal; without an `Authorization` header, the session cookie's. */
function identify(app: FastifyInstance, authenticator: Authenticator, request: FastifyRequest): Principal | Promise<Principal> {
  const { authorization, cookie } = request.headers
  if (authorization === undefined && cookie !== undefined) {
    const secret = app.parseCookie(cookie)[SESSION_COOKIE]
    if (secret !== undefined) return authenticator.authenticateSession(secret, request.moment.generation)
  }
  return authenticator.authenticate(authorization, request.moment.generation)
}

/** Records the principal; the error to answer with when it lacks the route's scope or a session write its proof. */
function admit(request: FastifyRequest, principal: Principal, publicUrl: string | undefined): Error | undefined {
  // A write carries its request's id into the domain, for its audit row (the verified principal is shared, so a copy).
  request.principal = SAFE_METHODS.has(request.method) ? principal : { ...principal, requestId: request.id, queued: { deliveries: 0 } }
  // Every route of the group declares one (checked at start, above).
  const scope = request.routeOptions.config.scope ?? 'admin'
  try {
    if (scope !== 'member' && scope !== 'public') requireScope(principal, scope)
    if (principal.session && !SAFE_METHODS.has(request.method)) requireCsrfProof(request, principal.session.csrfToken, publicUrl)
    return undefined
  } catch (err) {
    return err as Error
  }
}

/**
 * A write through a session cookie must carry the session's CSRF token in
 * `X-CSRF-Token` (a page of another site cannot read it), and its `Origin`,
 * when sent, must be the service's own.
 */
function requireCsrfProof(request: FastifyRequest, csrfToken: string, publicUrl: string | undefined): void {
  const sent = request.headers['x-csrf-token']
  if (typeof sent !== 'string' || !sameSecret(sent, csrfToken)) {
    throw errors.csrfRejected('A change made through a session needs the X-CSRF-Token header the session was given.')
  }
  requireOwnOrigin(request, publicUrl)
}

/** A request's `Origin`, when sent, must be the service's own: `ATS_PUBLIC_URL`, else the scheme and Host it was reached at. */
export function requireOwnOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  const origin = request.headers.origin
  if (origin === undefined) return
  const own = publicUrl ?? `${request.protocol}://${request.host}`
  if (origin !== own) throw errors.csrfRejected('The request comes from a page of another origin.')
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

// The moment the hook reads is set by the read-moment plugin, registered before.
export default fp(authPlugin, { name: 'auth', dependencies: ['read-moment'] })
