/**
 * The words the service's records take, each list once: statuses, event
 * types, audit actions. A leaf: it imports nothing, so every feature, the
 * wire shapes (representations/) and the HTTP schemas can name them without
 * importing one another.
 */

export const APPLICATION_STATUSES = ['active', 'rejected', 'withdrawn', 'hired'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export type VacancyStatus = 'open' | 'on_hold' | 'closed'

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]

export const RATINGS = ['strong_no', 'no', 'yes', 'strong_yes'] as const
export type RatingValue = (typeof RATINGS)[number]
export const RECOMMENDATIONS = ['strong_no', 'no', 'no_decision', 'yes', 'strong_yes'] as const
export type Recommendation = (typeof RECOMMENDATIONS)[number]
export const SCORECARD_STATUSES = ['draft', 'submitted'] as const
export type ScorecardStatus = (typeof SCORECARD_STATUSES)[number]

/**
 * Every kind of change the event log records (SPEC C6). A new kind is one
 * name here and one `recordEvent` where its change is written.
 */
export const EVENT_TYPES = [
  'candidate.created',
  'candidate.updated',
  'candidate.deleted',
  'document.created',
  'document.deleted',
  'note.created',
  'note.updated',
  'note.deleted',
  'flag.created',
  'flag.deleted',
  'application.created',
  'application.moved',
  'application.rejected',
  'application.withdrawn',
  'application.hired',
  'application.reopened',
  'vacancy.created',
  'vacancy.updated',
  'vacancy.stages_changed',
  'vacancy.team_changed',
  'email.sent',
  'email.failed',
  'interview.scheduled',
  'interview.updated',
  'interview.cancelled',
  'scorecard.submitted',
] as const
export type EventType = (typeof EVENT_TYPES)[number]

/** What was done to a candidate's data (SPEC C6). */
export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'download', 'export', 'anonymize', 'search'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The kinds of a candidate's data the log names; a new kind is one word here (and its routes' `audit`). */
export const AUDIT_RESOURCE_TYPES = [
  'candidate',
  'note',
  'flag',
  'document',
  'application',
  'submission',
  'consent',
  'email',
  'interview',
  'scorecard',
  // A member's own record (SPEC C18): its creation, changes, password and removal, with CandidateId null.
  'member',
] as const
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number]

/**
 * What a notification tells a member (SPEC C18): an application to a vacancy
 * of its hiring team, new or sent again; an interview it was put on, that
 * changed, that it was taken off or that was cancelled; a scorecard it owes.
 */
export const NOTIFICATION_TYPES = [
  'application_received',
  'application_resubmitted',
  'interview_assigned',
  'interview_changed',
  'interview_unassigned',
  'interview_cancelled',
  'scorecard_due',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** The three accepted kinds, with the media type a download announces. */
export const DOCUMENT_KINDS = {
  pdf: { contentType: 'application/pdf', extension: '.pdf' },
  doc: { contentType: 'application/msword', extension: '.doc' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
} as const
export type DocumentKind = keyof typeof DOCUMENT_KINDS
export type DocumentContentType = (typeof DOCUMENT_KINDS)[DocumentKind]['contentType']
