import type { InterviewView } from '../../store/repositories/interview.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { Principal } from '../access/index.js'
import { queueTemplateEmail, readerTime, type MailSettings } from '../email/index.js'
import { interviewCalendar, type CalendarMethod } from '../../adapters/calendar/interview-calendar.js'
import { invitationNotices, type InvitationState } from './invitation-notices.js'

/** Whom a copy of an interview's calendar is for, which decides whom it names. */
export type CalendarReader =
  /** The candidate's copy: the organizer and the candidate only (no interviewer's address reaches the candidate). */
  | { readonly kind: 'candidate' }
  /** The interviewers' copy: the organizer and the interviewers. */
  | { readonly kind: 'interviewers' }
  /** `GET /v1/Interviews/{id}/Calendar`, read by members: everyone. */
  | { readonly kind: 'everyone' }
  /** An interviewer taken off: its `CANCEL` names it alone (RFC 5546). */
  | { readonly kind: 'taken-off'; readonly name: string; readonly email: string }

/**
 * What an interview's calendar and invitations say of it, read once: the
 * candidate, the vacancy, the interviewers, and the calendar for a method
 * and a reader. Every copy has the interview's `UID` and `SEQUENCE`.
 */
export async function calendarOf(db: Db, interview: InterviewView, organizer: string) {
  const candidate = await db
    .selectFrom('candidates')
    .select(['first_name', 'last_name', 'email', 'time_zone'])
    .where('id', '=', interview.candidate_id)
    .executeTakeFirstOrThrow()
  const vacancy = await db.selectFrom('vacancies').select('title').where('id', '=', interview.vacancy_id).executeTakeFirstOrThrow()
  const interviewers =
    interview.interviewer_ids.length === 0
      ? []
      : await db.selectFrom('members').select(['id', 'name', 'email']).where('id', 'in', interview.interviewer_ids).orderBy('id').execute()
  const candidateName = `${candidate.first_name} ${candidate.last_name}`
  const asCandidate = candidate.email === null ? [] : [{ name: candidateName, email: candidate.email }]
  const asInterviewers = interviewers.map((m) => ({ name: m.name, email: m.email }))
  const attendeesFor = (reader: CalendarReader) => {
    switch (reader.kind) {
      case 'candidate':
        return asCandidate
      case 'interviewers':
        return asInterviewers
      case 'everyone':
        return [...asCandidate, ...asInterviewers]
      case 'taken-off':
        return [{ name: reader.name, email: reader.email }]
    }
  }
  const calendar = (method: CalendarMethod, reader: CalendarReader) =>
    interviewCalendar(
      {
        uid: interview.uid,
        sequence: interview.sequence,
        startDate: interview.start_date,
        endDate: interview.end_date,
        location: interview.location,
        updatedDate: interview.updated_date,
      },
      { organizer, candidateName, attendees: attendeesFor(reader), vacancyTitle: vacancy.title },
      method,
    )
  return { calendar, candidate, vacancyTitle: vacancy.title }
}

/** An interview's state as invitation-notices.ts weighs it. */
export function invitationState(interview: InterviewView): InvitationState {
  return {
    status: interview.status === 'cancelled' ? 'cancelled' : 'scheduled',
    sendInvitations: interview.send_invitations === 1,
    interviewerIds: interview.interviewer_ids,
  }
}

/** What a cancellation says to the candidate: the template is an invitation, which a cancellation is not. */
const CANCELLED = {
  subject: 'Cancelled: interview for {{VacancyTitle}}, {{InterviewStart}}',
  body: [
    'Dear {{FirstName}} {{LastName}},',
    '',
    'The interview for {{VacancyTitle}} on {{InterviewStart}} is cancelled. The attached update takes it off your calendar.',
    '',
    'Kind regards,',
    '{{OrganizationName}}',
  ].join('\n'),
}

/** What a cancellation says to an interviewer. */
const CANCELLED_FOR_INTERVIEWER = {
  subject: 'Cancelled: interview with {{FirstName}} {{LastName}} for {{VacancyTitle}}, {{InterviewStart}}',
  body: [
    'Hello {{MemberName}},',
    '',
    'The interview with {{FirstName}} {{LastName}} for {{VacancyTitle}} on {{InterviewStart}} is cancelled. The attached update takes it off your calendar.',
    '',
    '{{OrganizationName}}',
  ].join('\n'),
}

