import { PURGE_AUDIT, PURGE_AUDIT_ATTEMPTS, purgeAuditEvents } from '../domain/audit.js'
import { EXTRACT_TEXT, EXTRACT_TEXT_ATTEMPTS, extractDocumentText, type TextReader } from '../domain/document-text.js'
import {
  DELIVER_WEBHOOK,
  DELIVERY_JOB_ATTEMPTS,
  deliverWebhook,
  deliveryBackoffMs,
  type DeliveryOptions,
} from '../domain/webhook-delivery.js'
import type { Stores } from '../store/stores.js'
import type { JobHandler } from './job-runner.js'

/** Every kind of job the service runs, by the name its rows carry. */
export function jobHandlers(stores: Stores, reader: TextReader, opts: { auditRetentionDays: number }): Record<string, JobHandler> {
  const documentStores = { db: stores.database.db, blobs: stores.blobs, scratch: stores.textScratch }
  return {
    [EXTRACT_TEXT]: {
      maxAttempts: EXTRACT_TEXT_ATTEMPTS,
      run: (payload) => extractDocumentText(documentStores, reader, (payload as { documentId: string }).documentId),
    },
    [PURGE_AUDIT]: {
      maxAttempts: PURGE_AUDIT_ATTEMPTS,
      run: async () => {
        await purgeAuditEvents(stores.database.db, opts.auditRetentionDays)
      },
    },
  }
}

/**
 * Webhook deliveries: jobs of their own kind, claimed by a runner of their
 * own (app.ts) with its own concurrency, so a slow receiver never holds up
 * the reading of documents' texts, nor the reverse.
 */
export function deliveryHandlers(stores: Stores, options: DeliveryOptions): Record<string, JobHandler> {
  return {
    [DELIVER_WEBHOOK]: {
      maxAttempts: DELIVERY_JOB_ATTEMPTS,
      backoffMs: deliveryBackoffMs,
      run: (payload, { signal }) => deliverWebhook(stores.database.db, options, payload as { webhookId: number; eventId: number }, signal),
    },
  }
}
