import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { ConfigError, loadConfig, makeConfig } from '../../src/config.js'
import { openStores } from '../../src/store/stores.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, newCandidate, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { nginxInstalled, startNginxFront, type NginxFront } from '../helpers/nginx-front.js'
import { listen } from '../helpers/sockets.js'

const PREFIX = '/_ats_documents/'
const VIA_PROXY = { 'x-sendfile-type': 'X-Accel-Redirect' }
/** What a download answers besides its bytes (SPEC B5), compared between the two ways of sending it. */
const DOWNLOAD_HEADERS = [
  'content-type',
  'content-disposition',
  'etag',
  'last-modified',
  'cache-control',
  'x-content-type-options',
  'accept-ranges',
]

async function blobKey(t: TestApp, id: string): Promise<string> {
  const row = await t.app.services.stores.database.db
    .selectFrom('documents')
    .select('blob_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return row.blob_key
}

describe('ATS_ACCEL_REDIRECT_PREFIX', () => {
  test('is read from the environment as a folder path', () => {
    assert.equal(loadConfig({ ATS_ACCEL_REDIRECT_PREFIX: '/_ats_documents/' }).accelRedirectPrefix, '/_ats_documents/')
    assert.equal(loadConfig({}).accelRedirectPrefix, undefined)
  })
  for (const bad of ['_ats/', '/_ats', '/../', '/a/../', '/a b/', 'http://x/']) {
    test(`refuses ${JSON.stringify(bad)}`, () => {
      assert.throws(
        () => loadConfig({ ATS_ACCEL_REDIRECT_PREFIX: bad }),
        (err) => err instanceof ConfigError && /ATS_ACCEL_REDIRECT_PREFIX/.test(err.message),
      )
    })
  }
})

for (const backend of await backends()) {
  describe(`documents sent by a proxy (X-Accel-Redirect) [${backend.name}]`, () => {
    if (backend.blobs) {
      test('an object store cannot be served by the proxy: refused at start, naming the setting', async () => {
        const bucket = await backend.blobs!()
        const dir = mkdtempSync(join(tmpdir(), 'ats-test-'))
        try {
          const config = makeConfig({ dataDir: dir, blobUrl: bucket.blobUrl, accelRedirectPrefix: PREFIX })
          await assert.rejects(openStores(config), (err) => err instanceof ConfigError && /ATS_ACCEL_REDIRECT_PREFIX/.test(err.message))
        } finally {
          await bucket.drop()
          rmSync(dir, { recursive: true, force: true })
        }
      })
      return
    }

    let t: TestApp
    let id: string
    let etag: string
    const bytes = SAMPLES.pdf.bytes
    const get = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET', token = t.adminToken) =>
      t.call(method, `/v1/document/${id}`, token, undefined, headers)

    before(async () => {
      t = await buildTestApp(backend, { accelRedirectPrefix: PREFIX })
      const doc = json(await uploadRaw(t, await newCandidate(t), bytes, { disposition: 'attachment; filename="cv.pdf"' }))
      id = doc.Id
      etag = `"${doc.Sha256}"`
      // The document's text is read once after the upload: let that settle, so what follows counts downloads alone.
      await jobsSettled(t)
    })
    after(() => t.close())

    test('a whole-document GET through the proxy answers the headers and names the file; the proxy sends the bytes', async () => {
      const res = await get(VIA_PROXY)
      const direct = await get({})
      assert.equal(res.statusCode, 200)
      assert.equal(res.rawPayload.length, 0)
      const key = await blobKey(t, id)
      assert.equal(res.headers['x-accel-redirect'], PREFIX + key)
      // The file the proxy will send is the document, byte for byte.
      assert.ok(readFileSync(join(t.app.services.stores.blobs.filesRoot!, key)).equals(bytes))
      for (const h of DOWNLOAD_HEADERS) assert.equal(res.headers[h], direct.headers[h], h)
      assert.notEqual(res.headers['content-length'], String(bytes.length), 'the proxy sets the length from the file')
      assert.equal(res.headers.etag, etag)
    })

    test('without the proxy header (or with another value) the service streams the bytes itself', async () => {
      for (const headers of [{}, { 'x-sendfile-type': 'X-Sendfile' }] as Array<Record<string, string>>) {
        const res = await get(headers)
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['x-accel-redirect'], undefined)
        assert.ok(res.rawPayload.equals(bytes))
      }
    })

    test('ranges, HEAD and conditional requests are answered by the service, never handed to the proxy', async () => {
      const range = await get({ ...VIA_PROXY, range: 'bytes=0-9' })
      assert.equal(range.statusCode, 206)
      assert.ok(range.rawPayload.equals(bytes.subarray(0, 10)))
      const head = await get(VIA_PROXY, 'HEAD')
      assert.equal(head.statusCode, 200)
      assert.equal(head.headers['content-length'], String(bytes.length))
      const current = await get({ ...VIA_PROXY, 'if-none-match': etag })
      assert.equal(current.statusCode, 304)
      assertProblem(await get({ ...VIA_PROXY, range: `bytes=${bytes.length}-` }), 416, 'range_not_satisfiable')
      for (const res of [range, head, current]) assert.equal(res.headers['x-accel-redirect'], undefined)
    })

    test('authorization comes first: no token, no file name', async () => {
      const res = await get(VIA_PROXY, 'GET', null as unknown as string)
      assertProblem(res, 403)
      assert.equal(res.headers['x-accel-redirect'], undefined)
    })

    test('bytes missing from the store: a 500 problem, not a redirect to nothing', async () => {
      const other = json(await uploadRaw(t, await newCandidate(t), SAMPLES.docx.bytes, { disposition: 'attachment; filename="cv.docx"' }))
      rmSync(join(t.app.services.stores.blobs.filesRoot!, await blobKey(t, other.Id)))
      const res = await t.call('GET', `/v1/document/${other.Id}`, t.adminToken, undefined, VIA_PROXY)
      assertProblem(res, 500)
      assert.equal(res.headers['x-accel-redirect'], undefined)
    })
  })
}

