import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { withStatementCache } from '../../../src/store/sqlite/sqlite-statement-cache.js'

/**
 * Rows are read as arrays and made into objects by the statement cache; they
 * must be exactly the objects better-sqlite3 itself would have made.
 */
describe('SQLite statement cache', () => {
  let dir: string
  let direct: SQLite.Database
  let db: Kysely<Record<string, Record<string, unknown>>>
  let writes = 0

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'ats-stmt-'))
    direct = new SQLite(join(dir, 'x.db'))
    direct.exec(`
      create table a (id integer primary key, name text, score real, data blob, note text);
      create table b (id integer primary key, a_id integer, name text);
      insert into a values (1, 'Émile', 1.5, x'00ff', null), (2, 'Zoë', -2, null, 'n');
      insert into b values (10, 1, 'first'), (11, 1, 'second'), (12, 2, 'third');
    `)
    db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(new SQLite(join(dir, 'x.db')), () => writes++) }) })
  })
  after(async () => {
    await db.destroy()
    direct.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const queries = [
    'select * from a order by id',
    'select id, name, note from a where id = 2',
    // Two columns named id: the later one wins, as in better-sqlite3's own objects.
    'select a.id, b.* from a join b on b.a_id = a.id order by b.id',
    'select count(*) as n, max(score) from a',
    'select * from a where id = 999',
    // A column named __proto__ goes through the prototype setter, as better-sqlite3's own objects do.
    `select id, name as "__proto__" from a order by id`,
  ]

  for (const text of queries) {
    test(`rows of "${text}" are the objects better-sqlite3 makes`, async () => {
      for (let round = 0; round < 2; round++) {
        const { rows } = await sql.raw(text).execute(db)
        assert.deepEqual(rows, direct.prepare(text).all(), `read ${round + 1}`)
      }
    })
  }

  test('streamed rows are objects too', async () => {
    const streamed = []
    for await (const row of db.selectFrom('b').selectAll().orderBy('id').stream()) streamed.push(row)
    assert.deepEqual(streamed, direct.prepare('select * from b order by id').all())
  })

  test('a write that returns rows gives objects and is signalled; a read is not', async () => {
    const before = writes
    const inserted = await db.insertInto('b').values({ id: 13, a_id: 2, name: 'fourth' }).returningAll().executeTakeFirstOrThrow()
    assert.deepEqual(inserted, { id: 13, a_id: 2, name: 'fourth' })
    assert.equal(writes, before + 1)
    await db.selectFrom('b').selectAll().execute()
    assert.equal(writes, before + 1)
    await db.deleteFrom('b').where('id', '=', 13).execute()
    assert.equal(writes, before + 2)
  })

  test('statements are kept up to the capacity, the least recently used leaving first', () => {
    const cache = withStatementCache(new SQLite(join(dir, 'x.db')), () => {}, 2)
    try {
      const a = cache.prepare('select 1')
      const b = cache.prepare('select 2')
      assert.equal(cache.prepare('select 1'), a, 'a kept statement is reused')
      cache.prepare('select 3')
      assert.equal(cache.prepare('select 1'), a, 'used recently: kept')
      assert.notEqual(cache.prepare('select 2'), b, 'the least recently used was let go and is prepared anew')
    } finally {
      cache.close()
    }
  })
})
