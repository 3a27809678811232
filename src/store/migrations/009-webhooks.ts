/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

/**
 * Webhook subscriptions and their delivery attempts (SPEC C6). A delivery
 * is sent by a job (`jobs`, kind `webhook.deliver`) queued in the
 * transaction of the event it carries; each attempt, made or still to be
 * made, is a row of `webhook_deliveries`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('webhooks'))
    .addColumn('url', 'text', (c) => c.notNull())
    // Space-separated event types, or `*` for all.
    .addColumn('events', 'text', (c) => c.notNull())
    // `whsec_` + base64: kept as is, since every delivery signs with it (DECISIONS.md, "Webhooks").
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'text', (c) => c.notNull())
    // The first failed attempt since the last success; three days of it disable the subscription.
    .addColumn('failing_since', 'text')
    .addColumn('disabled_date', 'text')
    .execute()
  await withIdColumn(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('webhook_id', 'bigint', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    // No foreign key: an event is never deleted, and this row goes with its subscription.
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    // pending, delivered or failed.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('attempted_date', 'text')
    .addColumn('created_date', 'text', (c) => c.notNull())
    .execute()
  // A subscription's deliveries, paged by id; and the latest attempt of one event to one subscription.
  await db.schema.createIndex('webhook_deliveries_webhook_id').on('webhook_deliveries').columns(['webhook_id', 'id']).execute()
  await db.schema
    .createIndex('webhook_deliveries_webhook_event')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'event_id', 'attempt'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute()
  await db.schema.dropTable('webhooks').execute()
}
