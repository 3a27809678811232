import { Type, type Static } from 'typebox'
import { TEMPLATE_NAMES } from '../../domain/email/index.js'
import { DateTime, Nullable, ref } from './common.schema.js'

export const EmailStatus = Type.Unsafe<'pending' | 'sent' | 'failed' | 'not_sent'>({
  $id: 'EmailStatus',
  type: 'string',
  enum: ['pending', 'sent', 'failed', 'not_sent'],
  description:
    '`pending`: waiting to be sent (or retried); `sent`: accepted by the SMTP server; `failed`: given up after a day of attempts; `not_sent`: recorded on a service with no SMTP server (`ATS_SMTP_URL`), never sent.',
})

export const Email = Type.Object(
  {
    Id: Type.Integer(),
    To: Type.String(),
    Subject: Type.String(),
    Body: Type.String({ description: 'Plain text, as sent.' }),
    Template: Nullable(Type.String({ description: 'The template it was written from; null for an email a member wrote.' })),
    Status: ref(EmailStatus),
    CreatedById: Nullable(Type.Integer({ description: 'The member whose action sent it; null for one the service sent by itself.' })),
    CreatedDate: DateTime,
    SentDate: Nullable(DateTime),
  },
  { $id: 'Email', description: 'An email to a candidate (SPEC C10).' },
)
export const EmailRef = ref(Email)

// One line, not blank: a subject is a header, and a line break in it would start another.
const SUBJECT_LINE = '^(?=.*\\S)[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]+$'
const Subject = Type.String({ minLength: 1, maxLength: 200, pattern: SUBJECT_LINE })
const Body = Type.String({ minLength: 1, maxLength: 20000 })

export const EmailInput = Type.Object({ Subject, Body }, { $id: 'EmailInput', additionalProperties: false })
export type EmailInput = Static<typeof EmailInput>
export const EmailInputRef = ref(EmailInput)

export const EmailTemplateName = Type.Unsafe<(typeof TEMPLATE_NAMES)[number]>({
  $id: 'EmailTemplateName',
  type: 'string',
  enum: [...TEMPLATE_NAMES],
})

export const EmailTemplate = Type.Object(
  { Name: ref(EmailTemplateName), Subject: Type.String(), Body: Type.String() },
  {
    $id: 'EmailTemplate',
    description:
      'Plain text with the placeholders {{FirstName}}, {{LastName}} (the candidate’s), {{VacancyTitle}}, {{OrganizationName}}, ' +
      '{{InterviewStart}} (in the reader’s time zone, with its name), {{InterviewLocation}}; `interview_assignment`, written to ' +
      'each interviewer, also {{MemberName}} (the interviewer’s), {{CandidateUrl}} and {{ScorecardUrl}} (links into the console); ' +
      'the `notification_*` templates, written to a member, {{MemberName}} and {{CandidateUrl}}, and `notification_scorecard_due` {{ScorecardUrl}}. ' +
      'The members’ own `member_invitation` and `password_reset` take {{MemberName}}, {{OrganizationName}}, {{Link}} (required: where ' +
      'the member sets its password) and {{LinkExpiresDate}}.',
  },
)
export const EmailTemplateRef = ref(EmailTemplate)

export const EmailTemplateInput = Type.Object({ Subject, Body }, { $id: 'EmailTemplateInput', additionalProperties: false })
export const EmailTemplateInputRef = ref(EmailTemplateInput)
