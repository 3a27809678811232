import type { Insertable } from 'kysely'
import type { WebhookRow, WebhookTable } from '../tables.js'
import { inPage } from './keyset-page.js'
import type { Db, Page } from './types.js'

export function insertWebhook(db: Db, values: Insertable<WebhookTable>): Promise<WebhookRow> {
  return db.insertInto('webhooks').values(values).returningAll().executeTakeFirstOrThrow()
}

export function listWebhooks(db: Db, page: Page): Promise<WebhookRow[]> {
  return inPage(db.selectFrom('webhooks').selectAll(), page).execute()
}

export function findWebhook(db: Db, id: number): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Deletes the subscription and, by cascade, its deliveries; false when there was none. */
export async function deleteWebhook(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** A success ends a run of failures. */
export async function markWebhookSucceeded(db: Db, id: number): Promise<void> {
  await db.updateTable('webhooks').set({ failing_since: null }).where('id', '=', id).where('failing_since', 'is not', null).execute()
}

/** Notes the first failure of a run (kept as is by later ones) and answers the subscription as it now is. */
export function markWebhookFailing(db: Db, id: number, at: string): Promise<WebhookRow | undefined> {
  return db
    .updateTable('webhooks')
    .set((eb) => ({ failing_since: eb.fn.coalesce('failing_since', eb.val(at)) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

export async function disableWebhook(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('webhooks').set({ enabled: 0, disabled_date: at }).where('id', '=', id).where('enabled', '=', 1).execute()
}
