/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import type { Kysely } from 'kysely'
import { indexedText } from '../../shared/search-text.js'
import { engineOf } from '../engine.js'

// Frozen once released: later changes go into new numbered files.

const BATCH = 200

/**
 * Search (SPEC C5): `search_entries` holds what a candidate is found by,
 * one row per name, email, note and document text, with its folded words
 * in `terms`, which the engine's full-text index covers (engine.ts
 * `createSearchIndex`). An entry goes with its candidate, note or document
 * (foreign keys). `search_snapshots` keeps the order of a search whose
 * next pages a cursor names. The index is filled from what exists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await engineOf(db)
    .idColumn(db.schema.createTable('search_entries'))
    .addColumn('candidate_id', 'bigint', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('note_id', 'bigint', (c) => c.references('notes.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('search_entries_candidate_id').on('search_entries').columns(['candidate_id', 'field']).execute()
  await db.schema.createIndex('search_entries_note_id').on('search_entries').column('note_id').execute()
  await db.schema.createIndex('search_entries_document_id').on('search_entries').column('document_id').execute()
  await engineOf(db).createSearchIndex(db)

  await db.schema
    .createTable('search_snapshots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('candidate_ids', 'text', (c) => c.notNull())
    .addColumn('created_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('search_snapshots_created_date').on('search_snapshots').column('created_date').execute()

  await fill(db)
}

type Entry = { candidate_id: number; field: string; note_id: number | null; document_id: string | null; text: string }

async function insertEntries(db: Kysely<any>, entries: Entry[]): Promise<void> {
  const rows = entries.map(({ text, ...entry }) => ({ ...entry, ...indexedText(text) })).filter((r) => r.terms !== '')
  if (rows.length > 0) await db.insertInto('search_entries').values(rows).execute()
}

/** Every candidate's name and email, every note and every text already read, in keyset batches. */
async function fill(db: Kysely<any>): Promise<void> {
  for (let after = 0; ;) {
    const rows: Array<{ id: number; first_name: string; last_name: string; email: string | null }> = await db
      .selectFrom('candidates')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) break
    after = Number(rows[rows.length - 1]?.id)
    await insertEntries(
      db,
      rows.flatMap((c) => [
        { candidate_id: c.id, field: 'Name', note_id: null, document_id: null, text: `${c.first_name} ${c.last_name}` },
        ...(c.email ? [{ candidate_id: c.id, field: 'Email', note_id: null, document_id: null, text: c.email }] : []),
      ]),
    )
  }
  for (let after = 0; ;) {
    const rows: Array<{ id: number; candidate_id: number; note: string }> = await db
      .selectFrom('notes')
      .select(['id', 'candidate_id', 'note'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) break
    after = Number(rows[rows.length - 1]?.id)
    await insertEntries(
      db,
      rows.map((n) => ({ candidate_id: n.candidate_id, field: 'Note', note_id: n.id, document_id: null, text: n.note })),
    )
  }
  for (let after = ''; ;) {
    const rows: Array<{ document_id: string; candidate_id: number; text: string }> = await db
      .selectFrom('document_texts')
      .select(['document_id', 'candidate_id', 'text'])
      .where('status', '=', 'done')
      .where('document_id', '>', after)
      .orderBy('document_id')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) break
    after = rows[rows.length - 1]?.document_id ?? after
    await insertEntries(
      db,
      rows.map((d) => ({ candidate_id: d.candidate_id, field: 'Document', note_id: null, document_id: d.document_id, text: d.text })),
    )
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_snapshots').execute()
  await engineOf(db).dropSearchIndex(db)
  await db.schema.dropTable('search_entries').execute()
}
