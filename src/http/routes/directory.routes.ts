import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listMembers } from '../../domain/members/index.js'
import { toDirectoryEntry } from '../../domain/representations/index.js'
import { pageOf, toPage } from '../protocol/paging.js'
import { errorResponses, PageQuery } from '../schemas/common.schema.js'
import { DirectoryEntryRef } from '../schemas/member.schema.js'

/**
 * The team's directory: every member may see who its colleagues are by name
 * and role (to choose a hiring team, to read who wrote a note or moved a
 * card), while emails, tokens and removed members stay with `GET /v1/Members`.
 */
const directoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/Directory',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'listDirectory',
        tags: ['Directory'],
        summary: 'List the current members by name and role',
        description: 'Oldest first, removed members left out. Paged by `limit` and `after`.',
        querystring: PageQuery,
        response: { 200: Type.Array(DirectoryEntryRef, { description: 'The current members, oldest first.' }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      return pageOf(await listMembers(db, page), page, request, reply).map(toDirectoryEntry)
    },
  )
}

export default directoryRoutes
