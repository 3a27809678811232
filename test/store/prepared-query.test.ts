import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { preparedQuery } from '../../src/store/sql/prepared-query.js'
import type { Db } from '../../src/store/sql/db.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'

/**
 * A prepared query (store/sql/prepared-query.ts) is built and compiled once
 * per database, then run with new values: in a transaction too, which is a
 * handle of its own each time (a change's audit row and event are written in
 * the change's transaction, on every write request).
 */
for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`a prepared query [${backend.name}]`, () => {
    let t: TestApp
    let db: Db
    let builds = 0
    const candidateName = preparedQuery((db: Db, id: number) => {
      builds++
      return db.selectFrom('candidates').select(['id', 'first_name']).where('id', '=', id)
    })
    const ids: number[] = []

    before(async () => {
      t = await buildTestApp(backend)
      db = t.app.services.stores.database.db
      for (const name of ['Ada', 'Grace', 'Edsger'])
        ids.push(json(await t.call('POST', '/v1/Candidates', t.adminToken, { FirstName: name, LastName: 'X' })).Id)
    })
    after(() => t.close())

    test('is built once, whether run on the database or in one transaction after another, and answers each its own values', async () => {
      const names: unknown[] = []
      names.push(await candidateName(db, ids[0]!))
      for (const id of ids) names.push(await db.transaction().execute((trx) => candidateName(trx, id)))
      assert.deepEqual(
        names.map((rows) => (rows as { first_name: string }[]).map((r) => r.first_name)),
        [['Ada'], ['Ada'], ['Grace'], ['Edsger']],
      )
      assert.equal(builds, 1)
    })

    test('a transaction sees its own writes through it, and the database only once committed', async () => {
      await assert.rejects(
        db.transaction().execute(async (trx) => {
          await trx.updateTable('candidates').set({ first_name: 'Augusta' }).where('id', '=', ids[0]!).execute()
          assert.deepEqual(await candidateName(trx, ids[0]!), [{ id: ids[0], first_name: 'Augusta' }])
          throw new Error('rolled back')
        }),
        /rolled back/,
      )
      assert.deepEqual(await candidateName(db, ids[0]!), [{ id: ids[0], first_name: 'Ada' }])
      assert.equal(builds, 1)
    })
  })
}
