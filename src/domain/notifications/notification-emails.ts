import type { Recipient } from '../../store/repositories/notification.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { AuditedWrite } from '../changes/index.js'
import { fillPlaceholders, fillSubject, getTemplate, queueEmail, readerTime, type MailSettings } from '../email/index.js'
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
  /** The interview owed a scorecard: its start, and where its scorecard is written. */
  readonly interview?: { readonly id: number; readonly applicationId: number; readonly start: string }
}

/**
 * Emails a notification to the member, in the transaction that raised it,
 * unless it turned its notification emails off: written from the type's
 * template for the member (its name, the console's links), to its address,
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
  const candidateUrl = `${mail.consoleOrigin}/candidates/${about.candidateId}`
  const values = {
    FirstName: candidate.first_name,
    LastName: candidate.last_name,
    VacancyTitle: vacancy.title,
    OrganizationName: mail.organizationName,
    MemberName: to.name,
    // Absolute, on ATS_PUBLIC_URL (else the listening address): the email is read outside the console.
    CandidateUrl: candidateUrl,
    ...(about.interview && {
      InterviewStart: readerTime(about.interview.start, to.time_zone, mail.timeZone),
      ScorecardUrl: `${candidateUrl}?application=${about.interview.applicationId}&interview=${about.interview.id}`,
    }),
  }
  await queueEmail(trx, {
    mail,
    candidateId: about.candidateId,
    memberId: to.id,
    to: to.email,
    subject: fillSubject(template.subject, values),
    body: fillPlaceholders(template.body, values),
    template: EMAILED[type],
    createdById: null,
    by: by.by ?? null,
    ...(by.audits && { audits: by.audits }),
  })
}
