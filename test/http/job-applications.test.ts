import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../src/app.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, SAMPLES, storedState } from '../helpers/documents.js'
import { applicantFields, applicationParts, applyTo, nextAddress } from '../helpers/job-applications.js'
import { storeSnapshot } from '../helpers/store-snapshot.js'

const REFERENCE = /^[A-Za-z0-9_-]{22,}$/

for (const backend of await backends()) {
  describe(`applying to a job through the public API [${backend.name}]`, () => {
    let t: TestApp
    let job: { Id: number }
    let firstStageId: number

    const vacancy = async (body: Record<string, unknown>) => {
      const res = await t.call('POST', '/v1/Vacancies', undefined, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }
    const count = async (table: 'candidates' | 'applications' | 'documents' | 'submissions' | 'consents') =>
      (await t.app.services.stores.database.db.selectFrom(table).select('id').execute()).length
    const candidateByEmail = async (email: string) => {
      const found = json(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(email)}`))
      return found as any[]
    }

    before(async () => {
      t = await buildTestApp(backend, { maxDocumentBytes: 256 * 1024 })
      job = await vacancy({ Title: 'Platform Engineer', Location: 'Lyon', Description: 'The role.', Published: true })
      firstStageId = json(await t.call('GET', `/v1/Vacancies/${job.Id}/Stages`))[0].Id
    })
    after(() => t.close())

    describe('201', () => {
      test('a new applicant: a candidate, its CV, an application in the first stage with no creator, a submission and its consents', async () => {
        const fields = applicantFields({ Email: 'New.Person@Example.com', RetentionConsent: 'true', Source: 'linkedin' })
        const res = await applyTo(t, job.Id, applicationParts(fields))
        assert.equal(res.statusCode, 201, res.body)
        const body = json(res)
        assert.deepEqual(Object.keys(body), ['Reference'])
        assert.match(body.Reference, REFERENCE)

        const [candidate, ...others] = await candidateByEmail('new.person@example.com')
        assert.equal(others.length, 0)
        assert.deepEqual(
          [candidate.FirstName, candidate.LastName, candidate.Email, candidate.Phone],
          ['Ada', 'Applicant', 'New.Person@Example.com', '+33 1 23 45 67 89'],
        )
        assert.ok(candidate.Document, 'the CV is its latest document')
        const documents = json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Documents`))
        assert.deepEqual(
          documents.map((d: any) => [d.Id, d.FileName, d.ContentType, d.Size]),
          [[candidate.Document, 'cv.pdf', 'application/pdf', SAMPLES.pdf.bytes.length]],
        )
        const [application] = json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Applications`))
        assert.equal(application.VacancyId, job.Id)
        assert.equal(application.StageId, firstStageId)
        assert.equal(application.Status, 'active')
        assert.equal(application.CreatedById, null)
        assert.equal(application.Source, 'linkedin')
        const history = json(await t.call('GET', `/v1/Applications/${application.Id}/History`))
        assert.deepEqual(
          history.map((h: any) => [h.FromStatus, h.ToStatus, h.ChangedById]),
          [[null, 'active', null]],
        )
        // The reference is kept with the submission, and is no id.
        const submission = await t.app.services.stores.database.db
          .selectFrom('submissions')
          .selectAll()
          .where('application_id', '=', application.Id)
          .execute()
        assert.deepEqual(
          submission.map((s) => [s.reference, s.document_id, s.cover_letter]),
          [[body.Reference, candidate.Document, 'I would like to join.\nThank you.']],
        )
        const consents = await t.app.services.stores.database.db
          .selectFrom('consents')
          .selectAll()
          .where('candidate_id', '=', candidate.Id)
          .orderBy('id')
          .execute()
        assert.deepEqual(
          consents.map((c) => [c.purpose, c.text, c.vacancy_id]),
          [
            ['processing', t.config.careersConsentText, job.Id],
            ['retention', t.config.careersRetentionText, job.Id],
          ],
        )
      })

      test('the events of a careers application name no actor, and the audit rows no member', async () => {
        const fields = applicantFields()
        const before: any[] = json(await t.call('GET', '/v1/Events?limit=1000'))
        assert.equal((await applyTo(t, job.Id, applicationParts(fields))).statusCode, 201)
        const page: any[] = json(await t.call('GET', `/v1/Events?after=${before.at(-1)?.Id ?? 0}&limit=1000`))
        const events = page.filter((e) => e.Type !== 'vacancy.created')
        assert.deepEqual(
          events.map((e) => [e.Type, e.ActorId]),
          [
            ['candidate.created', null],
            ['document.created', null],
            ['application.created', null],
          ],
        )
        const candidateId = events[0].CandidateId
        assert.equal(events[2].Data.VacancyId, job.Id)
        const audit = await t.app.services.stores.database.db
          .selectFrom('audit_events')
          .selectAll()
          .where('candidate_id', '=', candidateId)
          .where('action', '=', 'create')
          .orderBy('id')
          .execute()
        assert.deepEqual(
          audit.map((a) => [a.resource_type, a.member_id, a.token_id]),
          [
            ['submission', null, null],
            ['consent', null, null],
            // The confirmation to the applicant (SPEC C10), queued in the same transaction.
            ['email', null, null],
            ['candidate', null, null],
            ['document', null, null],
            ['application', null, null],
          ],
        )
        assert.ok(audit.every((a) => a.request_id !== null))
      })

      test('the fields in any order: the CV before them, and unknown fields beside them, are fine', async () => {
        const fields = applicantFields({ Source: undefined })
        const res = await applyTo(t, job.Id, [{ name: 'submit', value: 'Apply' }, ...applicationParts(fields, { cvFirst: true })])
        assert.equal(res.statusCode, 201, res.body)
        const [candidate] = await candidateByEmail(fields.Email!)
        const [application] = json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Applications`))
        assert.equal(application.Source, 'careers', 'the source when the form names none')
      })

      test('DOC and DOCX CVs are taken as a member upload takes them', async () => {
        for (const kind of ['doc', 'docx'] as const) {
          const fields = applicantFields()
          const res = await applyTo(t, job.Id, applicationParts(fields, { cv: SAMPLES[kind].bytes, fileName: SAMPLES[kind].name }))
          assert.equal(res.statusCode, 201, res.body)
          const [candidate] = await candidateByEmail(fields.Email!)
          const [document] = json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Documents`))
          assert.equal(document.ContentType, SAMPLES[kind].contentType)
        }
      })

      test('a known email, ignoring case: the same 201, the candidate left as it was, the CV its Document as it had none', async () => {
        const known = json(
          await t.call('POST', '/v1/Candidates', undefined, {
            FirstName: 'Known',
            LastName: 'Person',
            Email: 'known.person@example.com',
            Phone: '123',
          }),
        )
        const candidates = await count('candidates')
        const res = await applyTo(
          t,
          job.Id,
          applicationParts(applicantFields({ Email: 'KNOWN.Person@example.COM', FirstName: 'Other', Phone: '999' })),
        )
        assert.equal(res.statusCode, 201, res.body)
        assert.deepEqual(Object.keys(json(res)), ['Reference'])
        assert.equal(await count('candidates'), candidates, 'no second candidate')
        const after = json(await t.call('GET', `/v1/Candidates/${known.Id}`))
        assert.deepEqual(
          [after.FirstName, after.LastName, after.Email, after.Phone],
          ['Known', 'Person', 'known.person@example.com', '123'],
        )
        assert.notEqual(after.Document, null)
        const [application] = json(await t.call('GET', `/v1/Candidates/${known.Id}/Applications`))
        assert.equal(application.VacancyId, job.Id)
      })

      test('an application to the job already, in any status: no second one, the CV added and a new submission recorded', async () => {
        const email = `again-${Date.now()}@example.com`
        assert.equal((await applyTo(t, job.Id, applicationParts(applicantFields({ Email: email })))).statusCode, 201)
        const [candidate] = await candidateByEmail(email)
        const [first] = json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Applications`))
        const rejected = await t.call('POST', `/v1/Applications/${first.Id}/Reject`, undefined, { Reason: 'Not now' })
        assert.equal(rejected.statusCode, 200)
        const applications = await count('applications')
        const res = await applyTo(
          t,
          job.Id,
          applicationParts(applicantFields({ Email: email, CoverLetter: 'Second try' }), { cv: SAMPLES.docx.bytes, fileName: 'cv2.docx' }),
        )
        assert.equal(res.statusCode, 201, res.body)
        assert.equal(await count('applications'), applications)
        // Left as it was: still rejected, unchanged.
        assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Applications`)), [json(rejected)])
        const documents = json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Documents`))
        assert.equal(documents.length, 2)
        // The CV recruiters read stays the first: the public never replaces it (SPEC C8 as amended).
        const latest = json(await t.call('GET', `/v1/Candidates/${candidate.Id}`)).Document
        assert.equal(latest, documents[0].Id)
        const submissions = await t.app.services.stores.database.db
          .selectFrom('submissions')
          .selectAll()
          .where('application_id', '=', first.Id)
          .orderBy('id')
          .execute()
        assert.deepEqual(
          submissions.map((s) => [s.document_id, s.cover_letter, s.reference === json(res).Reference]),
          [
            [documents[0].Id, 'I would like to join.\nThank you.', false],
            [documents[1].Id, 'Second try', true],
          ],
        )
      })

      test('a token sent is ignored: the answer is the one anyone gets, and no member made it', async () => {
        const fields = applicantFields()
        const res = await applyTo(t, job.Id, applicationParts(fields), {
          headers: { authorization: 'ats_not_a_real_token_at_all_000000000' },
        })
        assert.equal(res.statusCode, 201, res.body)
        const withAdmin = await applyTo(t, job.Id, applicationParts(applicantFields()), { headers: { authorization: t.adminToken } })
        assert.equal(withAdmin.statusCode, 201, withAdmin.body)
        const [candidate] = await candidateByEmail(fields.Email!)
        assert.equal(json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Applications`))[0].CreatedById, null)
      })

      test('the honeypot: the same 201, and nothing kept', async () => {
        await jobsSettled(t)
        const before = await storeSnapshot(t.app.services.stores)
        const res = await applyTo(t, job.Id, applicationParts({ ...applicantFields(), Website: 'http://spam.example' }))
        assert.equal(res.statusCode, 201, res.body)
        assert.match(json(res).Reference, REFERENCE)
        // Even with other faults: a robot learns nothing from the answer.
        const faulty = await applyTo(t, job.Id, applicationParts({ Website: 'x', Email: 'nope' }, { cv: Buffer.from('not a cv') }))
        assert.equal(faulty.statusCode, 201, faulty.body)
        assert.deepEqual(await storeSnapshot(t.app.services.stores), before)
        assert.equal((await storedState(t)).scratch, 0)
      })
    })

    describe('400, 413, 415: a field at fault, and nothing kept', () => {
      const cases: [string, Record<string, string | undefined>, number, string, string][] = [
        ['no FirstName', { FirstName: undefined }, 400, 'validation_failed', 'FirstName'],
        ['a blank LastName', { LastName: '   ' }, 400, 'validation_failed', 'LastName'],
        ['a FirstName over 100 characters', { FirstName: 'x'.repeat(101) }, 400, 'validation_failed', 'FirstName'],
        ['no Email', { Email: undefined }, 400, 'validation_failed', 'Email'],
        ['an Email that is no address', { Email: 'not-an-address' }, 400, 'validation_failed', 'Email'],
        ['a Phone over 50 characters', { Phone: '1'.repeat(51) }, 400, 'validation_failed', 'Phone'],
        ['a Phone with letters', { Phone: 'call me' }, 400, 'validation_failed', 'Phone'],
        ['a CoverLetter over 10000 characters', { CoverLetter: 'x'.repeat(10_001) }, 400, 'validation_failed', 'CoverLetter'],
        ['no Consent', { Consent: undefined }, 400, 'validation_failed', 'Consent'],
        ['a Consent that is not true', { Consent: 'false' }, 400, 'validation_failed', 'Consent'],
        ['a RetentionConsent that is neither true nor false', { RetentionConsent: 'maybe' }, 400, 'validation_failed', 'RetentionConsent'],
        ['a Source over 100 characters', { Source: 'x'.repeat(101) }, 400, 'validation_failed', 'Source'],
        ['a Source of two lines', { Source: 'a\nb' }, 400, 'validation_failed', 'Source'],
        ['a NUL in a name', { FirstName: 'A\u0000' }, 400, 'validation_failed', 'FirstName'],
        ['fields over 64 KiB together', { CoverLetter: 'x'.repeat(9000), Extra1: 'y'.repeat(60_000) }, 413, 'payload_too_large', 'body'],
      ]
      for (const [what, overrides, status, code, field] of cases) {
        test(`${status} ${code} naming ${field}: ${what}`, async () => {
          await jobsSettled(t)
          const before = await storeSnapshot(t.app.services.stores)
          const res = await applyTo(t, job.Id, applicationParts(applicantFields(overrides)))
          assertProblem(res, status, code, field)
          assert.deepEqual(await storeSnapshot(t.app.services.stores), before)
          assert.equal((await storedState(t)).scratch, 0)
        })
      }

      test('400 naming Document: no CV', async () => {
        const before = await storeSnapshot(t.app.services.stores)
        assertProblem(await applyTo(t, job.Id, applicationParts(applicantFields(), { cv: null })), 400, 'validation_failed', 'Document')
        assert.deepEqual(await storeSnapshot(t.app.services.stores), before)
      })

      test('400 naming Document: the empty, nameless file part a browser sends when no file was chosen', async () => {
        const before = await storeSnapshot(t.app.services.stores)
        const res = await applyTo(t, job.Id, applicationParts(applicantFields(), { cv: Buffer.alloc(0), fileName: '' }))
        assertProblem(res, 400, 'validation_failed', 'Document')
        assert.match(res.json().detail, /required/)
        assert.deepEqual(await storeSnapshot(t.app.services.stores), before)
        assert.equal((await storedState(t)).scratch, 0)
      })

      test('415 naming Document: a CV that is no PDF, DOC or DOCX, or is empty', async () => {
        const before = await storeSnapshot(t.app.services.stores)
        for (const cv of [Buffer.from('plain text, not a CV'), Buffer.alloc(0)]) {
          assertProblem(await applyTo(t, job.Id, applicationParts(applicantFields(), { cv })), 415, 'unsupported_document_type', 'Document')
        }
        assert.deepEqual(await storeSnapshot(t.app.services.stores), before)
        assert.equal((await storedState(t)).scratch, 0)
      })

      test('413 naming Document: a CV over the size limit', async () => {
        const before = await storeSnapshot(t.app.services.stores)
        const big = Buffer.concat([SAMPLES.pdf.bytes, Buffer.alloc(t.config.maxDocumentBytes)])
        assertProblem(await applyTo(t, job.Id, applicationParts(applicantFields(), { cv: big })), 413, 'payload_too_large', 'Document')
        assert.deepEqual(await storeSnapshot(t.app.services.stores), before)
        assert.equal((await storedState(t)).scratch, 0)
      })

      test('every fault is listed, the first named by the problem', async () => {
        const res = await applyTo(
          t,
          job.Id,
          applicationParts(applicantFields({ FirstName: '', Email: 'x', Consent: undefined }), { cv: Buffer.from('no') }),
        )
        const problem = assertProblem(res, 415, 'unsupported_document_type', 'Document')
        assert.deepEqual(
          problem.errors.map((e: any) => [e.field, e.status, e.code]),
          [
            ['Document', 415, 'unsupported_document_type'],
            ['FirstName', 400, 'validation_failed'],
            ['Email', 400, 'validation_failed'],
            ['Consent', 400, 'validation_failed'],
          ],
        )
      })

      test('a second file, or a file under another name: 400 naming it', async () => {
        const two = [...applicationParts(applicantFields()), { name: 'Document', fileName: 'b.pdf', bytes: SAMPLES.pdf.bytes }]
        assertProblem(await applyTo(t, job.Id, two), 400, 'validation_failed', 'Document')
        const other = [...applicationParts(applicantFields()), { name: 'Photo', fileName: 'me.pdf', bytes: SAMPLES.pdf.bytes }]
        assertProblem(await applyTo(t, job.Id, other), 400, 'validation_failed', 'Photo')
        // A refused first CV (empty) still counts as the one file: the second is refused too, never a 500.
        const refusedThenAnother = [
          ...applicationParts(applicantFields(), { cv: Buffer.alloc(0) }),
          { name: 'Document', fileName: 'b.docx', bytes: SAMPLES.docx.bytes },
        ]
        const res = await applyTo(t, job.Id, refusedThenAnother)
        assertProblem(res, 415, 'unsupported_document_type', 'Document')
        assert.deepEqual(
          json(res).errors.map((e: { status: number; field: string }) => [e.status, e.field]),
          [
            [415, 'Document'],
            [400, 'Document'],
          ],
        )
      })

      test('415 unsupported_media_type: a body that is no multipart form', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/v1/Jobs/${job.Id}/Applications`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(applicantFields()),
          remoteAddress: nextAddress(),
        })
        assertProblem(res, 415, 'unsupported_media_type', 'body')
      })
    })

    describe('404 job_not_found', () => {
      test('a vacancy that is not published, not open, or missing: nothing read, nothing kept', async () => {
        const draft = await vacancy({ Title: 'Draft' })
        const closed = await vacancy({ Title: 'Closed', Location: 'Lyon', Description: 'The role.', Status: 'closed', Published: true })
        const before = await storeSnapshot(t.app.services.stores)
        const answers = new Set<string>()
        for (const id of [draft.Id, closed.Id, 999999]) {
          const res = await applyTo(t, id, applicationParts(applicantFields()))
          const problem = assertProblem(res, 404, 'job_not_found')
          answers.add(JSON.stringify({ ...problem, requestId: undefined }))
        }
        assert.equal(answers.size, 1, 'one answer for everything that is no job')
        assert.deepEqual(await storeSnapshot(t.app.services.stores), before)
      })
    })

    describe('400 for an id that is none (SPEC B1)', () => {
      test('an id that is no positive decimal integer is refused naming id: nothing read, nothing kept', async () => {
        const before = await storeSnapshot(t.app.services.stores)
        for (const id of ['0', 'abc', '-1', '1.5', '1e3', '%20', '9007199254740992']) {
          assertProblem(await applyTo(t, id, applicationParts(applicantFields())), 400, 'validation_failed', 'id')
        }
        assert.deepEqual(await storeSnapshot(t.app.services.stores), before)
      })
    })

    describe('429 rate_limited', () => {
      test('more than the limit from one address within an hour, whatever their answers: refused with Retry-After, nothing kept', async () => {
        const address = '203.0.113.7'
        const limit = t.config.careersRateLimit
        assert.equal(limit, 10)
        // Faulty, trapped and kept applications all count.
        for (let i = 0; i < limit; i++) {
          const parts =
            i % 3 === 0
              ? applicationParts(applicantFields({ Email: 'bad' }))
              : i % 3 === 1
                ? applicationParts({ ...applicantFields(), Website: 'spam' })
                : applicationParts(applicantFields())
          const res = await applyTo(t, job.Id, parts, { remoteAddress: address })
          assert.notEqual(res.statusCode, 429, `application ${i + 1}`)
        }
        await jobsSettled(t)
        const before = await storeSnapshot(t.app.services.stores)
        const res = await applyTo(t, job.Id, applicationParts(applicantFields()), { remoteAddress: address })
        assertProblem(res, 429, 'rate_limited')
        const retryAfter = Number(res.headers['retry-after'])
        assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After: ${res.headers['retry-after']}`)
        assert.deepEqual(await storeSnapshot(t.app.services.stores), before)
        // Another address is not concerned.
        assert.equal((await applyTo(t, job.Id, applicationParts(applicantFields()))).statusCode, 201)
      })

      test('the count is shared by instances on one database', async () => {
        const second = await buildApp(t.config)
        try {
          const address = '203.0.113.8'
          for (let i = 0; i < t.config.careersRateLimit; i++) {
            const res = await applyTo(i % 2 === 0 ? t : second, job.Id, applicationParts(applicantFields()), { remoteAddress: address })
            assert.equal(res.statusCode, 201, `application ${i + 1}: ${res.body}`)
          }
          assertProblem(await applyTo(second, job.Id, applicationParts(applicantFields()), { remoteAddress: address }), 429, 'rate_limited')
          assertProblem(await applyTo(t, job.Id, applicationParts(applicantFields()), { remoteAddress: address }), 429, 'rate_limited')
        } finally {
          await second.close()
        }
      })

      test('X-Forwarded-For counts only from a trusted proxy', async () => {
        // This app trusts no proxy: the header is the client's to invent, and does not escape the limit.
        const address = '203.0.113.9'
        for (let i = 0; i < t.config.careersRateLimit; i++) {
          const res = await applyTo(t, job.Id, applicationParts(applicantFields({ Email: 'bad' })), {
            remoteAddress: address,
            headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
          })
          assert.equal(res.statusCode, 400)
        }
        const res = await applyTo(t, job.Id, applicationParts(applicantFields()), {
          remoteAddress: address,
          headers: { 'x-forwarded-for': '192.0.2.200' },
        })
        assertProblem(res, 429, 'rate_limited')

        // Behind a trusted proxy, each forwarded address has its own count.
        const proxied = await buildApp({ ...t.config, trustProxy: '127.0.0.1' })
        try {
          for (let i = 0; i < t.config.careersRateLimit + 2; i++) {
            const ok = await applyTo(proxied, job.Id, applicationParts(applicantFields({ Email: 'bad' })), {
              remoteAddress: '127.0.0.1',
              headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
            })
            assert.equal(ok.statusCode, 400, ok.body)
          }
        } finally {
          await proxied.close()
        }
      })
    })

    test('/metrics counts applications by outcome', async () => {
      const metrics = async () => {
        const text = (await t.app.inject({ url: '/metrics' })).body
        const read = (outcome: string) =>
          Number(new RegExp(`^ats_careers_applications_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(text)?.[1])
        return { accepted: read('accepted'), invalid: read('invalid'), trapped: read('trapped'), limited: read('limited') }
      }
      const before = await metrics()
      const address = '203.0.113.10'
      assert.equal((await applyTo(t, job.Id, applicationParts(applicantFields()), { remoteAddress: address })).statusCode, 201)
      assert.equal(
        (await applyTo(t, job.Id, applicationParts(applicantFields({ Email: 'x' })), { remoteAddress: address })).statusCode,
        400,
      )
      assert.equal(
        (await applyTo(t, job.Id, applicationParts({ ...applicantFields(), Website: 'x' }), { remoteAddress: address })).statusCode,
        201,
      )
      for (let i = 3; i < t.config.careersRateLimit; i++)
        await applyTo(t, job.Id, applicationParts(applicantFields({ Email: 'x' })), { remoteAddress: address })
      assert.equal((await applyTo(t, job.Id, applicationParts(applicantFields()), { remoteAddress: address })).statusCode, 429)
      const afterwards = await metrics()
      assert.deepEqual(
        {
          accepted: afterwards.accepted - before.accepted,
          invalid: afterwards.invalid - before.invalid,
          trapped: afterwards.trapped - before.trapped,
          limited: afterwards.limited - before.limited,
        },
        { accepted: 1, invalid: t.config.careersRateLimit - 2, trapped: 1, limited: 1 },
      )
    })
  })
}
