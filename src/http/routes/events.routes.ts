import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type Static } from 'typebox'
import { candidateActivity, feedPage } from '../../domain/changes/index.js'
import { eventJson } from '../../domain/representations/index.js'
import { linkNextPage, pageOf, toId, toPage } from '../protocol/paging.js'
import { CandidateIdParams, errorResponses, PageQuery } from '../schemas/common.schema.js'
import { EventRef } from '../schemas/event.schema.js'
import type { EventRow } from '../../store/tables.js'

const tags = ['Events']
const EventList = Type.Array(EventRef, { description: 'Events, in commit order.' })
const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * A page of events, already JSON in the schema's shape (eventJson): a string
 * with a JSON content type is sent as it is, not serialized again, which the
 * typed reply cannot express.
 */
const eventsJson = (rows: EventRow[]) => `[${rows.map(eventJson).join(',')}]` as unknown as Static<typeof EventList>

/**
 * The change feed (SPEC C6): every change, for integrators to keep another
 * system in step; and one candidate's share of it, for the people who work
 * with the candidate (what each may read: domain/access/access.ts `activityOf`).
 */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

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
      // Written whole by the database (event.repository.ts feedPage).
      const { json, lastId, more } = await feedPage(db, page)
      if (more && lastId !== null) linkNextPage(request, reply, page, lastId)
      return reply.type(JSON_TYPE).send(json as unknown as Static<typeof EventList>)
    },
  )

  app.get(
    '/Candidates/:candidateId/Events',
    {
      // A read of the candidate's data (its record's, notes', flags', documents' and applications' changes): one list row.
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'candidate', candidate: 'candidateId' } },
      schema: {
        operationId: 'listCandidateEvents',
        tags,
        summary: "Read a candidate's activity",
        description:
          'The events about the candidate that the caller may read, oldest first, paged by `limit` and `after` like the feed: ' +
          'those of its record, and of its documents, notes and quality flags with `documents:read`, `notes:read` and ' +
          '`flags:read`. A note’s events only while the caller may read the note (as each event left it, and as it is now ' +
          'or was when deleted): another member’s private note is absent. A hiring manager reads the events of applications ' +
          'to its vacancies only, and of notes as it reads notes. 404 `candidate_not_found` for a candidate it may not see.',
        params: CandidateIdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(EventRef, { description: 'Events, oldest first.' }), ...errorResponses(404) },
      },
    },
    // Not a kept answer (reply.sendRead): it depends on scopes beyond the route's, which a kept answer is not checked against.
    async (request, reply) => {
      const page = toPage(request.query)
      const rows = await candidateActivity(db, request.principal, toId(request.params.candidateId, 'candidateId'), page)
      return reply.type(JSON_TYPE).send(eventsJson(pageOf(rows, page, request, reply)))
    },
  )
}

export default eventRoutes
