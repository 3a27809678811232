import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createVacancy, getVacancy, listVacancies, updateVacancy } from '../../domain/pipeline/index.js'
import { toVacancy } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { bodyErrorResponses, errorResponses, IdParams } from '../schemas/common.schema.js'
import { VacancyInputRef, VacancyListQuery, VacancyRef, VacancyUpdateRef } from '../schemas/vacancy.schema.js'

const tags = ['Vacancies']

/** Vacancies are part of the candidate pipeline, so they share the candidates scopes. */
const vacancyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.post(
    '/Vacancies',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'createVacancy',
        tags,
        summary: 'Open a vacancy',
        description:
          '`Status` is `open` unless given. The vacancy starts with the stages `Applied`, `Screening`, `Interview` and `Offer`, and an empty hiring team.',
        body: VacancyInputRef,
        response: { 201: VacancyRef, ...bodyErrorResponses() },
      },
    },
    async (request, reply) => reply.code(201).send(toVacancy(await createVacancy(db, request.principal.memberId, request.body))),
  )

  app.get(
    '/Vacancies',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'listVacancies',
        tags,
        summary: 'List vacancies',
        description:
          'Oldest first. Paged by `limit` and `after`. `HiringTeamMemberId` keeps those whose hiring team includes that member ' +
          '(the console lists a hiring manager its own vacancies first).',
        querystring: VacancyListQuery,
        response: { 200: Type.Array(VacancyRef, { description: 'Vacancies, oldest first.' }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const { HiringTeamMemberId: member } = request.query
      const rows = await listVacancies(db, page, member === undefined ? undefined : toId(member, 'HiringTeamMemberId'))
      return pageOf(rows, page, request, reply).map(toVacancy)
    },
  )

  app.get(
    '/Vacancies/:id',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'getVacancy',
        tags,
        summary: 'Read a vacancy',
        description: 'A vacancy that does not exist is a 404 (`vacancy_not_found`).',
        params: IdParams,
        response: { 200: VacancyRef, ...errorResponses(404) },
      },
    },
    async (request) => toVacancy(await getVacancy(db, toId(request.params.id, 'id'))),
  )

  app.put(
    '/Vacancies/:id',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'updateVacancy',
        tags,
        summary: 'Change a vacancy',
        description: 'Changes the fields named (at least one); `UpdatedDate` moves. Only a `closed` vacancy refuses new applications.',
        params: IdParams,
        body: VacancyUpdateRef,
        response: { 200: VacancyRef, ...bodyErrorResponses(404) },
      },
    },
    async (request) => toVacancy(await updateVacancy(db, request.principal.memberId, toId(request.params.id, 'id'), request.body)),
  )
}

export default vacancyRoutes
