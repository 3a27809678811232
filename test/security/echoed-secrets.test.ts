import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { looksLikeSecret, maskSecrets } from '../../src/domain/access/tokens.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'

/**
 * A secret pasted in the wrong place, with or without its `ats_` prefix,
 * never comes back in a header or an error, where client logs and proxies
 * would keep it. It is recognised by its shape (test/server/logs.test.ts
 * checks the log for the same).
 */
describe('secrets recognised by their shape', () => {
  test('a generated secret, with and without its prefix, looks like a secret; common request ids do not', () => {
    for (let i = 0; i < 200; i++) {
      const secret = randomBytes(32).toString('base64url')
      assert.ok(looksLikeSecret(secret), secret)
      assert.ok(looksLikeSecret('ats_' + secret))
      assert.ok(!maskSecrets(`path /a/${secret}/b`).includes(secret.slice(0, 20)))
    }
    for (const id of [
      '3f2b8c1e-9d4a-4e7b-8c1f-2a3b4c5d6e7f',
      '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      'trace-abc-123',
      'V1StGXR8_Z5jdHi6B-myT',
      '0af7651916cd43dd8448eb211c80319c',
    ]) {
      assert.ok(!looksLikeSecret(id), id)
      assert.equal(maskSecrets(`id ${id}`), `id ${id}`)
    }
  })
})

for (const backend of await backends()) {
  describe(`secrets sent in the wrong place are not echoed [${backend.name}]`, () => {
    let t: TestApp
    let bare: string
    before(async () => {
      t = await buildTestApp(backend)
      bare = (await t.member('recruiter')).token.slice('ats_'.length)
    })
    after(() => t.close())

    test('200: a request id holding a secret without its prefix is replaced, not echoed', async () => {
      const res = await t.call('GET', '/v1/Candidates', undefined, undefined, { 'x-request-id': bare })
      assert.equal(res.statusCode, 200)
      assert.notEqual(res.headers['x-request-id'], bare)
      assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/)
    })

    test('200: an ordinary request id is still echoed', async () => {
      const res = await t.call('GET', '/v1/Candidates', undefined, undefined, { 'x-request-id': 'trace-abc-123' })
      assert.equal(res.headers['x-request-id'], 'trace-abc-123')
    })

    test('404: a secret without its prefix in an unknown path is masked in the detail', async () => {
      const res = await t.call('GET', `/v1/Nowhere/${bare}`)
      assert.equal(res.statusCode, 404)
      assert.ok(!res.body.includes(bare.slice(0, 16)), res.body)
      assert.match(res.body, /ats_\*\*\*/)
    })

    test('400: a secret without its prefix as an unknown field name is masked in the detail', async () => {
      const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'A', LastName: 'B', [bare]: 1 })
      assert.equal(res.statusCode, 400)
      assert.ok(!res.body.includes(bare.slice(0, 16)), res.body)
    })
  })
}