/** What an interviewer taken off the panel is told. */
const TAKEN_OFF = {
  subject: 'No longer on the panel: interview with {{FirstName}} {{LastName}}, {{InterviewStart}}',
  body: [
    'Hello {{MemberName}},',
    '',
    'You are no longer on the panel of the interview with {{FirstName}} {{LastName}} for {{VacancyTitle}} on {{InterviewStart}}. The attached update takes it off your calendar.',
    '',
    '{{OrganizationName}}',
  ].join('\n'),
}

/**
 * Queues, in the change's transaction, the emails an interview's change
 * calls for (invitation-notices.ts), each with its reader's copy of the
 * interview's calendar and its times in its reader's zone (SPEC C9):
 *
 * - to the candidate, one of its emails (C10): `interview_invitation`, or
 *   the cancellation's words; its calendar names the organizer and the
 *   candidate only;
 * - to each interviewer, an email to a member about the candidate (not one
 *   of the candidate's emails, erased with it all the same):
 *   `interview_assignment`, with links to the candidate and the scorecard in
 *   the console, or the cancellation's words; its calendar names the
 *   interviewers. This is the one email an interviewer gets for the
 *   interview (SPEC C18 sends no second one). A member removed from the
 *   service since is written nothing.
 */
export async function queueInvitations(
  trx: Db,
  mail: MailSettings,
  principal: Principal,
  before: InvitationState | null,
  interview: InterviewView,
): Promise<void> {
  const notices = invitationNotices(before, invitationState(interview))
  if (notices.length === 0) return
  const { calendar, candidate, vacancyTitle } = await calendarOf(trx, interview, mail.organizer)
  const memberIds = notices.flatMap((n) => (n.to.kind === 'interviewer' ? [n.to.memberId] : []))
  const members =
    memberIds.length === 0
      ? []
      : await trx.selectFrom('members').select(['id', 'name', 'email', 'time_zone', 'removed_date']).where('id', 'in', memberIds).execute()
  const common = {
    mail,
    candidateId: interview.candidate_id,
    createdById: principal.memberId,
    candidate,
    vacancyTitle,
    by: principal,
  }
  const consoleCandidate = `${mail.consoleOrigin}/candidates/${interview.candidate_id}`
  for (const notice of notices) {
    const method = notice.method
    if (notice.to.kind === 'candidate') {
      const values = {
        InterviewStart: readerTime(interview.start_date, candidate.time_zone, mail.timeZone),
        InterviewLocation: interview.location,
      }
      const attachment = { method, text: calendar(method, { kind: 'candidate' }) }
      if (method === 'REQUEST') await queueTemplateEmail(trx, { ...common, template: 'interview_invitation', values, calendar: attachment })
      else await queueTemplateEmail(trx, { ...common, template: null, words: CANCELLED, values, calendar: attachment })
      continue
    }
    const memberId = notice.to.memberId
    const member = members.find((m) => m.id === memberId)
    if (!member || member.removed_date !== null) continue
    const takenOff = !interview.interviewer_ids.includes(member.id)
    const values = {
      MemberName: member.name,
      InterviewStart: readerTime(interview.start_date, member.time_zone, mail.timeZone),
      InterviewLocation: interview.location,
      CandidateUrl: consoleCandidate,
      ScorecardUrl: `${consoleCandidate}?application=${interview.application_id}&interview=${interview.id}`,
    }
    const reader: CalendarReader = takenOff ? { kind: 'taken-off', name: member.name, email: member.email } : { kind: 'interviewers' }
    const email = {
      ...common,
      member: { id: member.id, email: member.email },
      values,
      calendar: { method, text: calendar(method, reader) },
    }
    if (method === 'REQUEST') await queueTemplateEmail(trx, { ...email, template: 'interview_assignment' })
    else await queueTemplateEmail(trx, { ...email, template: null, words: takenOff ? TAKEN_OFF : CANCELLED_FOR_INTERVIEWER })
  }
}
