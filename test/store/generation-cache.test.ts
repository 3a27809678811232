import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import SQLite from 'better-sqlite3'
import { makeConfig } from '../../src/config.js'
import { openDatabase } from '../../src/store/database.js'
import { GenerationCache } from '../../src/store/generation-cache.js'
import { migrateToLatest } from '../../src/store/migrations/index.js'

describe('GenerationCache', () => {
  test('a value is served only at the generation it was computed at', () => {
    const cache = new GenerationCache<string>(10)
    assert.equal(cache.get('a', 1), undefined)
    cache.set('a', 1, 'one')
    assert.equal(cache.get('a', 1), 'one')
    assert.equal(cache.get('a', 2), undefined)
    assert.equal(cache.get('a', 1), undefined, 'going back does not bring old values back')
  })

  test('a value computed at a generation that has since moved is not kept', () => {
    const cache = new GenerationCache<string>(10)
    cache.get('a', 1)
    cache.get('b', 2) // someone saw the store move while "a" was being computed
    cache.set('a', 1, 'stale')
    assert.equal(cache.get('a', 2), undefined)
    assert.equal(cache.size, 0)
  })

  test('bounded by count and by weight, oldest out first; a value heavier than the bound is not kept', () => {
    const cache = new GenerationCache<string>(3, 10, (v) => v.length)
    cache.get('', 0)
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, 0, k)
    assert.deepEqual(['a', 'b', 'c', 'd'].map((k) => cache.get(k, 0)), [undefined, 'b', 'c', 'd'])
    cache.set('e', 0, 'eeeeeeee')
    assert.deepEqual(['b', 'c', 'd', 'e'].map((k) => cache.get(k, 0)), [undefined, 'c', 'd', 'eeeeeeee'])
    cache.set('f', 0, 'f'.repeat(11))
    assert.equal(cache.get('f', 0), undefined)
    cache.set('d', 0, 'dd')
    assert.deepEqual(['c', 'd', 'e'].map((k) => cache.get(k, 0)), [undefined, 'dd', 'eeeeeeee'], 'replacing a value counts its new weight')
  })
})

describe('SQLite store generation', () => {
  test('moves on every write through the store and on every commit by another connection, not on reads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ats-generation-'))
    const database = openDatabase(makeConfig({ dataDir: dir }))
    try {
      await migrateToLatest(database.db)
      const g0 = database.generation!()
      await database.db.selectFrom('candidates').selectAll().execute()
      assert.equal(database.generation!(), g0, 'a read leaves it')
      const now = new Date().toISOString()
      await database.db.insertInto('candidates').values({ first_name: 'A', last_name: 'B', created_date: now, updated_date: now }).execute()
      const g1 = database.generation!()
      assert.notEqual(g1, g0, 'a write through the store moves it')
      // A failed write may have changed nothing, but must not be trusted to have.
      await assert.rejects(database.db.insertInto('notes').values({ candidate_id: 999, note: 'x', private: 0, send_to_hiring_team: 0, created_by_id: 1, created_date: now, updated_date: now }).execute())
      const g2 = database.generation!()
      assert.notEqual(g2, g1)
      const other = new SQLite(join(dir, 'ats.db'))
      other.prepare('update candidates set first_name = ?').run('C')
      other.close()
      const g3 = database.generation!()
      assert.notEqual(g3, g2, "another connection's commit moves it")
      assert.equal(database.generation!(), g3)
    } finally {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
