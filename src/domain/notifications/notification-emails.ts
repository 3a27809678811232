import type { Recipient } from '../../store/repositories/notification.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { AuditedWrite } from '../changes/index.js'
import { fillPlaceholders, getTemplate, queueEmail, type MailSettings } from '../email/index.js'
import type { RequestRef } from '../access/index.js'
import type { NotificationType } from '../vocabulary.js'

/** The notifications that are emailed, each from its own template (the interview ones are C9's `interview_assignment`). */
const EMAILED = {
  application_received: 'notification_application_received',
  application_resubmitted: 'notification_application_resubmitted',
  scorecard_due: 'notification_scorecard_due',
} as const satisfies Partial<Record<NotificationType, string>>
export type EmailedType = keyof typeof EMAILED

/** What an email to a member says of what the notification is about. */
export interface NotificationSubject {
  readonly candidateId: number
  readonly vacancyId: number
  /** The interview's start, for a scorecard owed. */
  readonly interviewStart?: string
}

/**
 * The console's page of a candidate, as an absolute link on
 * `ATS_PUBLIC_URL`; without it, the path alone (the service cannot know
 * where members reach it without a request).
 */
function consoleLink(mail: MailSettings, path: string): string {
  return `${mail.publicUrl ?? ''}${path}`
}

/** A valid IANA zone name, else undefined. */
function knownZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return zone
  } catch {
    return undefined
  }
}

/**
 * `Tuesday 3 March 2031, 14:00 (Europe/Paris)`: a time written in its
 * reader's zone, named (SPEC C9): the member's own, else the service's.
 */
function timeInZone(iso: string, memberZone: string | null, mail: MailSettings): string {
  const zone = knownZone(memberZone) ?? knownZone(mail.timeZone) ?? 'UTC'
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
  return `${text} (${zone})`
}

/**
 * Emails a notification to the member, in the transaction that raised it,
 * unless it turned its notification emails off: written from the type's
 * template for the member (its name, the console's link), to its address,
 * recorded as an email to a member about the candidate, so that it is
 * erased with the candidate and never listed among the candidate's own.
 */
export async function emailNotification(
  trx: Db,
  mail: MailSettings,
  to: Recipient,
  type: EmailedType,
  about: NotificationSubject,
  by: { readonly by?: RequestRef | null; readonly audits?: AuditedWrite[] } = {},
): Promise<void> {
  if (to.notification_emails !== 1) return
  const candidate = await trx
    .selectFrom('candidates')
    .select(['first_name', 'last_name'])
    .where('id', '=', about.candidateId)
    .executeTakeFirstOrThrow()
  const vacancy = await trx.selectFrom('vacancies').select('title').where('id', '=', about.vacancyId).executeTakeFirstOrThrow()
  const template = await getTemplate(trx, EMAILED[type])
  const values = {
    FirstName: candidate.first_name,
    LastName: candidate.last_name,
    VacancyTitle: vacancy.title,
    OrganizationName: mail.organizationName,
    MemberName: to.name,
    Link: consoleLink(mail, `/candidates/${about.candidateId}`),
    ...(about.interviewStart !== undefined && { InterviewStart: timeInZone(about.interviewStart, to.time_zone, mail) }),
  }
  await queueEmail(trx, {
    mail,
    candidateId: about.candidateId,
    memberId: to.id,
    to: to.email,
    subject: fillPlaceholders(template.subject, values, true),
    body: fillPlaceholders(template.body, values),
    template: EMAILED[type],
    createdById: null,
    by: by.by ?? null,
    ...(by.audits && { audits: by.audits }),
  })
}
