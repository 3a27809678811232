import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getSubmission, listConsents, listSubmissions } from '../../domain/careers/index.js'
import { toConsent, toSubmission, toSubmissionEntry } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { FOUND } from '../plugins/audit.js'
import { CandidateIdParams, errorResponses, IdParams, PageQuery } from '../schemas/common.schema.js'
import { ConsentRef, SubmissionEntryRef, SubmissionRef } from '../schemas/submission.schema.js'

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
          'What the applicant sent with the application, or with its latest sending: the CV, the cover letter, the consents, ' +
          "and the names and phone as typed (which a known candidate's sending leaves off its record). " +
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
    '/Applications/:id/Submissions',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'submission', candidate: FOUND } },
      schema: {
        operationId: 'listApplicationSubmissions',
        tags: ['Applications'],
        summary: "List an application's careers submissions",
        description:
          'Every sending of the careers form for the application, oldest first: the first (which made the application, ' +
          'or came to one a member made) and every later one of the same applicant to the same job. Each says whether the ' +
          'email matched a candidate already held (`KnownCandidate`) and whether the application existed already ' +
          '(`AppliedAgain`), with the names, phone and CV as sent. An application with none: an empty list; ' +
          'one the caller may not see: 404 `application_not_found`.',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(SubmissionEntryRef), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const found = await listSubmissions(db, request.principal, toId(request.params.id, 'id'), page)
      request.auditCandidateId = found.candidateId
      return pageOf(found.submissions, page, request, reply).map((s) =>
        toSubmissionEntry(
          s,
          found.consents.filter((c) => c.submission_id === s.id),
        ),
      )
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
