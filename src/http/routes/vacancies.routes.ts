import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createVacancy, getVacancy } from '../../domain/vacancies.js'
import { listVacancies } from '../../store/repositories/vacancy.repository.js'
import { toVacancy } from '../mappers.js'
import { pageOf, toId, toPage } from '../paging.js'
import { errorResponses, IdParams, PageQuery, ProblemRef } from '../schemas/common.schema.js'
import { Vacancy, VacancyInput } from '../schemas/vacancy.schema.js'

const tags = ['Vacancies']

/** Vacancies are part of the candidate pipeline, so they share the candidates scopes. */
const vacancyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.stores.database.db

  app.post('/Vacancies', {
    config: { scope: 'candidates:write' },
    schema: { tags, summary: 'Open a vacancy', body: VacancyInput, response: { 201: Vacancy, ...errorResponses() } },
  }, async (request, reply) => reply.code(201).send(toVacancy(await createVacancy(db, request.body))))

  app.get('/Vacancies', {
    config: { scope: 'candidates:read' },
    schema: { tags, summary: 'List vacancies', querystring: PageQuery, response: { 200: Type.Array(Vacancy), ...errorResponses() } },
  }, async (request, reply) => {
    const page = toPage(request.query)
    return pageOf(await listVacancies(db, page), page, request, reply).map(toVacancy)
  })

  app.get('/Vacancies/:id', {
    config: { scope: 'candidates:read' },
    schema: { tags, summary: 'Read a vacancy', params: IdParams, response: { 200: Vacancy, 404: ProblemRef, ...errorResponses() } },
  }, async (request) => toVacancy(await getVacancy(db, toId(request.params.id, 'id'))))
}

export default vacancyRoutes
