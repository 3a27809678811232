/**
 * What every change leaves behind (SPEC C6): its event (the feed, a candidate's activity),
 * its audit row (and the batched rows of reads), and the webhook deliveries it queues.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { ALL_EVENTS, createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks } from './webhooks.js'
export { AuditLog } from './audit-log.js'
export { DELIVERY_JOB_ATTEMPTS, DELIVER_WEBHOOK, type DeliveryOptions, deliverWebhook, deliveryBackoffMs } from './webhook-delivery.js'
export { candidateActivity } from './candidate-activity.js'
export {
  type AuditedRead,
  type AuditedWrite,
  PURGE_AUDIT,
  PURGE_AUDIT_ATTEMPTS,
  auditWrite,
  listAuditEvents,
  purgeAuditEvents,
  queueAuditPurge,
} from './audit.js'
export { type NewEvent, feedPage, noteEventData, recordEvent, recordEvents, scrubCandidateEvents } from './events.js'
