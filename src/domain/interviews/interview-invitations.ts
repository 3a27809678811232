import type { InterviewView } from '../../store/repositories/interview.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { Principal } from '../access/index.js'
import { queueTemplateEmail, type MailSettings } from '../email/index.js'
import { interviewCalendar, type CalendarMethod } from '../../adapters/calendar/interview-calendar.js'
import { invitationNotices, type InvitationState } from './invitation-notices.js'

/**
 * What an interview's calendar and invitations say of it, read once: the
 * calendar for a method, and the people it names.
 */
export async function calendarOf(db: Db, interview: InterviewView, organizer: string) {
  const candidate = await db
    .selectFrom('candidates')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', interview.candidate_id)
    .executeTakeFirstOrThrow()
  const vacancy = await db.selectFrom('vacancies').select('title').where('id', '=', interview.vacancy_id).executeTakeFirstOrThrow()
  const interviewers =
    interview.interviewer_ids.length === 0
      ? []
      : await db.selectFrom('members').select(['id', 'name', 'email']).where('id', 'in', interview.interviewer_ids).orderBy('id').execute()
  // `removed`: an interviewer taken off, whose CANCEL names it alone (RFC 5546), the candidate as no attendee.
  const calendar = (method: CalendarMethod, removed?: { readonly name: string; readonly email: string }) =>
    interviewCalendar(
      {
        uid: interview.uid,
        sequence: interview.sequence,
        startDate: interview.start_date,
        endDate: interview.end_date,
        location: interview.location,
        updatedDate: interview.updated_date,
      },
      {
        organizer,
        candidate: { name: `${candidate.first_name} ${candidate.last_name}`, email: removed ? null : candidate.email },
        interviewers: removed ? [removed] : interviewers.map((m) => ({ name: m.name, email: m.email })),
        vacancyTitle: vacancy.title,
      },
      method,
    )
  return { calendar, interviewers, vacancyTitle: vacancy.title }
}

/** An interview's state as invitation-notices.ts weighs it. */
export function invitationState(interview: InterviewView): InvitationState {
  return {
    status: interview.status === 'cancelled' ? 'cancelled' : 'scheduled',
    sendInvitations: interview.send_invitations === 1,
    interviewerIds: interview.interviewer_ids,
  }
}

/** `2031-01-01 10:00 UTC`: stored and sent in UTC (SPEC C9); the attached calendar puts it in each reader's zone. */
function startText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

/** What a cancellation says, whoever reads it: the template is an invitation, which a cancellation is not. */
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

/**
 * Queues, in the change's transaction, the emails an interview's change
 * calls for (invitation-notices.ts): each with the interview's calendar
 * attached (C9), `REQUEST` from the `interview_invitation` template, `CANCEL`
 * with a cancellation's words. Every one is recorded among the candidate's
 * emails, an interviewer's copy included, so that erasing the candidate
 * erases them all; an interviewer is greeted by its own name.
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
  const { calendar, interviewers } = await calendarOf(trx, interview, mail.organizer)
  // Taken off by this change: no longer among the interview's, still owed its CANCEL.
  const removed = notices.some((n) => n.to.kind === 'interviewer' && !interview.interviewer_ids.includes(n.to.memberId))
  const everyone = removed
    ? [
        ...interviewers,
        ...(await trx
          .selectFrom('members')
          .select(['id', 'name', 'email'])
          .where('id', 'in', before?.interviewerIds ?? [])
          .execute()),
      ]
    : interviewers
  const shared = { InterviewStart: startText(interview.start_date), InterviewLocation: interview.location }
  for (const notice of notices) {
    const member =
      notice.to.kind === 'interviewer' ? everyone.find((m) => m.id === (notice.to as { memberId: number }).memberId) : undefined
    if (notice.to.kind === 'interviewer' && !member) continue
    const [first = '', ...rest] = member ? member.name.split(' ') : []
    const values = member ? { ...shared, FirstName: first, LastName: rest.join(' ') } : shared
    const takenOff = member !== undefined && !interview.interviewer_ids.includes(member.id)
    const attachment = { method: notice.method, text: calendar(notice.method, takenOff ? member : undefined) }
    const email = {
      mail,
      candidateId: interview.candidate_id,
      vacancyId: interview.vacancy_id,
      createdById: principal.memberId,
      to: member?.email,
      calendar: attachment,
      by: principal,
    }
    if (notice.method === 'REQUEST') await queueTemplateEmail(trx, { ...email, template: 'interview_invitation', values })
    else await queueTemplateEmail(trx, { ...email, template: null, words: CANCELLED, values })
  }
}
