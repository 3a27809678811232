/**
 * Emails to candidates (SPEC C10), and to members about them (C9): written in the transaction that causes them (the outbox),
 * from templates, sent by the delivery runner with retries.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { EMAIL_JOB_ATTEMPTS, SEND_EMAIL, type SmtpOptions, emailBackoffMs, sendQueuedEmail } from './email-sending.js'
export { listEmails, mailSettings, type MailSettings, queueTemplateEmail, writeEmail } from './emails.js'
export { type EmailTemplate, TEMPLATE_NAMES, getTemplate, listTemplates, updateTemplate } from './email-templates.js'
export { readerTime } from './reader-time.js'
