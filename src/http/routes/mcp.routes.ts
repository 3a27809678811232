import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { AuthInfo, createMcpHandler } from '@modelcontextprotocol/server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Principal, Authenticator } from '../../domain/access/index.js'
import type { RequestLimiter } from '../../domain/limits/index.js'
import { isAppError } from '../../errors/app-error.js'
import { errors } from '../../errors/catalog.js'
import { callApiOf } from '../../mcp/call-api.js'
import { repeatsAuthorization } from '../protocol/authorization-header.js'
import { isOwnOrigin } from '../protocol/request-origin.js'
import { overLimit, rateLimitHeaders } from '../protocol/rate-limit-headers.js'

/** Headers of the connection, not of the message: neither handed to the MCP handler nor taken from its answer. */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade', 'te', 'trailer'])

/**
 * The MCP server over Streamable HTTP at `/mcp` (SPEC C7), stateless: each
 * request gets a server of its own, whose tools call the API in-process
 * with the request's own `Authorization` header (mcp/call-api.ts), so any
 * instance answers any request. Only a token is accepted, never the
 * console's session cookie: an assistant is not a browser, and a cookie
 * would let a page of another site make writes through it. A browser's
 * request whose `Origin` is not the service's own is refused (403) before
 * anything else (protocol/request-origin.ts).
 *
 * Left out of the OpenAPI document: it is one JSON-RPC endpoint, not a
 * resource, and MCP clients learn its tools from the protocol itself.
 */
async function mcpRoutes(app: FastifyInstance, opts: { authenticator: Authenticator; limiter: RequestLimiter; publicOrigin: string }) {
  // The SDK and its schema library are loaded by the first request that reaches the handler, not at start: they
  // weigh some 10 MB of heap and 25 MB resident that an instance nobody asks for MCP would carry (docs/PERFORMANCE.md).
  let handler: Promise<McpHandler> | undefined
  const mcpHandler = () => (handler ??= loadHandler(app))
  app.addHook('onClose', async () => {
    if (handler) await (await handler).close()
  })

  const route = {
    url: '/mcp',
    schema: { hide: true },
    // Any member's token (checked below, where the API would answer 403, with a 401); the tools' calls need their own scopes.
    // Naming a scope also gives the request its read moment (plugins/read-moment.ts), at which the token is checked.
    config: { scope: 'member' as const },
    // Before the body is read: an anonymous caller learns nothing from how its body is parsed.
    // Counted against the token's rate limit as any API request is (its tool calls, API requests, count too).
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      // First of all: a page of another site learns nothing, not even whether its token is valid.
      const origin = request.headers.origin
      if (origin !== undefined && !isOwnOrigin(origin, request, opts.publicOrigin)) throw errors.originRefused()
      const principal = await authenticate(opts.authenticator, request)
      const verdict = await opts.limiter.take(principal)
      if (verdict === undefined) return
      reply.headers(rateLimitHeaders(verdict))
      const refused = overLimit(verdict)
      if (refused) throw refused
    },
  }
  // A 2025-era client asks for a stream of the server's own messages with GET and ends its session with DELETE:
  // there are neither here, and 405 is the answer the transport provides for it. Without these routes the console would answer.
  app.route({
    ...route,
    method: ['GET', 'DELETE'],
    handler: async () => {
      throw errors.mcpMethodNotAllowed()
    },
  })
  app.route({
    ...route,
    method: 'POST',
    handler: async (request, reply) => {
      const authInfo: AuthInfo = {
        token: request.headers.authorization ?? '',
        clientId: 'ats',
        scopes: [],
        extra: { requestId: request.id },
      }
      const response = await (
        await mcpHandler()
      ).fetch(webRequest(request), {
        authInfo,
        ...(request.body !== undefined && { parsedBody: request.body }),
      })
      return send(reply, response)
    },
  })
}

type McpHandler = ReturnType<typeof createMcpHandler>

/** The handler: a server per request, whose tools call the API with the request's own token. */
async function loadHandler(app: FastifyInstance): Promise<McpHandler> {
  const [{ createMcpHandler }, { createMcpServer }] = await Promise.all([
    import('@modelcontextprotocol/server'),
    import('../../mcp/mcp-server.js'),
  ])
  return createMcpHandler(
    (ctx) => {
      const authorization = ctx.authInfo?.token
      // Set below for every request that reaches the handler; without it, no tool could be called.
      if (authorization === undefined) throw errors.mcpUnauthorized(false)
      const requestId = ctx.authInfo?.extra?.requestId
      return createMcpServer(callApiOf(app, authorization, typeof requestId === 'string' ? requestId : undefined))
    },
    { onerror: (err) => app.log.debug({ err }, 'MCP request refused') },
  )
}

/** A valid token's principal, checked as the API checks it (domain/access/authenticate.ts); else 401 with a Bearer challenge. */
async function authenticate(authenticator: Authenticator, request: FastifyRequest): Promise<Principal> {
  if (repeatsAuthorization(request.raw.rawHeaders)) throw errors.validation('Authorization', 'must be sent once')
  const header = request.headers.authorization
  if (header === undefined || header === '') throw errors.mcpUnauthorized(false)
  try {
    return await authenticator.authenticate(header, request.moment.generation)
  } catch (err) {
    if (isAppError(err) && err.code === 'invalid_token') throw errors.mcpUnauthorized(true)
    throw err
  }
}

/** The request as the SDK's web-standard handler reads it; the body, already parsed by Fastify, goes beside it. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  return new Request(`http://localhost${request.url}`, { method: request.method, headers })
}

/** The SDK's answer, streamed as it comes (a server-sent event stream stays open until it ends). */
function send(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status)
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) reply.header(name, value)
  })
  if (response.body === null) return reply.send()
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>))
}

export default mcpRoutes
