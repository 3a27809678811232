import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listEvents } from '../../domain/events.js'
import { toEvent } from '../mappers.js'
import { pageOf, toPage } from '../paging.js'
import { errorResponses, PageQuery } from '../schemas/common.schema.js'
import { EventRef } from '../schemas/event.schema.js'

const tags = ['Events']

/** The change feed (SPEC C6): every change, for integrators to keep another system in step. */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.stores.database.db

  app.get(
    '/Events',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listEvents',
        tags,
        summary: 'Read the change feed',
        description:
          'Every change, oldest first, deletions included. Ids are in commit order: a client that keeps the last `Id` it ' +
          'read and asks `after` it again never misses an event, whenever the event’s transaction committed. Paged by `limit` and `after`.',
        querystring: PageQuery,
        response: { 200: Type.Array(EventRef, { description: 'Events, in commit order.' }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      return pageOf(await listEvents(db, page), page, request, reply).map(toEvent)
    },
  )
}

export default eventRoutes
