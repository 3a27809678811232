import pino, { type Logger } from 'pino'

/** Never written to a log line, whatever the level. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization']

/**
 * JSON lines on standard output, buffered: one write per few kilobytes of log
 * instead of one per request, because a write is a system call and a request
 * otherwise costs little more than that. A timer flushes a quiet buffer every
 * second, and `flush` empties it at shutdown; a crash may lose the last second.
 */
export function createLogger(level: string): { logger: Logger; flush(): void; close(): void } {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false })
  const logger = pino({ level, redact: REDACT }, destination)
  const timer = setInterval(() => destination.flush(), 1000)
  timer.unref()
  return {
    logger,
    flush: () => destination.flushSync(),
    close: () => {
      clearInterval(timer)
      destination.flushSync()
    },
  }
}
