import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'

/** The files as @fastify/swagger-ui ships them, read here from its package. */
const shipped = (name: string) =>
  readFileSync(join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static', name))

for (const backend of await backends()) {
  describe(`/docs's scripts and styles, compressed [${backend.name}]`, () => {
    let t: TestApp
    let script: string
    before(async () => {
      t = await buildTestApp(backend)
      // The script the reference page itself loads.
      const page = await t.call('GET', '/docs', null)
      const src = /<script src="(\/docs\/static\/swagger-ui-bundle\.js)"/.exec(page.body)?.[1]
      assert.ok(src, page.body)
      script = src
    })
    after(() => t.close())

    const get = (url: string, headers: Record<string, string>) => t.call('GET', url, null, undefined, headers)

    test('a client accepting brotli and gzip gets the script as brotli, the same bytes once decompressed', async () => {
      const res = await get(script, { 'accept-encoding': 'gzip, deflate, br' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-encoding'], 'br')
      assert.match(String(res.headers['content-type']), /^application\/javascript/)
      assert.match(String(res.headers.vary), /accept-encoding/i)
      assert.match(String(res.headers['content-security-policy']), /script-src 'self'/)
      const plain = shipped('swagger-ui-bundle.js')
      assert.ok(plain.length > 1_000_000, 'the script is over a megabyte')
      assert.ok(res.rawPayload.length < plain.length / 3, `${res.rawPayload.length} bytes sent`)
      assert.equal(Number(res.headers['content-length']), res.rawPayload.length)
      assert.ok(brotliDecompressSync(res.rawPayload).equals(plain))
    })

    test('a client accepting gzip alone, or brotli refused, gets gzip', async () => {
      for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
        const res = await get(script, { 'accept-encoding': accept })
        assert.equal(res.headers['content-encoding'], 'gzip', accept)
        assert.ok(gunzipSync(res.rawPayload).equals(shipped('swagger-ui-bundle.js')), accept)
      }
    })

    test('a client naming no encoding it takes gets the plain script', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<
        string,
        string
      >[]) {
        const res = await get(script, headers)
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-encoding'], undefined, JSON.stringify(headers))
        assert.match(String(res.headers.vary), /accept-encoding/i)
        assert.ok(res.rawPayload.equals(shipped('swagger-ui-bundle.js')), JSON.stringify(headers))
      }
    })

    test('the styles are compressed too; an image is sent as it is', async () => {
      const css = await get('/docs/static/swagger-ui.css', { 'accept-encoding': 'br' })
      assert.equal(css.headers['content-encoding'], 'br')
      assert.match(String(css.headers['content-type']), /^text\/css/)
      assert.ok(brotliDecompressSync(css.rawPayload).equals(shipped('swagger-ui.css')))
      const png = await get('/docs/static/favicon-32x32.png', { 'accept-encoding': 'br' })
      assert.equal(png.statusCode, 200)
      assert.equal(png.headers['content-encoding'], undefined)
      assert.ok(png.rawPayload.equals(shipped('favicon-32x32.png')))
    })

    test("a compressed answer's ETag answers 304 when sent back; another encoding's does not", async () => {
      const first = await get(script, { 'accept-encoding': 'br' })
      const etag = String(first.headers.etag)
      const again = await get(script, { 'accept-encoding': 'br', 'if-none-match': etag })
      assert.equal(again.statusCode, 304)
      assert.equal(again.rawPayload.length, 0)
      const gzip = await get(script, { 'accept-encoding': 'gzip', 'if-none-match': etag })
      assert.equal(gzip.statusCode, 200)
      assert.notEqual(gzip.headers.etag, etag)
    })

    test('a range is served from the plain file', async () => {
      const res = await get(script, { 'accept-encoding': 'br', range: 'bytes=0-99' })
      assert.equal(res.statusCode, 206)
      assert.equal(res.headers['content-encoding'], undefined)
      assert.ok(res.rawPayload.equals(shipped('swagger-ui-bundle.js').subarray(0, 100)))
    })

    test('a file that is not there is still a 404', async () => {
      const res = await get('/docs/static/nothing-here.js', { 'accept-encoding': 'br' })
      assert.equal(res.statusCode, 404)
      assert.equal(res.headers['content-encoding'], undefined)
    })
  })
}
