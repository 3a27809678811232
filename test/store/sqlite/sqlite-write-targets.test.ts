import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { withStatementCache } from '../../../src/store/sqlite/sqlite-statement-cache.js'

/**
 * Which statements move the store generation: every write, except one that
 * provably writes only tables no kept answer reads; and what a sync must
 * cover: every write and every end of a transaction.
 */
describe('SQLite writes and the generation', () => {
  let dir: string
  let db: Kysely<Record<string, Record<string, unknown>>>
  const signals: boolean[] = []
  const UNREAD = new Set(['log', 'queue', 'guarded', 'parent'])

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'ats-targets-'))
    const sqlite = new SQLite(join(dir, 't.db'))
    sqlite.exec(`
      create table kept (id integer primary key, v text);
      create table log (id integer primary key, v text);
      create table queue (id integer primary key, v text);
      create table guarded (id integer primary key, v text);
      create trigger guarded_copy after insert on guarded begin insert into kept (v) values (new.v); end;
      create table parent (id integer primary key);
      create table child (id integer primary key, parent_id integer references parent (id) on delete cascade);
    `)
    db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, (moves) => signals.push(moves), 500, UNREAD) }) })
  })
  after(async () => {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  const signalled = async (run: () => Promise<unknown>) => {
    signals.length = 0
    await run()
    return [...signals]
  }

  test('a write to a table a kept answer may read moves the generation', async () => {
    assert.deepEqual(await signalled(() => db.insertInto('kept').values({ v: 'a' }).execute()), [true])
    assert.deepEqual(await signalled(() => db.updateTable('kept').set({ v: 'b' }).execute()), [true])
    // Reading an unread table while writing a read one still moves it.
    assert.deepEqual(await signalled(() => sql`insert into kept (v) select v from log`.execute(db)), [true])
  })

  test('a write to unread tables only leaves it, but still counts for the sync', async () => {
    assert.deepEqual(await signalled(() => db.insertInto('log').values({ v: 'a' }).execute()), [false])
    assert.deepEqual(await signalled(() => db.updateTable('queue').set({ v: 'b' }).execute()), [false])
    assert.deepEqual(await signalled(() => db.deleteFrom('log').execute()), [false])
    assert.deepEqual(
      await signalled(() =>
        sql`with recursive r(i) as (select 0 union all select i + 1 from r where i < 3) insert into log (v) select i from r`.execute(db),
      ),
      [false],
    )
    assert.deepEqual(await signalled(() => db.selectFrom('log').selectAll().execute()), [], 'a read is not a write')
  })

  test('an unread table with a trigger, or rows a foreign key acts on, moves it', async () => {
    assert.deepEqual(await signalled(() => db.insertInto('guarded').values({ v: 'a' }).execute()), [true])
    assert.deepEqual(await signalled(() => db.deleteFrom('parent').execute()), [true])
  })

  test('a transaction counts its end for the sync, and moves the generation with its writes alone', async () => {
    const inLog = await signalled(() => db.transaction().execute((trx) => trx.insertInto('log').values({ v: 'x' }).execute()))
    assert.deepEqual(inLog, [false, false], 'the insert, then the commit')
    const inKept = await signalled(() => db.transaction().execute((trx) => trx.insertInto('kept').values({ v: 'x' }).execute()))
    assert.deepEqual(inKept, [true, false])
  })
})
