/**
 * Who may see and do what. Every rule about scopes, roles and note visibility
 * lives here, so a reviewer can audit access in one file.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { errors } from '../../errors/catalog.js'
import { ROLE_SCOPES, ROLES, SCOPES, type Role, type Scope } from '../../shared/roles.js'
import { applicationSeenBy, judgementPending } from '../../store/sql/team-scope.js'
import type { ActivityVisibility, EventKind, Reach, Visibility } from '../../store/repositories/types.js'

// The vocabulary of access is plain data the console reads too (shared/roles.ts); what it allows is decided here.
export { ROLE_SCOPES, ROLES, SCOPES, type Role, type Scope }

export interface Principal {
  readonly memberId: number
  readonly role: Role
  /** The API token that authorized the request; null for a console session. */
  readonly tokenId: number | null
  /** What the token grants after `admin` is expanded and the role's ceiling applied; a session: all the role allows. */
  readonly scopes: ReadonlySet<Scope>
  /** A console session (cookie): its id, and the CSRF token every write through it must carry. */
  readonly session?: { readonly id: number; readonly csrfToken: string }
  /** Requests per minute the token was created with (SPEC C7); absent: the service's limit. */
  readonly rateLimit?: number
  /**
   * The request it acts in, on a write: the auth hook gives each write its
   * own copy with the request's id, which the change's audit row names.
   */
  readonly requestId?: string
  /** What the request's writes queued for the delivery runner (the auth hook gives each write's copy its own). */
  readonly queued?: QueuedWork
}

/**
 * What one request's writes queued for the delivery runner: webhook
 * deliveries and emails to send. Counted on the request's own object, which
 * the domain is handed with the request (a write's Principal, the careers
 * form's request), so that the app wakes the runner after the answer when
 * there is something to send, and a write that queued nothing looks at no jobs.
 */
export interface QueuedWork {
  deliveries: number
}

/** The request a change is made in, as its audit row and its event name it (a Principal is one). */
export interface RequestRef {
  readonly tokenId: number | null
  readonly requestId?: string
  readonly queued?: QueuedWork
}

/** Who makes a change: a member, through a token or a session, in a request (every Principal is one). */
export type Actor = Pick<Principal, 'memberId' | 'tokenId' | 'requestId' | 'queued'>

export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s)
}

export function isRole(s: string): s is Role {
  return (ROLES as readonly string[]).includes(s)
}

/**
 * Token scopes intersected with the role's ceiling; `admin` implies every
 * scope, and `applications:write` implies `scorecards:write` (scorecards
 * were written with it before interviewers had a scope of their own).
 */
export function effectiveScopes(role: Role, tokenScopes: readonly string[]): Set<Scope> {
  const granted: readonly Scope[] = tokenScopes.includes('admin') ? SCOPES : tokenScopes.filter(isScope)
  const implied: readonly Scope[] = granted.includes('applications:write') ? [...granted, 'scorecards:write'] : granted
  const ceiling = ROLE_SCOPES[role]
  return new Set(implied.filter((s) => ceiling.includes(s)))
}

/** The first requested scope that the role may not hold, if any. */
export function scopeBeyondRole(role: Role, requested: readonly Scope[]): Scope | undefined {
  return requested.find((s) => !ROLE_SCOPES[role].includes(s))
}

export function requireScope(principal: Principal, scope: Scope): void {
  if (!principal.scopes.has(scope)) throw errors.insufficientScope(scope)
}

/**
 * How far each role sees (store/sql/team-scope.ts turns a reach into SQL):
 * - a hiring manager sees a candidate only through an application to a
 *   vacancy whose hiring team it sits on, and only the applications of
 *   those vacancies and their interviews; among notes, those sent to the
 *   hiring team and tied to one of those vacancies or to none (SPEC C3);
 * - an interviewer sees a candidate only while it sits on a scheduled
 *   interview, upcoming or past, of one of the candidate's applications:
 *   only those applications, only the interviews of them it sits on, and
 *   among notes only its own (SPEC C18). A cancelled interview counts for
 *   nothing: it shows neither the candidate nor itself;
 * - admins and recruiters see every candidate.
 */
