import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { AnswerCache, JSON_TYPE, type CachedAnswer } from '../answer-cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers to hot reads; undefined when the cache is off (ATS_READ_CACHE_MB=0). */
    answerCache: AnswerCache | undefined
  }
  interface FastifyReply {
    /**
     * Answers a read from its serialized form when the store has not
     * changed since it was made for the same viewer and URL; otherwise runs
     * `load`, serializes its result with the route's schema and keeps it.
     */
    sendRead(load: () => Promise<unknown>): void | Promise<void>
  }
}

/**
 * Hot reads are a handful of rows that cost far more to fetch and serialize
 * than to send, so their answers are kept (answer-cache.ts). Answers made
 * here are also given by the front responder (cached-reads.ts) before a
 * request reaches the router.
 */
async function readCachePlugin(app: FastifyInstance, opts: { maxBytes: number }) {
  const cache = opts.maxBytes > 0 ? new AnswerCache(opts.maxBytes) : undefined
  app.decorate('answerCache', cache)

  // A hit is answered synchronously: no promise on the path that matters most.
  app.decorateReply('sendRead', function (this: FastifyReply, load: () => Promise<unknown>): void | Promise<void> {
    // Kept under the URL as received (before its words were put in their declared case),
    // the key the front responder looks answers up by.
    const { principal, originalUrl: url, storeGeneration: generation, routeOptions } = this.request
    if (!cache) {
      return load().then((payload) => {
        this.send(payload)
      })
    }
    const hit = cache.get(principal, url, generation)
    if (hit) return sendAnswer(this, hit)
    return load().then((payload) => {
      const answer: CachedAnswer = {
        body: Buffer.from(this.serialize(payload) as string),
        link: this.getHeader('link') as string | undefined,
        route: routeOptions.url!,
        scope: routeOptions.config.scope!,
      }
      cache.set(principal, url, generation, answer)
      sendAnswer(this, answer)
    })
  })
}

function sendAnswer(reply: FastifyReply, answer: CachedAnswer): void {
  if (answer.link !== undefined) reply.header('link', answer.link)
  reply.type(JSON_TYPE).send(answer.body)
}

export default fp(readCachePlugin, { name: 'read-cache' })
