import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { errors } from '../../errors/catalog.js'
import { sendProblem } from '../plugins/error-handler.js'
import { problemResponse } from '../schemas/common.schema.js'

const tags = ['Operations']
/** These operations need no token. */
const security: [] = []
/** What any path can answer before its handler runs (a malformed URL), or when something fails. */
export const errorResponses = {
  400: problemResponse('The URL is malformed (`validation_failed`).'),
  500: problemResponse('Something failed on the server (`internal_error`); the body names only the `requestId`.'),
  503: problemResponse('The service is shutting down (`service_unavailable`): a load balancer sends the request elsewhere.'),
}

/** Operational endpoints. They carry no personal data and need no token. */
const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'getHealth',
        tags,
        security,
        summary: 'The process is alive',
        description: 'Answers as long as the process runs; it asks nothing of the stores (see /readyz).',
        response: { 200: Type.Object({ status: Type.Literal('ok') }, { description: 'Alive.' }), ...errorResponses },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'getReadiness',
        tags,
        security,
        summary: 'The database and the document store answer',
        description: 'For a load balancer: 503 while the database or the document store does not answer.',
        response: {
          200: Type.Object({ status: Type.Literal('ready') }, { description: 'Ready.' }),
          ...errorResponses,
          503: problemResponse(
            'The service is shutting down, or the database or the document store does not answer (`service_unavailable`).',
          ),
        },
      },
    },
    async (request, reply) => {
      for (const [part, ping] of app.services.stores.readinessChecks()) {
        try {
          await ping()
        } catch (err) {
          request.log.warn({ err, part }, 'not ready')
          return sendProblem(request, reply, errors.unavailable(part))
        }
      }
      return { status: 'ready' as const }
    },
  )

  app.get(
    '/metrics',
    {
      schema: {
        operationId: 'getMetrics',
        tags,
        security,
        summary: 'Prometheus metrics',
        description: "Request counts and durations per route and status, document bytes in and out, and the process's own metrics.",
        response: {
          200: Type.Unsafe({
            description: 'The Prometheus text exposition format.',
            content: { 'text/plain': { schema: { type: 'string' } } },
          }),
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      const text = await app.metrics.registry.metrics()
      return reply.header('content-type', app.metrics.registry.contentType).send(text)
    },
  )

  app.get(
    '/openapi.json',
    {
      schema: {
        operationId: 'getOpenApiDocument',
        tags,
        security,
        summary: 'This OpenAPI document',
        description:
          'OpenAPI 3.1, generated from the schemas that validate requests and serialize answers. An interactive reference is at /docs.',
        response: {
          200: Type.Unsafe({ description: 'The OpenAPI document.', content: { 'application/json': { schema: { type: 'object' } } } }),
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
  )
}

export default systemRoutes
