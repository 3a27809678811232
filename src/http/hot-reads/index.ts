import type { IncomingMessage } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory } from 'fastify'
import type { AuditLog } from '../../domain/changes/index.js'
import type { Authenticator } from '../../domain/access/index.js'
import type { RequestLimiter } from '../../domain/limits/index.js'
import type { ReadMoments } from '../plugins/read-moment.js'
import hotReadsPlugin from './plugin.js'
import { frontedServer } from './http-server.js'

/**
 * Hot reads, in one place: reads of a candidate and of lists of candidates,
 * notes and flags, and the public job API and careers pages, are kept as the bytes answered, per viewer and URL, for
 * as long as the store's generation stands, and repeated ones are answered
 * before routing. The path of a request, top-down:
 *
 * 1. `http-server.ts`: the HTTP server, with a slot in front of Fastify's router.
 * 2. `front.ts`: a GET whose URL has a kept answer: generation read once per
 *    turn, token checked by the app's Authenticator, scope checked, counted
 *    against the token's rate limit in memory (domain/limits/request-limit.ts), answered;
 *    anything else is handed on to the framework with the moment it read
 *    (`ReadMoments.handOver`, plugins/read-moment.ts).
 * 3. `plugin.ts`: the framework side: `reply.sendRead`, which answers at the
 *    request's moment from a kept answer or makes and keeps one
 *    (`answer-cache.ts`).
 *
 * `serverFactory` goes to Fastify's options; `register` adds the plugin once
 * the stores and the metrics exist.
 */
export function hotReads(log: () => FastifyBaseLogger): {
  serverFactory: FastifyServerFactory
  register(
    app: FastifyInstance,
    opts: {
      maxBytes: number
      authenticator: Authenticator
      moments: ReadMoments
      auditLog: AuditLog
      limiter: RequestLimiter
      originKey: (req: IncomingMessage) => string
    },
  ): Promise<void>
} {
  const server = frontedServer(log)
  return {
    serverFactory: server.serverFactory,
    register: async (app, opts) => {
      await app.register(hotReadsPlugin, { ...opts, setFront: server.setFront })
    },
  }
}
