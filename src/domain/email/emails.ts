import { DEFAULT_ORGANIZATION_NAME, type Config } from '../../config.js'
import { errors } from '../../errors/catalog.js'
import * as emails from '../../store/repositories/email.repository.js'
import { findCandidate } from '../../store/repositories/candidate.repository.js'
import { enqueueJob } from '../../store/repositories/job.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import { findVacancy } from '../../store/repositories/vacancy.repository.js'
import type { EmailRow } from '../../store/tables.js'
import { requirePartsOfRecord, visibilityOf, type Principal, type RequestRef } from '../access/index.js'
import { auditWrite, type AuditedWrite } from '../changes/index.js'
import { nowIso } from '../clock.js'
import { fillPlaceholders, fillSubject, getTemplate, LINE_BREAK, type PlaceholderValues, type TemplateName } from './email-templates.js'
import { EMAIL_JOB_ATTEMPTS, SEND_EMAIL } from './email-sending.js'
import { organizerAddress } from '../../adapters/calendar/interview-calendar.js'

/**
 * What writing an email needs to know of the configuration: whether an SMTP
 * server is there to send it, and the organization's name for templates.
 * Made once with the app's services (services.ts) and handed to each function
 * that writes an email; without an SMTP server (a CLI command, `ats demo`)
 * emails are recorded `not_sent`.
 */
export interface MailSettings {
  readonly smtpConfigured: boolean
  readonly organizationName: string
  /** The address of `ATS_MAIL_FROM`: the `ORGANIZER` of interview invitations (adapters/calendar/interview-calendar.ts). */
  readonly organizer: string
  /** `ATS_TIME_ZONE`: the zone of the times an email shows a reader without its own (SPEC C9). */
  readonly timeZone: string
  /**
   * Where the console's links in emails start (`https://ats.example.com`):
   * `ATS_PUBLIC_URL`, else the address the service listens at. Never a
   * request's `Host`, which its sender chooses: an email carries the link to
   * someone else (DECISIONS.md, "Links in emails").
   */
  readonly consoleOrigin: string
}

/** The mail settings of a configuration; none given: no SMTP server, the default organization name, UTC. */
export function mailSettings(
  config?: Pick<Config, 'smtpUrl' | 'mailFrom' | 'organizationName' | 'timeZone' | 'publicUrl' | 'host' | 'port'>,
): MailSettings {
  return {
    smtpConfigured: Boolean(config?.smtpUrl && config.mailFrom),
    organizationName: config?.organizationName ?? DEFAULT_ORGANIZATION_NAME,
    organizer: organizerAddress(config?.mailFrom),
    timeZone: config?.timeZone ?? 'UTC',
    consoleOrigin: config?.publicUrl ?? listeningOrigin(config?.host ?? 'localhost', config?.port ?? 8080),
  }
}

/** `http://host:port` of the listening address; a wildcard one (`0.0.0.0`, `::`) is reached as `localhost`. */
function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

/** One address, nothing around it: no name, no list, no line break (it becomes the envelope's recipient). */
const ONE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/

export interface NewEmail {
  /** Whether it can be sent: with an SMTP server it is queued, without one recorded `not_sent`. */
  readonly mail: MailSettings
  /** The candidate it is to, or about when it is to a member; null for one about no candidate (an invitation). */
  readonly candidateId: number | null
  /** Set for an email to a member (SPEC C18, C9): never one of the candidate's emails (C10). */
  readonly memberId?: number | null
  readonly to: string
  readonly subject: string
  /** Plain text: sent as such, never as HTML. */
  readonly body: string
  /** The template it was written from; null for one a member wrote. */
  readonly template?: TemplateName | null
  /** The member whose action sends it; null when the service sends it by itself (a careers application). */
  readonly createdById: number | null
  /** An iCalendar attachment (SPEC C9): `METHOD` and the whole text. */
  readonly calendar?: { readonly method: 'REQUEST' | 'CANCEL'; readonly text: string } | null
  /** The request that writes it, for the audit row. */
  readonly by?: RequestRef | null
  /** When given, the audit row goes here rather than to the store (TemplateEmail's `audits`). */
  readonly audits?: AuditedWrite[]
}

/**
 * Records an email in the caller's transaction and, when an SMTP server is
 * configured, the job that sends it after the commit (the row is the
 * outbox: no email without its job, nor a job without its email); without
 * one the email is `not_sent` and never leaves the machine. A subject or an
 * address that could add a header is refused (400) before anything is written.
 */
