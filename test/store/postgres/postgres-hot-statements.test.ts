import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import pg from 'pg'
import { loadConfig } from '../../../src/config.js'
import { buildTestApp, json, type TestApp } from '../../helpers/app.js'
import { backends } from '../../helpers/backends.js'

test('ATS_DB_PREPARED_STATEMENTS is on by default and can be switched off', () => {
  assert.equal(loadConfig({}).dbPreparedStatements, true)
  assert.equal(loadConfig({ ATS_DB_PREPARED_STATEMENTS: 'false' }).dbPreparedStatements, false)
})

const postgres = (await backends()).find((b) => b.name === 'postgres')

describe('hot reads as named prepared statements [postgres]', { skip: !postgres && 'PostgreSQL does not answer' }, () => {
  // One connection, so that the statements it prepared can be listed from it.
  const reads = ['/v1/Candidates/ID', '/v1/Candidates/ID/Notes', '/v1/Candidates/ID/QualityFlags']
  let t: TestApp
  let urls: string[]
  const prepared = async (app: TestApp) => {
    const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(
      app.app.services.stores.database.db,
    )
    return rows
  }
  const answers = () =>
    Promise.all(
      urls.map(async (url) => {
        const res = await t.call('GET', url)
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`)
        return res.body
      }),
    )

  before(async () => {
    t = await buildTestApp(postgres!, { dbPoolSize: 1, readCacheMb: 0 })
    const candidate = json(
      await t.call('POST', '/v1/Candidates', t.adminToken, { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' }),
    )
    urls = reads.map((u) => u.replace('ID', String(candidate.Id)))
    assert.equal((await t.call('POST', `${urls[1]}`, t.adminToken, { Note: 'Strong on algorithms.' })).statusCode, 201)
    assert.equal((await t.call('POST', `${urls[2]}`, t.adminToken, { FlagType: 1, Note: 'Top pick.' })).statusCode, 201)
  })
  after(() => t.close())

  test('the token, candidate, notes and flags reads and the generation read are prepared once, by name', async () => {
    await answers()
    await answers()
    const rows = await prepared(t)
    const hot = rows.filter((r) => r.name.startsWith('ats_hot_'))
    for (const table of ['"tokens"', '"candidates"', '"notes"', '"flags"', 'pg_current_snapshot()']) {
      assert.ok(
        hot.some((r) => r.statement.includes(table)),
        `${table} among ${hot.map((r) => r.statement).join('\n')}`,
      )
    }
    assert.ok(
      hot.every((r) => !/select \*/i.test(r.statement)),
      'columns are named, never *',
    )
  })

  test("a column added by a newer instance's migration (rolling upgrade) changes no answer", async () => {
    const before = await answers()
    const admin = new pg.Client({ connectionString: t.config.databaseUrl })
    await admin.connect()
    try {
      for (const table of ['tokens', 'members', 'candidates', 'notes', 'flags']) {
        await admin.query(`alter table ${table} add column added_later text default 'x'`)
      }
    } finally {
      await admin.end()
    }
    assert.deepEqual(await answers(), before)
  })

  test('switched off, nothing is prepared by name', async () => {
    const plain = await buildTestApp(postgres!, { dbPoolSize: 1, readCacheMb: 0, dbPreparedStatements: false })
    try {
      const candidate = json(await plain.call('POST', '/v1/Candidates', plain.adminToken, { FirstName: 'Grace', LastName: 'Hopper' }))
      assert.equal((await plain.call('GET', `/v1/Candidates/${candidate.Id}/Notes`)).statusCode, 200)
      assert.deepEqual(await prepared(plain), [])
    } finally {
      await plain.close()
    }
  })
})
