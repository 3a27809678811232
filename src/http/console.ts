import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { errors } from '../errors/catalog.js'
import { MAX_PARAM_LENGTH } from './route-case.js'

/** Where `npm run build` puts the console (vite.config.ts), from src/http or dist/http alike. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url))

/**
 * The console's pages may load only what the service itself serves: no
 * inline script, no eval, no other host, and no framing by another page.
 */
export const CONSOLE_CSP = [
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

/**
 * The recruiters' web console (web/, SPEC C4) at `/`: its hashed assets
 * under /assets/ cached for good, and every other page a browser asks for
 * (Accept: text/html) answered with the application itself, so deep links
 * and reloads work; the app reads everything else through /v1 like any
 * client. Other clients keep the API's 404 for a path that names nothing.
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
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const [path = '/'] = request.url.split('?', 1)
    // A browser opening a page asks for HTML; any other client asking for a path that names nothing gets the API's 404.
    const wantsPage = request.headers.accept?.includes('text/html') === true
    if (!consolePage || !wantsPage || NOT_CONSOLE.test(path)) {
      // This route catches what the others did not match, a parameter too long for them included: that stays a 400.
      if (path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH))
        throw errors.validation('path', 'has a parameter that is too long')
      throw errors.routeNotFound(request.method, path.slice(0, 200))
    }
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', CONSOLE_CSP)
      .header('referrer-policy', 'same-origin')
      .send(consolePage)
  })
}

export default fp(consolePlugin, { name: 'console' })
