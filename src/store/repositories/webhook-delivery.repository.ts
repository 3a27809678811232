import { sql } from 'kysely'
import type { WebhookDeliveryRow } from '../tables.js'
import { inPage } from './keyset-page.js'
import type { Db, Page } from './types.js'

// A delivery's first attempt is written with its event (engine.ts WritePaths `recordChange`); a retry's
// here, the same way (sql/change-rows.ts).
export { insertPendingDelivery } from '../sql/change-rows.js'

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

/** A delivery with the type of the event it carries. */
export type DeliveryView = WebhookDeliveryRow & { event_type: string | null }

export function listDeliveries(db: Db, webhookId: number, page: Page): Promise<DeliveryView[]> {
  return inPage(
    db
      .selectFrom('webhook_deliveries')
      .selectAll()
      // Read in the same statement; an event is never deleted (migration 009), so it is always found.
      .select(sql<string | null>`(select e.type from events e where e.id = webhook_deliveries.event_id)`.as('event_type'))
      .where('webhook_id', '=', webhookId),
    page,
  ).execute()
}
