import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as flags from '../../domain/flags.js'
import { toFlag } from '../mappers.js'
import { pageOf, toId, toPage } from '../paging.js'
import { CandidateIdParams, errorResponses, PageQuery } from '../schemas/common.schema.js'
import { FlagParams, QualityFlag, QualityFlagInput } from '../schemas/flag.schema.js'

const tags = ['Quality flags']

/** Quality flags of a candidate. Like notes, these operations never answer 404. */
const flagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.stores.database.db

  app.get('/Candidates/:candidateId/QualityFlags', {
    config: { scope: 'flags:read' },
    schema: {
      tags,
      summary: "List a candidate's quality flags",
      params: CandidateIdParams,
      querystring: PageQuery,
      response: { 200: Type.Array(QualityFlag), ...errorResponses() },
    },
  }, (request, reply) =>
    reply.sendRead(async () => {
      const page = toPage(request.query)
      const rows = await flags.listFlags(db, toId(request.params.candidateId, 'candidateId'), page)
      return pageOf(rows, page, request, reply).map(toFlag)
    }))

  app.post('/Candidates/:candidateId/QualityFlags', {
    config: { scope: 'flags:write' },
    schema: { tags, summary: 'Flag a candidate', params: CandidateIdParams, body: QualityFlagInput, response: { 201: QualityFlag, ...errorResponses() } },
  }, async (request, reply) => {
    const row = await flags.createFlag(db, request.principal, toId(request.params.candidateId, 'candidateId'), request.body)
    return reply.code(201).send(toFlag(row))
  })

  app.delete('/Candidates/:candidateId/QualityFlags/:flagId', {
    config: { scope: 'flags:write' },
    schema: { tags, summary: 'Remove a quality flag', params: FlagParams, response: { 204: Type.Null(), ...errorResponses() } },
  }, async (request, reply) => {
    const { candidateId, flagId } = request.params
    await flags.deleteFlag(db, toId(candidateId, 'candidateId'), toId(flagId, 'flagId'))
    return reply.code(204).send(null)
  })
}

export default flagRoutes
