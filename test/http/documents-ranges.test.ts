import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, uploadRaw } from '../helpers/documents.js'

for (const backend of await backends()) {
  describe(`documents: HEAD, conditional and range downloads [${backend.name}]`, () => {
    let t: TestApp
    let id: string
    let etag: string
    const bytes = SAMPLES.pdf.bytes
    const size = bytes.length
    const get = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
      t.call(method, `/v1/document/${id}`, t.adminToken, undefined, headers)

    before(async () => {
      t = await buildTestApp(backend)
      const doc = json(await uploadRaw(t, await newCandidate(t), bytes, { disposition: 'attachment; filename="cv.pdf"' }))
      id = doc.Id
      etag = `"${doc.Sha256}"`
    })
    after(() => t.close())

    describe('200', () => {
      test('HEAD answers the headers of a GET and no body', async () => {
        const head = await get({}, 'HEAD')
        const full = await get({})
        assert.equal(head.statusCode, 200)
        assert.equal(head.rawPayload.length, 0)
        for (const h of [
          'content-type',
          'content-length',
          'content-disposition',
          'etag',
          'last-modified',
          'cache-control',
          'x-content-type-options',
        ]) {
          assert.equal(head.headers[h], full.headers[h], h)
        }
        assert.equal(head.headers['content-length'], String(size))
      })
      test('several ranges, a malformed range or a stale If-Range get the whole document', async () => {
        const variants: Array<Record<string, string>> = [
          { range: 'bytes=0-1,5-6' },
          { range: 'lines=1-2' },
          { range: 'bytes=9-3' },
          { range: 'bytes=0-9', 'if-range': '"stale"' },
        ]
        for (const headers of variants) {
          const res = await get(headers)
          assert.equal(res.statusCode, 200, JSON.stringify(headers))
          assert.ok(res.rawPayload.equals(bytes))
        }
      })
      test('If-None-Match with another tag answers the document', async () => {
        assert.equal((await get({ 'if-none-match': '"something-else"' })).statusCode, 200)
      })
    })

    describe('206', () => {
      const cases: Array<[string, number, number]> = [
        ['bytes=0-9', 0, 9],
        ['bytes=-10', size - 10, size - 1],
        ['bytes=100-', 100, size - 1],
        ['bytes=5-5', 5, 5],
        [`bytes=10-${size + 1000}`, 10, size - 1],
      ]
      for (const [range, start, end] of cases) {
        test(range, async () => {
          const res = await get({ range })
          assert.equal(res.statusCode, 206)
          assert.equal(res.headers['content-range'], `bytes ${start}-${end}/${size}`)
          assert.equal(res.headers['content-length'], String(end - start + 1))
          assert.equal(res.headers['content-type'], 'application/pdf')
          assert.ok(res.rawPayload.equals(bytes.subarray(start, end + 1)))
        })
      }
      test('a matching If-Range keeps the range', async () => {
        assert.equal((await get({ range: 'bytes=0-3', 'if-range': etag })).statusCode, 206)
      })
      test('HEAD with a range', async () => {
        const res = await get({ range: 'bytes=0-3' }, 'HEAD')
        assert.equal(res.statusCode, 206)
        assert.equal(res.headers['content-length'], '4')
        assert.equal(res.rawPayload.length, 0)
      })
    })

    describe('304', () => {
      test('If-None-Match with the ETag, weak or in a list, or *', async () => {
        for (const inm of [etag, `W/${etag}`, `"x", ${etag}`, '*']) {
          const res = await get({ 'if-none-match': inm })
          assert.equal(res.statusCode, 304, inm)
          assert.equal(res.rawPayload.length, 0)
          assert.equal(res.headers.etag, etag)
          assert.equal(res.headers['cache-control'], 'private, no-cache')
        }
      })
      test('If-None-Match sent with Cache-Control: no-cache, as fetch() sends it (the origin answers from its validators)', async () => {
        const res = await get({ 'if-none-match': etag, 'cache-control': 'no-cache', pragma: 'no-cache' })
        assert.equal(res.statusCode, 304)
      })
      test('If-Modified-Since at or after the upload', async () => {
        const lastModified = String((await get({})).headers['last-modified'])
        assert.equal((await get({ 'if-modified-since': lastModified })).statusCode, 304)
        assert.equal((await get({ 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).statusCode, 200)
      })
    })

    describe('416', () => {
      test('a range that starts past the end', async () => {
        for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
          const res = await get({ range })
          assertProblem(res, 416, 'range_not_satisfiable')
          assert.equal(res.headers['content-range'], `bytes */${size}`)
        }
      })
    })
  })
}