describe(
  'deploy/nginx/ats.conf in front of the service (real nginx on loopback)',
  { skip: !nginxInstalled() && 'nginx is not installed (Debian package nginx)' },
  () => {
    let t: TestApp
    let front: NginxFront
    let service: string
    let id: string
    let etag: string
    const bytes = Buffer.concat([SAMPLES.pdf.bytes, Buffer.alloc(3 << 20, 7)]) // past nginx's and Node's buffer sizes
    const viaNginx = (path: string, init: RequestInit = {}, token: string | null = t.adminToken) =>
      fetch(front.url + path, {
        ...init,
        headers: { ...(token && { authorization: token }), ...(init.headers as Record<string, string> | undefined) },
      })

    before(async () => {
      const [sqlite] = await backends()
      t = await buildTestApp(sqlite!, { accelRedirectPrefix: PREFIX })
      const addr = await listen(t)
      service = `http://${addr.host}:${addr.port}`
      front = await startNginxFront(service, t.app.services.stores.blobs.filesRoot!)
      const candidate = await newCandidate(t)
      const up = await viaNginx(`/v1/Candidates/${candidate}/Document`, {
        method: 'POST',
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Lebenslauf Müller.pdf"' },
        body: bytes,
      })
      assert.equal(up.status, 201, await up.clone().text())
      const doc = (await up.json()) as { Id: string; Sha256: string }
      id = doc.Id
      etag = `"${doc.Sha256}"`
    })
    after(async () => {
      await front?.stop()
      await t?.close()
    })

    test("a download through nginx is the service's answer: same status, headers and bytes, sent by nginx", async () => {
      const blobs = t.app.services.stores.blobs
      const read = blobs.get.bind(blobs)
      let opened = 0
      blobs.get = (...args) => (opened++, read(...args))
      let proxied: Response
      try {
        proxied = await viaNginx(`/v1/document/${id}`)
        assert.equal(proxied.status, 200)
        assert.ok(Buffer.from(await proxied.arrayBuffer()).equals(bytes))
      } finally {
        blobs.get = read
      }
      assert.equal(opened, 0, 'the service did not read the file itself')
      const direct = await fetch(`${service}/v1/document/${id}`, { headers: { authorization: t.adminToken } })
      await direct.arrayBuffer()
      for (const h of [...DOWNLOAD_HEADERS, 'content-length']) assert.equal(proxied.headers.get(h), direct.headers.get(h), h)
      assert.equal(proxied.headers.get('x-accel-redirect'), null)
      assert.match(proxied.headers.get('x-request-id') ?? '', /\S/)
      assert.match(proxied.headers.get('server') ?? '', /nginx/, 'nginx sent it, not a pass-through')
    })

    test("ranges, HEAD and If-None-Match through nginx keep the service's answers", async () => {
      const range = await viaNginx(`/v1/document/${id}`, { headers: { range: 'bytes=100-199' } })
      assert.equal(range.status, 206)
      assert.equal(range.headers.get('content-range'), `bytes 100-199/${bytes.length}`)
      assert.ok(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(100, 200)))
      // Where the service answers the whole document, nginx must not cut it up itself.
      for (const headers of [{ range: 'bytes=0-1', 'if-range': '"stale"' }, { range: 'bytes=0-1,5-6' }] as Array<Record<string, string>>) {
        const whole = await viaNginx(`/v1/document/${id}`, { headers })
        assert.equal(whole.status, 200, JSON.stringify(headers))
        assert.ok(Buffer.from(await whole.arrayBuffer()).equals(bytes))
      }
      const head = await viaNginx(`/v1/document/${id}`, { method: 'HEAD' })
      assert.equal(head.status, 200)
      assert.equal(head.headers.get('content-length'), String(bytes.length))
      const current = await viaNginx(`/v1/document/${id}`, { headers: { 'if-none-match': etag } })
      assert.equal(current.status, 304)
    })

    test("freshness is the service's to decide, from the document's date, not from the file's", async () => {
      utimesSync(join(t.app.services.stores.blobs.filesRoot!, await blobKey(t, id)), new Date('2000-01-01'), new Date('2000-01-01'))
      // nginx by default answers 304 when the date is exactly the file's.
      const res = await viaNginx(`/v1/document/${id}`, { headers: { 'if-modified-since': new Date('2000-01-01').toUTCString() } })
      assert.equal(res.status, 200)
      assert.equal(Buffer.from(await res.arrayBuffer()).length, bytes.length)
      assert.notEqual(res.headers.get('last-modified'), new Date('2000-01-01').toUTCString())
    })

    test('errors pass through as problem details; the internal location cannot be asked for directly', async () => {
      const anonymous = await viaNginx(`/v1/document/${id}`, {}, null)
      assert.equal(anonymous.status, 403)
      assert.match(anonymous.headers.get('content-type') ?? '', /^application\/problem\+json/)
      const key = await blobKey(t, id)
      const direct = await viaNginx(PREFIX + key)
      assert.equal(direct.status, 404)
      assert.ok(!Buffer.from(await direct.arrayBuffer()).includes(bytes.subarray(0, 64)))
      // A client's own X-Sendfile-Type is replaced by nginx, not trusted into a redirect to a path it chose.
      const spoofed = await viaNginx(`/v1/document/${id}`, { headers: { 'x-sendfile-type': 'X-Sendfile' } })
      assert.equal(spoofed.status, 200)
      assert.equal(Buffer.from(await spoofed.arrayBuffer()).length, bytes.length)
    })
  },
)
