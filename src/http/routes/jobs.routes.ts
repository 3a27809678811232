import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getJob, listJobs } from '../../domain/careers/index.js'
import { toJob } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { PageQuery, problemResponse } from '../schemas/common.schema.js'
import { JobParams, JobRef } from '../schemas/job-posting.schema.js'

const tags = ['Jobs']
// No token is asked, and one sent is not read (plugins/auth.ts): the answer is the same for everyone.
const security: [] = []

/** The answers these operations can fail with: no 403 is among them, since nothing is protected. */
const publicErrors = {
  400: problemResponse('A paging parameter is invalid (`validation_failed`, naming it), or the path is no valid percent-encoding.'),
  500: problemResponse('Something failed on the server (`internal_error`).'),
  503: problemResponse('The service is shutting down, or its database does not answer.'),
}

/**
 * The public job API (SPEC C8), on which a company can build its own careers
 * site: the vacancies that are `open` and `Published`, five fields each.
 * Both are kept answers (hot-reads/, `reply.sendRead`): the same for
 * everyone, kept once per URL until the store changes, and given before
 * routing without reading any token.
 */
const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/Jobs',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'listJobs',
        tags,
        summary: 'List the published jobs',
        description:
          'The vacancies that are `open` and `Published`, oldest first, paged by `limit` and `after`. No token is needed; one sent is ignored.',
        security,
        querystring: PageQuery,
        response: { 200: Type.Array(JobRef, { description: 'Jobs, oldest first.' }), ...publicErrors },
      },
    },
    (request, reply) => {
      const page = toPage(request.query)
      return reply.sendRead(async () => pageOf(await listJobs(db, page), page, request, reply).map(toJob))
    },
  )

  app.get(
    '/Jobs/:id',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'getJob',
        tags,
        summary: 'Read a published job',
        description:
          'A vacancy that is not both `open` and `Published` and one that does not exist answer the same 404 `job_not_found`; an id that is no positive decimal integer, 400 naming `id`. No token is needed; one sent is ignored.',
        security,
        params: JobParams,
        response: {
          200: JobRef,
          400: problemResponse('The id is no positive decimal integer, or the path is no valid percent-encoding (`validation_failed`).'),
          404: problemResponse('No published job has this id (`job_not_found`).'),
          500: publicErrors[500],
          503: publicErrors[503],
        },
      },
    },
    (request, reply) => {
      // Checked before the kept answer: a malformed id is the caller's fault (400), never kept.
      toId(request.params.id, 'id')
      return reply.sendRead(async () => toJob(await getJob(db, request.params.id)))
    },
  )
}

export default jobRoutes
