import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { requireScope, type Principal, type Scope } from '../../domain/access.js'
import type { Authenticator } from '../../domain/authenticate.js'
import { errors } from '../../errors/catalog.js'
import { repeatsAuthorization } from '../authorization-header.js'
import { arrivalOf } from '../hot-reads/index.js'

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal
  }
  interface FastifyContextConfig {
    /** The scope an operation needs. Every route under /v1 must name one. */
    scope?: Scope
  }
}

/**
 * Authentication for a whole route group. The hook runs before body parsing
 * and validation, so an anonymous caller learns nothing from error details,
 * and a route registered without a scope fails at start rather than running
 * unprotected. The token is checked by the app's one Authenticator, at the
 * store generation the request took when it arrived (hot-reads/plugin.ts).
 */
async function authPlugin(app: FastifyInstance, opts: { authenticator: Authenticator }) {
  const { authenticator } = opts
  // Set by the hook below before any handler runs; Fastify wants a placeholder of the right shape first.
  app.decorateRequest('principal', null as unknown as Principal)
  app.addHook('onRoute', (route) => {
    if (!route.config?.scope) throw new Error(`Route ${String(route.method)} ${route.url} declares no scope`)
  })
  // A callback hook, so that a token found among the verified costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (repeatsAuthorization(request.raw.rawHeaders)) return done(errors.validation('Authorization', 'must be sent once'))
    let principal: Principal | Promise<Principal>
    try {
      // A read of this token that the fast path started is taken over, not made twice.
      principal = arrivalOf(request.raw)?.principal ?? authenticator.authenticate(request.headers.authorization, request.storeGeneration)
    } catch (err) {
      return done(err as Error)
    }
    if (principal instanceof Promise) principal.then((p) => done(admit(request, p)), done)
    else done(admit(request, principal))
  })
}

/** Records the principal; the error to answer with when it lacks the route's scope. */
function admit(request: FastifyRequest, principal: Principal): Error | undefined {
  request.principal = principal
  // Every route of the group declares one (checked at start, above).
  const scope = request.routeOptions.config.scope ?? 'admin'
  try {
    requireScope(principal, scope)
    return undefined
  } catch (err) {
    return err as Error
  }
}

export default fp(authPlugin, { name: 'auth' })
