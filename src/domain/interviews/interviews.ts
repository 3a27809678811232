import { randomUUID } from 'node:crypto'
import { errors } from '../../errors/catalog.js'
import * as apps from '../../store/repositories/application.repository.js'
import { findMember } from '../../store/repositories/member.repository.js'
import * as repo from '../../store/repositories/interview.repository.js'
import type { InterviewView } from '../../store/repositories/interview.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import { mayInterview, requireInterviewsOf, visibilityOf, type Principal } from '../access/index.js'
import { nowIso } from '../clock.js'
import { recordEvent } from '../changes/index.js'
import type { MailSettings } from '../email/index.js'
import { notifyInterview } from '../notifications/index.js'
import { calendarOf, invitationState, queueInvitations } from './interview-invitations.js'
import { toInterview } from '../representations/index.js'
import type { EventType } from '../vocabulary.js'

/** The longest an interview may last (SPEC C9). */
const MAX_LENGTH_MS = 24 * 60 * 60 * 1000

export interface InterviewInput {
  StartDate: string
  EndDate: string
  InterviewerIds: number[]
  Location?: string
  SendInvitations?: boolean
}

export type InterviewChange = Partial<Pick<InterviewInput, 'StartDate' | 'EndDate' | 'InterviewerIds' | 'Location'>>

/** A time as the API writes every time: ISO 8601 in UTC with milliseconds (an offset given is converted). */
function utc(value: string, field: string): string {
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) throw errors.validation(field, 'must be an ISO 8601 date and time')
  return new Date(ms).toISOString()
}

/** The dates of an interview, checked: the end after the start, at most 24 hours later (400 naming `EndDate`). */
function checkedDates(start: string, end: string): { start: string; end: string } {
  const s = utc(start, 'StartDate')
  const e = utc(end, 'EndDate')
  const length = Date.parse(e) - Date.parse(s)
  if (length <= 0) throw errors.validation('EndDate', 'must be after StartDate')
  if (length > MAX_LENGTH_MS) throw errors.validation('EndDate', 'must be at most 24 hours after StartDate')
  return { start: s, end: e }
}

/**
 * The interviewers, checked (SPEC C9): each at most once, each a current
 * member on the vacancy's hiring team or a recruiter or admin. Answers
 * them in ascending order, as the interview keeps them.
 */
async function checkedInterviewers(db: Db, vacancyId: number, ids: readonly number[]): Promise<number[]> {
  if (new Set(ids).size !== ids.length) throw errors.validation('InterviewerIds', 'names a member more than once')
  const team = await db.selectFrom('hiring_team_members').select('member_id').where('vacancy_id', '=', vacancyId).execute()
  const onTeam = new Set(team.map((r) => r.member_id))
  for (const id of ids) {
    const member = await findMember(db, id)
    if (!member || !mayInterview(member, onTeam.has(id))) throw errors.interviewerNotAllowed(id)
  }
  return [...ids].sort((a, b) => a - b)
}

function requireScheduled(interview: InterviewView): void {
  if (interview.status !== 'scheduled') throw errors.interviewCancelled()
}

function interviewEvent(type: EventType, principal: Principal, view: InterviewView) {
  return {
    type,
    actorId: principal.memberId,
    candidateId: view.candidate_id,
    data: toInterview(view),
    subject: { vacancyId: view.vacancy_id },
    by: principal,
  }
}

/**
 * Schedules an interview of an active application, in its current stage.
 * Whether invitations go out is kept on the interview for its whole life
 * (domain/interviews/invitation-notices.ts says who is told what at each change).
 */
export async function scheduleInterview(
  db: Db,
  mail: MailSettings,
  principal: Principal,
  applicationId: number,
  input: InterviewInput,
): Promise<InterviewView> {
  return db.transaction().execute(async (trx) => {
    // Locked, so a Reject at the same moment is either before (409 here) or after the interview exists.
    const application = await apps.lockApplication(trx, applicationId, visibilityOf(principal))
    if (!application) throw errors.applicationNotFound(applicationId)
    const dates = checkedDates(input.StartDate, input.EndDate)
    const interviewers = await checkedInterviewers(trx, application.vacancy_id, input.InterviewerIds)
    if (application.status !== 'active')
      throw errors.conflict('application_closed', `The application is ${application.status}; only an active one gets interviews.`)
    const now = nowIso()
    const row = await repo.insertInterview(trx, {
      application_id: application.id,
      stage_id: application.stage_id,
      start_date: dates.start,
      end_date: dates.end,
      location: input.Location ?? '',
      status: 'scheduled',
      send_invitations: input.SendInvitations === true ? 1 : 0,
      sequence: 0,
      uid: `${randomUUID()}@ats`,
      created_by_id: principal.memberId,
      created_date: now,
      updated_date: now,
    })
    await repo.replaceInterviewers(trx, row.id, interviewers, row.start_date)
    const view: InterviewView = {
      ...row,
      candidate_id: application.candidate_id,
      vacancy_id: application.vacancy_id,
      application_status: application.status,
      interviewer_ids: interviewers,
    }
    await queueInvitations(trx, mail, principal, null, view)
    await notifyInterview(trx, principal, null, view)
    await recordEvent(trx, interviewEvent('interview.scheduled', principal, view))
    return view
  })
}

