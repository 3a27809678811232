import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The one place a write's answer waits for its data to be on disk: every
 * answer to a request that may write (any method but GET, HEAD and OPTIONS)
 * goes only once the store says all it wrote so far is durable
 * (Database.durable: SQLite's group commit, where the writes answered
 * together share one sync). A store whose commits are durable when they
 * return has none, and no hook is added.
 */
async function durableWritesPlugin(app: FastifyInstance, opts: { durable: (() => Promise<void>) | undefined }) {
  const durable = opts.durable
  if (!durable) return
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (READ_METHODS.has(request.method)) return done(null, payload)
    durable().then(
      () => done(null, payload),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    )
  })
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export default fp(durableWritesPlugin, { name: 'durable-writes' })
