import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as flags from '../../domain/candidates/index.js'
import { toCandidateFlag, toFlag } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { bodyErrorResponses, CandidateIdParams, errorResponses, PageQuery } from '../schemas/common.schema.js'
import { CandidateQualityFlagRef, FlagListQuery, FlagParams, QualityFlagInputRef, QualityFlagRef } from '../schemas/flag.schema.js'

const tags = ['Quality flags']

/** Quality flags of a candidate. Like notes, these operations never answer 404. */
const flagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/Candidates/:candidateId/QualityFlags',
    {
      config: { scope: 'flags:read', audit: { action: 'read', resource: 'flag', candidate: 'candidateId' } },
      schema: {
        operationId: 'listCandidateQualityFlags',
        tags,
        summary: "List a candidate's quality flags",
        description: 'Oldest first. A candidate that does not exist is a 400 (`candidate_not_found`): this operation never answers 404.',
        params: CandidateIdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(QualityFlagRef, { description: 'Quality flags, oldest first.' }), ...errorResponses() },
      },
    },
    (request, reply) =>
      reply.sendRead(async () => {
        const page = toPage(request.query)
        const rows = await flags.listFlags(db, request.principal, toId(request.params.candidateId, 'candidateId'), page)
        return pageOf(rows, page, request, reply).map(toFlag)
      }),
  )

  // A board of thousands of cards shows each candidate's flags: one read per page of cards, not one per card.
  app.get(
    '/QualityFlags',
    {
      // Several candidates' flags: one row, of none of them (SPEC C6, a list read is one row).
      config: { scope: 'flags:read', audit: { action: 'read', resource: 'flag' } },
      schema: {
        operationId: 'listQualityFlags',
        tags,
        summary: 'List the quality flags of several candidates',
        description:
          'The flags of the candidates named in `CandidateIds` (up to 100), oldest first, each with its `CandidateId`. ' +
          'A candidate that does not exist, or that the caller may not see, has none. Paged by `limit` and `after`.',
        querystring: FlagListQuery,
        response: { 200: Type.Array(CandidateQualityFlagRef, { description: 'Quality flags, oldest first.' }), ...errorResponses() },
      },
    },
    (request, reply) =>
      reply.sendRead(async () => {
        const page = toPage(request.query)
        const ids = request.query.CandidateIds.split(',').map((id) => toId(id, 'CandidateIds'))
        const rows = await flags.listFlagsOf(db, request.principal, ids, page)
        return pageOf(rows, page, request, reply).map(toCandidateFlag)
      }),
  )

  app.post(
    '/Candidates/:candidateId/QualityFlags',
    {
      config: { scope: 'flags:write' },
      schema: {
        operationId: 'createCandidateQualityFlag',
        tags,
        summary: 'Flag a candidate',
        description: '`FlagType` 1 (Favorite) or 2 (Undesirable); `CreatedById` is the member the token belongs to.',
        params: CandidateIdParams,
        body: QualityFlagInputRef,
        response: { 201: QualityFlagRef, ...bodyErrorResponses() },
      },
    },
    async (request, reply) => {
      const row = await flags.createFlag(db, request.principal, toId(request.params.candidateId, 'candidateId'), request.body)
      return reply.code(201).send(toFlag(row))
    },
  )

  app.delete(
    '/Candidates/:candidateId/QualityFlags/:flagId',
    {
      config: { scope: 'flags:write' },
      schema: {
        operationId: 'deleteCandidateQualityFlag',
        tags,
        summary: 'Remove a quality flag',
        description: 'A flag or candidate that does not exist is a 400: this operation never answers 404.',
        params: FlagParams,
        response: { 204: Type.Null({ description: 'Removed.' }), ...bodyErrorResponses() },
      },
    },
    async (request, reply) => {
      const { candidateId, flagId } = request.params
      await flags.deleteFlag(db, request.principal, toId(candidateId, 'candidateId'), toId(flagId, 'flagId'))
      return reply.code(204).send(null)
    },
  )
}

export default flagRoutes
