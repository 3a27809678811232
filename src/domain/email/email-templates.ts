import { errors } from '../../errors/catalog.js'
import * as emails from '../../store/repositories/email.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { Principal } from '../access/index.js'
import { nowIso } from '../clock.js'

/** The templates the service sends from (SPEC C10), by name. */
export const TEMPLATE_NAMES = ['application_received', 'application_rejected', 'interview_invitation', 'interview_assignment'] as const
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
type Placeholder = (typeof PLACEHOLDERS)[number] | (typeof ASSIGNMENT_PLACEHOLDERS)[number]
export type PlaceholderValues = Partial<Record<Placeholder, string>>

/** The placeholders a template may use: the common ones, and the interviewer's in its own email. */
function placeholdersOf(name: TemplateName): readonly Placeholder[] {
  return name === 'interview_assignment' ? [...PLACEHOLDERS, ...ASSIGNMENT_PLACEHOLDERS] : PLACEHOLDERS
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
 * becomes empty, so no `{{...}}` ever reaches a candidate. In a subject
 * (`oneLine`), line breaks in a value become spaces: a value never adds a
 * header.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues, oneLine = false): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name as Placeholder] ?? ''
    return oneLine ? value.replace(/[\r\n]+/g, ' ') : value
  })
}
