/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely's migration idiom: a migration runs against the schema as it was when written, not against today's table types */
import { sql, type Kysely } from 'kysely'
import { indexedText } from '../../shared/search-text.js'
import { engineNameOf, type EngineName } from '../engine.js'
import { withIdColumn } from './portable.js'

// Frozen once released: later changes go into new numbered files.

const BATCH = 200

/**
 * Search (SPEC C5): `search_entries` holds what a candidate is found by,
 * one row per name, email, note and document text, with its folded words
 * in `terms`, which the engine's full-text index covers (SEARCH_INDEX). An entry goes with its candidate, note or document
 * (foreign keys). `search_snapshots` keeps the order of a search whose
 * next pages a cursor names. The index is filled from what exists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('search_entries'))
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
  await SEARCH_INDEX[engineNameOf(db)].create(db)

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

/** The full-text index over `search_entries.terms`, each engine's own. */
const SEARCH_INDEX: Record<EngineName, { create(db: Kysely<any>): Promise<void>; drop(db: Kysely<any>): Promise<void> }> = {
  /**
   * An FTS5 table over `search_entries.terms` that stores no text of its own
   * (external content), kept in step by triggers as the FTS5 documentation
   * shows; they fire for the foreign keys' cascades too. The words are
   * folded already (shared/search-text.ts); `remove_diacritics 2` only makes
   * the tokenizer agree with that folding.
   */
  sqlite: {
    async create(db) {
      await sql`create virtual table search_fts using fts5(terms, content='search_entries', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
        db,
      )
      await sql`create trigger search_entries_ai after insert on search_entries begin
      insert into search_fts(rowid, terms) values (new.id, new.terms);
    end`.execute(db)
      await sql`create trigger search_entries_ad after delete on search_entries begin
      insert into search_fts(search_fts, rowid, terms) values ('delete', old.id, old.terms);
    end`.execute(db)
      await sql`create trigger search_entries_au after update on search_entries begin
      insert into search_fts(search_fts, rowid, terms) values ('delete', old.id, old.terms);
      insert into search_fts(rowid, terms) values (new.id, new.terms);
    end`.execute(db)
    },
    async drop(db) {
      await sql`drop table if exists search_fts`.execute(db)
    },
  },
  /**
   * The words' vector as a stored column under a GIN index: ts_rank needs
   * the vector of every matching row, which an expression index would make
   * it compute again from the text. The 'simple' configuration keeps every
   * word as it is: the words are folded already (shared/search-text.ts), in
   * place of `unaccent`, so that both engines match the same words.
   */
  postgres: {
    async create(db) {
      await sql`alter table search_entries add column vector tsvector generated always as (to_tsvector('simple', terms)) stored`.execute(db)
      await sql`create index search_entries_vector on search_entries using gin (vector)`.execute(db)
    },
    async drop() {
      // The vector and its index go with the table.
    },
  },
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
  await SEARCH_INDEX[engineNameOf(db)].drop(db)
  await db.schema.dropTable('search_entries').execute()
}
