import { errors } from '../../errors/catalog.js'
import * as emails from '../../store/repositories/email.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { Principal } from '../access/index.js'
import { nowIso } from '../clock.js'

/** The templates the service sends from (SPEC C10), by name. */
export const TEMPLATE_NAMES = [
  'application_received',
  'application_rejected',
  'interview_invitation',
  'interview_assignment',
  'member_invitation',
  'password_reset',
  // To a member, about a candidate (SPEC C18): domain/notifications/notification-emails.ts.
  'notification_application_received',
  'notification_application_resubmitted',
  'notification_scorecard_due',
] as const
export type TemplateName = (typeof TEMPLATE_NAMES)[number]

/**
 * What every template may say (SPEC C10); each `{{Name}}` is replaced when
 * an email is written from it. `FirstName` and `LastName` are always the
 * candidate's, whoever reads the email; `InterviewStart` is written in the
 * reader's time zone (reader-time.ts).
 */
const PLACEHOLDERS = ['FirstName', 'LastName', 'VacancyTitle', 'OrganizationName', 'InterviewStart', 'InterviewLocation'] as const
/**
 * What only the interviewer's email may say besides (SPEC C9): its reader's
 * name, and absolute links into the console to the candidate and to the
 * interview's scorecard (MailSettings' `consoleOrigin`).
 */
const ASSIGNMENT_PLACEHOLDERS = ['MemberName', 'CandidateUrl', 'ScorecardUrl'] as const
/** What a template to a member about its own account may say (SPEC C18): no candidate is in it. */
const MEMBER_PLACEHOLDERS = ['MemberName', 'OrganizationName', 'Link', 'LinkExpiresDate'] as const
type Placeholder = (typeof PLACEHOLDERS)[number] | (typeof ASSIGNMENT_PLACEHOLDERS)[number] | (typeof MEMBER_PLACEHOLDERS)[number]
export type PlaceholderValues = Partial<Record<Placeholder, string>>

/**
 * What an email to a member may say besides (SPEC C9, C18): the
 * interviewer's, and a member's notification (its name, the candidate's
 * page, and for a scorecard owed the scorecard's).
 */
const TO_MEMBER: Partial<Record<TemplateName, readonly Placeholder[]>> = {
  interview_assignment: ASSIGNMENT_PLACEHOLDERS,
  notification_application_received: ['MemberName', 'CandidateUrl'],
  notification_application_resubmitted: ['MemberName', 'CandidateUrl'],
  notification_scorecard_due: ASSIGNMENT_PLACEHOLDERS,
}

/** The templates written to a member with a set-password link (domain/members/member-links.ts). */
export const MEMBER_LINK_TEMPLATES = ['member_invitation', 'password_reset'] as const satisfies readonly TemplateName[]
export type MemberLinkTemplate = (typeof MEMBER_LINK_TEMPLATES)[number]

/** The placeholders a template may use: the common ones, those of an email to a member about a candidate in its own, a member's in its account's. */
function placeholdersOf(name: TemplateName): readonly Placeholder[] {
  if ((MEMBER_LINK_TEMPLATES as readonly string[]).includes(name)) return MEMBER_PLACEHOLDERS
  return [...PLACEHOLDERS, ...(TO_MEMBER[name] ?? [])]
}

export interface EmailTemplate {
  readonly name: TemplateName
  readonly subject: string
  readonly body: string
}

/**
 * The defaults, in plain English (documented in README.md). A template an
 * admin never changed is read from here, so it has no row.
 */
