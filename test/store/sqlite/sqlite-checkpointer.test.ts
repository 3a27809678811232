import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { sql } from 'kysely'
import { openSqlite } from '../../../src/store/sqlite/sqlite-database.js'
import { waitFor } from '../../helpers/documents.js'

/**
 * The WAL is checkpointed by a worker thread with a connection of its own,
 * not by the store's connection: the rows reach the database file, the
 * store's generation does not move for it (a checkpoint changes no row),
 * and closing leaves no WAL behind.
 */
test('checkpoints run beside the store, move no generation, and the last close leaves no WAL', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ats-checkpoint-'))
  const file = join(dir, 'ats.db')
  const database = openSqlite(dir)
  try {
    await sql`create table t (id integer primary key, v text)`.execute(database.db)
    const empty = statSync(file).size
    for (let i = 0; i < 600; i++) await sql`insert into t (v) values (${'v'.repeat(500)})`.execute(database.db)
    const generation = database.generation()
    // Only a checkpoint writes to the database file itself; the store's connection makes none.
    await waitFor(() => statSync(file).size > empty, 'a checkpoint')
    assert.equal(database.generation(), generation, 'the checkpoint moved the generation')
    await database.durable!()
  } finally {
    await database.close()
  }
  assert.equal(existsSync(file + '-wal'), false, 'the WAL was checkpointed and removed at the last close')
  const again = openSqlite(dir)
  try {
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(again.db)
    assert.equal(rows[0]!.n, 600)
  } finally {
    await again.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
