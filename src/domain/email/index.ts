export { EMAIL_JOB_ATTEMPTS, SEND_EMAIL, type SmtpOptions, emailBackoffMs, sendQueuedEmail } from './email-sending.js'
export { listEmails, mailSettings, type MailSettings, queueTemplateEmail, writeEmail } from './emails.js'
export { type EmailTemplate, TEMPLATE_NAMES, getTemplate, listTemplates, updateTemplate } from './email-templates.js'