const REACH: Readonly<Record<Role, Reach>> = {
  admin: 'all',
  recruiter: 'all',
  hiring_manager: 'hiring_team',
  interviewer: 'interviews',
}

/**
 * The filter every read of candidates, notes, flags, documents,
 * applications, interviews and scorecards applies inside its SQL
 * (store/sql/team-scope.ts and the repositories): the one place it is
 * decided (REACH above). Private notes reach only their author, whatever the role.
 */
export function visibilityOf(principal: Principal): Visibility {
  return { viewerId: principal.memberId, reach: REACH[principal.role] }
}

/** The scope that reads each kind of resource a candidate's events are about. */
const EVENT_KIND_SCOPES: Readonly<Record<EventKind, Scope>> = {
  candidate: 'candidates:read',
  application: 'candidates:read',
  document: 'documents:read',
  note: 'notes:read',
  flag: 'flags:read',
  // An email is read with the candidate (SPEC C10: the candidate's read rules).
  email: 'candidates:read',
  interview: 'candidates:read',
  scorecard: 'candidates:read',
}

/**
 * What a candidate's activity shows the principal: the events about what it
 * could read through the API, so a token without `notes:read` reads no
 * note's event (which carries the note), each kind under `visibilityOf`
 * (store/repositories/event.repository.ts applies it in the query). Events
 * of a kind named nowhere here are shown to nobody until a rule is given.
 */
export function activityOf(principal: Principal): ActivityVisibility {
  const visibility = visibilityOf(principal)
  const kinds = (Object.keys(EVENT_KIND_SCOPES) as EventKind[]).filter(
    (kind) => principal.scopes.has(EVENT_KIND_SCOPES[kind]) && !(visibility.reach === 'interviews' && NOT_INTERVIEWERS.includes(kind)),
  )
  return { ...visibility, kinds }
}

/**
 * Events an interviewer's activity leaves out: emails, which it does not
 * read (requirePartsOfRecord), and interviews, whose events do not say in a
 * column which interview they are about, so the query could not keep them
 * to the interviews it sits on (it reads those on the application).
 */
const NOT_INTERVIEWERS: readonly EventKind[] = ['email', 'interview']

/**
 * An interviewer reads of a candidate only the record, its documents, the
 * applications and interviews it sits on, its own notes and the scorecards
 * independent judgement shows it (SPEC C18): the candidate's emails,
 * consents and careers submissions are refused (403 `insufficient_scope`)
 * whatever the candidate, so the answer says nothing of whether it exists.
 */
export function requirePartsOfRecord(principal: Principal, what: string): void {
  if (principal.role === 'interviewer') throw errors.forbidden('insufficient_scope', `An interviewer does not read a candidate's ${what}.`)
}

/**
 * An interviewer's notes are for the recruiters: neither private nor sent
 * to the hiring team (SPEC B4). Asking for either is refused (400 naming
 * the field) rather than quietly changed, so that nobody believes a note
 * private that others read.
 */
export function requireNoteSharing(principal: Principal, note: { Private?: boolean; SendToHiringTeam?: boolean }): void {
  if (principal.role !== 'interviewer') return
  if (note.Private === true) throw errors.validation('Private', "must be false: an interviewer's notes are read by the recruiters")
  if (note.SendToHiringTeam === true)
    throw errors.validation('SendToHiringTeam', "must be false: an interviewer's notes are not sent to the hiring team")
}

/** Only the author changes a note's text: a note speaks in its author's name. */
export function canEditNote(principal: Principal, note: { createdById: number }): boolean {
  return note.createdById === principal.memberId
}

/** The author may delete a note, and so may an admin (for moderation and erasure requests). */
export function canDeleteNote(principal: Principal, note: { createdById: number }): boolean {
  return note.createdById === principal.memberId || principal.role === 'admin'
}

/**
 * A candidate's export (SPEC C7) is for admins, and it is the one read that
 * no visibility narrows: every note, other members' private ones included,
 * and every scorecard, drafts included, whatever independent judgement
 * would hide. A data subject's request covers everything written about
 * them, so the export reads the candidate's rows whole
 * (store/repositories/candidate-export.repository.ts).
 */
export function requireExport(principal: Principal): void {
  requireScope(principal, 'admin')
}

