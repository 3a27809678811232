import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { makeConfig } from '../../src/config.js'
import { bootstrapAdmin } from '../../src/domain/members/members.js'
import { openStores, type Stores } from '../../src/store/stores.js'

/**
 * On SQLite a write is answered only once it is on disk (the group commit's
 * durable()), and a write that changes nothing a kept answer reads (the
 * audit rows of reads) leaves the store generation, and the kept answers,
 * in place.
 */
describe('durable writes and the generation [sqlite]', () => {
  let dir: string
  let stores: Stores
  let app: FastifyInstance
  let token: string
  /** Each call of durable(), held until the test lets it go. */
  const held: Array<() => void> = []
  let holding = false

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ats-durable-'))
    const config = makeConfig({ dataDir: dir, logLevel: 'silent', webDir: join(dir, 'no-console') })
    stores = await openStores(config)
    const real = stores.database.durable!.bind(stores.database)
    stores.database.durable = async () => {
      const synced = real()
      if (holding) await new Promise<void>((resolve) => held.push(resolve))
      await synced
    }
    app = await buildApp(config, { stores })
    token = (await bootstrapAdmin(stores.database.db))!.token
  })
  after(async () => {
    await app.close()
    await stores.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: token }, ...(payload && { payload }) })

  test('the answer to a write waits until its data is durable; a read does not', async () => {
    const cid = (await call('POST', '/v1/Candidates', { FirstName: 'Durable', LastName: 'Write' })).json().Id as number
    holding = true
    try {
      let answered = false
      const post = call('POST', `/v1/Candidates/${cid}/Notes`, { Note: 'on disk first' }).then((res) => {
        answered = true
        return res
      })
      while (held.length === 0) await new Promise((resolve) => setImmediate(resolve))
      // Reads go on meanwhile, and see the write (committed, not yet acknowledged).
      const notes = await call('GET', `/v1/Candidates/${cid}/Notes`)
      assert.equal(notes.statusCode, 200)
      assert.equal(answered, false, 'no answer before durable() resolved')
      assert.equal(held.length, 1, 'the read did not wait for a sync')
      held.shift()!()
      assert.equal((await post).statusCode, 201)
    } finally {
      holding = false
      for (const release of held.splice(0)) release()
    }
  })

  test('the audit rows of reads leave the generation where it was; a note moves it', async () => {
    const cid = (await call('POST', '/v1/Candidates', { FirstName: 'Kept', LastName: 'Answer' })).json().Id as number
    assert.equal((await call('GET', `/v1/Candidates/${cid}/Notes`)).statusCode, 200)
    await app.services.auditLog.flush()
    const before = await stores.database.generation()
    assert.equal((await call('GET', `/v1/Candidates/${cid}/Notes`)).statusCode, 200)
    await app.services.auditLog.flush()
    const rows = await stores.database.db.selectFrom('audit_events').select('id').where('candidate_id', '=', cid).execute()
    assert.ok(rows.length >= 2, 'the reads were written to the audit log')
    assert.equal(await stores.database.generation(), before, 'an audit write moved the generation')
    assert.equal((await call('POST', `/v1/Candidates/${cid}/Notes`, { Note: 'moves it' })).statusCode, 201)
    assert.ok((await stores.database.generation()) > before)
  })
})
