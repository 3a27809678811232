import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { errors } from '../../errors/catalog.js'
import { sendProblem } from '../plugins/error-handler.js'
import { ProblemRef } from '../schemas/common.schema.js'

const tags = ['Operations']

/** Operational endpoints. They carry no personal data and need no token. */
const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', {
    schema: { tags, summary: 'The process is alive', response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
  }, async () => ({ status: 'ok' as const }))

  app.get('/readyz', {
    schema: {
      tags,
      summary: 'The database and the document store answer',
      response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: ProblemRef },
    },
  }, async (request, reply) => {
    for (const [part, ping] of app.stores.readinessChecks()) {
      try {
        await ping()
      } catch (err) {
        request.log.warn({ err, part }, 'not ready')
        return sendProblem(request, reply, errors.unavailable(part))
      }
    }
    return { status: 'ready' as const }
  })

  app.get('/metrics', { schema: { tags, summary: 'Prometheus metrics', hide: true } }, async (_request, reply) => {
    const text = await app.metrics.registry.metrics()
    return reply.header('content-type', app.metrics.registry.contentType).send(text)
  })

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

export default systemRoutes
