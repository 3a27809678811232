/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'

// Frozen once released: later changes go into new numbered files.

/**
 * Publishing (SPEC C1, C8): a vacancy's location, its description in
 * Markdown, whether it is published and when it last became so; an
 * application's source (C2). Columns with a default (or nullable) are added
 * in place by both engines, without rewriting the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vacancies')
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('vacancies')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  // 0 or 1, as every boolean of the schema (SQLite has no boolean type).
  await db.schema
    .alterTable('vacancies')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // When `published` last became 1; kept when it goes back to 0.
  await db.schema.alterTable('vacancies').addColumn('published_date', 'text').execute()
  await db.schema.alterTable('applications').addColumn('source', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('source').execute()
  for (const column of ['published_date', 'published', 'description', 'location']) {
    await db.schema.alterTable('vacancies').dropColumn(column).execute()
  }
}
