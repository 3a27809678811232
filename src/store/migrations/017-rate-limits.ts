/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'

// Frozen once released: later changes go into new numbered files.

/**
 * Rate limits (SPEC C7). A token may carry its own limit of requests per
 * minute (null: the service's, ATS_RATE_LIMIT). `rate_limits` holds the
 * counts every instance shares on PostgreSQL, in the shape the limiter
 * library reads (one row per key and window: points counted, window end in
 * ms). SQLite keeps its counts in a file of its own beside the database
 * (store/rate-limit-store.ts), whose writes leave the data's generation
 * alone: the table is made on both engines only to keep the schema one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tokens').addColumn('rate_limit', 'integer').execute()
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute()
  await db.schema.alterTable('tokens').dropColumn('rate_limit').execute()
}
