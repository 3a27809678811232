import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as vacancies from '../../domain/pipeline/index.js'
import { toStage, toTeamMember } from '../../domain/representations/index.js'
import { pageBy, toId, toPage } from '../protocol/paging.js'
import { bodyErrorResponses, errorResponses, IdParams, PageQuery } from '../schemas/common.schema.js'
import { HiringTeamInputRef, HiringTeamMemberRef, StageInputRef, StageParams, StageRef, StageUpdateRef } from '../schemas/vacancy.schema.js'

const tags = ['Vacancies']
const Stages = Type.Array(StageRef, { description: "The vacancy's stages in `Position` order." })
const Team = Type.Array(HiringTeamMemberRef, { description: 'The hiring team in `MemberId` order.' })

/** A vacancy's pipeline stages and hiring team: read with `candidates:read`, changed with `candidates:write` (SPEC C1). */
const stageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db
  const vacancyId = (params: { id: string }) => toId(params.id, 'id')

  app.get(
    '/Vacancies/:id/Stages',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'listVacancyStages',
        tags,
        summary: "List a vacancy's stages",
        description: 'In `Position` order, paged by it: `after` names a `Position`. Every role reads them.',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Stages, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const rows = await vacancies.listVacancyStages(db, vacancyId(request.params), page)
      return pageBy(rows, page, request, reply, (s) => s.position).map(toStage)
    },
  )

  app.post(
    '/Vacancies/:id/Stages',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'addVacancyStage',
        tags,
        summary: 'Insert a stage',
        description:
          'At `Position` (1..n+1; the end by default); the stages from there on move down one. A name the vacancy has already, ignoring case: 409 `stage_exists`.',
        params: IdParams,
        body: StageInputRef,
        response: { 201: StageRef, ...bodyErrorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toStage(await vacancies.addStage(db, request.principal.memberId, vacancyId(request.params), request.body))),
  )

  app.put(
    '/Vacancies/:id/Stages/:stageId',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'updateVacancyStage',
        tags,
        summary: 'Rename or move a stage',
        description: 'Changes the fields named: `Name`, and `Position` (1..n; the stages in between shift by one).',
        params: StageParams,
        body: StageUpdateRef,
        response: { 200: StageRef, ...bodyErrorResponses(404, 409) },
      },
    },
    async (request) => {
      const { stageId } = request.params
      return toStage(
        await vacancies.updateStage(db, request.principal.memberId, vacancyId(request.params), toId(stageId, 'stageId'), request.body),
      )
    },
  )

  app.delete(
    '/Vacancies/:id/Stages/:stageId',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'deleteVacancyStage',
        tags,
        summary: 'Remove a stage',
        description: 'Refused while any application is in it (409 `stage_in_use`) and for the last stage (409 `stage_required`).',
        params: StageParams,
        response: { 204: Type.Null({ description: 'Removed; the stages after it moved up one.' }), ...bodyErrorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await vacancies.deleteStage(db, request.principal.memberId, vacancyId(request.params), toId(request.params.stageId, 'stageId'))
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/Vacancies/:id/HiringTeam',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'getHiringTeam',
        tags,
        summary: "Read a vacancy's hiring team",
        description: 'Members in `MemberId` order, paged by it (`after` names a `MemberId`); empty for a new vacancy.',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Team, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const rows = await vacancies.getHiringTeam(db, vacancyId(request.params), page)
      return pageBy(rows, page, request, reply, (m) => m.member_id).map(toTeamMember)
    },
  )

  app.put(
    '/Vacancies/:id/HiringTeam',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'replaceHiringTeam',
        tags,
        summary: "Replace a vacancy's hiring team",
        description: "The hiring managers on it see the vacancy's candidates (through their applications), from the next request on.",
        params: IdParams,
        body: HiringTeamInputRef,
        response: { 200: Team, ...bodyErrorResponses(404) },
      },
    },
    async (request) =>
      (await vacancies.replaceHiringTeam(db, request.principal.memberId, vacancyId(request.params), request.body.MemberIds)).map(
        toTeamMember,
      ),
  )
}

export default stageRoutes
