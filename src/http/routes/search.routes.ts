import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { searchCandidates } from '../../domain/search/index.js'
import { errors } from '../../errors/catalog.js'
import { errorResponses, ref } from '../schemas/common.schema.js'
import { SearchQuery, SearchResult } from '../schemas/search.schema.js'

const tags = ['Search']

const DEFAULT_LIMIT = 20
const MAX_LIMIT = 100

/** Search (SPEC C5): candidates by their names, email, documents and notes. */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/Search',
    {
      config: { scope: 'candidates:read', audit: { action: 'search', resource: 'candidate' } },
      schema: {
        operationId: 'searchCandidates',
        tags,
        summary: 'Search candidates by name, email, document text and notes',
        description:
          "Every word must match the candidate, each in its name, email, a document's text (with `documents:read`) or a note the caller may read (with `notes:read`). Best first, at most 1,000 candidates in all, paged by `limit` and the `cursor` of the `Link` header; a page keeps the order of the first.",
        querystring: SearchQuery,
        response: {
          200: Type.Array(ref(SearchResult), { description: 'The candidates found, best first, with where they matched.' }),
          ...errorResponses(),
        },
      },
    },
    async (request, reply) => {
      const { q, cursor } = request.query
      const limit = request.query.limit === undefined ? DEFAULT_LIMIT : Number(request.query.limit)
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
        throw errors.validation('limit', `must be an integer between 1 and ${MAX_LIMIT}`)
      const page = await searchCandidates(db, request.principal, { q, limit, ...(cursor !== undefined && { cursor }) })
      if (page.next !== undefined) {
        const params = new URLSearchParams({ q, limit: String(limit), cursor: page.next })
        const path = request.url.split('?', 1)[0] ?? ''
        reply.header('link', `<${app.services.config.publicUrl ?? ''}${path}?${params.toString()}>; rel="next"`)
      }
      return page.results.map((r) => ({
        CandidateId: r.candidateId,
        FirstName: r.firstName,
        LastName: r.lastName,
        Matches: r.matches.map((m) => ({ Field: m.field, Id: m.id, Snippet: m.snippet, Highlights: m.highlights })),
      }))
    },
  )
}

export default searchRoutes
