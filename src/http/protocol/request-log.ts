import type { FastifyBaseLogger } from 'fastify'

/**
 * The one log line every request leaves: request id, method, route pattern,
 * status and duration. No URL (queries can hold names), no headers, no bodies.
 * `log` is the request's own logger, which carries its id.
 */
export function logRequest(log: FastifyBaseLogger, method: string, route: string | null, status: number, durationMs: number): void {
  log.info({ method, route, status, durationMs: roundMs(durationMs) }, 'request')
}

/**
 * The same line, with method, route and status bound once: for a caller that
 * answers the same route often (a bound child logger serializes them once).
 */
export function routeLogger(
  log: FastifyBaseLogger,
  method: string,
  route: string,
  status: number,
): (requestId: string, durationMs: number) => void {
  const child = log.child({ method, route, status })
  return (requestId, durationMs) => child.info({ requestId, durationMs: roundMs(durationMs) }, 'request')
}

const roundMs = (ms: number) => Math.round(ms * 100) / 100
