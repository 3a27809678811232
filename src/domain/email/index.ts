/**
 * Emails to candidates (SPEC C10), to members about them (C9), and to members about their own account (C18):
 * written in the transaction that causes them (the outbox), from templates, sent by the delivery runner with retries.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { EMAIL_JOB_ATTEMPTS, SEND_EMAIL, type SmtpOptions, emailBackoffMs, sendQueuedEmail } from './email-sending.js'
export { listEmails, mailSettings, type MailSettings, queueEmail, queueTemplateEmail, writeEmail } from './emails.js'
export {
  type EmailTemplate,
  type TemplateName,
  TEMPLATE_NAMES,
  fillPlaceholders,
  fillSubject,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './email-templates.js'
export { queueMemberLinkEmail } from './member-emails.js'
export { readerTime } from './reader-time.js'
