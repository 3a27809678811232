import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import http from 'node:http'
import { stat } from 'node:fs/promises'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, storedState, waitFor } from '../helpers/documents.js'
import { listen, streamUpload } from '../helpers/sockets.js'

const MiB = 1024 * 1024

/** Deterministic filler, made once and reused, so the test itself holds almost nothing. */
const filler = Buffer.alloc(MiB, 'a CV is mostly words. ')

for (const backend of await backends()) {
  describe(`documents over real sockets [${backend.name}]`, () => {
    let t: TestApp
    let addr: { host: string; port: number }
    let candidate: number
    before(async () => {
      t = await buildTestApp(backend, { maxDocumentBytes: 256 * MiB })
      addr = await listen(t)
      candidate = await newCandidate(t)
    })
    after(() => t.close())

    const path = () => `/v1/Candidates/${candidate}/Document`

    test('an upload cut off mid-stream leaves no row, no blob and no scratch file', async () => {
      const before = await storedState(t)
      const upload = streamUpload(addr, path(), {
        authorization: t.adminToken,
        'content-type': 'application/pdf',
        'content-length': String(64 * MiB),
      })
      await upload.write(SAMPLES.pdf.bytes)
      for (let i = 0; i < 4; i++) await upload.write(filler)
      // The bytes are arriving on the server's side...
      await waitFor(async () => {
        const [file] = await t.app.services.stores.staging.list()
        return file !== undefined && ((await stat(file).catch(() => undefined))?.size ?? 0) > 0
      }, 'the upload to reach the scratch file')
      upload.abort()
      // ...and once the client is gone, the scratch file goes and nothing else appears.
      await waitFor(async () => (await storedState(t)).scratch === 0, 'the scratch file to be removed')
      assert.deepEqual(await storedState(t), before)
      // The service is unharmed.
      const res = await t.call('GET', `/v1/Candidates/${candidate}/Documents`)
      assert.equal(res.statusCode, 200)
    })

    test('an upload over the limit is answered 413 long before the client finishes sending', async () => {
      const small = await buildTestApp(backend, { maxDocumentBytes: MiB })
      try {
        const smallAddr = await listen(small)
        const id = await newCandidate(small)
        const before = await storedState(small)
        for (const contentType of ['application/pdf', 'multipart/form-data; boundary=b']) {
          // No Content-Length: the limit can only be noticed while reading.
          const upload = streamUpload(smallAddr, `/v1/Candidates/${id}/Document`, {
            authorization: small.adminToken,
            'content-type': contentType,
            'transfer-encoding': 'chunked',
          })
          const prefix = contentType.startsWith('multipart/')
            ? Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n')
            : Buffer.alloc(0)
          await upload.write(Buffer.concat([prefix, SAMPLES.pdf.bytes]))
          for (let i = 0; i < 200 && (await upload.write(filler)); i++);
          const res = await upload.response
          assert.equal(res.status, 413, res.body)
          assert.equal(JSON.parse(res.body).code, 'payload_too_large')
          assert.ok(upload.sent() < 100 * MiB, `the server read on to ${upload.sent()} bytes`)
          process.stdout.write(
            `# ${contentType.split(';')[0]}: 413 after the client had sent ${(upload.sent() / MiB).toFixed(1)} MiB (limit 1 MiB)\n`,
          )
          upload.abort()
        }
        await waitFor(async () => (await storedState(small)).scratch === 0, 'the scratch files to be removed')
        assert.deepEqual(await storedState(small), before)
      } finally {
        await small.close()
      }
    })

    test('downloads at once, one of them given up half-way, each get their own exact bytes', async () => {
      // Read buffers are reused from one download to the next (store/blobs/pooled-file-stream.ts): none may carry another's bytes.
      const docs: Array<{ id: number; sha256: string }> = []
      for (const word of ['first ', 'second ', 'third ']) {
        const body = Buffer.concat([SAMPLES.pdf.bytes.subarray(0, 1024), Buffer.alloc(MiB + 300_000, word)])
        const res = await t.app.inject({
          method: 'POST',
          url: path(),
          headers: { authorization: t.adminToken, 'content-type': 'application/pdf' },
          payload: body,
        })
        assert.equal(res.statusCode, 201, res.body)
        docs.push({ id: res.json().Id, sha256: createHash('sha256').update(body).digest('hex') })
      }
      const download = (id: number, giveUp = false) =>
        new Promise<string | undefined>((resolve, reject) => {
          const req = http.get({ ...addr, path: `/v1/document/${id}`, headers: { authorization: t.adminToken } }, (r) => {
            assert.equal(r.statusCode, 200)
            const hash = createHash('sha256')
            r.on('data', (c: Buffer) => {
              hash.update(c)
              if (giveUp) req.destroy()
            })
            r.on('end', () => resolve(hash.digest('hex')))
            r.on('error', () => resolve(undefined))
          })
          req.on('error', (err) => (giveUp ? resolve(undefined) : reject(err)))
          req.on('close', () => giveUp && resolve(undefined))
        })
      for (let round = 0; round < 3; round++) {
        const got = await Promise.all([...docs, ...docs, ...docs].map((d, i) => download(d.id, i === round)))
        got.forEach((sha, i) => {
          if (i !== round) assert.equal(sha, docs[i % docs.length]!.sha256, `download ${i} of round ${round}`)
        })
      }
    })

    test('a 200 MiB document streams in and out with flat memory and exact bytes', async () => {
      const total = 200 * MiB
      const baseline = process.memoryUsage.rss()
      let peak = baseline
      const sample = () => {
        peak = Math.max(peak, process.memoryUsage.rss())
      }

      const sent = createHash('sha256')
      const upload = streamUpload(addr, path(), {
        authorization: t.adminToken,
        'content-type': 'application/pdf',
        'content-length': String(total),
        'content-disposition': 'attachment; filename="huge.pdf"',
      })
      const head = SAMPLES.pdf.bytes.subarray(0, 1024)
      sent.update(head)
      await upload.write(head)
      for (let left = total - head.length; left > 0; left -= filler.length) {
        const chunk = left >= filler.length ? filler : filler.subarray(0, left)
        sent.update(chunk)
        await upload.write(chunk)
        sample()
      }
      upload.end()
      const res = await upload.response
      assert.equal(res.status, 201, res.body)
      const doc = JSON.parse(res.body)
      assert.equal(doc.Size, total)
      assert.equal(doc.Sha256, sent.digest('hex'))

      const received = createHash('sha256')
      let length = 0
      await new Promise<void>((resolve, reject) => {
        http
          .get({ ...addr, path: `/v1/document/${doc.Id}`, headers: { authorization: t.adminToken } }, (r) => {
            assert.equal(r.statusCode, 200)
            assert.equal(r.headers['content-length'], String(total))
            r.on('data', (c: Buffer) => {
              received.update(c)
              length += c.length
              sample()
            })
            r.on('end', resolve)
            r.on('error', reject)
          })
          .on('error', reject)
      })
      assert.equal(length, total)
      assert.equal(received.digest('hex'), doc.Sha256)
      const growth = (peak - baseline) / MiB
      process.stdout.write(`# RSS growth while streaming 200 MiB in and out [${backend.name}]: ${growth.toFixed(1)} MiB\n`)
      assert.ok(growth < 100, `RSS grew by ${growth.toFixed(1)} MiB`)
    })
  })
}
