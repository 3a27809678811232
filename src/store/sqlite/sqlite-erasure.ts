import { sql } from 'kysely'
import type { Db } from '../sql/db.js'

/**
 * What SQLite does so that erased rows do not stay readable in its files
 * (SPEC C7), beside `PRAGMA secure_delete` (sqlite-database.ts), which
 * overwrites deleted content in the database's pages with zeros.
 */

/**
 * In the erasure's transaction, before it deletes: the full-text index
 * (migration 007) removes a deleted entry's words from its pages, rather
 * than adding a delete marker beside them that only a later merge applies.
 * FTS5's `secure-delete` is kept in the index's own configuration, so every
 * later delete of an entry (a note deleted, a name changed) is secure too.
 */
export async function beginSqliteErasure(trx: Db): Promise<void> {
  await sql`insert into search_fts(search_fts, rank) values ('secure-delete', 1)`.execute(trx)
}

/**
 * After it committed: the write-ahead log, which still holds the pages as
 * they were before, is written into the database file and truncated to
 * nothing. TRUNCATE waits (busy_timeout) for readers of older snapshots; one
 * still reading then (another process) leaves the log as it is, and the next
 * erasure's checkpoint, or SQLite's own, takes it.
 */
export async function finishSqliteErasure(db: Db): Promise<void> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
}
