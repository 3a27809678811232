import { Webhook } from 'standardwebhooks'
import { findEvent } from '../../store/repositories/event.repository.js'
import type { Db } from '../../store/repositories/types.js'
import * as deliveries from '../../store/repositories/webhook-delivery.repository.js'
import * as webhooks from '../../store/repositories/webhook.repository.js'
import { eventJson } from '../representations/index.js'
import { postToTarget, type PostOutcome } from '../../adapters/webhooks/webhook-post.js'
import { parseWebhookUrl, RefusedUrl, systemResolver, vetTarget, type Resolver } from '../../adapters/webhooks/webhook-url.js'

/** The job that makes a delivery's attempts (background/job-handlers.ts runs it). */
export const DELIVER_WEBHOOK = 'webhook.deliver'

const SECOND = 1000
const HOUR = 3600 * SECOND
/**
 * The wait after each failed attempt: 5 s, 30 s, 2 min, 10 min, 30 min, then
 * 1, 2, 4, 8 and 12 hours. Eleven attempts, the last about 28 hours after
 * the first (SPEC C6: at least 24 hours).
 */
const RETRY_DELAYS_MS = [5 * SECOND, 30 * SECOND, 120 * SECOND, 600 * SECOND, 1800 * SECOND, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR, 12 * HOUR]
const DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1
/** The delivery decides which attempt is its last; its job may be claimed a few more times if an instance stops mid-attempt. */
export const DELIVERY_JOB_ATTEMPTS = DELIVERY_ATTEMPTS + 3

/** The wait after failed attempt `attempt` (1, 2, ...). */
export function deliveryBackoffMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1] ?? HOUR
}

/** A subscription whose deliveries have failed, without a success, for this long is disabled. */
const DISABLE_AFTER_MS = 3 * 24 * HOUR

export interface DeliveryOptions {
  readonly timeoutMs: number
  readonly allowPrivate: boolean
  readonly resolve?: Resolver
}

/**
 * Makes the pending attempt to deliver one event to one subscription (a
 * job's run: idempotent, since an attempt no longer pending is left alone).
 * A success clears the subscription's run of failures. A failure is
 * recorded with the next attempt, then thrown so that the job runner
 * retries after the delay above; the last one, or one that finds the
 * subscription failing for three days (which disables it), ends there.
 */
export async function deliverWebhook(
  db: Db,
  options: DeliveryOptions,
  job: { readonly webhookId: number; readonly eventId: number },
  signal?: AbortSignal,
): Promise<void> {
  const webhook = await webhooks.findWebhook(db, job.webhookId)
  const pending = await deliveries.latestDelivery(db, job.webhookId, job.eventId)
  // Deleted with its subscription, or made already by an earlier run of this job.
  if (!webhook || pending?.status !== 'pending') return
  const event = await findEvent(db, job.eventId)
  if (webhook.enabled === 0 || !event) {
    await deliveries.recordAttempt(db, pending.id, { status: 'failed', responseStatus: null, attemptedDate: null })
    return
  }
  const at = new Date()
  // The same object GET /v1/Events answers, in the same field order.
  const body = eventJson(event)
  const outcome = await attempt(webhook.url, webhook.secret, String(event.id), at, body, options, signal)
  const attemptedDate = at.toISOString()
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
    await db.transaction().execute(async (trx) => {
      await deliveries.recordAttempt(trx, pending.id, { status: 'delivered', responseStatus: outcome.status, attemptedDate })
      await webhooks.markWebhookSucceeded(trx, webhook.id)
    })
    return
  }
  const final = await db.transaction().execute(async (trx) => {
    if (!(await deliveries.recordAttempt(trx, pending.id, { status: 'failed', responseStatus: outcome.status, attemptedDate }))) return true
    const failing = await webhooks.markWebhookFailing(trx, webhook.id, attemptedDate)
    const disable = failing?.failing_since != null && at.getTime() - Date.parse(failing.failing_since) >= DISABLE_AFTER_MS
    if (disable) await webhooks.disableWebhook(trx, webhook.id, attemptedDate)
    if (disable || pending.attempt >= DELIVERY_ATTEMPTS) return true
    await deliveries.insertPendingDelivery(trx, { ...job, attempt: pending.attempt + 1, now: attemptedDate })
    return false
  })
  // The reason only: the URL stays out of the job's error and the log (it may carry the receiver's token).
  if (!final) throw new Error(`webhook delivery failed: ${outcome.status === null ? outcome.reason : `HTTP ${outcome.status}`}`)
}

/** One signed POST, its target checked and pinned first; a refused target is a failed attempt, no request made. */
async function attempt(
  url: string,
  secret: string,
  id: string,
  at: Date,
  body: string,
  options: DeliveryOptions,
  signal?: AbortSignal,
): Promise<PostOutcome> {
  // One deadline for the whole attempt, the name's resolution included.
  const deadline = Date.now() + options.timeoutMs
  let target
  try {
    const resolve = options.resolve ?? systemResolver
    target = await vetTarget(parseWebhookUrl(url), { ...options, resolve: (host) => beforeDeadline(resolve(host), options.timeoutMs) })
  } catch (err) {
    if (err instanceof RefusedUrl) return { status: null, reason: 'target refused' }
    throw err
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'ats-webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  }
  return postToTarget(target, body, headers, { timeoutMs: Math.max(deadline - Date.now(), 1), signal })
}

/** A resolution that takes too long fails the attempt (as no answer: the name is refused). */
function beforeDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
