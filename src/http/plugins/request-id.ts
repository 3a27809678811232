import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { looksLikeSecret } from '../../domain/access/index.js'

/** What a client-sent X-Request-Id must look like to be echoed: short, printable, no spaces. */
const WELL_FORMED = /^[A-Za-z0-9._:@-]{1,128}$/

/**
 * Keeps a caller's request id when it is well formed, so the caller's and the
 * service's logs join up; anything else could inject into logs, so it is replaced.
 * A token fits the well-formed shape, and a client that put its secret in this
 * header would see it echoed and written to every log line: anything shaped
 * like a secret, with or without the token prefix, is replaced too.
 */
export function genReqId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id']
  return typeof sent === 'string' && WELL_FORMED.test(sent) && !looksLikeSecret(sent) ? sent : randomUUID()
}
