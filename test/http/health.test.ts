import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'

for (const backend of await backends()) {
  describe(`system routes [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    test('GET /healthz answers 200 without a token', async () => {
      const res = await t.call('GET', '/healthz', null)
      assert.equal(res.statusCode, 200)
      assert.deepEqual(json(res), { status: 'ok' })
      assert.ok(res.headers['x-request-id'])
    })

    test('GET /openapi.json is OpenAPI 3.1 and lists the original operations', async () => {
      const res = await t.call('GET', '/openapi.json', null)
      assert.equal(res.statusCode, 200)
      const doc = json(res)
      assert.equal(doc.openapi, '3.1.0')
      for (const path of ['/v1/Candidates/{id}', '/v1/Candidates/{candidateId}/Notes', '/v1/Candidates/{candidateId}/QualityFlags']) {
        assert.ok(doc.paths[path], `missing ${path}`)
      }
      const note = doc.paths['/v1/Candidates/{candidateId}/Notes'].get.responses['200'].content['application/json'].schema
      assert.deepEqual(Object.keys(note.items.properties), ['Id', 'SendToHiringTeam', 'Note', 'Private', 'CreatedById', 'CreatedDate', 'UpdatedDate', 'VacancyId'])
    })
  })
}
