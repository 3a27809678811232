import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import type { TSchema } from 'typebox'
import {
  Application,
  ApplicationInput,
  ApplicationStatus,
  BoardCard,
  HistoryEntry,
  MoveInput,
  RejectInput,
  WithdrawInput,
} from '../schemas/application.schema.js'
import { Candidate, CandidateInput } from '../schemas/candidate.schema.js'
import {
  LinkPasswordInput,
  LinkPasswordResult,
  Organization,
  PasswordInput,
  PasswordResetInput,
  Session,
  SignInInput,
} from '../schemas/session.schema.js'
import { Problem } from '../schemas/common.schema.js'
import { Interview, InterviewInput, InterviewStatus, InterviewUpdate, MemberInterview } from '../schemas/interview.schema.js'
import { RatingValue, Scorecard, ScorecardAttributes, ScorecardInput, ScorecardStatus } from '../schemas/scorecard.schema.js'
import { SERVICE_NAME } from '../site/service-index.js'
import { Document } from '../schemas/document.schema.js'
import { Event, EventType } from '../schemas/event.schema.js'
import { Job, JobApplicationReceipt } from '../schemas/job-posting.schema.js'
import { Email, EmailInput, EmailStatus, EmailTemplate, EmailTemplateInput, EmailTemplateName } from '../schemas/email.schema.js'
import { Consent, Submission, SubmissionEntry } from '../schemas/submission.schema.js'
import { CreatedWebhook, Delivery, DeliveryStatus, Webhook, WebhookEventType, WebhookInput } from '../schemas/webhook.schema.js'
import { AuditAction, AuditEvent, AuditResourceType } from '../schemas/audit.schema.js'
import { CandidateQualityFlag, FlagType, QualityFlag, QualityFlagInput } from '../schemas/flag.schema.js'
import {
  CreatedToken,
  DirectoryEntry,
  Member,
  MemberInput,
  MemberUpdateInput,
  RoleEnum,
  ScopeEnum,
  TokenInfo,
  TokenInput,
} from '../schemas/member.schema.js'
import { Note, NoteInput, NoteUpdate } from '../schemas/note.schema.js'
import { Notification, NotificationsReadInput, NotificationType } from '../schemas/notification.schema.js'
import { SearchMatch, SearchResult } from '../schemas/search.schema.js'
import { InterviewerLine, PipelineReport, PipelineStage, SourceLine, TimeToHireLine } from '../schemas/report.schema.js'
import {
  HiringTeamInput,
  HiringTeamMember,
  Stage,
  StageInput,
  StageUpdate,
  Vacancy,
  VacancyInput,
  VacancyStatus,
  VacancyUpdate,
} from '../schemas/vacancy.schema.js'

/**
 * The named schemas (each with an `$id`), registered with `app.addSchema`:
 * routes refer to them with `ref()`, the validator and the serializer resolve
 * those references to these very schemas, and the OpenAPI document lists them
 * under components.schemas by their `$id`.
 */
export const COMPONENT_SCHEMAS: readonly TSchema[] = [
  Candidate,
  CandidateInput,
  Note,
  NoteInput,
  NoteUpdate,
  FlagType,
  QualityFlag,
  QualityFlagInput,
  CandidateQualityFlag,
  Document,
  SearchMatch,
  SearchResult,
  VacancyStatus,
  Vacancy,
  VacancyInput,
  VacancyUpdate,
  Job,
  JobApplicationReceipt,
  Consent,
  Submission,
  SubmissionEntry,
  Stage,
  StageInput,
  StageUpdate,
  HiringTeamMember,
  HiringTeamInput,
  EventType,
  Event,
  WebhookEventType,
  Webhook,
  CreatedWebhook,
  WebhookInput,
  DeliveryStatus,
  Delivery,
  AuditAction,
  AuditResourceType,
  AuditEvent,
  ApplicationStatus,
  Application,
  ApplicationInput,
  MoveInput,
  RejectInput,
  WithdrawInput,
  HistoryEntry,
  BoardCard,
  EmailStatus,
  Email,
  EmailInput,
  EmailTemplateName,
  EmailTemplate,
  EmailTemplateInput,
  PipelineStage,
  PipelineReport,
  SourceLine,
  TimeToHireLine,
  InterviewerLine,
  InterviewStatus,
  Interview,
  InterviewInput,
  InterviewUpdate,
  MemberInterview,
  RatingValue,
  ScorecardStatus,
  ScorecardAttributes,
  Scorecard,
  ScorecardInput,
  RoleEnum,
  ScopeEnum,
  Member,
  MemberInput,
  MemberUpdateInput,
  DirectoryEntry,
  NotificationType,
  Notification,
  NotificationsReadInput,
  TokenInfo,
  CreatedToken,
  TokenInput,
  SignInInput,
  Session,
  PasswordInput,
  Organization,
  PasswordResetInput,
  LinkPasswordInput,
  LinkPasswordResult,
  Problem,
]

/** Response headers, described once and referenced from every response that carries them. */
const HEADERS = {
  XRequestId: {
    description: 'The request id: the well-formed `X-Request-Id` the client sent, else a new one. Also in the log line of the request.',
    required: true,
    schema: { type: 'string' },
  },
  RateLimitLimit: {
    description:
      'Requests per minute the token (or session) may make: its own `RateLimit`, else ATS_RATE_LIMIT. Absent when no limit applies.',
    schema: { type: 'integer' },
  },
  RateLimitRemaining: {
    description: 'Requests left in the current minute window, this one counted.',
    schema: { type: 'integer' },
  },
  RateLimitReset: {
    description: 'Seconds until the current window ends and the count starts again.',
    schema: { type: 'integer' },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer' },
  },
  Link: {
    description: 'When more items exist: `<URL of the next page>; rel="next"` (RFC 8288). Absent on the last page.',
    schema: { type: 'string', examples: ['</v1/Candidates/7/Notes?limit=100&after=812>; rel="next"'] },
  },
}

