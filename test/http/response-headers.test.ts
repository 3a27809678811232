import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, uploadRaw } from '../helpers/documents.js'

/**
 * Answers hold personal data: whatever the route and whatever the status, no
 * shared or browser cache may keep them and no browser may sniff another
 * type. Downloads keep their own caching rule (B5: `private, no-cache`, so a
 * client may revalidate with its ETag). The cached fast path is checked in
 * hot-reads-front.test.ts.
 */
for (const backend of await backends()) {
  describe(`headers of every answer [${backend.name}]`, () => {
    let t: TestApp
    let cid: number
    let docId: string
    before(async () => {
      t = await buildTestApp(backend)
      cid = await newCandidate(t)
      assert.equal((await t.call('POST', `/v1/Candidates/${cid}/Notes`, undefined, { Note: 'kept private' })).statusCode, 201)
      const up = await uploadRaw(t, cid, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="cv.pdf"' })
      assert.equal(up.statusCode, 201)
      docId = json(up).Id
    })
    after(() => t.close())

    const cases: [string, string, string, unknown, number][] = [
      ['a candidate', 'GET', '/v1/Candidates/%c', undefined, 200],
      ['a list of notes', 'GET', '/v1/Candidates/%c/Notes', undefined, 200],
      ['a list of candidates', 'GET', '/v1/Candidates?q=a', undefined, 200],
      ['a created note', 'POST', '/v1/Candidates/%c/Notes', { Note: 'another' }, 201],
      ['a validation error', 'POST', '/v1/Candidates/%c/Notes', { Note: '' }, 400],
      ['a missing candidate', 'GET', '/v1/Candidates/999999', undefined, 404],
      ['an unknown route', 'GET', '/v1/Nowhere', undefined, 404],
      ['a refused token', 'GET', '/v1/Candidates/%c', null, 403],
      ['members', 'GET', '/v1/Members', undefined, 200],
    ]
    for (const [what, method, path, body, status] of cases) {
      test(`${status}: ${what} is no-store and nosniff`, async () => {
        const url = path.replace('%c', String(cid))
        // A null body stands for a request with an unknown token.
        const res = body === null ? await t.call(method, url, 'ats_' + 'x'.repeat(40)) : await t.call(method, url, undefined, body)
        assert.equal(res.statusCode, status, res.body)
        assert.equal(res.headers['cache-control'], 'no-store', what)
        assert.equal(res.headers['x-content-type-options'], 'nosniff', what)
      })
    }

    test('200: a read repeated (answered from kept bytes) keeps the headers', async () => {
      for (let i = 0; i < 2; i++) {
        const res = await t.call('GET', `/v1/Candidates/${cid}/Notes`)
        assert.equal(res.headers['cache-control'], 'no-store')
        assert.equal(res.headers['x-content-type-options'], 'nosniff')
      }
    })

    test('200: a download keeps its own rule, so the client can revalidate', async () => {
      const res = await t.call('GET', `/v1/document/${docId}`)
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['cache-control'], 'private, no-cache')
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
    })
  })
}
