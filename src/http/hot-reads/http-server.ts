import http from 'node:http'
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify'
import type { FrontResponder } from './front.js'
import { refusedForMissingHost } from '../protocol/client-errors.js'

/**
 * The HTTP server Fastify would make for itself (same timeouts), with one
 * slot in front of the router for a responder that answers some requests
 * on its own (front.ts) and hands every other one to the framework.
 * The slot is filled once the app is built and emptied when it starts to
 * close, so that Fastify alone answers requests arriving while it drains.
 * `log` gives the app's logger once it exists.
 */
export function frontedServer(log: () => FastifyBaseLogger): {
  serverFactory: FastifyServerFactory
  setFront: (front: FrontResponder | undefined) => void
} {
  let front: FrontResponder | undefined
  const serverFactory: FastifyServerFactory = (handler, opts) => {
    // Fastify has applied its defaults to these before it calls the factory.
    const options = opts as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number }
    // Node looks for requests past their timeout every 30 s; a shorter timeout is looked for more often.
    const connectionsCheckingInterval = Math.min(30_000, Math.max(10, options.requestTimeout / 4))
    const server = http.createServer({ connectionsCheckingInterval, requireHostHeader: false }, (req, res) => {
      if (refusedForMissingHost(req, res, log())) return
      if (front) front(req, res, handler)
      else handler(req, res)
    })
    server.keepAliveTimeout = options.keepAliveTimeout
    server.requestTimeout = options.requestTimeout
    // The headers are part of the request: they may not take longer than all of it.
    server.headersTimeout = Math.min(server.headersTimeout, options.requestTimeout)
    server.setTimeout(options.connectionTimeout)
    return server
  }
  return { serverFactory, setFront: (f) => (front = f) }
}
