import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp, type TestApp } from '../../helpers/app.js'
import { backends } from '../../helpers/backends.js'

const postgres = (await backends()).find((b) => b.name === 'postgres')

describe('the service connections [postgres]', { skip: !postgres && 'PostgreSQL does not answer' }, () => {
  let t: TestApp
  before(async () => {
    t = await buildTestApp(postgres!)
  })
  after(() => t.close())

  test('compile no query (jit off): a search over common words would spend more time compiling than running', async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(t.app.services.stores.database.db)
    assert.equal(rows[0]?.jit, 'off')
  })
})
