import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { GenerationCache } from '../../store/generation-cache.js'

interface Answer {
  readonly body: Buffer
  readonly link: string | undefined
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers a read from its serialized form when the store has not
     * changed since it was made for the same viewer and URL; otherwise runs
     * `load`, serializes its result with the route's schema and keeps it.
     */
    sendRead(load: () => Promise<unknown>): void | Promise<void>
  }
}

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * Hot reads (a candidate, lists of candidates, notes and flags) are a handful
 * of rows that cost far more to fetch and serialize than to send. Their
 * answers are kept as bytes, keyed by viewer (member and role, which decide
 * what is visible) and URL, and valid until the store's generation moves:
 * any write by this process, or any commit by another process or instance,
 * empties the cache before the next read.
 */
async function readCachePlugin(app: FastifyInstance, opts: { maxBytes: number }) {
  const cache =
    opts.maxBytes > 0
      ? new GenerationCache<Answer>(100_000, opts.maxBytes, (a, key) => a.body.length + 2 * key.length + 200)
      : undefined

  // A hit is answered synchronously: no promise on the path that matters most.
  app.decorateReply('sendRead', function (this: FastifyReply, load: () => Promise<unknown>): void | Promise<void> {
    const { principal, url, storeGeneration: generation } = this.request
    if (!cache) {
      return load().then((payload) => {
        this.send(payload)
      })
    }
    const key = `${principal.memberId} ${principal.role} ${url}`
    const hit = cache.get(key, generation)
    if (hit) return sendAnswer(this, hit)
    return load().then((payload) => {
      const answer = { body: Buffer.from(this.serialize(payload) as string), link: this.getHeader('link') as string | undefined }
      cache.set(key, generation, answer)
      sendAnswer(this, answer)
    })
  })
}

function sendAnswer(reply: FastifyReply, answer: Answer): void {
  if (answer.link !== undefined) reply.header('link', answer.link)
  reply.type(JSON_TYPE).send(answer.body)
}

export default fp(readCachePlugin, { name: 'read-cache' })
