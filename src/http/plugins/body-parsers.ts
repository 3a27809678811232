import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import sjson from 'secure-json-parse'
import { errors } from '../../errors/catalog.js'

/**
 * JSON bodies, bent to the contract: the original clients send
 * `Content-Type: application/json` on GET requests with no body, which must
 * work, so an empty body parses to "no body" instead of failing. Prototype
 * poisoning keys are refused as in Fastify's own parser.
 */
async function bodyParsersPlugin(app: FastifyInstance, opts: { maxJsonBytes: number }) {
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: opts.maxJsonBytes },
    (_request, body, done) => {
      const text = (body as string).trim()
      if (text === '') return done(null, undefined)
      try {
        done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }))
      } catch {
        done(errors.malformedJson(), undefined)
      }
    },
  )
}

export default fp(bodyParsersPlugin, { name: 'body-parsers' })
