import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { listen, rawExchange } from '../helpers/sockets.js'

/**
 * A request with two `Authorization` lines is refused: Node keeps the first,
 * a proxy may read the last, and the two would disagree about who asks.
 */
for (const backend of await backends()) {
  describe(`two Authorization headers [${backend.name}]`, () => {
    let t: TestApp
    let addr: { host: string; port: number }
    let reader: { id: number; token: string }
    let cid: number
    // light-my-request sends an array as one header line per value, as a client would.
    const twice = (tokens: [string, string]) => ({ authorization: tokens }) as unknown as Record<string, string>
    const raw = (path: string, lines: string[]) =>
      rawExchange(addr, `GET ${path} HTTP/1.1\r\nHost: x\r\n${lines.map((l) => `${l}\r\n`).join('')}Connection: close\r\n\r\n`)

    before(async () => {
      t = await buildTestApp(backend)
      addr = await listen(t)
      reader = await t.member('recruiter', ['candidates:read', 'notes:read'])
      cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Twice', LastName: 'Asked' })).Id
    })
    after(() => t.close())

    describe('200', () => {
      test('one Authorization line, whatever the case of its name, is read as before', async () => {
        const res = await raw(`/v1/Candidates/${cid}`, [`AUTHORIZATION: ${reader.token}`])
        assert.equal(res.status, 200, res.body)
      })
    })

    describe('400', () => {
      const pairs: Array<[string, () => [string, string]]> = [
        ['the same token twice', () => [t.adminToken, t.adminToken]],
        ['two valid tokens of different members', () => [reader.token, t.adminToken]],
        ['a valid token then a bogus one', () => [t.adminToken, 'ats_bogus']],
        ['a bogus token then a valid one', () => ['ats_bogus', t.adminToken]],
      ]
      for (const [what, tokens] of pairs) {
        test(`${what}: validation_failed naming Authorization, and nothing is written`, async () => {
          const before = json<unknown[]>(await t.call('GET', '/v1/Candidates')).length
          const write = await t.app.inject({
            method: 'POST',
            url: '/v1/Candidates',
            headers: { ...twice(tokens()), 'content-type': 'application/json' },
            payload: JSON.stringify({ FirstName: 'Should', LastName: 'Not' }),
          })
          assertProblem(write, 400, 'validation_failed', 'Authorization')
          assertProblem(
            await t.app.inject({ method: 'GET', url: `/v1/Candidates/${cid}/Notes`, headers: twice(tokens()) }),
            400,
            'validation_failed',
            'Authorization',
          )
          assert.equal(json<unknown[]>(await t.call('GET', '/v1/Candidates')).length, before)
        })
      }

      test('a read whose answer is kept is refused too, before routing as through it', async () => {
        const path = `/v1/Candidates/${cid}/Notes`
        // The reader's answer is kept (and its token known) after these.
        for (let i = 0; i < 3; i++) assert.equal((await raw(path, [`Authorization: ${reader.token}`])).status, 200)
        for (const lines of [
          [`Authorization: ${reader.token}`, `Authorization: ${t.adminToken}`],
          [`Authorization: ${reader.token}`, `authorization: ${reader.token}`],
          [`Authorization: ${reader.token}`, 'X-Other: 1', 'AUTHORIZATION: Bearer ats_bogus'],
        ]) {
          const res = await raw(path, lines)
          assert.equal(res.status, 400, res.body)
          assert.equal(JSON.parse(res.body).field, 'Authorization')
          assert.ok(res.headers['x-request-id'])
        }
      })
    })
  })
}