/** An interview the viewer may not see is answered exactly like one that does not exist. */
export async function getInterview(db: Db, principal: Principal, id: number): Promise<InterviewView> {
  const row = await repo.findInterview(db, id, visibilityOf(principal))
  if (!row) throw errors.interviewNotFound(id)
  return row
}

/** An application's interviews, oldest first, cancelled ones included. */
export async function listApplicationInterviews(db: Db, principal: Principal, applicationId: number, page: Page) {
  const visibility = visibilityOf(principal)
  const application = await apps.findApplication(db, applicationId, visibility)
  if (!application) throw errors.applicationNotFound(applicationId)
  return { application, interviews: await repo.listApplicationInterviews(db, applicationId, visibility, page) }
}

/**
 * Changes the fields named. Every change raises the iCalendar `SEQUENCE`;
 * a PUT that changes nothing changes nothing (no event, same sequence).
 */
export async function updateInterview(
  db: Db,
  mail: MailSettings,
  principal: Principal,
  id: number,
  input: InterviewChange,
): Promise<InterviewView> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockInterview(trx, id, visibilityOf(principal))
    if (!current) throw errors.interviewNotFound(id)
    const dates =
      input.StartDate !== undefined || input.EndDate !== undefined
        ? checkedDates(input.StartDate ?? current.start_date, input.EndDate ?? current.end_date)
        : { start: current.start_date, end: current.end_date }
    const interviewers =
      input.InterviewerIds === undefined
        ? current.interviewer_ids
        : await checkedInterviewers(trx, current.vacancy_id, input.InterviewerIds)
    requireScheduled(current)
    const location = input.Location ?? current.location
    const unchanged =
      dates.start === current.start_date &&
      dates.end === current.end_date &&
      location === current.location &&
      interviewers.join() === current.interviewer_ids.join()
    if (unchanged) return current
    const row = await repo.updateInterview(trx, id, {
      start_date: dates.start,
      end_date: dates.end,
      location,
      sequence: current.sequence + 1,
      updated_date: nowIso(),
    })
    await repo.replaceInterviewers(trx, id, interviewers, row.start_date)
    const view: InterviewView = { ...current, ...row, interviewer_ids: interviewers }
    await queueInvitations(trx, mail, principal, invitationState(current), view)
    await notifyInterview(trx, principal, current, view)
    await recordEvent(trx, interviewEvent('interview.updated', principal, view))
    return view
  })
}

/** Cancels a scheduled interview (409 `interview_cancelled` for one cancelled already); its scorecards stay. */
export async function cancelInterview(db: Db, mail: MailSettings, principal: Principal, id: number): Promise<InterviewView> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockInterview(trx, id, visibilityOf(principal))
    if (!current) throw errors.interviewNotFound(id)
    requireScheduled(current)
    const row = await repo.updateInterview(trx, id, { status: 'cancelled', sequence: current.sequence + 1, updated_date: nowIso() })
    const view: InterviewView = { ...current, ...row }
    await queueInvitations(trx, mail, principal, invitationState(current), view)
    await notifyInterview(trx, principal, current, view)
    await recordEvent(trx, interviewEvent('interview.cancelled', principal, view))
    return view
  })
}

/**
 * The interviews a member sits on from `from` (default: now) to before
 * `to`, in start order, cancelled ones included; a member reads its own, an
 * admin anyone's. A page is keyed by the start and the id, so a page never
 * repeats or skips an interview of the same start.
 */
export async function listMemberInterviews(
  db: Db,
  principal: Principal,
  memberId: number,
  range: { from?: string; to?: string; afterId: number; limit: number },
): Promise<repo.MemberInterviewView[]> {
  requireInterviewsOf(principal, memberId)
  if (principal.memberId !== memberId && !(await findMember(db, memberId))) throw errors.memberNotFound(memberId)
  const from = range.from === undefined ? nowIso() : utc(range.from, 'From')
  const to = range.to === undefined ? null : utc(range.to, 'To')
  return repo.listMemberInterviews(
    db,
    memberId,
    { start: { from, afterId: range.afterId }, to, rows: range.limit + 1 },
    visibilityOf(principal),
  )
}

/**
 * An interview's calendar as it stands (`METHOD:CANCEL` once cancelled),
 * naming everyone: what `GET /v1/Interviews/{id}/Calendar` answers. `organizer` is the
 * address of `ATS_MAIL_FROM`.
 */
export async function interviewCalendarOf(db: Db, principal: Principal, id: number, organizer: string) {
  const interview = await getInterview(db, principal, id)
  const method = interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST'
  const { calendar } = await calendarOf(db, interview, organizer)
  return { interview, method, text: calendar(method, { kind: 'everyone' }) } as const
}
