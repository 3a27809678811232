import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, storedState, uploadForm, uploadMultipart, uploadRaw } from '../helpers/documents.js'

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

for (const backend of await backends()) {
  describe(`documents: upload, download, list, delete [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    test('201: a multipart form with up to 20 text fields around its one file part', async () => {
      const id = await newCandidate(t)
      const fields = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}`, value: 'x' }))
      const res = await uploadForm(t, id, [
        ...fields,
        { name: 'file', fileName: 'cv.docx', bytes: SAMPLES.docx.bytes },
        ...fields.map((f) => ({ ...f, name: `g${f.name}` })),
      ])
      assert.equal(res.statusCode, 201, res.body)
      assert.equal(json(res).Size, SAMPLES.docx.bytes.length)
    })

    for (const [kind, sample] of Object.entries(SAMPLES)) {
      for (const form of ['raw', 'multipart'] as const) {
        test(`201 then 200: a ${kind} uploaded as ${form} downloads byte for byte`, async () => {
          const id = await newCandidate(t)
          const res =
            form === 'raw'
              ? await uploadRaw(t, id, sample.bytes, { disposition: `attachment; filename="${sample.name}"` })
              : await uploadMultipart(t, id, sample.bytes, sample.name)
          assert.equal(res.statusCode, 201, res.body)
          const doc = json(res)
          assert.deepEqual(Object.keys(doc), ['Id', 'CandidateId', 'FileName', 'ContentType', 'Size', 'Sha256', 'CreatedDate'])
          assert.match(doc.Id, /^[A-Za-z0-9_-]{43}$/)
          assert.equal(doc.CandidateId, id)
          assert.equal(doc.FileName, sample.name)
          assert.equal(doc.ContentType, sample.contentType)
          assert.equal(doc.Size, sample.bytes.length)
          assert.equal(doc.Sha256, sha256(sample.bytes))
          assert.match(doc.CreatedDate, DATETIME)
          assert.equal(res.headers.location, `/v1/document/${doc.Id}`)

          const got = await t.call('GET', `/v1/document/${doc.Id}`)
          assert.equal(got.statusCode, 200)
          assert.ok(got.rawPayload.equals(sample.bytes), 'the bytes differ')
          assert.equal(got.headers['content-type'], sample.contentType)
          assert.equal(got.headers['content-length'], String(sample.bytes.length))
          assert.equal(got.headers['content-disposition'], `attachment; filename="${sample.name}"; filename*=UTF-8''${sample.name}`)
          assert.equal(got.headers.etag, `"${doc.Sha256}"`)
          assert.equal(got.headers['last-modified'], new Date(doc.CreatedDate).toUTCString())
          assert.equal(got.headers['x-content-type-options'], 'nosniff')
          assert.equal(got.headers['cache-control'], 'private, no-cache')
        })
      }
    }

    test('201: non-ASCII names survive both upload forms and come back in both download parameters', async () => {
      const id = await newCandidate(t)
      const german = 'Lebenslauf Müller – 2026.pdf'
      const raw = await uploadRaw(t, id, SAMPLES.pdf.bytes, {
        disposition: `attachment; filename="Lebenslauf.pdf"; filename*=UTF-8''${encodeURIComponent(german)}`,
      })
      assert.equal(json(raw).FileName, german)
      const got = await t.call('GET', `/v1/document/${json(raw).Id}`)
      assert.equal(
        got.headers['content-disposition'],
        `attachment; filename="Lebenslauf Muller _ 2026.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller%20%E2%80%93%202026.pdf`,
      )

      const japanese = '履歴書.docx'
      const multi = await uploadMultipart(t, id, SAMPLES.docx.bytes, japanese)
      assert.equal(json(multi).FileName, japanese)
      const got2 = await t.call('GET', `/v1/document/${json(multi).Id}`)
      assert.equal(
        got2.headers['content-disposition'],
        `attachment; filename="___.docx"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.docx`,
      )

      // Raw UTF-8 in a plain filename="..." (what most clients send) reads as UTF-8 too.
      const plain = await uploadRaw(t, id, SAMPLES.pdf.bytes, {
        disposition: `attachment; filename="${Buffer.from(german).toString('latin1')}"`,
      })
      assert.equal(json(plain).FileName, german)
    })

    test('201: the type comes from the bytes, not from the name or the declared type', async () => {
      const id = await newCandidate(t)
      const res = await uploadRaw(t, id, SAMPLES.docx.bytes, {
        contentType: 'application/json',
        disposition: 'attachment; filename="cv.pdf"',
      })
      assert.equal(res.statusCode, 201, res.body)
      assert.equal(json(res).ContentType, SAMPLES.docx.contentType)
      assert.equal(json(res).FileName, 'cv.pdf.docx', 'the extension follows the content')
      const noName = await uploadRaw(t, id, SAMPLES.doc.bytes, { contentType: 'text/html' })
      assert.equal(json(noName).FileName, 'document.doc')
      const pathName = await uploadRaw(t, id, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="../../etc/passwd.pdf"' })
      assert.equal(json(pathName).FileName, 'passwd.pdf')
    })

    test('200: the candidate names its latest document, which downloads with Content-Type: application/json sent', async () => {
      const id = await newCandidate(t)
      assert.equal(json(await t.call('GET', `/v1/Candidates/${id}`)).Document, null)
      const first = json(await uploadRaw(t, id, SAMPLES.pdf.bytes))
      const second = json(await uploadRaw(t, id, SAMPLES.docx.bytes))
      const candidate = await t.call('GET', `/v1/Candidates/${id}`)
      assert.equal(json(candidate).Document, second.Id)
      // As the original clients call it: a JSON content type on a GET without a body.
      const res = await t.call('GET', `/v1/document/${json(candidate).Document}`, t.adminToken, undefined, {
        'content-type': 'application/json',
      })
      assert.equal(res.statusCode, 200)
      assert.ok(res.rawPayload.equals(SAMPLES.docx.bytes))
      // Earlier documents stay downloadable; paths ignore case.
      assert.equal((await t.call('GET', `/V1/DOCUMENT/${first.Id}`)).statusCode, 200)
    })

    test('200: the list is oldest first and pages with Link rel="next"', async () => {
      const id = await newCandidate(t)
      const ids: string[] = []
      for (const s of [SAMPLES.pdf, SAMPLES.doc, SAMPLES.docx]) ids.push(json(await uploadRaw(t, id, s.bytes)).Id)
      const all = await t.call('GET', `/v1/Candidates/${id}/Documents`)
      assert.equal(all.statusCode, 200)
      assert.deepEqual(
        json<any[]>(all).map((d) => d.Id),
        ids,
      )
      const page1 = await t.call('GET', `/v1/Candidates/${id}/Documents?limit=2`)
      assert.deepEqual(
        json<any[]>(page1).map((d) => d.Id),
        ids.slice(0, 2),
      )
      const next = /^<([^>]+)>; rel="next"$/.exec(String(page1.headers.link))?.[1]
      assert.ok(next, 'a next link')
      const page2 = await t.call('GET', next)
      assert.deepEqual(
        json<any[]>(page2).map((d) => d.Id),
        ids.slice(2),
      )
      assert.equal(page2.headers.link, undefined)
    })

    test('204: deleting the latest falls back to the previous document, then to null; the bytes go too', async () => {
      const id = await newCandidate(t)
      const a = json(await uploadRaw(t, id, SAMPLES.pdf.bytes)).Id
      const b = json(await uploadRaw(t, id, SAMPLES.doc.bytes)).Id
      const before = await storedState(t)
      assert.equal((await t.call('DELETE', `/v1/document/${b}`)).statusCode, 204)
      assert.equal(json(await t.call('GET', `/v1/Candidates/${id}`)).Document, a)
      assert.equal((await t.call('GET', `/v1/document/${b}`)).statusCode, 404)
      const afterDelete = await storedState(t)
      assert.deepEqual(afterDelete, { rows: before.rows - 1, blobs: before.blobs - 1, scratch: 0 })
      assert.equal((await t.call('DELETE', `/v1/document/${a}`)).statusCode, 204)
      assert.equal(json(await t.call('GET', `/v1/Candidates/${id}`)).Document, null)
    })

    test('204: deleting an older document leaves Document alone', async () => {
      const id = await newCandidate(t)
      const a = json(await uploadRaw(t, id, SAMPLES.pdf.bytes)).Id
      const b = json(await uploadRaw(t, id, SAMPLES.doc.bytes)).Id
      assert.equal((await t.call('DELETE', `/v1/document/${a}`)).statusCode, 204)
      assert.equal(json(await t.call('GET', `/v1/Candidates/${id}`)).Document, b)
    })

    test('204: erasing a candidate erases its documents and their bytes', async () => {
      const id = await newCandidate(t)
      const docs = [json(await uploadRaw(t, id, SAMPLES.pdf.bytes)).Id, json(await uploadMultipart(t, id, SAMPLES.docx.bytes, 'x.docx')).Id]
      const before = await storedState(t)
      assert.equal((await t.call('DELETE', `/v1/Candidates/${id}`)).statusCode, 204)
      for (const d of docs) assert.equal((await t.call('GET', `/v1/document/${d}`)).statusCode, 404)
      assert.deepEqual(await storedState(t), { rows: before.rows - 2, blobs: before.blobs - 2, scratch: 0 })
    })

    test('201: concurrent uploads to one candidate all succeed and all are listed', async () => {
      const id = await newCandidate(t)
      const samples = Object.values(SAMPLES)
      const results = await Promise.all(Array.from({ length: 9 }, (_, i) => uploadRaw(t, id, samples[i % 3]!.bytes)))
      for (const r of results) assert.equal(r.statusCode, 201, r.body)
      const ids = results.map((r) => json(r).Id)
      const listed = json<any[]>(await t.call('GET', `/v1/Candidates/${id}/Documents`)).map((d) => d.Id)
      assert.deepEqual([...listed].sort(), [...ids].sort())
      const latest = json(await t.call('GET', `/v1/Candidates/${id}`)).Document
      assert.equal(latest, listed.at(-1), 'Document is the last one listed')
      assert.ok(ids.includes(latest))
    })
  })
}
