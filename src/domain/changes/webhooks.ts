import { randomBytes } from 'node:crypto'
import { errors } from '../../errors/catalog.js'
import type { Db, Page } from '../../store/repositories/types.js'
import * as deliveries from '../../store/repositories/webhook-delivery.repository.js'
import * as webhooks from '../../store/repositories/webhook.repository.js'
import type { WebhookRow } from '../../store/tables.js'
import { nowIso } from '../clock.js'
import { DELIVER_WEBHOOK, DELIVERY_JOB_ATTEMPTS } from './webhook-delivery.js'
import { parseWebhookUrl, RefusedUrl, vetTarget, type Resolver } from '../../adapters/webhooks/webhook-url.js'
import type { EventType } from '../vocabulary.js'

/** Every event type, as a subscription asks for it. */
export const ALL_EVENTS = '*'

export interface WebhookInput {
  readonly Url: string
  readonly Events: ReadonlyArray<EventType | typeof ALL_EVENTS>
}

/**
 * The signing secret as Standard Webhooks writes it: `whsec_` and the
 * base64 of 32 random bytes (the scheme asks for 24 to 64).
 */
function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** A subscription's types as stored: `*` alone when it asks for all, else the types in the order given. */
function storedEvents(types: WebhookInput['Events']): string {
  return types.includes(ALL_EVENTS) ? ALL_EVENTS : types.join(' ')
}

/**
 * Subscribes a URL: its shape, and every address its host resolves to now,
 * are checked first (webhook-url.ts); the same check is made again before
 * every delivery. The row holds the secret, which the caller shows once.
 */
export async function createWebhook(
  db: Db,
  input: WebhookInput,
  options: { readonly allowPrivate: boolean; readonly resolve?: Resolver },
): Promise<WebhookRow> {
  try {
    await vetTarget(parseWebhookUrl(input.Url), options)
  } catch (err) {
    if (err instanceof RefusedUrl) throw errors.webhookUrlRefused(err.message)
    throw err
  }
  return webhooks.insertWebhook(db, {
    url: input.Url,
    events: storedEvents(input.Events),
    secret: generateSecret(),
    enabled: 1,
    created_date: nowIso(),
    failing_since: null,
    disabled_date: null,
  })
}

export function listWebhooks(db: Db, page: Page): Promise<WebhookRow[]> {
  return webhooks.listWebhooks(db, page)
}

export async function getWebhook(db: Db, id: number): Promise<WebhookRow> {
  const row = await webhooks.findWebhook(db, id)
  if (!row) throw errors.webhookNotFound(id)
  return row
}

/** Ends a subscription: its deliveries go with it, and a delivery still queued finds nothing to send. */
export async function deleteWebhook(db: Db, id: number): Promise<void> {
  if (!(await webhooks.deleteWebhook(db, id))) throw errors.webhookNotFound(id)
}

export async function listDeliveries(db: Db, webhookId: number, page: Page): Promise<deliveries.DeliveryView[]> {
  await getWebhook(db, webhookId)
  return deliveries.listDeliveries(db, webhookId, page)
}

/** What recordEvent queues a delivery's job with (engine.ts `recordChange` writes it). */
export const DELIVERY_JOB = { kind: DELIVER_WEBHOOK, maxAttempts: DELIVERY_JOB_ATTEMPTS } as const
