import assert from 'node:assert/strict'
import { enqueueJob } from '../../src/store/repositories/job.repository.js'
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

    test('GET /readyz answers 200 when the stores answer', async () => {
      const res = await t.call('GET', '/readyz', null)
      assert.equal(res.statusCode, 200)
      assert.deepEqual(json(res), { status: 'ready' })
    })

    test('GET /metrics is Prometheus text with request counts by route pattern', async () => {
      await t.call('GET', '/v1/Candidates/123456', t.adminToken)
      const res = await t.call('GET', '/metrics', null)
      assert.equal(res.statusCode, 200)
      assert.match(String(res.headers['content-type']), /^text\/plain/)
      assert.match(res.body, /http_requests_total\{method="GET",route="\/v1\/Candidates\/:id",status="404"\} 1/)
      assert.match(res.body, /http_request_duration_seconds_bucket\{/)
      assert.match(res.body, /ats_document_bytes_uploaded_total/)
      assert.doesNotMatch(res.body, /123456/)
    })

    test('GET /metrics tells the shared job queue: jobs by state and the wait of the oldest due one', async () => {
      await t.call('GET', '/metrics', null)
      const now = new Date(Date.now() - 5000).toISOString()
      await enqueueJob(t.app.services.stores.database.db, { kind: 'metrics-probe', payload: {}, maxAttempts: 1 }, now)
      const res = await t.call('GET', '/metrics', null)
      assert.equal(res.statusCode, 200)
      const lines = res.body.split('\n').filter((l) => l.startsWith('ats_jobs'))
      assert.ok(
        lines.some((l) => /^ats_jobs\{state="queued"\} [1-9]/.test(l)),
        lines.join('\n'),
      )
      assert.ok(lines.includes('ats_jobs{state="running"} 0'), lines.join('\n'))
      assert.ok(lines.includes('ats_jobs{state="failed"} 0'), lines.join('\n'))
      const waited = Number(/^ats_jobs_oldest_due_seconds (\S+)$/m.exec(res.body)?.[1])
      assert.ok(waited >= 5, `the oldest due job waited ${waited} s`)
    })

    test('GET /docs serves the API reference from local assets', async () => {
      const res = await t.call('GET', '/docs', null)
      assert.equal(res.statusCode, 200)
      assert.match(res.body, /swagger-ui/i)
      assert.doesNotMatch(res.body, /https?:\/\/(?!localhost)[a-z0-9.-]+\/[^"']*\.(js|css)/i)
    })

    test('GET /openapi.json is OpenAPI 3.1 and lists the original operations', async () => {
      const res = await t.call('GET', '/openapi.json', null)
      assert.equal(res.statusCode, 200)
      const doc = json(res)
      assert.equal(doc.openapi, '3.1.0')
      for (const path of ['/v1/Candidates/{id}', '/v1/Candidates/{candidateId}/Notes', '/v1/Candidates/{candidateId}/QualityFlags']) {
        assert.ok(doc.paths[path], `missing ${path}`)
      }
      const list = doc.paths['/v1/Candidates/{candidateId}/Notes'].get.responses['200'].content['application/json'].schema
      assert.deepEqual(list.items, { $ref: '#/components/schemas/Note' })
      const note = doc.components.schemas.Note
      assert.deepEqual(Object.keys(note.properties), [
        'Id',
        'SendToHiringTeam',
        'Note',
        'Private',
        'CreatedById',
        'CreatedDate',
        'UpdatedDate',
        'VacancyId',
      ])
    })
  })

  describe(`readiness when the database is gone [${backend.name}]`, () => {
    test('GET /readyz answers 503 naming the database', async () => {
      const t = await buildTestApp(backend)
      try {
        await t.app.services.stores.database.close()
        const res = await t.call('GET', '/readyz', null)
        assert.equal(res.statusCode, 503)
        assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8')
        assert.equal(json(res).code, 'service_unavailable')
        assert.match(json(res).detail, /database/)
      } finally {
        await t.close()
      }
    })
  })
}
