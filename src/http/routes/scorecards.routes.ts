import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as scorecards from '../../domain/interviews/index.js'
import * as attributes from '../../domain/pipeline/index.js'
import { toScorecard } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { FOUND } from '../plugins/audit.js'
import { bodyErrorResponses, errorResponses, IdParams, PageQuery } from '../schemas/common.schema.js'
import { ScorecardAttributesRef, ScorecardInputRef, ScorecardRef } from '../schemas/scorecard.schema.js'

const tags = ['Scorecards']

/**
 * Scorecards (SPEC C9): a vacancy's attributes, an interviewer's own
 * scorecard, and an application's scorecards under the rule of independent
 * judgement (domain/access/access.ts `scorecardSeenBy`, applied in the query). Not
 * kept answers (`reply.sendRead`): what one reader sees changes with its
 * own scorecards.
 */
const scorecardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/Vacancies/:id/ScorecardAttributes',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'getScorecardAttributes',
        tags,
        summary: "What a vacancy's scorecards rate",
        description: 'A new vacancy starts with `Technical skills`, `Communication`, `Problem solving`, `Team fit`.',
        params: IdParams,
        response: { 200: ScorecardAttributesRef, ...errorResponses(404) },
      },
    },
    async (request) => ({ Attributes: await attributes.getAttributes(db, toId(request.params.id, 'id')) }),
  )

  app.put(
    '/Vacancies/:id/ScorecardAttributes',
    {
      config: { scope: 'candidates:write' },
      schema: {
        operationId: 'replaceScorecardAttributes',
        tags,
        summary: "Replace a vacancy's scorecard attributes",
        description: '1..20 names; two alike ignoring case: 400 naming `Attributes`. Scorecards written already stay as they are.',
        params: IdParams,
        body: ScorecardAttributesRef,
        response: { 200: ScorecardAttributesRef, ...bodyErrorResponses(404) },
      },
    },
    async (request) => ({
      Attributes: await attributes.replaceAttributes(db, toId(request.params.id, 'id'), request.body.Attributes),
    }),
  )

  app.put(
    '/Interviews/:id/Scorecard',
    {
      // `applications:write` implies it (domain/access/access.ts effectiveScopes): an interviewer holds only this one.
      config: { scope: 'scorecards:write' },
      schema: {
        operationId: 'writeScorecard',
        tags,
        summary: 'Write your own scorecard for an interview',
        description:
          "The whole scorecard, a draft until `Submit: true` (which needs a `Recommendation`); once submitted it stays so and keeps its first `SubmittedDate`. Only the interview's current interviewers (else 403 `insufficient_scope`); a cancelled interview: 409 `interview_cancelled`. 200 on every write, the first included.",
        params: IdParams,
        body: ScorecardInputRef,
        response: { 200: ScorecardRef, ...bodyErrorResponses(404, 409) },
      },
    },
    async (request) => toScorecard(await scorecards.writeScorecard(db, request.principal, toId(request.params.id, 'id'), request.body)),
  )

  app.get(
    '/Applications/:id/Scorecards',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'scorecard', candidate: FOUND } },
      schema: {
        operationId: 'listApplicationScorecards',
        tags,
        summary: "An application's scorecards",
        description:
          "The submitted ones and the caller's own drafts, oldest first. A caller that sits on a scheduled interview of the application and has not submitted its scorecard for it sees only its own.",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(ScorecardRef, { description: 'Scorecards, oldest first.' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const found = await scorecards.listApplicationScorecards(db, request.principal, toId(request.params.id, 'id'), page)
      request.auditCandidateId = found.application.candidate_id
      return pageOf(found.scorecards, page, request, reply).map(toScorecard)
    },
  )
}

export default scorecardRoutes
