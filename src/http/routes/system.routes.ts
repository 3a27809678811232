import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'

/** Operational endpoints. They carry no personal data and need no token. */
const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', {
    schema: { tags: ['Operations'], summary: 'The process is alive', response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
  }, async () => ({ status: 'ok' as const }))

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

export default systemRoutes
