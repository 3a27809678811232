import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, test } from 'node:test'
import pg from 'pg'
import SQLite from 'better-sqlite3'
import { makeConfig } from '../../src/config.js'
import { openDatabase } from '../../src/store/database.js'
import { GenerationCache } from '../../src/store/generation-cache.js'
import { migrateToLatest } from '../../src/store/migrations/index.js'
import { backends } from '../helpers/backends.js'

describe('GenerationCache', () => {
  const box = (v: string) => ({ v })
  const unbox = (b: { v: string } | undefined) => b?.v

  test('a value is served only at the generation it was computed at', () => {
    const cache = new GenerationCache<{ v: string }>({ maxEntries: 10 })
    assert.equal(cache.get('a', 1), undefined)
    cache.set('a', 1, box('one'))
    assert.equal(unbox(cache.get('a', 1)), 'one')
    assert.equal(cache.get('a', 2), undefined)
  })

  test('reading never drops anything: a lookup at another generation only misses', () => {
    let cleared = 0
    const cache = new GenerationCache<{ v: string }>({ maxEntries: 10, onClear: () => cleared++ })
    cache.set('a', 1, box('one'))
    const before = cleared
    assert.equal(cache.get('a', 2), undefined)
    assert.equal(cache.get('b', 3), undefined)
    assert.equal(cleared, before, 'no lookup cleared the cache')
    assert.equal(cache.size, 1)
    assert.equal(unbox(cache.get('a', 1)), 'one', 'a reader still at generation 1 is served what was made at 1')
  })

  test('keeping a value of a newer generation drops the older ones and tells whoever keeps an index beside them', () => {
    let cleared = 0
    const cache = new GenerationCache<{ v: string }>({ maxEntries: 10, onClear: () => cleared++ })
    assert.equal(cache.set('a', 1, box('one')), true)
    const before = cleared
    assert.equal(cache.set('b', 2, box('two')), true)
    assert.equal(cleared, before + 1)
    assert.equal(cache.get('a', 1), undefined)
    assert.equal(cache.get('a', 2), undefined)
    assert.equal(unbox(cache.get('b', 2)), 'two')
  })

  test('a value computed at a generation older than the one held is refused: it may already be stale', () => {
    const cache = new GenerationCache<{ v: string }>({ maxEntries: 10 })
    cache.set('b', 2, box('two'))
    assert.equal(cache.set('a', 1, box('stale')), false)
    assert.equal(cache.get('a', 1), undefined)
    assert.equal(cache.get('a', 2), undefined)
    assert.equal(cache.size, 1)
  })

  test('bounded by count and by weight, least recently used out first; a value heavier than the bound is not kept', () => {
    const cache = new GenerationCache<{ v: string }>({ maxEntries: 3, maxWeight: 10, weigh: (b) => b.v.length })
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, 0, box(k))
    assert.deepEqual(
      ['a', 'b', 'c', 'd'].map((k) => unbox(cache.get(k, 0))),
      [undefined, 'b', 'c', 'd'],
    )
    // b, c and d weigh 3; 8 more is over 10: the least recently read (b) goes.
    cache.set('e', 0, box('eeeeeeee'))
    assert.deepEqual(
      ['b', 'c', 'd', 'e'].map((k) => unbox(cache.get(k, 0))),
      [undefined, 'c', 'd', 'eeeeeeee'],
    )
    cache.set('f', 0, box('f'.repeat(11)))
    assert.equal(cache.get('f', 0), undefined)
    // Read d and e so that c is the least recently used.
    cache.get('d', 0)
    cache.get('e', 0)
    cache.set('d', 0, box('dd'))
    assert.deepEqual(
      ['c', 'd', 'e'].map((k) => unbox(cache.get(k, 0))),
      [undefined, 'dd', 'eeeeeeee'],
      'replacing a value counts its new weight',
    )
  })

  test('values of older generations are never served again, and are the first to make room', () => {
    const cache = new GenerationCache<{ v: string }>({ maxEntries: 3 })
    for (const k of ['a', 'b', 'c']) cache.set(k, 1, box(`${k}1`))
    cache.set('b', 2, box('b2'))
    assert.deepEqual(
      ['a', 'b', 'c'].map((k) => unbox(cache.get(k, 2))),
      [undefined, 'b2', undefined],
    )
    // Two more at generation 2: room is made by the older a and c, not by b.
    cache.set('d', 2, box('d2'))
    cache.set('e', 2, box('e2'))
    assert.deepEqual(
      ['b', 'd', 'e'].map((k) => unbox(cache.get(k, 2))),
      ['b2', 'd2', 'e2'],
    )
    assert.equal(cache.size, 3)
    assert.equal(cache.get('a', 1), undefined, 'nor at the generation it was made at, once a newer one is held')
  })
})

