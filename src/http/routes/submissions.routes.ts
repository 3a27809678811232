import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getSubmission, listConsents } from '../../domain/careers/index.js'
import { toConsent, toSubmission } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { FOUND } from '../plugins/audit.js'
import { CandidateIdParams, errorResponses, IdParams, PageQuery } from '../schemas/common.schema.js'
import { ConsentRef, SubmissionRef } from '../schemas/submission.schema.js'

/** What applicants sent and agreed to on the careers site (SPEC C8), read under the candidate's rules. */
const submissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/Applications/:id/Submission',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'submission', candidate: FOUND, id: 'id' } },
      schema: {
        operationId: 'getApplicationSubmission',
        tags: ['Applications'],
        summary: "An application's latest careers submission",
        description:
          'What the applicant sent with the application, or with its latest sending: the CV, the cover letter and the consents. ' +
          'An application a member made: 404 `submission_not_found`; one the caller may not see: 404 `application_not_found`.',
        params: IdParams,
        response: { 200: SubmissionRef, ...errorResponses(404) },
      },
    },
    async (request) => {
      const found = await getSubmission(db, request.principal, toId(request.params.id, 'id'))
      request.auditCandidateId = found.candidateId
      request.auditResourceId = found.submission.id
      return toSubmission(found.submission, found.consents)
    },
  )

  app.get(
    '/Candidates/:candidateId/Consents',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'consent', candidate: 'candidateId' } },
      schema: {
        operationId: 'listCandidateConsents',
        tags: ['Candidates'],
        summary: "List a candidate's consents",
        description: 'Every consent given on the careers site, oldest first, with the exact sentence agreed to.',
        params: CandidateIdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(ConsentRef), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const rows = await listConsents(db, request.principal, toId(request.params.candidateId, 'candidateId'), page)
      return pageOf(rows, page, request, reply).map(toConsent)
    },
  )
}

export default submissionRoutes
