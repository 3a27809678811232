import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

const FAKE_TOKEN = `ats_${'Q'.repeat(40)}`

/** What must never appear in an error body: stack frames, SQL, file paths, tokens. */
function assertNothingLeaks(res: LightMyRequestResponse, secrets: string[]) {
  const body = res.body
  assert.doesNotMatch(body, /\bat \S+ \(|\bat \S+:\d+:\d+/, `stack frame in ${body}`)
  assert.doesNotMatch(body, /\bselect\b|\binsert into\b|\bfrom "?\w+"? where\b/i, `SQL in ${body}`)
  assert.doesNotMatch(body, /\/work|\/tmp|node_modules|\.ts\b/, `file path in ${body}`)
  assert.doesNotMatch(body, /ats_[A-Za-z0-9_-]{8,}/, `token-shaped text in ${body}`)
  for (const s of secrets) assert.ok(!body.includes(s), `secret in ${body}`)
}

for (const backend of await backends()) {
  describe(`error answers [${backend.name}]`, () => {
    let t: TestApp
    let cid: number

    /** One request for each kind of refusal a client can meet, several carrying a token where it does not belong. */
    const provoke = async () => {
      const json = { 'content-type': 'application/json' }
      return [
        await t.call('GET', '/v1/Candidates/1', null),
        await t.call('GET', '/v1/Candidates/1', FAKE_TOKEN),
        await t.call('GET', '/v1/Candidates/1', `Bearer ${t.adminToken}x`),
        await t.call('GET', `/v1/Candidates/${cid}/Notes`, (await t.member('hiring_manager', ['flags:read'])).token),
        await t.call('GET', '/v1/Candidates/987654321'),
        await t.call('GET', '/v1/Candidates/987654321/Notes'),
        await t.call('GET', '/v1/Candidates/abc'),
        await t.call('GET', `/v1/Candidates/${t.adminToken}`),
        await t.call('GET', `/v1/${t.adminToken}/Notes`),
        await t.call('GET', `/v1/Candidates?limit=${FAKE_TOKEN}`),
        await t.call('GET', '/v1/Candidates/%E0%A4%A'),
        await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'A', LastName: 'B', [t.adminToken]: 1 }),
        await t.call('POST', '/v1/Candidates', undefined, '{"FirstName": "A",', json),
        await t.call('POST', '/v1/Candidates', undefined, 'x', { 'content-type': `text/${t.adminToken}` }),
        await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, undefined, { FlagType: 9, Note: 'x' }),
        await t.call('DELETE', '/v1/Tokens/987654321'),
        await t.call('POST', '/v1/Members', undefined, { Name: 'Twin', Email: 'twin@example.com', Role: 'admin' }),
        await t.call('GET', '/nowhere'),
      ]
    }

    before(async () => {
      t = await buildTestApp(backend)
      const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Err', LastName: 'Fixture' })
      cid = json(res).Id
      assert.equal(
        (await t.call('POST', '/v1/Members', undefined, { Name: 'Twin', Email: 'twin@example.com', Role: 'admin' })).statusCode,
        201,
      )
    })
    after(() => t.close())

    describe('problem details', () => {
      test('every error is application/problem+json with type, title, status, detail and a snake_case code', async () => {
        const answers = await provoke()
        assert.deepEqual(
          answers.map((r) => r.statusCode),
          [403, 403, 403, 403, 404, 400, 400, 400, 404, 400, 400, 400, 400, 415, 400, 404, 409, 404],
        )
        for (const res of answers) {
          const body = assertProblem(res, res.statusCode)
          assert.equal(typeof body.type, 'string')
          assert.equal(typeof body.title, 'string')
          assert.equal(typeof body.detail, 'string')
          assert.match(body.code, /^[a-z]+(_[a-z]+)*$/)
          assert.ok(body.type.endsWith(body.code), `type ${body.type} does not name ${body.code}`)
          assert.ok(!('statusCode' in body) && !('error' in body) && !('message' in body), `framework body: ${res.body}`)
          assert.ok(res.headers['x-request-id'])
        }
      })

      test('no error body holds a stack frame, SQL, a file path or a token', async () => {
        for (const res of await provoke()) assertNothingLeaks(res, [t.adminToken, FAKE_TOKEN])
      })
    })

    describe('400', () => {
      for (const path of ['/v1/Candidates/%E0%A4%A', '/v1/Candidates/%zz/Notes', '/v1/Candidates/1/QualityFlags%']) {
        test(`malformed percent-encoding ${path} is a 400 problem, with or without a token`, async () => {
          assertProblem(await t.call('GET', path), 400, 'validation_failed', 'path')
          assertProblem(await t.call('GET', path, null), 400, 'validation_failed', 'path')
        })
      }

      test('a path id too long for the router is a 400, not a server fault', async () => {
        const long = '1'.repeat(5000)
        assertProblem(await t.call('GET', `/v1/Candidates/${long}`), 400, 'validation_failed')
        assertProblem(await t.call('GET', `/v1/Candidates/${long}/Notes`), 400, 'validation_failed')
      })

      test('malformed JSON and prototype poisoning are refused as malformed_json', async () => {
        const headers = { 'content-type': 'application/json' }
        assertProblem(await t.call('POST', '/v1/Candidates', undefined, '{"FirstName": "A",', headers), 400, 'malformed_json')
        assertProblem(await t.call('POST', `/v1/Candidates/${cid}/Notes`, undefined, "{'Note': 'x'}", headers), 400, 'malformed_json')
        const poisoned = '{"FirstName": "A", "LastName": "B", "__proto__": {"admin": true}}'
        assertProblem(await t.call('POST', '/v1/Candidates', undefined, poisoned, headers), 400, 'malformed_json')
      })

      test('an empty or non-object JSON body on a write names the body', async () => {
        const headers = { 'content-type': 'application/json' }
        assertProblem(await t.call('POST', '/v1/Candidates', undefined, '', headers), 400, 'validation_failed', 'body')
        assertProblem(await t.call('POST', '/v1/Candidates', undefined, 'null', headers), 400, 'validation_failed', 'body')
        assertProblem(await t.call('POST', '/v1/Candidates', undefined, '"text"', headers), 400, 'validation_failed', 'body')
      })

      test('a Content-Length that does not match the body is a 400', async () => {
        const headers = { 'content-type': 'application/json', 'content-length': '200' }
        assertProblem(await t.call('POST', '/v1/Candidates', undefined, '{"FirstName":"A","LastName":"B"}', headers), 400)
      })
    })

    describe('403', () => {
      test('authentication comes before every other check, unknown routes aside', async () => {
        assertProblem(
          await t.call('POST', '/v1/Candidates', null, 'not json', { 'content-type': 'application/json' }),
          403,
          'invalid_token',
        )
        assertProblem(await t.call('POST', '/v1/Candidates', null, 'x', { 'content-type': 'text/plain' }), 403, 'invalid_token')
        assertProblem(await t.call('GET', '/v1/Candidates/abc', null), 403, 'invalid_token')
      })
    })

    describe('404', () => {
      for (const [method, path] of [
        ['GET', '/v1/NoSuchThing'],
        ['GET', '/nowhere'],
        ['POST', '/v1/Candidates/1/Somewhere'],
        ['GET', '/v2/Candidates/1'],
      ] as const) {
        test(`${method} ${path} is a route_not_found problem`, async () => {
          const body = assertProblem(await t.call(method, path, undefined, method === 'POST' ? {} : undefined), 404, 'route_not_found')
          assert.ok(body.detail.includes(path))
          assertProblem(await t.call(method, path, null, method === 'POST' ? {} : undefined), 404, 'route_not_found')
        })
      }
    })

    describe('415', () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'garbage']) {
        test(`a ${type} body on a JSON write is refused`, async () => {
          assertProblem(
            await t.call('POST', '/v1/Candidates', undefined, 'FirstName=A', { 'content-type': type }),
            415,
            'unsupported_media_type',
          )
          assertProblem(
            await t.call('POST', `/v1/Candidates/${cid}/Notes`, undefined, 'Note=A', { 'content-type': type }),
            415,
            'unsupported_media_type',
          )
        })
      }
    })

    describe('413', () => {
      let small: TestApp
      before(async () => {
        small = await buildTestApp(backend, { maxJsonBytes: 2048 })
      })
      after(() => small.close())

      test('a JSON body over maxJsonBytes is payload_too_large, naming the limit', async () => {
        const body = assertProblem(
          await small.call('POST', '/v1/Candidates', undefined, { FirstName: 'x'.repeat(3000), LastName: 'B' }),
          413,
          'payload_too_large',
        )
        assert.match(body.detail, /2048/)
        const c = await small.call('POST', '/v1/Candidates', undefined, { FirstName: 'x'.repeat(150), LastName: 'B' })
        assert.equal(c.statusCode, 201, c.body)
        const note = await small.call('POST', `/v1/Candidates/${json(c).Id}/Notes`, undefined, { Note: 'n'.repeat(5000) })
        assertProblem(note, 413, 'payload_too_large')
        assert.deepEqual(json(await small.call('GET', `/v1/Candidates/${json(c).Id}/Notes`)), [])
      })
    })

    describe('500', () => {
      let broken: TestApp
      before(async () => {
        broken = await buildTestApp(backend)
        // A real fault, not a mock: the flags table is gone.
        await broken.app.services.stores.database.db.schema.dropTable('flags').execute()
      })
      after(() => broken.close())

      test('a server fault says only that something failed, with the request id', async () => {
        const c = json(await broken.call('POST', '/v1/Candidates', undefined, { FirstName: 'A', LastName: 'B' }))
        const res = await broken.call('GET', `/v1/Candidates/${c.Id}/QualityFlags`, undefined, undefined, { 'x-request-id': 'fault-1' })
        const body = assertProblem(res, 500, 'internal_error')
        assert.equal(body.requestId, 'fault-1')
        assert.equal(res.headers['x-request-id'], 'fault-1')
        assert.doesNotMatch(res.body, /flags|sqlite|relation|no such table/i)
        assertNothingLeaks(res, [broken.adminToken])
      })
    })
  })
}
