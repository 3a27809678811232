import { Writable } from 'node:stream'
import pino, { type Logger } from 'pino'

export type LogLine = Record<string, unknown> & { level: number; msg?: string }

/** A pino logger whose lines are kept in memory, and a way to wait for one. */
export function captureLog(): { logger: Logger; lines: LogLine[]; waitFor(match: (line: LogLine) => boolean): Promise<LogLine> } {
  const lines: LogLine[] = []
  let waiting: Array<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
        const line = JSON.parse(text) as LogLine
        lines.push(line)
        waiting = waiting.filter((w) => !(w.match(line) && (w.resolve(line), true)))
      }
      done()
    },
  })
  return {
    logger: pino({ level: 'info' }, stream),
    lines,
    waitFor: (match) => {
      const found = lines.find(match)
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ match, resolve }))
    },
  }
}
