import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as candidates from '../../domain/candidates.js'
import { eraseCandidate } from '../../domain/candidate-erasure.js'
import { listCandidates } from '../../store/repositories/candidate.repository.js'
import { toCandidate } from '../mappers.js'
import { pageOf, toId, toPage } from '../paging.js'
import { Candidate, CandidateInput, CandidateListQuery } from '../schemas/candidate.schema.js'
import { errorResponses, IdParams, ProblemRef } from '../schemas/common.schema.js'

const tags = ['Candidates']

const candidateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.stores.database.db

  app.post('/Candidates', {
    config: { scope: 'candidates:write' },
    schema: { tags, summary: 'Create a candidate', body: CandidateInput, response: { 201: Candidate, ...errorResponses() } },
  }, async (request, reply) => {
    const row = await candidates.createCandidate(db, request.body)
    return reply.code(201).header('location', `/v1/Candidates/${row.id}`).send(toCandidate(row))
  })

  app.get('/Candidates', {
    config: { scope: 'candidates:read' },
    schema: { tags, summary: 'List candidates', querystring: CandidateListQuery, response: { 200: Type.Array(Candidate), ...errorResponses() } },
  }, (request, reply) =>
    reply.sendRead(async () => {
      const page = toPage(request.query)
      const rows = await listCandidates(db, page, request.query.q)
      return pageOf(rows, page, request, reply).map(toCandidate)
    }))

  app.get('/Candidates/:id', {
    config: { scope: 'candidates:read' },
    schema: {
      tags,
      summary: 'Read a candidate (its Document field gives the latest document id)',
      params: IdParams,
      response: { 200: Candidate, 404: ProblemRef, ...errorResponses() },
    },
  }, (request, reply) => reply.sendRead(async () => toCandidate(await candidates.getCandidate(db, toId(request.params.id, 'id')))))

  app.put('/Candidates/:id', {
    config: { scope: 'candidates:write' },
    schema: { tags, summary: 'Replace a candidate', params: IdParams, body: CandidateInput, response: { 200: Candidate, 404: ProblemRef, ...errorResponses() } },
  }, async (request) => toCandidate(await candidates.replaceCandidate(db, toId(request.params.id, 'id'), request.body)))

  app.delete('/Candidates/:id', {
    config: { scope: 'candidates:write' },
    schema: {
      tags,
      summary: 'Erase a candidate with its notes, flags and documents',
      params: IdParams,
      response: { 204: Type.Null(), 404: ProblemRef, ...errorResponses() },
    },
  }, async (request, reply) => {
    const { blobsLeft } = await eraseCandidate(db, app.stores.blobs, toId(request.params.id, 'id'))
    if (blobsLeft > 0) request.log.warn({ blobsLeft }, 'document bytes not deleted; ats gc will remove them')
    return reply.code(204).send(null)
  })
}

export default candidateRoutes
