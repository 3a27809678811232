import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createVacancy, getVacancy, listVacancies } from '../../domain/vacancies.js'
import { toVacancy } from '../mappers.js'
import { pageOf, toId, toPage } from '../paging.js'
import { bodyErrorResponses, errorResponses, IdParams, PageQuery } from '../schemas/common.schema.js'
import { VacancyInputRef, VacancyRef } from '../schemas/vacancy.schema.js'

const tags = ['Vacancies']

/** Vacancies are part of the candidate pipeline, so they share the candidates scopes. */
const vacancyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.stores.database.db

  app.post(
    '/Vacancies',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'createVacancy',
        tags,
        summary: 'Open a vacancy',
        description: '`Status` is `open` unless given.',
        body: VacancyInputRef,
        response: { 201: VacancyRef, ...bodyErrorResponses() },
      },
    },
    async (request, reply) => reply.code(201).send(toVacancy(await createVacancy(db, request.body))),
  )

  app.get(
    '/Vacancies',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'listVacancies',
        tags,
        summary: 'List vacancies',
        description: 'Oldest first. Paged by `limit` and `after`.',
        querystring: PageQuery,
        response: { 200: Type.Array(VacancyRef, { description: 'Vacancies, oldest first.' }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      return pageOf(await listVacancies(db, page), page, request, reply).map(toVacancy)
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
}

export default vacancyRoutes
