import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, uploadRaw, waitFor } from '../helpers/documents.js'
import { showTo } from '../helpers/pipeline.js'

/** Uploads a file and answers the new document's id. */
async function upload(t: TestApp, candidateId: number, bytes: Buffer, name: string): Promise<string> {
  const res = await uploadRaw(t, candidateId, bytes, { disposition: `attachment; filename="${name}"` })
  assert.equal(res.statusCode, 201, res.body)
  return json<{ Id: string }>(res).Id
}

/** Waits until the text is no longer being read, and answers the final response. */
async function settledText(t: TestApp, id: string, token?: string) {
  let res = await t.call('GET', `/v1/document/${id}/Text`, token)
  await waitFor(async () => {
    res = await t.call('GET', `/v1/document/${id}/Text`, token)
    return res.statusCode !== 409
  }, `the text of ${id} to be read`)
  return res
}

for (const backend of await backends()) {
  describe(`GET /v1/document/{id}/Text [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
    })
    after(() => t.close())

    describe('200', () => {
      for (const [kind, sample] of Object.entries(SAMPLES)) {
        test(`the text of a ${kind.toUpperCase()} is read after the upload's 201, as text/plain`, async () => {
          const id = await upload(t, await newCandidate(t), sample.bytes, sample.name)
          const res = await settledText(t, id)
          assert.equal(res.statusCode, 200, res.body)
          assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
          for (const words of ['Curriculum Vitae', 'Jane Example', 'Software engineer, 8 years', 'Berlin'])
            assert.match(res.body, new RegExp(words))
        })
      }

      test("the document's metadata keeps the fields of B5 only", async () => {
        const candidateId = await newCandidate(t)
        const id = await upload(t, candidateId, SAMPLES.pdf.bytes, 'cv.pdf')
        const list = json(await t.call('GET', `/v1/Candidates/${candidateId}/Documents`))
        assert.deepEqual(Object.keys(list.find((d: { Id: string }) => d.Id === id)), [
          'Id',
          'CandidateId',
          'FileName',
          'ContentType',
          'Size',
          'Sha256',
          'CreatedDate',
        ])
      })
    })

    describe('422', () => {
      test('a PDF that cannot be read answers text_unavailable, and other requests are answered meanwhile', async () => {
        const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41), Buffer.from('\n%%EOF\n')])
        const id = await upload(t, await newCandidate(t), broken, 'broken.pdf')
        assert.equal((await t.call('GET', '/healthz', null)).statusCode, 200)
        assertProblem(await settledText(t, id), 422, 'text_unavailable')
      })
    })

    describe('404 and 400', () => {
      test('an unknown document is 404 document_not_found, a malformed id 400', async () => {
        assertProblem(await t.call('GET', `/v1/document/${'A'.repeat(32)}/Text`), 404, 'document_not_found')
        assertProblem(await t.call('GET', '/v1/document/not*an*id/Text'), 400, 'validation_failed')
      })

      test("a deleted document's text goes with it", async () => {
        const id = await upload(t, await newCandidate(t), SAMPLES.docx.bytes, 'cv.docx')
        assert.equal((await settledText(t, id)).statusCode, 200)
        assert.equal((await t.call('DELETE', `/v1/document/${id}`)).statusCode, 204)
        assertProblem(await t.call('GET', `/v1/document/${id}/Text`), 404, 'document_not_found')
        const rows = await t.app.services.stores.database.db
          .selectFrom('document_texts')
          .select('document_id')
          .where('document_id', '=', id)
          .execute()
        assert.equal(rows.length, 0)
      })

      test("an erased candidate's texts are erased with it", async () => {
        const candidateId = await newCandidate(t)
        const id = await upload(t, candidateId, SAMPLES.pdf.bytes, 'cv.pdf')
        assert.equal((await settledText(t, id)).statusCode, 200)
        assert.equal((await t.call('DELETE', `/v1/Candidates/${candidateId}`)).statusCode, 204)
        const rows = await t.app.services.stores.database.db
          .selectFrom('document_texts')
          .select('document_id')
          .where('candidate_id', '=', candidateId)
          .execute()
        assert.equal(rows.length, 0)
      })
    })

    describe('403', () => {
      test("needs documents:read; a hiring manager reads only its candidates' texts", async () => {
        const candidateId = await newCandidate(t)
        const id = await upload(t, candidateId, SAMPLES.pdf.bytes, 'cv.pdf')
        assert.equal((await settledText(t, id)).statusCode, 200)
        const noDocs = await t.member('recruiter', ['candidates:read'])
        assertProblem(await t.call('GET', `/v1/document/${id}/Text`, noDocs.token), 403, 'insufficient_scope')
        const hm = await t.member('hiring_manager')
        assertProblem(await t.call('GET', `/v1/document/${id}/Text`, hm.token), 403)
        await showTo(t, hm.id, candidateId)
        assert.equal((await t.call('GET', `/v1/document/${id}/Text`, hm.token)).statusCode, 200)
      })
    })
  })

  describe(`a document too large to read [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20, extractionMaxBytes: 100 })
    })
    after(() => t.close())

    test('is kept and downloadable, but its text is unavailable: it is never handed to a reader', async () => {
      const id = await upload(t, await newCandidate(t), SAMPLES.pdf.bytes, 'cv.pdf')
      assertProblem(await settledText(t, id), 422, 'text_unavailable')
      const row = await t.app.services.stores.database.db
        .selectFrom('document_texts')
        .select(['status', 'failure'])
        .where('document_id', '=', id)
        .executeTakeFirst()
      assert.deepEqual(row, { status: 'failed', failure: 'too_large' })
      assert.equal((await t.call('GET', `/v1/document/${id}`)).statusCode, 200)
    })
  })

  describe(`text not yet read [${backend.name}]`, () => {
    let t: TestApp
    // An instance that runs no jobs: the text stays pending until another one does.
    before(async () => {
      t = await buildTestApp(backend, { jobConcurrency: 0 })
    })
    after(() => t.close())

    test('409 text_not_ready while the text is pending', async () => {
      const id = await upload(t, await newCandidate(t), SAMPLES.pdf.bytes, 'cv.pdf')
      assertProblem(await t.call('GET', `/v1/document/${id}/Text`), 409, 'text_not_ready')
    })
  })
}
