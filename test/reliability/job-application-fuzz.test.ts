import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import fc from 'fast-check'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, SAMPLES, storedState } from '../helpers/documents.js'
import { anyText } from '../helpers/fuzz-schema.js'
import { nextAddress } from '../helpers/job-applications.js'

/**
 * The application form is the one door open to everyone (SPEC C8): random
 * multipart bodies, huge fields, many parts and odd encodings must never
 * get a 5xx, and whatever is answered, the store holds either a whole
 * application (candidate, CV, application, submission, consents) or
 * nothing of it.
 */
const FIELDS = ['FirstName', 'LastName', 'Email', 'Phone', 'CoverLetter', 'Consent', 'RetentionConsent', 'Source', 'Website']

const fieldValue = fc.oneof(
  anyText({ maxLength: 40 }),
  fc.constantFrom('true', 'on', 'false', '', 'a@b.example', ' x ', 'ä@ö.example', '\u0000', '\ud800'),
  fc.integer({ min: 0, max: 70_000 }).map((n) => 'x'.repeat(n)),
)
const fileBytes = fc.oneof(
  fc.constant(SAMPLES.pdf.bytes),
  fc.constant(SAMPLES.docx.bytes),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(300_000)])),
)
type Part = { name: string; value: string; charset?: string } | { name: string; fileName: string; bytes: Buffer; type: string }
const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({
    name: fc.oneof(fc.constantFrom(...FIELDS), anyText({ maxLength: 12 })),
    value: fieldValue,
    charset: fc.option(fc.constantFrom('utf-8', 'latin1', 'utf-16le', 'x-bogus'), { nil: undefined }),
  }),
  fc.record({
    name: fc.constantFrom('Document', 'Document', 'file', 'Photo'),
    fileName: fc.oneof(fc.constant('cv.pdf'), anyText({ maxLength: 30 })),
    bytes: fileBytes,
    type: fc.constantFrom('application/pdf', 'application/octet-stream', 'text/plain', 'application/json'),
  }),
)
const quote = (s: string) => s.replace(/["\r\n\\]/g, '_')

/** A body from parts, sometimes broken on purpose: cut short, a bad boundary, no closing delimiter. */
function body(parts: Part[], damage: 'none' | 'truncate' | 'no-end' | 'wrong-boundary'): { payload: Buffer; contentType: string } {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`
  const chunks = parts.map((p) =>
    'value' in p
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${quote(p.name)}"\r\n${p.charset ? `Content-Type: text/plain; charset=${p.charset}\r\n` : ''}\r\n`,
          ),
          Buffer.from(p.value, p.charset === 'latin1' ? 'latin1' : 'utf8'),
          Buffer.from('\r\n'),
        ])
      : Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${quote(p.name)}"; filename="${quote(p.fileName)}"\r\nContent-Type: ${p.type}\r\n\r\n`,
          ),
          p.bytes,
          Buffer.from('\r\n'),
        ]),
  )
  let payload = Buffer.concat([...chunks, Buffer.from(damage === 'no-end' ? '' : `--${boundary}--\r\n`)])
  if (damage === 'truncate') payload = payload.subarray(0, Math.floor(payload.length / 2))
  return { payload, contentType: `multipart/form-data; boundary=${damage === 'wrong-boundary' ? 'other' : boundary}` }
}

for (const backend of await backends()) {
  describe(`fuzzing the application form [${backend.name}]`, () => {
    let t: TestApp
    let job: { Id: number }

    before(async () => {
      t = await buildTestApp(backend, { maxDocumentBytes: 256 * 1024, careersRateLimit: 0 })
      job = json(
        await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Fuzzed', Location: 'Lyon', Description: 'The role.', Published: true }),
      )
    })
    after(() => t.close())

    test('never a 5xx, and never a half-made application', async () => {
      const statuses = new Map<number, number>()
      await fc.assert(
        fc.asyncProperty(
          fc.array(part, { maxLength: 12 }),
          fc.constantFrom('none', 'none', 'none', 'truncate', 'no-end', 'wrong-boundary'),
          fc.boolean(),
          async (parts, damage, withValid) => {
            // Half the time around a valid application, so that kept ones are among the cases.
            const all: Part[] = withValid
              ? [
                  { name: 'FirstName', value: 'Fuzz' },
                  { name: 'LastName', value: 'Case' },
                  { name: 'Email', value: `fuzz-${Math.random().toString(36).slice(2)}@example.com` },
                  { name: 'Consent', value: 'true' },
                  ...parts.filter((p) => 'value' in p),
                  { name: 'Document', fileName: 'cv.pdf', bytes: SAMPLES.pdf.bytes, type: 'application/pdf' },
                ]
              : parts
            const { payload, contentType } = body(all, damage)
            const res = await t.app.inject({
              method: 'POST',
              url: `/v1/Jobs/${job.Id}/Applications`,
              headers: { 'content-type': contentType },
              payload,
              remoteAddress: nextAddress(),
            })
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
            assert.ok(res.statusCode < 500, `${res.statusCode}: ${res.body}`)
            assert.ok([201, 400, 413, 415].includes(res.statusCode), `${res.statusCode}: ${res.body}`)
          },
        ),
        { numRuns: 150 },
      )
      // Whole applications only: every candidate made here has its CV, application, submission and consent.
      const db = t.app.services.stores.database.db
      const candidates = await db.selectFrom('candidates').select(['id', 'document_id']).execute()
      for (const c of candidates) {
        assert.notEqual(c.document_id, null, `candidate ${c.id} has no CV`)
        const apps = await db.selectFrom('applications').select('id').where('candidate_id', '=', c.id).execute()
        const subs = await db.selectFrom('submissions').select('id').where('candidate_id', '=', c.id).execute()
        const consents = await db
          .selectFrom('consents')
          .select('id')
          .where('candidate_id', '=', c.id)
          .where('purpose', '=', 'processing')
          .execute()
        assert.deepEqual([apps.length, subs.length, consents.length], [1, 1, 1], `candidate ${c.id}`)
      }
      const documents = await db.selectFrom('documents').select('id').execute()
      assert.equal(documents.length, candidates.length)
      await jobsSettled(t)
      const state = await storedState(t)
      assert.deepEqual(
        [state.rows, state.blobs, state.scratch],
        [documents.length, documents.length, 0],
        'no blob or scratch file left over',
      )
      assert.ok((statuses.get(201) ?? 0) > 0 && (statuses.get(400) ?? 0) > 0, `a spread of answers: ${JSON.stringify([...statuses])}`)
    })
  })
}