const TAGS = [
  { name: 'Candidates', description: 'Candidate records.' },
  { name: 'Documents', description: "Candidates' CV documents: PDF, DOC or DOCX." },
  { name: 'Notes', description: 'Recruiter notes on a candidate.' },
  { name: 'Search', description: 'Candidates found by their names, email, documents and notes.' },
  { name: 'Quality flags', description: 'Favorite (1) or Undesirable (2) marks on a candidate.' },
  { name: 'Vacancies', description: 'Open positions, their pipeline stages and hiring teams.' },
  { name: 'Applications', description: "Candidates on vacancies' pipelines, moving through the stages." },
  { name: 'Emails', description: 'Emails to candidates, sent through SMTP after the commit, and the templates they are written from.' },
  { name: 'Reports', description: 'Figures over the applications and their history: funnels, sources, time to hire.' },
  { name: 'Interviews', description: "Interviews of applications, with their calendars (iCalendar) and each member's own." },
  {
    name: 'Scorecards',
    description: "Each interviewer's judgement of an interview, hidden from an interviewer until it has given its own.",
  },
  { name: 'Events', description: 'The change feed: every change, in commit order, for systems kept in step (events:read scope).' },
  { name: 'Webhooks', description: 'Events POSTed to other systems as they happen, signed per Standard Webhooks (admin scope).' },
  { name: 'Audit', description: 'Who read or changed which candidate’s data, and when (admin scope).' },
  { name: 'Members and tokens', description: 'The recruiting team, its passwords and its API tokens (admin scope).' },
  {
    name: 'Directory',
    description:
      'Who is on the recruiting team, by name and role, for every member: hiring teams and authors are chosen and shown by name.',
  },
  { name: 'Notifications', description: 'What needs each member: applications to its vacancies, its interviews, scorecards it owes.' },
  { name: 'Session', description: "The console's sign-in: a session cookie, and the CSRF token its changes carry." },
  { name: 'Jobs', description: 'The published jobs, for careers sites: open to everyone, no token needed.' },
  { name: 'Operations', description: 'Health, readiness, metrics and this document. No token needed.' },
]

type Json = Record<string, unknown>
interface Operation {
  operationId?: string
  security?: unknown[]
  parameters?: { in: string; name: string }[]
  responses: Record<string, Json>
}

/**
 * What a route schema cannot say, added to the generated document in one
 * place: every response carries `X-Request-Id`; every answer of an
 * operation that takes a token or session may carry `RateLimit-*`, and 429; the 200 of every paged list
 * (an operation with a `limit` parameter) may carry `Link`; the HEAD of a
 * route that also answers GET gets an operationId of its own and no body.
 */
function finishDocument({ openapiObject }: { openapiObject: Json }): Json {
  const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, Operation>>
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, found] of Object.entries(item)) {
      let op = found
      const paged = op.parameters?.some((p) => p.in === 'query' && p.name === 'limit') ?? false
      // An operation of the API that takes a token or a session counts against its rate limit (SPEC C7): its answers carry
      // the RateLimit-* headers, and past the limit it answers 429. Public operations declare `security: []`.
      const limited = path.startsWith('/v1/') && !(op.security?.length === 0)
      const refusal = op.responses['403']
      if (limited && refusal && op.responses['429'] === undefined) {
        op.responses['429'] = {
          ...refusal,
          description: 'Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again.',
        }
      }
      if (method === 'head' && op.operationId && op.operationId === item.get?.operationId) {
        item.head = op = { ...op, operationId: op.operationId.replace(/^[a-z]+/, 'head'), responses: withoutBodies(op.responses) }
      }
      for (const [status, response] of Object.entries(op.responses)) {
        response.headers = {
          ...(response.headers as Json | undefined),
          'X-Request-Id': { $ref: '#/components/headers/XRequestId' },
          ...(paged && status === '200' && { Link: { $ref: '#/components/headers/Link' } }),
          // Every 429 (the API's limit, sign-in's, the careers form's) says when to try again.
          ...(status === '429' && { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }),
          ...(limited && {
            'RateLimit-Limit': { $ref: '#/components/headers/RateLimitLimit' },
            'RateLimit-Remaining': { $ref: '#/components/headers/RateLimitRemaining' },
            'RateLimit-Reset': { $ref: '#/components/headers/RateLimitReset' },
          }),
        }
      }
    }
  }
  const components = (openapiObject.components ?? {}) as Json
  return { ...openapiObject, tags: TAGS, components: { ...components, headers: HEADERS } }
}

/** A HEAD answer has the GET answer's status and headers, and no body. */
function withoutBodies(responses: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const { content, ...rest } = response
      return [status, content === undefined ? response : rest]
    }),
  )
}

/** @fastify/swagger's options: the document's frame, generated from the route schemas. */
export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: SERVICE_NAME,
        version: '1.0.0',
        description:
          "Candidates, their CV documents, recruiter notes and quality flags, and the hiring pipelines they move through. Every /v1 operation takes `Authorization: <token>` (a `Bearer ` prefix is accepted), or the console's session cookie, with `X-CSRF-Token` on changes. Errors are RFC 9457 problem details (`application/problem+json`).",
        contact: { name: 'Applicant tracking service maintainers' },
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/', description: 'The service that serves this document.' }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          session: { type: 'apiKey', in: 'cookie', name: 'ats_session', description: 'A console session (POST /v1/Session).' },
        },
      },
      security: [{ token: [] }, { session: [] }],
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: finishDocument as FastifyDynamicSwaggerOptions['transformObject'],
  }
}