export async function queueEmail(trx: Db, email: NewEmail): Promise<EmailRow> {
  if (!ONE_ADDRESS.test(email.to)) throw errors.validation('To', 'must be one email address, on one line')
  if (LINE_BREAK.test(email.subject)) throw errors.validation('Subject', 'must be one line')
  const settings = email.mail
  const now = nowIso()
  const row = await emails.insertEmail(trx, {
    candidate_id: email.candidateId,
    member_id: email.memberId ?? null,
    to_address: email.to,
    subject: email.subject,
    body: email.body,
    template: email.template ?? null,
    status: settings.smtpConfigured ? 'pending' : 'not_sent',
    created_by_id: email.createdById,
    created_date: now,
    sent_date: null,
    last_error: null,
    calendar_method: email.calendar?.method ?? null,
    calendar_text: email.calendar?.text ?? null,
  })
  if (row.status === 'pending') {
    await enqueueJob(trx, { kind: SEND_EMAIL, payload: { emailId: row.id }, maxAttempts: EMAIL_JOB_ATTEMPTS }, now)
    // Emails are sent by the delivery runner, which a write wakes only when it queued something for it.
    if (email.by?.queued) email.by.queued.deliveries += 1
  }
  const audited: AuditedWrite = {
    action: 'create',
    resourceType: 'email',
    memberId: email.createdById,
    candidateId: email.candidateId,
    resourceId: String(row.id),
    by: email.by,
  }
  if (email.audits) email.audits.push(audited)
  else await auditWrite(trx, audited)
  return row
}

export interface TemplateEmail {
  readonly mail: MailSettings
  /** The template written from; null with `words`. */
  readonly template: TemplateName | null
  /** Words with placeholders in the place of a template's (an interview's cancellation). */
  readonly words?: { readonly subject: string; readonly body: string }
  readonly candidateId: number
  /** The vacancy `{{VacancyTitle}}` names. */
  readonly vacancyId?: number | null
  readonly createdById: number | null
  /** Values beside those read here (`InterviewStart`, `InterviewLocation`), or in their place. */
  readonly values?: PlaceholderValues
  /**
   * A member it is written to rather than the candidate (an interviewer,
   * SPEC C9): an email to a member about the candidate, never one of the
   * candidate's emails (C10), erased with the candidate all the same.
   */
  readonly member?: { readonly id: number; readonly email: string }
  readonly calendar?: NewEmail['calendar']
  readonly by?: NewEmail['by']
  /** The candidate's names and address, when the caller holds them already (it has just written them): not read again. */
  readonly candidate?: { readonly first_name: string; readonly last_name: string; readonly email: string | null }
  /** The vacancy's title, likewise. */
  readonly vacancyTitle?: string
  /** When given, the email's audit row goes here, for the caller to write with its others (events.ts `recordEvents`). */
  readonly audits?: AuditedWrite[]
}

/**
 * Writes an email from a template, as it is now, to the candidate (or
 * `member`): its placeholders filled from the candidate, the vacancy and the
 * configuration, then `values`. Answers null, writing nothing, when the
 * candidate has no address; a caller that must write says so itself
 * (candidate_has_no_email).
 */
export async function queueTemplateEmail(trx: Db, email: TemplateEmail): Promise<EmailRow | null> {
  const candidate =
    email.candidate ??
    (await trx.selectFrom('candidates').select(['first_name', 'last_name', 'email']).where('id', '=', email.candidateId).executeTakeFirst())
  if (!candidate) throw errors.candidateNotFound(email.candidateId)
  const to = email.member?.email ?? candidate.email
  if (!to) return null
  const vacancy =
    email.vacancyTitle !== undefined
      ? { title: email.vacancyTitle }
      : email.vacancyId == null
        ? undefined
        : await findVacancy(trx, email.vacancyId)
  const template = email.words ?? (email.template === null ? undefined : await getTemplate(trx, email.template))
  if (!template) throw new Error('An email written from a template needs the template or its words.')
  const values: PlaceholderValues = {
    FirstName: candidate.first_name,
    LastName: candidate.last_name,
    VacancyTitle: vacancy?.title ?? '',
    OrganizationName: email.mail.organizationName,
    ...email.values,
  }
  return queueEmail(trx, {
    mail: email.mail,
    candidateId: email.candidateId,
    memberId: email.member?.id ?? null,
    to,
    subject: fillSubject(template.subject, values),
    body: fillPlaceholders(template.body, values),
    template: email.template,
    createdById: email.createdById,
    calendar: email.calendar,
    by: email.by,
    audits: email.audits,
  })
}

/** A member writes to a candidate it sees (SPEC C10, C3): to the candidate's address, or 409 without one. */
export async function writeEmail(
  db: Db,
  mail: MailSettings,
  principal: Principal,
  candidateId: number,
  input: { Subject: string; Body: string },
): Promise<EmailRow> {
  return db.transaction().execute(async (trx) => {
    const candidate = await candidateTo(trx, principal, candidateId)
    if (!candidate.email) throw errors.candidateHasNoEmail(candidateId)
    return queueEmail(trx, {
      mail,
      candidateId,
      to: candidate.email,
      subject: input.Subject,
      body: input.Body,
      createdById: principal.memberId,
      by: principal,
    })
  })
}

/** The candidate's emails, oldest first, under the candidate's read rules (a hidden candidate is missing: 404). */
export async function listEmails(db: Db, principal: Principal, candidateId: number, page: Page): Promise<EmailRow[]> {
  requirePartsOfRecord(principal, 'emails')
  await candidateTo(db, principal, candidateId)
  return emails.listCandidateEmails(db, candidateId, page)
}

async function candidateTo(db: Db, principal: Principal, candidateId: number): Promise<{ email: string | null }> {
  const row = await findCandidate(db, candidateId, visibilityOf(principal))
  if (!row) throw errors.candidateNotFound(candidateId)
  return row
}
