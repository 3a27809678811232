import type { FastifyBaseLogger } from 'fastify'

/**
 * The one log line every request leaves: request id, method, route pattern,
 * status and duration. No URL (queries can hold names), no headers, no bodies.
 * `log` is a request's own logger (which carries its id) or, with
 * `requestId`, the app's.
 */
export function logRequest(
  log: FastifyBaseLogger,
  method: string,
  route: string | null,
  status: number,
  durationMs: number,
  requestId?: string,
): void {
  const line = { method, route, status, durationMs: Math.round(durationMs * 100) / 100 }
  log.info(requestId === undefined ? line : { requestId, ...line }, 'request')
}
