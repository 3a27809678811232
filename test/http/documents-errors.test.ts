import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { showTo } from '../helpers/pipeline.js'
import {
  multipartBody,
  newCandidate,
  uploadForm,
  SAMPLES,
  storedState,
  uploadMultipart,
  uploadRaw,
  zipWithoutDocument,
} from '../helpers/documents.js'

const LIMIT = 64 * 1024

for (const backend of await backends()) {
  describe(`documents: refusals [${backend.name}]`, () => {
    let t: TestApp
    let candidate: number
    let docId: string
    before(async () => {
      t = await buildTestApp(backend, { maxDocumentBytes: LIMIT })
      candidate = await newCandidate(t)
      docId = json(await uploadRaw(t, candidate, SAMPLES.pdf.bytes)).Id
    })
    after(() => t.close())

    /** Runs an upload that must be refused and checks that it left nothing behind. */
    async function refusedLeavesNothing(run: () => Promise<Parameters<typeof assertProblem>[0]>, status: number, code: string) {
      const before = await storedState(t)
      assertProblem(await run(), status, code)
      assert.deepEqual(await storedState(t), { ...before, scratch: 0 })
      assert.equal(json(await t.call('GET', `/v1/Candidates/${candidate}`)).Document, docId)
    }

    describe('400', () => {
      test('a document id with other characters or over 128 characters', async () => {
        for (const bad of ['abc$def', 'a.b', 'x'.repeat(129), '%C3%BC']) {
          assertProblem(await t.call('GET', `/v1/document/${bad}`), 400, 'validation_failed')
          assertProblem(await t.call('DELETE', `/v1/document/${bad}`), 400, 'validation_failed')
        }
      })
      test('a candidate id that is not a positive integer', async () => {
        assertProblem(await uploadRaw(t, 0, SAMPLES.pdf.bytes), 400, 'validation_failed')
        assertProblem(await t.call('GET', '/v1/Candidates/abc/Documents'), 400, 'validation_failed')
      })
      test('a filename* declared UTF-8 whose bytes are not (a lone surrogate, a cut sequence), rather than a name stored altered', async () => {
        for (const encoded of ['%ED%A0%80.pdf', 'cv%C3.pdf', '%FF.pdf']) {
          await refusedLeavesNothing(
            async () => {
              const res = await uploadRaw(t, candidate, SAMPLES.pdf.bytes, {
                disposition: `attachment; filename="cv.pdf"; filename*=UTF-8''${encoded}`,
              })
              assert.equal(json(res).field, 'Content-Disposition', encoded)
              return res
            },
            400,
            'validation_failed',
          )
        }
      })
      test('a multipart body without a part named file', async () => {
        await refusedLeavesNothing(
          () => uploadMultipart(t, candidate, SAMPLES.pdf.bytes, 'cv.pdf', { field: 'upload' }),
          400,
          'validation_failed',
        )
      })
      test('more than 20 multipart fields (a form, not an oversized body)', async () => {
        const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}`, value: 'x' }))
        const file = { name: 'file', fileName: 'cv.pdf', bytes: SAMPLES.pdf.bytes }
        const body = assertProblem(await uploadForm(t, candidate, [...fields(21), file]), 400, 'validation_failed', 'body')
        assert.match(body.detail, /more than 20 multipart fields/)
        await refusedLeavesNothing(() => uploadForm(t, candidate, [file, ...fields(21)]), 400, 'validation_failed')
      })
      test('a second file part, or a file part not named file, is refused by name, never dropped', async () => {
        const file = { name: 'file', fileName: 'cv.pdf', bytes: SAMPLES.pdf.bytes }
        await refusedLeavesNothing(
          () => uploadForm(t, candidate, [file, { name: 'file', fileName: 'b.pdf', bytes: SAMPLES.pdf.bytes }]),
          400,
          'validation_failed',
        )
        const second = assertProblem(
          await uploadForm(t, candidate, [file, { name: 'cover', fileName: 'b.pdf', bytes: SAMPLES.pdf.bytes }]),
          400,
          'validation_failed',
          'cover',
        )
        assert.match(second.detail, /^cover: /)
        const first = assertProblem(
          await uploadForm(t, candidate, [{ name: 'cover', fileName: 'b.pdf', bytes: SAMPLES.pdf.bytes }, file]),
          400,
          'validation_failed',
          'cover',
        )
        assert.match(first.detail, /^cover: /)
        assert.equal((await storedState(t)).scratch, 0)
      })
      test('a malformed multipart body', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/v1/Candidates/${candidate}/Document`,
          headers: { authorization: t.adminToken, 'content-type': 'multipart/form-data; boundary=nope' },
          payload: 'this is not multipart',
        })
        assertProblem(res, 400, 'validation_failed')
      })
      test('a list cursor that names no document of the candidate', async () => {
        assertProblem(await t.call('GET', `/v1/Candidates/${candidate}/Documents?after=unknownId`), 400, 'validation_failed')
        assertProblem(await t.call('GET', `/v1/Candidates/${candidate}/Documents?limit=0`), 400, 'validation_failed')
      })
    })

    describe('403', () => {
      test('no token, or a token without the scopes', async () => {
        assertProblem(await t.call('GET', `/v1/document/${docId}`, null), 403, 'invalid_token')
        const noDocs = await t.member('recruiter', ['candidates:read'])
        assertProblem(await t.call('GET', `/v1/document/${docId}`, noDocs.token), 403, 'insufficient_scope')
        // A document is part of the candidate's record: documents:read alone is not enough.
        const docsOnly = await t.member('recruiter', ['documents:read'])
        assertProblem(await t.call('GET', `/v1/document/${docId}`, docsOnly.token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', `/v1/document/unknownButWellFormed`, docsOnly.token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', `/v1/Candidates/${candidate}/Documents`, docsOnly.token), 403, 'insufficient_scope')
      })
      test('a hiring manager reads documents but may not upload or delete', async () => {
        const hm = await t.member('hiring_manager')
        // Not before the candidate is on one of its vacancies (SPEC C3).
        assertProblem(await t.call('GET', `/v1/document/${docId}`, hm.token), 403, 'document_forbidden')
        await showTo(t, hm.id, candidate)
        assert.equal((await t.call('GET', `/v1/document/${docId}`, hm.token)).statusCode, 200)
        await refusedLeavesNothing(() => uploadRaw(t, candidate, SAMPLES.pdf.bytes, { token: hm.token }), 403, 'insufficient_scope')
        assertProblem(await t.call('DELETE', `/v1/document/${docId}`, hm.token), 403, 'insufficient_scope')
      })
    })

    describe('404', () => {
      test('a well-formed id that names no document', async () => {
        assertProblem(await t.call('GET', `/v1/document/${'A'.repeat(43)}`), 404, 'document_not_found')
        assert.equal((await t.call('HEAD', `/v1/document/${'A'.repeat(43)}`)).statusCode, 404)
        assertProblem(await t.call('DELETE', `/v1/document/${'A'.repeat(43)}`), 404, 'document_not_found')
      })
      test('the id is case-sensitive', async () => {
        const flipped = docId.replace(/[a-z]/, (c) => c.toUpperCase())
        if (flipped !== docId) assertProblem(await t.call('GET', `/v1/document/${flipped}`), 404, 'document_not_found')
      })
      test('a candidate that does not exist', async () => {
        await refusedLeavesNothing(() => uploadRaw(t, 999_999, SAMPLES.pdf.bytes), 404, 'candidate_not_found')
        assertProblem(await t.call('GET', '/v1/Candidates/999999/Documents'), 404, 'candidate_not_found')
      })
    })

    describe('413 and 415: nothing is stored', () => {
      const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
      const cases: Array<[string, Buffer]> = [
        ['HTML named .pdf', html],
        ['a ZIP without word/document.xml', zipWithoutDocument()],
        ['an empty body', Buffer.alloc(0)],
        ['a truncated PDF header', Buffer.from('%PD')],
        ['a ZIP header with no ZIP behind it', Buffer.from('PK\x03\x04garbage', 'latin1')],
      ]
      for (const [what, bytes] of cases) {
        test(`415 for ${what}, raw and multipart`, async () => {
          await refusedLeavesNothing(
            () => uploadRaw(t, candidate, bytes, { contentType: 'application/pdf', disposition: 'attachment; filename="cv.pdf"' }),
            415,
            'unsupported_document_type',
          )
          await refusedLeavesNothing(() => uploadMultipart(t, candidate, bytes, 'cv.pdf'), 415, 'unsupported_document_type')
        })
      }
      const big = Buffer.concat([SAMPLES.pdf.bytes, Buffer.alloc(LIMIT)])
      test('413 over the limit, raw and multipart', async () => {
        await refusedLeavesNothing(() => uploadRaw(t, candidate, big), 413, 'payload_too_large')
        await refusedLeavesNothing(() => uploadMultipart(t, candidate, big, 'big.pdf'), 413, 'payload_too_large')
      })
      test('413 past the limit even when Content-Length does not announce it', async () => {
        const { body, contentType } = multipartBody(Buffer.concat([big, Buffer.alloc(LIMIT)]), 'big.pdf')
        const chunked = () =>
          t.app.inject({
            method: 'POST',
            url: `/v1/Candidates/${candidate}/Document`,
            headers: { authorization: t.adminToken, 'content-type': contentType, 'transfer-encoding': 'chunked' },
            payload: body,
          })
        await refusedLeavesNothing(chunked, 413, 'payload_too_large')
      })
      test('exactly the limit is accepted', async () => {
        const exact = Buffer.concat([SAMPLES.pdf.bytes, Buffer.alloc(LIMIT - SAMPLES.pdf.bytes.length)])
        const res = await uploadRaw(t, candidate, exact)
        assert.equal(res.statusCode, 201, res.body)
        assert.equal((await t.call('DELETE', `/v1/document/${json(res).Id}`)).statusCode, 204)
      })
    })
  })
}