/**
 * A document is part of its candidate's record (a CV is personal data), so
 * reading one needs the right to read candidates as well as documents; and
 * the candidate must be visible (visibilityOf), checked by the reads.
 */
export function requireDocumentRead(principal: Principal): void {
  requireScope(principal, 'documents:read')
  requireScope(principal, 'candidates:read')
}

/**
 * Who sees a scorecard (SPEC C9, independent judgement), as a condition on
 * a row of `scorecards` in the query that reads it, so that no list, count
 * or kept answer ever holds a scorecard its reader may not see:
 * - its own scorecard, draft or submitted, always;
 * - another's only once submitted, and only while the reader is not a
 *   judge still to judge: a current interviewer of a scheduled interview of
 *   that application that has not submitted its own scorecard for it. A
 *   cancelled interview takes no scorecard, so it holds nobody back;
 * - a hiring manager or an interviewer, in addition, only those of the
 *   applications it sees (C3, C18).
 * Admins and recruiters who are not such an interviewer see every submitted one.
 */
export function scorecardSeenBy(principal: Principal, table = 'scorecards'): RawBuilder<SqlBool> {
  const viewer = principal.memberId
  const own = sql<SqlBool>`${sql.ref(`${table}.interviewer_id`)} = ${viewer}`
  const judged = sql<SqlBool>`${sql.ref(`${table}.status`)} = 'submitted' and not ${judgementPending(
    viewer,
    sql`${sql.ref(`${table}.application_id`)}`,
  )}`
  const rule = sql<SqlBool>`(${own} or (${judged}))`
  const seen = applicationSeenBy(visibilityOf(principal), 'scored')
  if (!seen) return rule
  return sql<SqlBool>`${rule} and ${sql.ref(`${table}.application_id`)} in (select scored.id from applications scored where ${seen})`
}

/**
 * The Interviewers report (SPEC C11) compares members' judgements across
 * every vacancy: admins and recruiters only. A hiring manager is refused
 * outright rather than given its vacancies' share, which would still show
 * how its colleagues judged.
 */
export function requireMemberReports(principal: Principal): void {
  requireReports(principal)
  if (principal.role === 'hiring_manager')
    throw errors.forbidden('insufficient_scope', 'The Interviewers report is for admins and recruiters.')
}

/** Reports count a vacancy's applications (SPEC C11): an interviewer, who sees a few of them, reads none. */
export function requireReports(principal: Principal): void {
  if (principal.role === 'interviewer') throw errors.forbidden('insufficient_scope', 'Reports are not for interviewers.')
}

/** A member reads the interviews it sits on; anyone else's needs `admin` (SPEC C9: an admin reads anyone's). */
export function requireInterviewsOf(principal: Principal, memberId: number): void {
  if (principal.memberId !== memberId) requireScope(principal, 'admin')
}

/**
 * Who on a vacancy's hiring team is told of its applications (SPEC C18): a
 * role that reads every application of its team's vacancies. Any other (an
 * interviewer, which sees a candidate only through the interviews it sits
 * on) would be told, and emailed, of a candidate it may not see.
 */
export function toldOfApplications(role: string): boolean {
  return role === 'admin' || role === 'recruiter' || role === 'hiring_manager'
}

/**
 * A member reads and marks its own notifications only (SPEC C18), an admin
 * included: they are its own state, and what they show is decided by its
 * own read rules, which another's reading would not apply.
 */
export function requireOwnNotifications(principal: Principal, memberId: number): void {
  if (principal.memberId !== memberId) throw errors.notificationsOfAnother()
}

/** Only the interview's current interviewers write a scorecard for it (SPEC C9). */
export function requireInterviewer(principal: Principal, interviewerIds: readonly number[]): void {
  if (!interviewerIds.includes(principal.memberId))
    throw errors.forbidden('insufficient_scope', 'Only an interviewer of this interview writes a scorecard for it.')
}

/** Who may sit on an interview (SPEC C9): a member on the vacancy's hiring team, or any recruiter or admin. */
export function mayInterview(member: { role: string }, onTeam: boolean): boolean {
  return onTeam || member.role === 'recruiter' || member.role === 'admin'
}
