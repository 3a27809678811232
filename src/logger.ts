import pino, { type Logger } from 'pino'
import { TAKES_WHOLE_LINES } from './http/protocol/request-log.js'

/** Never written to a log line, whatever the level. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization']

/** About eighty request lines: one write to standard output for each. */
const BATCH_CHARS = 16 * 1024

/**
 * JSON lines on standard output (or `dest` 2, standard error: `ats mcp`,
 * whose standard output is the protocol), gathered into batches of some 16 kB, each
 * handed to pino's own destination (sonic-boom) in one piece, which writes
 * it out. A write is a system call and a cached read costs little more than
 * that, so one write per request would cost a large share of it; and
 * sonic-boom's own buffering measures the buffer it appends to on every
 * line, which grows with the buffer. A timer sends a quiet batch every
 * second; closing, `logger.flush()` and any exit of the process
 * (`process.exit` and uncaught errors included) write everything out. A
 * process killed outright (SIGKILL, a native crash) may lose the last second.
 */
export function createLogger(level: string, dest: 1 | 2 = 1): { logger: Logger; close(): void } {
  // Every batch is written at once (any length from 1 up); with a length of 0
  // sonic-boom's flush(cb) would call back before a write in flight is done.
  const destination = pino.destination({ dest, sync: false, minLength: 1 })
  const batch = new LineBatch(destination)
  const logger = pino({ level, redact: REDACT }, batch)
  const timer = setInterval(() => batch.send(), 1000)
  timer.unref()
  const flush = () => {
    batch.send()
    destination.flushSync()
  }
  unclosed.add(flush)
  return {
    logger,
    close: () => {
      clearInterval(timer)
      unclosed.delete(flush)
      flush()
    },
  }
}

/** Loggers not closed yet, written out if the process exits first: one listener for all of them. */
const unclosed = new Set<() => void>()
process.on('exit', () => {
  for (const flush of unclosed) {
    try {
      flush()
    } catch {
      // Standard output is gone (a closed pipe): nowhere left to write to.
    }
  }
})

/** Lines kept until they make a batch, then passed on as one string. */
class LineBatch {
  /** Request lines are written here whole (http/protocol/request-log.ts). */
  readonly [TAKES_WHOLE_LINES] = true
  #lines: string[] = []
  #chars = 0

  constructor(private readonly out: { write(chunk: string): boolean; flush(cb?: (err?: Error) => void): void }) {}

  write(line: string): boolean {
    this.#lines.push(line)
    this.#chars += line.length
    if (this.#chars >= BATCH_CHARS) this.send()
    return true
  }

  send(): void {
    if (this.#chars === 0) return
    const chunk = this.#lines.join('')
    this.#lines = []
    this.#chars = 0
    this.out.write(chunk)
  }

  /** What pino's `logger.flush()` calls: everything gathered goes out now. */
  flush(cb?: (err?: Error) => void): void {
    this.send()
    this.out.flush(cb)
  }
}
