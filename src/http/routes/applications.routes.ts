import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as applications from '../../domain/pipeline/index.js'
import { toApplication, toBoardCard, toHistoryEntry } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import {
  ApplicationInputRef,
  ApplicationRef,
  BoardCardRef,
  BoardQuery,
  HistoryEntryRef,
  MoveInputRef,
  RejectInputRef,
  WithdrawInputRef,
} from '../schemas/application.schema.js'
import { bodyErrorResponses, CandidateIdParams, errorResponses, IdParams, PageQuery } from '../schemas/common.schema.js'
import { FOUND } from '../plugins/audit.js'

const tags = ['Applications']
const Applications = Type.Array(ApplicationRef, { description: 'Applications the caller may see, oldest first.' })
/** Every change answers the application as it is after it; 409 when its status does not allow the change. */
const changed = { 200: ApplicationRef, ...bodyErrorResponses(404, 409) }

/**
 * Applications and their moves through a vacancy's stages (SPEC C2). Read
 * with `candidates:read`, changed with `applications:write`; a hiring manager
 * sees and changes only those of its vacancies (domain/access/access.ts).
 */
const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db
  const appId = (params: { id: string }) => toId(params.id, 'id')

  app.post(
    '/Candidates/:candidateId/Applications',
    {
      config: { scope: 'applications:write' },
      schema: {
        operationId: 'createApplication',
        tags,
        summary: 'Put a candidate on a vacancy',
        description: "In the vacancy's first stage unless `StageId` names another. 409 `application_exists`, `vacancy_closed`.",
        params: CandidateIdParams,
        body: ApplicationInputRef,
        response: { 201: ApplicationRef, ...bodyErrorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const row = await applications.createApplication(db, request.principal, toId(request.params.candidateId, 'candidateId'), request.body)
      return reply.code(201).send(toApplication(row))
    },
  )

  app.get(
    '/Candidates/:candidateId/Applications',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'application', candidate: 'candidateId' } },
      schema: {
        operationId: 'listCandidateApplications',
        tags,
        summary: "List a candidate's applications",
        description: 'Oldest first; a hiring manager sees only those to vacancies whose hiring team it sits on.',
        params: CandidateIdParams,
        querystring: PageQuery,
        response: { 200: Applications, ...errorResponses(404) },
      },
    },
    (request, reply) =>
      reply.sendRead(async () => {
        const page = toPage(request.query)
        const rows = await applications.listCandidateApplications(
          db,
          request.principal,
          toId(request.params.candidateId, 'candidateId'),
          page,
        )
        return pageOf(rows, page, request, reply).map(toApplication)
      }),
  )

  app.get(
    '/Vacancies/:id/Applications',
    {
      // Cards of several candidates: one row, of none of them.
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'application' } },
      schema: {
        operationId: 'listVacancyApplications',
        tags,
        summary: "List a vacancy's applications (the pipeline board)",
        description: 'Optionally of one stage (`StageId`, of this vacancy) or status.',
        params: IdParams,
        querystring: BoardQuery,
        response: { 200: Applications, ...errorResponses(404) },
      },
    },
    (request, reply) =>
      reply.sendRead(async () => {
        const { StageId, Status } = request.query
        const page = toPage(request.query)
        const filter = { StageId: StageId === undefined ? undefined : toId(StageId, 'StageId'), Status }
        const rows = await applications.listVacancyApplications(db, request.principal, toId(request.params.id, 'id'), page, filter)
        return pageOf(rows, page, request, reply).map(toApplication)
      }),
  )

  app.get(
    '/Vacancies/:id/Board',
    {
      // Cards of several candidates: one row, of none of them, as the list of applications.
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'application' } },
      schema: {
        operationId: 'listBoardCards',
        tags,
        summary: "The pipeline board's cards",
        description:
          'The applications `GET /v1/Vacancies/{id}/Applications` answers (the same filters, paging and rules), each with its next ' +
          'interview and its scorecards submitted of those expected so far: one read for a page of cards. Not a kept answer: it ' +
          'changes with the time of day.',
        params: IdParams,
        querystring: BoardQuery,
        response: { 200: Type.Array(BoardCardRef, { description: 'Cards, oldest application first.' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { StageId, Status } = request.query
      const page = toPage(request.query)
      const filter = { StageId: StageId === undefined ? undefined : toId(StageId, 'StageId'), Status }
      const rows = await applications.listBoardCardsOf(db, request.principal, toId(request.params.id, 'id'), page, filter)
      return pageOf(rows, page, request, reply).map(toBoardCard)
    },
  )

  app.get(
    '/Applications/:id',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'application', candidate: FOUND, id: 'id' } },
      schema: {
        operationId: 'getApplication',
        tags,
        summary: 'Read an application',
        description: 'One the caller may not see answers 404 `application_not_found`, like one that does not exist.',
        params: IdParams,
        response: { 200: ApplicationRef, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await applications.getApplication(db, request.principal, appId(request.params))
      request.auditCandidateId = row.candidate_id
      return toApplication(row)
    },
  )

  app.get(
    '/Applications/:id/History',
    {
      // Part of the application: its row names the application.
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'application', candidate: FOUND, id: 'id' } },
      schema: {
        operationId: 'getApplicationHistory',
        tags,
        summary: "An application's history",
        description: 'Every change, oldest first, its creation included.',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(HistoryEntryRef, { description: 'Changes, oldest first.' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const { application, history: rows } = await applications.applicationHistory(db, request.principal, appId(request.params), page)
      request.auditCandidateId = application.candidate_id
      return pageOf(rows, page, request, reply).map(toHistoryEntry)
    },
  )

  app.post(
    '/Applications/:id/Move',
    {
      config: { scope: 'applications:write' },
      schema: {
        operationId: 'moveApplication',
        tags,
        summary: 'Move an application to another stage',
        description: 'With `ExpectedStageId`, only if it is still in that stage: else 409 `stage_conflict` and nothing changes.',
        params: IdParams,
        body: MoveInputRef,
        response: changed,
      },
    },
    async (request) => toApplication(await applications.moveApplication(db, request.principal, appId(request.params), request.body)),
  )

  app.post(
    '/Applications/:id/Reject',
    {
      config: { scope: 'applications:write' },
      schema: {
        operationId: 'rejectApplication',
        tags,
        summary: 'Reject an application',
        description: 'Only an active one (else 409 `application_closed`); it keeps its stage, and `Reason` becomes its `RejectionReason`.',
        params: IdParams,
        body: RejectInputRef,
        response: changed,
      },
    },
    async (request) =>
      toApplication(
        await applications.rejectApplication(db, request.principal, appId(request.params), request.body.Reason, {
          email: request.body.SendEmail === true ? app.services.mail : undefined,
        }),
      ),
  )

  app.post(
    '/Applications/:id/Withdraw',
    {
      config: { scope: 'applications:write' },
      schema: {
        operationId: 'withdrawApplication',
        tags,
        summary: 'Record that the candidate withdrew',
        description: 'Only an active one (else 409 `application_closed`); it keeps its stage. `Reason` is optional.',
        params: IdParams,
        body: WithdrawInputRef,
        response: changed,
      },
    },
    async (request) =>
      toApplication(await applications.withdrawApplication(db, request.principal, appId(request.params), request.body.Reason)),
  )

  for (const [action, change] of [
    ['Hire', applications.hireApplication],
    ['Reopen', applications.reopenApplication],
  ] as const) {
    app.post(
      `/Applications/:id/${action}`,
      {
        config: { scope: 'applications:write' },
        schema: {
          operationId: `${action.toLowerCase()}Application`,
          tags,
          summary: action === 'Hire' ? 'Hire the candidate' : 'Reopen a closed application',
          description:
            action === 'Hire'
              ? 'Only an active application (else 409 `application_closed`); it keeps its stage.'
              : 'Back to `active` in the stage it was closed in; `RejectionReason` is cleared. Only a closed one (else 409 `application_open`).',
          params: IdParams,
          response: changed,
        },
      },
      async (request) => toApplication(await change(db, request.principal, appId(request.params))),
    )
  }
}

export default applicationRoutes
