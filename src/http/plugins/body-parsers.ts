import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import sjson from 'secure-json-parse'
import { errors } from '../../errors/catalog.js'
import { decodeUtf8, findRefusedText, findUndecodableParameter, mayHoldRefusedText, type TextFault } from '../protocol/well-formed-text.js'

/**
 * JSON bodies, bent to the contract: the original clients send
 * `Content-Type: application/json` on GET requests with no body, which must
 * work, so an empty body parses to "no body" instead of failing. Prototype
 * poisoning keys are refused as in Fastify's own parser.
 *
 * Text the stores cannot keep as sent is refused in bodies and queries alike,
 * naming the field (`well-formed-text.ts`): U+0000 (PostgreSQL cannot store
 * it), lone surrogates and invalid UTF-8 bytes (both came back as U+FFFD),
 * and query escapes that do not decode. No field of this API has a use for
 * any of them.
 */
async function bodyParsersPlugin(app: FastifyInstance, opts: { maxJsonBytes: number }) {
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser(
    'application/json',
    // Bytes, not a string: Fastify's decoding would replace invalid UTF-8 with U+FFFD unseen.
    { parseAs: 'buffer', bodyLimit: opts.maxJsonBytes },
    (_request, body, done) => {
      const decoded = decodeUtf8(body as Buffer)
      const text = decoded.text.trim()
      if (text === '') return done(null, undefined)
      let value: unknown
      try {
        value = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' })
      } catch {
        return done(errors.malformedJson(), undefined)
      }
      if (decoded.invalid || mayHoldRefusedText(text)) {
        const fault = findRefusedText(value) ?? (decoded.invalid ? { field: '', message: 'must be UTF-8 text' } : undefined)
        if (fault) return done(refused(fault, 'body'), undefined)
      }
      done(null, value)
    },
  )
  // A NUL or a bad escape can reach a parsed query only percent-encoded (Node
  // refuses raw control and non-ASCII bytes in the request line), so most
  // requests skip both checks.
  app.addHook('preValidation', (request, _reply, done) => {
    const fault = request.url.includes('%') ? (findUndecodableParameter(request.url) ?? findRefusedText(request.query)) : undefined
    done(fault && refused(fault, 'querystring'))
  })
}

const refused = (fault: TextFault, whole: string) => errors.validation(fault.field || whole, fault.message)

export default fp(bodyParsersPlugin, { name: 'body-parsers' })
