import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errors } from '../../errors/catalog.js'
import { MAX_PARAM_LENGTH } from '../protocol/route-case.js'
import { errorResponses } from '../routes/system.routes.js'
import { ServiceIndex, serviceIndex } from './service-index.js'

/** Where `npm run build` puts the console (vite.config.ts), from src/http or dist/http alike. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../dist/web', import.meta.url))

/**
 * The console's pages may load only what the service itself serves: no
 * inline script, no eval, no other host, and no framing by another page.
 */
const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** Paths the console never answers: the API and the service's own endpoints keep their answers, 404s included. */
const NOT_CONSOLE = /^\/(v1|docs|openapi\.json|healthz|readyz|metrics|assets)(\/|$)/i

/** A browser opening a page asks for HTML; an API client or curl does not. */
const wantsPage = (request: FastifyRequest) => request.headers.accept?.includes('text/html') === true

function sendPage(reply: FastifyReply, page: Buffer) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CONSOLE_CSP)
    .header('referrer-policy', 'same-origin')
    .send(page)
}

/**
 * The recruiters' web console (web/, SPEC C4) at `/`: its hashed assets
 * under /assets/ cached for good, and every other page a browser asks for
 * (Accept: text/html) answered with the application itself, so deep links
 * and reloads work; the app reads everything else through /v1 like any
 * client. Other clients get, at `/`, a small index of where things are,
 * and elsewhere the API's 404 for a path that names nothing.
 */
async function consolePlugin(app: FastifyInstance, opts: { webDir: string }) {
  let page: Buffer | undefined
  try {
    page = readFileSync(join(opts.webDir, 'index.html'))
  } catch {
    app.log.warn({ webDir: opts.webDir }, 'the console is not built (npm run build): / answers 404 until it is')
  }
  if (page) {
    await app.register(fastifyStatic, {
      root: join(opts.webDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      // Names carry a hash of their content: a new build is new names.
      maxAge: '365d',
      immutable: true,
      schemaHide: true,
      setHeaders: (res) => {
        res.header('content-security-policy', CONSOLE_CSP)
      },
    })
  }
  const consolePage = page
  const index = serviceIndex(consolePage !== undefined)
  app.get(
    '/',
    {
      schema: {
        operationId: 'getServiceIndex',
        tags: ['Operations'],
        security: [],
        summary: 'Where the console, the API and its reference are',
        description:
          'A client that does not ask for HTML (curl) gets this index; a browser (`Accept: text/html`) gets the console. No token needed.',
        response: {
          200: {
            description: 'The index, or the console for a browser.',
            content: { 'application/json': { schema: ServiceIndex }, 'text/html': { schema: { type: 'string' } } },
          },
          ...errorResponses,
        },
      },
    },
    (request, reply) => {
      // One URL, two answers: a cache must tell them apart by what was asked for.
      reply.header('vary', 'accept')
      if (consolePage && wantsPage(request)) return sendPage(reply, consolePage)
      return reply.type('application/json; charset=utf-8').send(index)
    },
  )
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const [path = '/'] = request.url.split('?', 1)
    // Any other client asking for a path that names nothing gets the API's 404.
    if (!consolePage || !wantsPage(request) || NOT_CONSOLE.test(path)) {
      // This route catches what the others did not match, a parameter too long for them included: that stays a 400.
      if (path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH))
        throw errors.validation('path', 'has a parameter that is too long')
      throw errors.routeNotFound(request.method, path.slice(0, 200))
    }
    return sendPage(reply, consolePage)
  })
}

export default fp(consolePlugin, { name: 'console' })