const DEFAULTS: Readonly<Record<TemplateName, Omit<EmailTemplate, 'name'>>> = {
  application_received: {
    subject: 'We received your application for {{VacancyTitle}}',
    body: [
      'Dear {{FirstName}} {{LastName}},',
      '',
      'Thank you for applying for {{VacancyTitle}} at {{OrganizationName}}. We have received your application and will read it carefully.',
      'We will write to you again once we have looked at it.',
      '',
      'Kind regards,',
      '{{OrganizationName}}',
    ].join('\n'),
  },
  application_rejected: {
    subject: 'Your application for {{VacancyTitle}}',
    body: [
      'Dear {{FirstName}} {{LastName}},',
      '',
      'Thank you for your interest in {{VacancyTitle}} at {{OrganizationName}} and for the time you gave us.',
      'After careful consideration we have decided not to go further with your application.',
      '',
      'We wish you every success.',
      '',
      'Kind regards,',
      '{{OrganizationName}}',
    ].join('\n'),
  },
  interview_invitation: {
    subject: 'Interview for {{VacancyTitle}}: {{InterviewStart}}',
    body: [
      'Dear {{FirstName}} {{LastName}},',
      '',
      'We would like to invite you to an interview for {{VacancyTitle}} at {{OrganizationName}}.',
      '',
      'When: {{InterviewStart}}',
      'Where: {{InterviewLocation}}',
      '',
      'The invitation is attached; add it to your calendar. If the time does not suit you, please reply to this email.',
      '',
      'Kind regards,',
      '{{OrganizationName}}',
    ].join('\n'),
  },
  interview_assignment: {
    subject: 'Interview with {{FirstName}} {{LastName}} for {{VacancyTitle}}: {{InterviewStart}}',
    body: [
      'Hello {{MemberName}},',
      '',
      'You are on the panel of an interview with {{FirstName}} {{LastName}}, who applied for {{VacancyTitle}}.',
      '',
      'When: {{InterviewStart}}',
      'Where: {{InterviewLocation}}',
      '',
      'The candidate, with the CV and the application: {{CandidateUrl}}',
      'Your scorecard, to write after the interview: {{ScorecardUrl}}',
      '',
      'The invitation is attached; add it to your calendar.',
      '',
      '{{OrganizationName}}',
    ].join('\n'),
  },
  member_invitation: {
    subject: 'You are invited to join {{OrganizationName}} on the applicant tracking service',
    body: [
      'Hello {{MemberName}},',
      '',
      'You have been invited to join the recruiting team of {{OrganizationName}}.',
      'Choose your password here to sign in:',
      '',
      '{{Link}}',
      '',
      'The link works once, until {{LinkExpiresDate}}. If it has expired, ask an admin to send you a new invitation.',
      '',
      'Kind regards,',
      '{{OrganizationName}}',
    ].join('\n'),
  },
  password_reset: {
    subject: 'Choose a new password for {{OrganizationName}}',
    body: [
      'Hello {{MemberName}},',
      '',
      'Someone, probably you, asked to choose a new password for your account at {{OrganizationName}}.',
      'Choose it here:',
      '',
      '{{Link}}',
      '',
      'The link works once, until {{LinkExpiresDate}}. If you did not ask for it, ignore this email: your password stays as it is.',
      '',
      'Kind regards,',
      '{{OrganizationName}}',
    ].join('\n'),
  },
  // A member's notifications (SPEC C18): `FirstName` and `LastName` are the candidate's, as in an interviewer's email.
  notification_application_received: {
    subject: 'New application for {{VacancyTitle}}: {{FirstName}} {{LastName}}',
    body: [
      'Hello {{MemberName}},',
      '',
      '{{FirstName}} {{LastName}} applied for {{VacancyTitle}}.',
      '',
      'Read the application: {{CandidateUrl}}',
      '',
      'You receive this as a member of the hiring team of {{VacancyTitle}}. You can turn these emails off in your account.',
      '{{OrganizationName}}',
    ].join('\n'),
  },
  notification_application_resubmitted: {
    subject: '{{FirstName}} {{LastName}} applied again for {{VacancyTitle}}',
    body: [
      'Hello {{MemberName}},',
      '',
      '{{FirstName}} {{LastName}}, who had applied for {{VacancyTitle}} before, sent a new application for it.',
      '',
      'Read it: {{CandidateUrl}}',
      '',
      'You receive this as a member of the hiring team of {{VacancyTitle}}. You can turn these emails off in your account.',
      '{{OrganizationName}}',
    ].join('\n'),
  },
  notification_scorecard_due: {
    subject: 'Scorecard due: {{FirstName}} {{LastName}}, {{VacancyTitle}}',
    body: [
      'Hello {{MemberName}},',
      '',
      'Your interview with {{FirstName}} {{LastName}} for {{VacancyTitle}} on {{InterviewStart}} has ended, and your scorecard is not submitted yet.',
      '',
      'Write it: {{ScorecardUrl}}',
      '',
      'You will be reminded each day until it is submitted. You can turn these emails off in your account.',
      '{{OrganizationName}}',
    ].join('\n'),
  },
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g

/** The templates as they are now: an admin's version, else the default. */
export async function listTemplates(db: Db): Promise<EmailTemplate[]> {
  const changed = new Map((await emails.listTemplateOverrides(db)).map((row) => [row.name, row]))
  return TEMPLATE_NAMES.map((name) => {
    const row = changed.get(name)
    return row ? { name, subject: row.subject, body: row.body } : { name, ...DEFAULTS[name] }
  })
}

export async function getTemplate(db: Db, name: TemplateName): Promise<EmailTemplate> {
  const row = await emails.findTemplateOverride(db, name)
  return row ? { name, subject: row.subject, body: row.body } : { name, ...DEFAULTS[name] }
}

/** An admin's change (the route checks the role); a placeholder the service does not know is refused, naming the field. */
export async function updateTemplate(
  db: Db,
  principal: Principal,
  name: TemplateName,
  input: { Subject: string; Body: string },
): Promise<EmailTemplate> {
  requireKnownPlaceholders(name, 'Subject', input.Subject)
  requireKnownPlaceholders(name, 'Body', input.Body)
  // Without its link, an invitation or a reset would leave the member with no way to set a password.
  if ((MEMBER_LINK_TEMPLATES as readonly string[]).includes(name) && !/\{\{\s*Link\s*\}\}/.test(input.Body))
    throw errors.validation('Body', `must hold {{Link}}: the member sets its password there`)
  await emails.saveTemplate(db, {
    name,
    subject: input.Subject,
    body: input.Body,
    updated_date: nowIso(),
    updated_by_id: principal.memberId,
  })
  return { name, subject: input.Subject, body: input.Body }
}

function requireKnownPlaceholders(template: TemplateName, field: string, text: string): void {
  const known: readonly string[] = placeholdersOf(template)
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (!known.includes(name ?? ''))
      throw errors.validation(field, `{{${name}}} is not a placeholder of ${template}; use ${known.map((p) => `{{${p}}}`).join(', ')}`)
  }
}

/**
 * A template's text with its placeholders replaced: a value not given
 * becomes empty, so no `{{...}}` ever reaches a candidate.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => values[name as Placeholder] ?? '')
}

/**
 * A subject filled from a template: one line whatever the values hold (a
 * vacancy's title, a name, an interview's location) and whatever a template
 * saved by an earlier release holds. Each run of line breaks and other
 * control characters becomes one space, so that a title typed with one never
 * stops the emails written from it, and never adds a header.
 */
export function fillSubject(text: string, values: PlaceholderValues): string {
  return fillPlaceholders(text, values).replace(NOT_IN_A_SUBJECT, ' ')
}

/**
 * Every character that ends a line somewhere (Unicode's mandatory breaks):
 * CR, LF, VT, FF, NEL (U+0085) and the line and paragraph separators. A
 * subject holds none (emails.ts refuses one, as a header could be added with
 * it).
 */
export const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/
// Line breaks and every other C0 and C1 control character: none has a place in a subject.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_IN_A_SUBJECT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
