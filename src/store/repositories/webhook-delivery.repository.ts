import type { WebhookDeliveryRow } from '../tables.js'
import { inPage } from './keyset-page.js'
import type { Db, Page } from './types.js'

/** The attempt still to be made (`pending`), written before the job that makes it. */
export async function insertPendingDelivery(
  db: Db,
  delivery: { webhookId: number; eventId: number; attempt: number; now: string },
): Promise<void> {
  await db
    .insertInto('webhook_deliveries')
    .values({
      webhook_id: delivery.webhookId,
      event_id: delivery.eventId,
      attempt: delivery.attempt,
      status: 'pending',
      response_status: null,
      attempted_date: null,
      created_date: delivery.now,
    })
    .execute()
}

/** The latest attempt to deliver an event to a subscription. */
export function latestDelivery(db: Db, webhookId: number, eventId: number): Promise<WebhookDeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .where('event_id', '=', eventId)
    .orderBy('attempt', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Records how a pending attempt went; false when it was no longer pending (the job ran twice). */
export async function recordAttempt(
  db: Db,
  id: number,
  outcome: { status: 'delivered' | 'failed'; responseStatus: number | null; attemptedDate: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: outcome.status, response_status: outcome.responseStatus, attempted_date: outcome.attemptedDate })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export function listDeliveries(db: Db, webhookId: number, page: Page): Promise<WebhookDeliveryRow[]> {
  return inPage(db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId), page).execute()
}
