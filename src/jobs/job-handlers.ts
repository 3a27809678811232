import { PURGE_AUDIT, PURGE_AUDIT_ATTEMPTS, purgeAuditEvents } from '../domain/audit.js'
import { EXTRACT_TEXT, EXTRACT_TEXT_ATTEMPTS, extractDocumentText, type TextReader } from '../domain/document-text.js'
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
