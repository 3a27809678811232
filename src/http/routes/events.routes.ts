import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type Static } from 'typebox'
import { listEvents } from '../../domain/events.js'
import { eventJson } from '../../domain/representations.js'
import { pageOf, toPage } from '../paging.js'
import { errorResponses, PageQuery } from '../schemas/common.schema.js'
import { EventRef } from '../schemas/event.schema.js'

const tags = ['Events']
const EventList = Type.Array(EventRef, { description: 'Events, in commit order.' })

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
        response: { 200: EventList, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const events = pageOf(await listEvents(db, page), page, request, reply)
      // Already JSON in the schema's shape (eventJson): a string with a JSON
      // content type is sent as it is, not serialized again, which the typed
      // reply cannot express.
      const body = `[${events.map(eventJson).join(',')}]` as unknown as Static<typeof EventList>
      return reply.type('application/json; charset=utf-8').send(body)
    },
  )
}

export default eventRoutes
