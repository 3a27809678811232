import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as interviews from '../../domain/interviews/index.js'
import { errors } from '../../errors/catalog.js'
import { toInterview, toMemberInterview } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { FOUND } from '../plugins/audit.js'
import { bodyErrorResponses, errorResponses, IdParams, PageQuery } from '../schemas/common.schema.js'
import {
  InterviewInputRef,
  InterviewRef,
  InterviewUpdateRef,
  MemberIdParams,
  MemberInterviewRef,
  MemberInterviewsQuery,
} from '../schemas/interview.schema.js'

const tags = ['Interviews']
const Interviews = (description: string) => Type.Array(InterviewRef, { description })
/** Every change answers the interview as it is after it; 409 `interview_cancelled` for a cancelled one. */
const changed = { 200: InterviewRef, ...bodyErrorResponses(404, 409) }

/**
 * Interviews of applications (SPEC C9). Read with `candidates:read`,
 * written with `applications:write`; a hiring manager sees and writes only
 * those of its vacancies' applications (domain/access/access.ts). Invitations are
 * decided by domain/interviews/invitation-notices.ts.
 */
const interviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db
  const { mail } = app.services
  const interviewId = (params: { id: string }) => toId(params.id, 'id')

  app.post(
    '/Applications/:id/Interviews',
    {
      config: { scope: 'applications:write' },
      schema: {
        operationId: 'scheduleInterview',
        tags,
        summary: 'Schedule an interview of an application',
        description:
          "In the application's current stage; only for an `active` application (else 409 `application_closed`). `EndDate` after `StartDate` and at most 24 hours later (400 naming `EndDate`).",
        params: IdParams,
        body: InterviewInputRef,
        response: { 201: InterviewRef, ...bodyErrorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const view = await interviews.scheduleInterview(db, mail, request.principal, toId(request.params.id, 'id'), request.body)
      return reply.code(201).send(toInterview(view))
    },
  )

  app.get(
    '/Applications/:id/Interviews',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'interview', candidate: FOUND } },
      schema: {
        operationId: 'listApplicationInterviews',
        tags,
        summary: "An application's interviews",
        description: 'Oldest first, cancelled ones included.',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Interviews('Interviews, oldest first.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const found = await interviews.listApplicationInterviews(db, request.principal, toId(request.params.id, 'id'), page)
      request.auditCandidateId = found.application.candidate_id
      return pageOf(found.interviews, page, request, reply).map(toInterview)
    },
  )

  app.get(
    '/Interviews/:id',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'interview', candidate: FOUND, id: 'id' } },
      schema: {
        operationId: 'getInterview',
        tags,
        summary: 'Read an interview',
        description: 'One the caller may not see answers 404 `interview_not_found`, like one that does not exist.',
        params: IdParams,
        response: { 200: InterviewRef, ...errorResponses(404) },
      },
    },
    async (request) => {
      const view = await interviews.getInterview(db, request.principal, interviewId(request.params))
      request.auditCandidateId = view.candidate_id
      return toInterview(view)
    },
  )

  app.put(
    '/Interviews/:id',
    {
      config: { scope: 'applications:write' },
      schema: {
        operationId: 'updateInterview',
        tags,
        summary: 'Change an interview',
        description:
          'Changes the fields named among `StartDate`, `EndDate`, `InterviewerIds` and `Location`; every change raises the calendar `SEQUENCE`. A cancelled interview: 409 `interview_cancelled`.',
        params: IdParams,
        body: InterviewUpdateRef,
        response: changed,
      },
    },
    async (request) =>
      toInterview(await interviews.updateInterview(db, mail, request.principal, interviewId(request.params), request.body)),
  )

  app.post(
    '/Interviews/:id/Cancel',
    {
      config: { scope: 'applications:write' },
      schema: {
        operationId: 'cancelInterview',
        tags,
        summary: 'Cancel an interview',
        description: 'A cancelled one: 409 `interview_cancelled`. Its scorecards stay.',
        params: IdParams,
        response: changed,
      },
    },
    async (request) => toInterview(await interviews.cancelInterview(db, mail, request.principal, interviewId(request.params))),
  )

  app.get(
    '/Interviews/:id/Calendar',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'interview', candidate: FOUND, id: 'id' } },
      schema: {
        operationId: 'getInterviewCalendar',
        tags,
        summary: "An interview's calendar (iCalendar)",
        description:
          'RFC 5545, one VEVENT: `METHOD:REQUEST` while scheduled, `METHOD:CANCEL` once cancelled; the `UID` is the interview’s for its whole life, `SEQUENCE` is raised by every change, times in UTC, `ORGANIZER` the service’s mail address, an `ATTENDEE` for the candidate (when it has an email) and each interviewer.',
        params: IdParams,
        response: {
          200: Type.Unsafe<string>({
            description: 'The calendar, `text/calendar; charset=utf-8; method=REQUEST` (or `CANCEL`).',
            content: { 'text/calendar': { schema: { type: 'string' } } },
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { interview, method, text } = await interviews.interviewCalendarOf(
        db,
        request.principal,
        interviewId(request.params),
        mail.organizer,
      )
      request.auditCandidateId = interview.candidate_id
      return reply
        .header('content-type', `text/calendar; charset=utf-8; method=${method}`)
        .header('content-disposition', `attachment; filename="interview-${interview.id}.ics"`)
        .header('cache-control', 'private, no-cache')
        .send(text)
    },
  )

  app.get(
    '/Members/:memberId/Interviews',
    {
      // Interviews of several candidates: one row, of none of them.
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'interview' } },
      schema: {
        operationId: 'listMemberInterviews',
        tags,
        summary: 'The interviews a member sits on',
        description:
          'As an interviewer, cancelled ones included, starting at or after `From` (default: now; one in the past lists past interviews too) and before `To` (default: no end), in `StartDate` order (then `Id`), each with `ScorecardStatus`: where that member’s own scorecard for it stands. A member reads its own, an admin anyone’s; anyone else 403 `insufficient_scope`. A hiring manager’s are those of its vacancies; an interviewer’s, those of the applications it sees (a cancelled interview alone shows nothing).',
        params: MemberIdParams,
        querystring: MemberInterviewsQuery,
        response: {
          200: Type.Array(MemberInterviewRef, { description: 'Interviews, in start order.' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const memberId = toId(request.params.memberId, 'memberId')
      const { From, To, after } = request.query
      if (after !== undefined && From === undefined)
        throw errors.validation('after', 'needs From: it names an interview among those starting at From')
      const { limit } = toPage({ limit: request.query.limit })
      const afterId = after === undefined ? 0 : toId(after, 'after')
      const rows = await interviews.listMemberInterviews(db, request.principal, memberId, { from: From, to: To, afterId, limit })
      const items = rows.slice(0, limit)
      const last = items.at(-1)
      // One more than the page: another follows, from the last one's start, after its id.
      if (rows.length > limit && last) {
        const params = new URLSearchParams({
          From: last.start_date,
          ...(To !== undefined && { To }),
          limit: String(limit),
          after: String(last.id),
        })
        reply.header('link', `<${app.services.config.publicUrl ?? ''}/v1/Members/${memberId}/Interviews?${params.toString()}>; rel="next"`)
      }
      return items.map(toMemberInterview)
    },
  )
}

export default interviewRoutes
