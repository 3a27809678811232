import type { Role, Scope } from '../domain/access.js'
import type { EventType } from '../domain/events.js'
import type { ApplicationStatus } from '../domain/applications.js'
import { toFlag } from '../domain/representations.js'
import type { AuditAction, AuditResourceType } from '../domain/audit.js'
import type { JobPostingRow } from '../domain/job-postings.js'
import type {
  ApplicationHistoryRow,
  AuditEventRow,
  ConsentRow,
  FlagRow,
  MemberRow,
  SubmissionRow,
  TokenRow,
  WebhookDeliveryRow,
  WebhookRow,
} from '../store/tables.js'

/**
 * Rows to API objects. Key order here is the order on the wire, fixed by the
 * contract. The resources a change is about are mapped in
 * domain/representations.ts, since their events carry the same objects.
 */
export {
  toApplication,
  toCandidate,
  toDocument,
  toFlag,
  toInterview,
  toNote,
  toScorecard,
  toStage,
  toTeamMember,
  toVacancy,
} from '../domain/representations.js'

/** A job posting (SPEC C8): these five fields, and nothing else of the vacancy. */
export const toJob = (r: JobPostingRow) => ({
  Id: r.id,
  Title: r.title,
  Location: r.location,
  Description: r.description,
  PublishedDate: r.published_date,
})

export const toCandidateFlag = (r: FlagRow) => ({ ...toFlag(r), CandidateId: r.candidate_id })

export const toHistoryEntry = (r: ApplicationHistoryRow) => ({
  Id: r.id,
  FromStageId: r.from_stage_id,
  ToStageId: r.to_stage_id,
  FromStatus: r.from_status as ApplicationStatus | null,
  ToStatus: r.to_status as ApplicationStatus,
  Reason: r.reason,
  ChangedById: r.changed_by_id,
  ChangedDate: r.changed_date,
})

export const toConsent = (r: ConsentRow) => ({
  Id: r.id,
  Purpose: r.purpose,
  Text: r.text,
  GivenDate: r.given_date,
  VacancyId: r.vacancy_id,
})

export const toSubmission = (r: SubmissionRow, consents: readonly ConsentRow[]) => ({
  ApplicationId: r.application_id,
  SubmittedDate: r.submitted_date,
  DocumentId: r.document_id,
  CoverLetter: r.cover_letter,
  Consents: consents.map(toConsent),
})

export const toMember = (r: MemberRow) => ({
  Id: r.id,
  Name: r.name,
  Email: r.email,
  // Stored as text; only the three roles are ever written (domain/members.ts checks them).
  Role: r.role as Role,
  CreatedDate: r.created_date,
})

export const toDirectoryEntry = (r: MemberRow) => ({
  MemberId: r.id,
  Name: r.name,
  Role: r.role as Role,
})

export const toWebhook = (r: WebhookRow) => ({
  Id: r.id,
  Url: r.url,
  // Stored as the types given, space-separated (domain/webhooks.ts), or `*`.
  Events: r.events.split(' ') as Array<EventType | '*'>,
  Enabled: r.enabled === 1,
  CreatedDate: r.created_date,
})

/** The answer to subscribing: the only one that carries the signing secret. */
export const toCreatedWebhook = (r: WebhookRow) => ({ ...toWebhook(r), Secret: r.secret })

export const toDelivery = (r: WebhookDeliveryRow) => ({
  Id: r.id,
  EventId: r.event_id,
  Attempt: r.attempt,
  Status: r.status,
  ResponseStatus: r.response_status,
  AttemptedDate: r.attempted_date,
})

/** What a token grants and since when: the same in every answer about a token. */
const tokenGrant = (r: TokenRow) => ({
  Scopes: r.scopes.split(' ') as Scope[],
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
  ExpiresDate: r.expires_date,
  RateLimit: r.rate_limit,
})

export const toTokenInfo = (r: TokenRow) => ({ Id: r.id, Start: r.start, ...tokenGrant(r), RevokedDate: r.revoked_date })

/** The answer to issuing a token: the only one that carries its secret. */
export const toCreatedToken = (r: TokenRow, secret: string) => ({ Id: r.id, Token: secret, ...tokenGrant(r) })

export const toAuditEvent = (r: AuditEventRow) => ({
  Id: r.id,
  Date: r.date,
  MemberId: r.member_id,
  TokenId: r.token_id,
  // Stored as text; only the words of domain/audit.ts are ever written.
  Action: r.action as AuditAction,
  CandidateId: r.candidate_id,
  ResourceType: r.resource_type as AuditResourceType,
  // Kept as text: a document's id as it is, the others' back to integers.
  ResourceId: r.resource_id === null || r.resource_type === 'document' ? r.resource_id : Number(r.resource_id),
  RequestId: r.request_id,
})
