import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as candidates from '../../domain/candidates/index.js'
import { eraseCandidate } from '../../domain/privacy/index.js'
import { toCandidate } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { CandidateInputRef, CandidateListQuery, CandidateRef } from '../schemas/candidate.schema.js'
import { bodyErrorResponses, errorResponses, IdParams } from '../schemas/common.schema.js'

const tags = ['Candidates']

const candidateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.post(
    '/Candidates',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'createCandidate',
        tags,
        summary: 'Create a candidate',
        description: 'Answers the new candidate, with its URL in `Location`.',
        body: CandidateInputRef,
        response: { 201: CandidateRef, ...bodyErrorResponses() },
      },
    },
    async (request, reply) => {
      const row = await candidates.createCandidate(db, request.principal, request.body)
      return reply.code(201).header('location', `/v1/Candidates/${row.id}`).send(toCandidate(row))
    },
  )

  app.get(
    '/Candidates',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'candidate' } },
      schema: {
        operationId: 'listCandidates',
        tags,
        summary: 'List candidates',
        description: 'Oldest first; `q` keeps those whose name or email holds it, `Ids` those named. Paged by `limit` and `after`.',
        querystring: CandidateListQuery,
        response: { 200: Type.Array(CandidateRef, { description: 'Candidates, oldest first.' }), ...errorResponses() },
      },
    },
    (request, reply) =>
      reply.sendRead(async () => {
        const page = toPage(request.query)
        const { q, Ids } = request.query
        const ids = Ids === undefined ? undefined : Ids.split(',').map((id) => toId(id, 'Ids'))
        const rows = await candidates.listCandidates(db, request.principal, page, { q, ids })
        return pageOf(rows, page, request, reply).map(toCandidate)
      }),
  )

  app.get(
    '/Candidates/:id',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'candidate', candidate: 'id', id: 'id' } },
      schema: {
        operationId: 'getCandidate',
        tags,
        summary: 'Read a candidate (its Document field gives the latest document id)',
        description: 'Its `Document` field is the id of its latest document, for `GET /v1/document/{id}`, or null.',
        params: IdParams,
        response: { 200: CandidateRef, ...errorResponses(404) },
      },
    },
    (request, reply) =>
      reply.sendRead(async () => toCandidate(await candidates.getCandidate(db, request.principal, toId(request.params.id, 'id')))),
  )

  app.put(
    '/Candidates/:id',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'replaceCandidate',
        tags,
        summary: 'Replace a candidate',
        description: 'Every field of the body replaces the stored one; `Email` and `Phone` left out become null.',
        params: IdParams,
        body: CandidateInputRef,
        response: { 200: CandidateRef, ...bodyErrorResponses(404) },
      },
    },
    async (request) => toCandidate(await candidates.replaceCandidate(db, request.principal, toId(request.params.id, 'id'), request.body)),
  )

  app.delete(
    '/Candidates/:id',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'deleteCandidate',
        tags,
        summary: 'Erase a candidate with its notes, flags and documents',
        description: 'Right to erasure: the candidate, its notes, flags, documents and their bytes.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Erased.' }), ...bodyErrorResponses(404) },
      },
    },
    async (request, reply) => {
      const { blobsLeft } = await eraseCandidate(db, app.services.stores.blobs, request.principal, toId(request.params.id, 'id'))
      if (blobsLeft > 0) request.log.warn({ blobsLeft }, 'document bytes not deleted; ats gc will remove them')
      return reply.code(204).send(null)
    },
  )
}

export default candidateRoutes
