import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { requireScope, type Principal, type Scope } from '../../domain/access.js'
import { authenticate } from '../../domain/authenticate.js'
import { errors } from '../../errors/catalog.js'
import { repeatsAuthorization } from '../authorization-header.js'
import { ARRIVAL_GENERATION, type CarriesGeneration } from '../cached-reads.js'

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal
    /**
     * The store's generation (see Database.generation) when the request was
     * authenticated, taken once: whatever this request reads afterwards is
     * at least that current.
     */
    storeGeneration: number
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
 * unprotected.
 */
async function authPlugin(app: FastifyInstance) {
  const { database } = app.stores
  app.decorateRequest('principal', null as unknown as Principal)
  app.decorateRequest('storeGeneration', 0)
  app.addHook('onRoute', (route) => {
    if (!route.config?.scope) throw new Error(`Route ${route.method} ${route.url} declares no scope`)
  })
  // A callback hook, so that a SQLite store's generation and a token found
  // in the cache cost no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    let generation: number | Promise<number> | undefined = (request.raw as CarriesGeneration)[ARRIVAL_GENERATION]
    try {
      generation ??= database.generation()
    } catch (err) {
      return done(err as Error)
    }
    if (generation instanceof Promise) generation.then((g) => admitAt(request, g, done), done)
    else admitAt(request, generation, done)
  })

  function admitAt(request: FastifyRequest, generation: number, done: (err?: Error) => void): void {
    request.storeGeneration = generation
    if (repeatsAuthorization(request.raw.rawHeaders)) return done(errors.validation('Authorization', 'must be sent once'))
    let principal: Principal | Promise<Principal>
    try {
      principal = authenticate(database, request.headers.authorization, generation)
    } catch (err) {
      return done(err as Error)
    }
    if (principal instanceof Promise) principal.then((p) => done(admit(request, p)), done)
    else done(admit(request, principal))
  }
}

/** Records the principal; the error to answer with when it lacks the route's scope. */
function admit(request: FastifyRequest, principal: Principal): Error | undefined {
  request.principal = principal
  try {
    requireScope(principal, request.routeOptions.config.scope!)
    return undefined
  } catch (err) {
    return err as Error
  }
}

export default fp(authPlugin, { name: 'auth' })
