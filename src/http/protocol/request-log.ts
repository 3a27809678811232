import type { FastifyBaseLogger } from 'fastify'
import pino from 'pino'

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
  const lines = wholeLinesOf(log)
  if (!lines) return (requestId, durationMs) => child.info({ requestId, durationMs: roundMs(durationMs) }, 'request')
  // The line pino writes, made as one template: pino's generic path (a level check, an object
  // walked key by key, each value stringified) was most of the 8 % of a cached read's CPU that
  // its line took. Request ids are printable ASCII with no quote or backslash
  // (plugins/request-id.ts): nothing to escape.
  const bound = (child as unknown as Record<symbol, string>)[pino.symbols.chindingsSym]
  const level = pino.levels.values.info ?? 30
  return (requestId, durationMs) => {
    if ((child as unknown as { levelVal: number }).levelVal > level) return
    lines.write(
      `{"level":${level},"time":${Date.now()}${bound},"requestId":"${requestId}","durationMs":${roundMs(durationMs)},"msg":"request"}\n`,
    )
  }
}

const roundMs = (ms: number) => Math.round(ms * 100) / 100

/** Marks a logger's destination that takes request lines written whole, bypassing pino (src/logger.ts sets it). */
export const TAKES_WHOLE_LINES: unique symbol = Symbol('takes whole log lines')

/**
 * The destination of `log` where a request line may be written as built here, as pino would build
 * it: only the service's own destination, whose logger's options are known (epoch time, numeric
 * levels, `msg`, no mixin), shared by its children. Undefined for any other logger.
 */
function wholeLinesOf(log: unknown): { write(line: string): boolean } | undefined {
  const stream = (log as Record<symbol, unknown>)[pino.symbols.streamSym] as
    { write(line: string): boolean; [TAKES_WHOLE_LINES]?: true } | undefined
  return stream?.[TAKES_WHOLE_LINES] ? stream : undefined
}
