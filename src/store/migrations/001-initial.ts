/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('members'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_date', 'text', (c) => c.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('tokens'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('expires_date', 'text')
    .addColumn('revoked_date', 'text')
    .execute()
  await db.schema.createIndex('tokens_member_id').on('tokens').column('member_id').execute()

  await withIdColumn(db, db.schema.createTable('candidates'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('document_id', 'text')
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('updated_date', 'text', (c) => c.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('vacancies'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_date', 'text', (c) => c.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('notes'))
    .addColumn('candidate_id', 'bigint', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('send_to_hiring_team', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('private', 'integer', (c) => c.notNull())
    .addColumn('created_by_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('updated_date', 'text', (c) => c.notNull())
    .addColumn('vacancy_id', 'bigint', (c) => c.references('vacancies.id'))
    .execute()
  await db.schema.createIndex('notes_candidate_id_id').on('notes').columns(['candidate_id', 'id']).execute()

  await withIdColumn(db, db.schema.createTable('flags'))
    .addColumn('candidate_id', 'bigint', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('flag_type', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('created_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('flags_candidate_id_id').on('flags').columns(['candidate_id', 'id']).execute()

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('candidate_id', 'bigint', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_by_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('created_date', 'text', (c) => c.notNull())
    // Upload order within the candidate: ids are random, so they cannot order a list.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('documents_candidate_id_seq').on('documents').columns(['candidate_id', 'seq']).unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['documents', 'flags', 'notes', 'vacancies', 'candidates', 'tokens', 'members']) {
    await db.schema.dropTable(table).execute()
  }
}
