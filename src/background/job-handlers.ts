import {
  PURGE_AUDIT,
  PURGE_AUDIT_ATTEMPTS,
  purgeAuditEvents,
  DELIVER_WEBHOOK,
  DELIVERY_JOB_ATTEMPTS,
  deliverWebhook,
  deliveryBackoffMs,
  type DeliveryOptions,
} from '../domain/changes/index.js'
import { EXTRACT_TEXT, EXTRACT_TEXT_ATTEMPTS, extractDocumentText, type TextReader } from '../domain/documents/index.js'
import {
  EMAIL_JOB_ATTEMPTS,
  emailBackoffMs,
  SEND_EMAIL,
  sendQueuedEmail,
  type MailSettings,
  type SmtpOptions,
} from '../domain/email/index.js'
import { RAISE_SCORECARDS_DUE, RAISE_SCORECARDS_DUE_ATTEMPTS, raiseScorecardsDue } from '../domain/notifications/index.js'
import { CLEAN_ERASED, CLEAN_ERASED_ATTEMPTS, cleanErased } from '../domain/privacy/index.js'
import type { Stores } from '../store/stores.js'
import type { JobHandler } from './job-runner.js'

/** Every kind of job the service runs, by the name its rows carry. */
export function jobHandlers(
  stores: Stores,
  reader: TextReader,
  opts: { auditRetentionDays: number; mail: MailSettings },
): Record<string, JobHandler> {
  const documentStores = { db: stores.database.db, blobs: stores.blobs, scratch: stores.textScratch }
  return {
    [EXTRACT_TEXT]: {
      maxAttempts: EXTRACT_TEXT_ATTEMPTS,
      run: (payload, { finishIn }) => extractDocumentText(documentStores, reader, (payload as { documentId: string }).documentId, finishIn),
    },
    [PURGE_AUDIT]: {
      maxAttempts: PURGE_AUDIT_ATTEMPTS,
      run: async () => {
        await purgeAuditEvents(stores.database.db, opts.auditRetentionDays)
      },
    },
    [CLEAN_ERASED]: {
      maxAttempts: CLEAN_ERASED_ATTEMPTS,
      run: () => cleanErased(stores.database.db),
    },
    [RAISE_SCORECARDS_DUE]: {
      maxAttempts: RAISE_SCORECARDS_DUE_ATTEMPTS,
      run: async () => {
        await raiseScorecardsDue(stores.database.db, opts.mail)
      },
    },
  }
}

/**
 * What leaves for another server: webhook deliveries and emails, jobs of
 * their own kinds, claimed by a runner of their own (services.ts) with its own
 * concurrency, so a slow receiver never holds up the reading of documents'
 * texts, nor the reverse. Emails only where an SMTP server is configured.
 */
export function deliveryHandlers(stores: Stores, options: DeliveryOptions, smtp?: SmtpOptions): Record<string, JobHandler> {
  const db = stores.database.db
  return {
    [DELIVER_WEBHOOK]: {
      maxAttempts: DELIVERY_JOB_ATTEMPTS,
      backoffMs: deliveryBackoffMs,
      run: (payload, { signal }) => deliverWebhook(db, options, payload as { webhookId: number; eventId: number }, signal),
    },
    ...(smtp && {
      [SEND_EMAIL]: {
        maxAttempts: EMAIL_JOB_ATTEMPTS,
        backoffMs: emailBackoffMs,
        run: (payload, { signal }) => sendQueuedEmail(db, smtp, payload as { emailId: number }, signal),
      },
    }),
  }
}
