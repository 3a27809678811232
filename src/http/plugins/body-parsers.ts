import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import sjson from 'secure-json-parse'
import { errors } from '../../errors/catalog.js'

/**
 * JSON bodies, bent to the contract: the original clients send
 * `Content-Type: application/json` on GET requests with no body, which must
 * work, so an empty body parses to "no body" instead of failing. Prototype
 * poisoning keys are refused as in Fastify's own parser.
 *
 * Text holding U+0000 is refused in bodies and queries alike, naming the
 * field: PostgreSQL cannot store it (a 500 there, stored as is by SQLite),
 * and no field of this API has a use for it.
 */
async function bodyParsersPlugin(app: FastifyInstance, opts: { maxJsonBytes: number }) {
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: opts.maxJsonBytes },
    (_request, body, done) => {
      const text = (body as string).trim()
      if (text === '') return done(null, undefined)
      let value: unknown
      try {
        value = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' })
      } catch {
        return done(errors.malformedJson(), undefined)
      }
      // In JSON text a NUL can only arrive escaped, so most bodies skip the walk.
      const nul = text.includes('\\u0000') ? pathOfNul(value) : undefined
      if (nul !== undefined) return done(nulRefused(nul || 'body'), undefined)
      done(null, value)
    },
  )
  // A NUL can reach a parsed query only percent-encoded (Node refuses a raw
  // one in the request line), so most requests skip the walk.
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = request.url.includes('%00') ? pathOfNul(request.query) : undefined
    done(nul === undefined ? undefined : nulRefused(nul || 'querystring'))
  })
}

const nulRefused = (field: string) => errors.validation(field, 'must not contain the character U+0000')

/** The dotted path of the first string holding U+0000 in parsed JSON or a query, if any ('' for the root). */
function pathOfNul(root: unknown): string | undefined {
  const stack: [unknown, string[]][] = [[root, []]]
  while (stack.length > 0) {
    const [value, path] = stack.pop()!
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path.join('.')
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) stack.push([child, [...path, key]])
    }
  }
  return undefined
}

export default fp(bodyParsersPlugin, { name: 'body-parsers' })