describe('SQLite store generation', () => {
  test('moves on every write through the store and on every commit by another connection, not on reads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ats-generation-'))
    const database = openDatabase(makeConfig({ dataDir: dir }))
    try {
      await migrateToLatest(database.db)
      const g0 = database.generation()
      await database.db.selectFrom('candidates').selectAll().execute()
      assert.equal(database.generation(), g0, 'a read leaves it')
      const now = new Date().toISOString()
      await database.db.insertInto('candidates').values({ first_name: 'A', last_name: 'B', created_date: now, updated_date: now }).execute()
      const g1 = database.generation()
      assert.notEqual(g1, g0, 'a write through the store moves it')
      // A failed write may have changed nothing, but must not be trusted to have.
      await assert.rejects(
        database.db
          .insertInto('notes')
          .values({
            candidate_id: 999,
            note: 'x',
            private: 0,
            send_to_hiring_team: 0,
            created_by_id: 1,
            created_date: now,
            updated_date: now,
          })
          .execute(),
      )
      const g2 = database.generation()
      assert.notEqual(g2, g1)
      const other = new SQLite(join(dir, 'ats.db'))
      other.prepare('update candidates set first_name = ?').run('C')
      other.close()
      const g3 = database.generation()
      assert.notEqual(g3, g2, "another connection's commit moves it")
      assert.equal(database.generation(), g3)
    } finally {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

const postgres = (await backends()).find((b) => b.name === 'postgres')

describe('PostgreSQL store generation', { skip: postgres ? false : 'PostgreSQL not available' }, () => {
  // The server is shared (other suites commit beside this one), so only moves
  // can be asserted here, never that the generation stood still.
  test('moves on every commit, by this store or another connection; callers that ask together share one query', async () => {
    const created = await postgres!.database()
    const { databaseUrl } = created
    const dir = mkdtempSync(join(tmpdir(), 'ats-generation-'))
    const database = openDatabase(makeConfig({ dataDir: dir, databaseUrl }))
    const other = new pg.Client({ connectionString: databaseUrl })
    try {
      await migrateToLatest(database.db)
      await other.connect()
      const g0 = await database.generation()
      const now = new Date().toISOString()
      await database.db.insertInto('candidates').values({ first_name: 'A', last_name: 'B', created_date: now, updated_date: now }).execute()
      const g1 = await database.generation()
      assert.notEqual(g1, g0, 'a write through the store moves it')
      await other.query('update candidates set first_name = $1', ['C'])
      const g2 = await database.generation()
      assert.notEqual(g2, g1, "another connection's commit moves it")

      const [p1, p2] = [database.generation(), database.generation()]
      assert.equal(p1, p2, 'asked in the same turn: one query')
      await nextTurn() // p1's query is on its way: a later caller must not rely on it
      const p3 = database.generation()
      assert.notEqual(p3, p1)
      await p3
      const before = await p1
      await other.query('update candidates set first_name = $1', ['D'])
      const p4 = database.generation()
      assert.notEqual(await p4, before, 'a caller that asked after a commit sees it')
    } finally {
      await other.end()
      await database.close()
      await created.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
