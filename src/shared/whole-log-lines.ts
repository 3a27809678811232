import pino from 'pino'

/** Where lines go that are written whole, as pino would write them (see `wholeLinesOf`). */
export interface WholeLines {
  write(line: string): boolean
}

/** Marks a logger's destination that takes lines written whole, bypassing pino (src/logger.ts sets it). */
export const TAKES_WHOLE_LINES: unique symbol = Symbol('takes whole log lines')

/**
 * The destination of `logger` where a caller may write a line it built itself, as pino would
 * build it: only the service's own destination, whose logger's options are known (epoch time,
 * numeric levels, `msg`, no mixin), shared by its children. Undefined for any other logger.
 */
export function wholeLinesOf(logger: unknown): WholeLines | undefined {
  const stream = (logger as Record<symbol, unknown>)[pino.symbols.streamSym] as (WholeLines & { [TAKES_WHOLE_LINES]?: true }) | undefined
  return stream?.[TAKES_WHOLE_LINES] ? stream : undefined
}
