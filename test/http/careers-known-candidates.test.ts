import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, DATETIME, nextLink } from '../helpers/assertions.js'
import { auditRows } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { multipartForm, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { applicantFields, applicationParts, applyTo, nextAddress } from '../helpers/job-applications.js'
import { makePdf } from '../../src/demo/pdf-file.js'

/** A CV no one else sends: its bytes tell which document is which. */
const strangerCv = () => makePdf({ title: 'Not the candidate', lines: [`stranger ${Math.random()}`] })

/**
 * SPEC C8 as amended: the public never changes a candidate already held, its
 * `Document` included, through the API or the careers page; a submission
 * keeps the names and phone as typed; applying again to the same job makes
 * no second application but a submission a recruiter is shown; the browser's
 * time zone is set on a new candidate only; a job needs a location and a
 * description to be published.
 */
for (const backend of await backends()) {
  describe(`careers applications of known candidates [${backend.name}]`, () => {
    let t: TestApp
    let job: { Id: number }
    let other: { Id: number }

    const vacancy = async (body: Record<string, unknown>) => {
      const res = await t.call('POST', '/v1/Vacancies', undefined, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }
    /** A candidate a recruiter made, with a CV it uploaded. */
    const knownWithCv = async (email: string) => {
      const c = json(
        await t.call('POST', '/v1/Candidates', undefined, {
          FirstName: 'Grace',
          LastName: 'Known',
          Email: email,
          Phone: '+33 6 00 00 00 01',
        }),
      )
      const upload = await uploadRaw(t, c.Id, SAMPLES.docx.bytes, { disposition: 'attachment; filename="real-cv.docx"' })
      assert.equal(upload.statusCode, 201, upload.body)
      return json(await t.call('GET', `/v1/Candidates/${c.Id}`))
    }
    const documentsOf = async (candidateId: number) => json<any[]>(await t.call('GET', `/v1/Candidates/${candidateId}/Documents`))
    const bytesOf = async (documentId: string) => (await t.call('GET', `/v1/document/${documentId}`)).rawPayload
    const applicationsOf = async (candidateId: number) => json<any[]>(await t.call('GET', `/v1/Candidates/${candidateId}/Applications`))
    const timeZoneOf = async (candidateId: number) =>
      (
        await t.app.services.stores.database.db
          .selectFrom('candidates')
          .select('time_zone')
          .where('id', '=', candidateId)
          .executeTakeFirstOrThrow()
      ).time_zone
    /** The careers page's form, posted as a browser posts it. */
    const postPage = (jobId: number, fields: Record<string, string>, cv: Buffer) => {
      const { body, contentType } = multipartForm(applicationParts(fields, { cv }))
      return t.app.inject({
        method: 'POST',
        url: `/careers/${jobId}`,
        payload: body,
        headers: { 'content-type': contentType, accept: 'text/html' },
        remoteAddress: nextAddress(),
      })
    }

    before(async () => {
      t = await buildTestApp(backend)
      job = await vacancy({ Title: 'Signal Engineer', Location: 'Lyon', Description: 'Signals.', Published: true })
      other = await vacancy({ Title: 'Track Inspector', Location: 'Brest', Description: 'Tracks.', Published: true })
    })
    after(() => t.close())

    test("through the API: a stranger with a known email cannot replace the candidate's Document; the CV and the typed names stay with the submission", async () => {
      const known = await knownWithCv('grace.known@example.com')
      const cv = strangerCv()
      const fields = applicantFields({ Email: 'GRACE.KNOWN@example.com', FirstName: 'Mallory', LastName: 'Stranger', Phone: '+1 555 0100' })
      const res = await applyTo(t, job.Id, applicationParts({ ...fields, TimeZone: 'Pacific/Auckland' }, { cv, fileName: 'mine.pdf' }))
      assert.equal(res.statusCode, 201, res.body)

      const now = json(await t.call('GET', `/v1/Candidates/${known.Id}`))
      assert.deepEqual(now, known, 'the record, its Document and UpdatedDate, as they were')
      assert.deepEqual(await bytesOf(now.Document), SAMPLES.docx.bytes, 'the Document is still the CV the recruiter uploaded')
      assert.equal(await timeZoneOf(known.Id), null, 'the public sets no time zone on a known candidate')
      // The CV is kept as a document of the candidate, and is the submission's.
      const documents = await documentsOf(known.Id)
      assert.deepEqual(
        documents.map((d) => d.FileName),
        ['real-cv.docx', 'mine.pdf'],
      )
      const [application] = await applicationsOf(known.Id)
      const submission = json(await t.call('GET', `/v1/Applications/${application.Id}/Submission`))
      assert.equal(submission.DocumentId, documents[1].Id)
      assert.deepEqual(await bytesOf(submission.DocumentId), cv)
      assert.deepEqual([submission.FirstName, submission.LastName, submission.Phone], ['Mallory', 'Stranger', '+1 555 0100'])
      const [entry] = json<any[]>(await t.call('GET', `/v1/Applications/${application.Id}/Submissions`))
      assert.deepEqual([entry.KnownCandidate, entry.AppliedAgain], [true, false])
    })

    test('through the careers page: the same, and the thank-you page tells nothing of it', async () => {
      const known = await knownWithCv('page.known@example.com')
      const cv = strangerCv()
      const res = await postPage(
        job.Id,
        applicantFields({ Email: 'page.known@example.com', FirstName: 'Eve', LastName: 'Page', TimeZone: 'Asia/Tokyo' }),
        cv,
      )
      assert.equal(res.statusCode, 200, res.body.slice(0, 300))
      const unknown = await postPage(job.Id, applicantFields({ FirstName: 'Eve', LastName: 'Page' }), strangerCv())
      assert.equal(unknown.statusCode, 200)
      const thanks = (body: string) => body.replace(/[A-Za-z0-9_-]{22,}/g, 'REF')
      assert.equal(thanks(res.body), thanks(unknown.body), 'the same page whether the email was known or not')

      const now = json(await t.call('GET', `/v1/Candidates/${known.Id}`))
      assert.deepEqual(now, known)
      assert.deepEqual(await bytesOf(now.Document), SAMPLES.docx.bytes)
      assert.equal(await timeZoneOf(known.Id), null)
      const [application] = await applicationsOf(known.Id)
      const submission = json(await t.call('GET', `/v1/Applications/${application.Id}/Submission`))
      assert.deepEqual(await bytesOf(submission.DocumentId), cv)
      assert.deepEqual([submission.FirstName, submission.LastName], ['Eve', 'Page'])
    })

    test('a known candidate without a CV: the one sent becomes its Document, and nothing else of it changes', async () => {
      const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'No', LastName: 'Cv', Email: 'no.cv@example.com' }))
      const res = await applyTo(t, job.Id, applicationParts(applicantFields({ Email: 'no.cv@example.com', FirstName: 'Typed' })))
      assert.equal(res.statusCode, 201, res.body)
      const now = json(await t.call('GET', `/v1/Candidates/${c.Id}`))
      const [document] = await documentsOf(c.Id)
      assert.equal(now.Document, document.Id)
      assert.deepEqual([now.FirstName, now.LastName, now.Email, now.Phone], ['No', 'Cv', 'no.cv@example.com', null])
    })

    test('applying again to the same job: the same 201, no second application, a new submission the list marks', async () => {
      const email = `again-${Date.now()}@example.com`
      const first = await applyTo(t, job.Id, applicationParts(applicantFields({ Email: email, FirstName: 'Ada', LastName: 'First' })))
      assert.equal(first.statusCode, 201)
      const [candidate] = json<any[]>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(email)}`))
      const [application] = await applicationsOf(candidate.Id)
      const events = json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).at(-1).Id
      const audits = (await auditRows(t, `CandidateId=${candidate.Id}`)).length

      const cv = strangerCv()
      const again = await applyTo(
        t,
        job.Id,
        applicationParts(applicantFields({ Email: email.toUpperCase(), FirstName: 'Ada', LastName: 'Second', Phone: '' }), { cv }),
      )
      assert.equal(again.statusCode, 201)
      assert.deepEqual(Object.keys(json(again)), Object.keys(json(first)))
      assert.deepEqual(await applicationsOf(candidate.Id), [application], 'the application as it was')
      assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${candidate.Id}`)), candidate, 'the record as it was')

      const entries = json<any[]>(await t.call('GET', `/v1/Applications/${application.Id}/Submissions`))
      assert.deepEqual(
        entries.map((e) => Object.keys(e)),
        entries.map(() => [
          'Id',
          'ApplicationId',
          'SubmittedDate',
          'DocumentId',
          'CoverLetter',
          'Consents',
          'FirstName',
          'LastName',
          'Phone',
          'KnownCandidate',
          'AppliedAgain',
        ]),
      )
      assert.deepEqual(
        entries.map((e) => [e.FirstName, e.LastName, e.Phone, e.KnownCandidate, e.AppliedAgain]),
        [
          ['Ada', 'First', '+33 1 23 45 67 89', false, false],
          ['Ada', 'Second', null, true, true],
        ],
      )
      assert.ok(entries[0].Id < entries[1].Id && entries.every((e) => DATETIME.test(e.SubmittedDate)))
      assert.deepEqual(await bytesOf(entries[1].DocumentId), cv)
      assert.deepEqual(json(await t.call('GET', `/v1/Applications/${application.Id}/Submission`)).LastName, 'Second')

      // Its events and audit rows as any sending's: the CV's document.created, no application.created; the submission and consent created.
      const since = json<any[]>(await t.call('GET', `/v1/Events?after=${events}&limit=1000`)).filter((e) => e.CandidateId === candidate.Id)
      assert.deepEqual(
        since.map((e) => [e.Type, e.ActorId]),
        [['document.created', null]],
      )
      const written = (await auditRows(t, `CandidateId=${candidate.Id}`))
        .slice(audits)
        .filter((r) => r.Action === 'create')
        .map((r) => [r.ResourceType, r.MemberId])
      assert.deepEqual(written, [
        ['submission', null],
        ['consent', null],
        ['email', null],
        ['document', null],
      ])

      // To another job: a new application, from a known candidate.
      assert.equal((await applyTo(t, other.Id, applicationParts(applicantFields({ Email: email, LastName: 'Third' })))).statusCode, 201)
      const second = (await applicationsOf(candidate.Id)).find((a) => a.VacancyId === other.Id)
      const [elsewhere] = json<any[]>(await t.call('GET', `/v1/Applications/${second.Id}/Submissions`))
      assert.deepEqual([elsewhere.LastName, elsewhere.KnownCandidate, elsewhere.AppliedAgain], ['Third', true, false])
    })

    test('sent to an application a member made: a submission marked as applying again', async () => {
      const c = json(
        await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Made', LastName: 'ByMember', Email: 'made@example.com' }),
      )
      const made = json(await t.call('POST', `/v1/Candidates/${c.Id}/Applications`, undefined, { VacancyId: other.Id }))
      assert.deepEqual(json(await t.call('GET', `/v1/Applications/${made.Id}/Submissions`)), [])
      assert.equal((await applyTo(t, other.Id, applicationParts(applicantFields({ Email: 'made@example.com' })))).statusCode, 201)
      const [entry] = json<any[]>(await t.call('GET', `/v1/Applications/${made.Id}/Submissions`))
      assert.deepEqual([entry.KnownCandidate, entry.AppliedAgain], [true, true])
    })

    test('the list: paged as B2, audited as one read, missing for whoever may not see the application', async () => {
      const email = `paged-${Date.now()}@example.com`
      for (let i = 0; i < 3; i++)
        assert.equal((await applyTo(t, job.Id, applicationParts(applicantFields({ Email: email })))).statusCode, 201)
      const [candidate] = json<any[]>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(email)}`))
      const [application] = await applicationsOf(candidate.Id)
      const page = await t.call('GET', `/v1/Applications/${application.Id}/Submissions?limit=2`)
      assert.equal(json<any[]>(page).length, 2)
      const next = nextLink(page)
      assert.ok(next)
      const rest = json<any[]>(await t.call('GET', next))
      assert.equal(rest.length, 1)
      assert.ok(rest[0].Id > json<any[]>(page)[1].Id)

      const before = (await auditRows(t, `CandidateId=${candidate.Id}`)).length
      await t.call('GET', `/v1/Applications/${application.Id}/Submissions`)
      const reads = (await auditRows(t, `CandidateId=${candidate.Id}`)).slice(before).map((r) => [r.Action, r.ResourceType, r.ResourceId])
      assert.deepEqual(reads, [['read', 'submission', null]])

      const manager = await t.member('hiring_manager')
      const hidden = await t.call('GET', `/v1/Applications/${application.Id}/Submissions`, manager.token)
      assertProblem(hidden, 404, 'application_not_found')
      assertProblem(await t.call('GET', '/v1/Applications/999999/Submissions'), 404, 'application_not_found')
      const { token } = await t.member('recruiter', ['notes:read'])
      assertProblem(await t.call('GET', `/v1/Applications/${application.Id}/Submissions`, token), 403, 'insufficient_scope')
    })

    test('the time zone the form sends is set on a new candidate; an unknown one is left out, and the application taken', async () => {
      const cases: [string | undefined, string | null][] = [
        ['Europe/Paris', 'Europe/Paris'],
        ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
        ['Not/A_Zone', null],
        ['Europe/Paris\nX', null],
        ['', null],
        [undefined, null],
      ]
      for (const [sent, kept] of cases) {
        const fields = applicantFields(sent === undefined ? {} : { TimeZone: sent })
        const res = await applyTo(t, job.Id, applicationParts(fields))
        assert.equal(res.statusCode, 201, res.body)
        const [candidate] = json<any[]>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(fields.Email!)}`))
        assert.equal(await timeZoneOf(candidate.Id), kept, String(sent))
      }
    })

    test('anonymizing the candidate removes the names and phone typed with its submissions', async () => {
      const email = `typed-${Date.now()}@example.com`
      const fields = applicantFields({ Email: email, FirstName: 'Zebulon', LastName: 'Typedname', Phone: '+44 20 0000 0000' })
      assert.equal((await applyTo(t, job.Id, applicationParts(fields))).statusCode, 201)
      assert.equal((await applyTo(t, job.Id, applicationParts({ ...fields, FirstName: 'Zeb' }))).statusCode, 201)
      const [candidate] = json<any[]>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(email)}`))
      const db = t.app.services.stores.database.db
      const typed = () =>
        db
          .selectFrom('submissions')
          .select(['first_name', 'last_name', 'phone'])
          .where((eb) => eb.or([eb('last_name', '=', 'Typedname'), eb('phone', '=', '+44 20 0000 0000')]))
          .execute()
      assert.equal((await typed()).length, 2)
      assert.equal((await t.call('POST', `/v1/Candidates/${candidate.Id}/Anonymize`)).statusCode, 200)
      assert.deepEqual(await typed(), [])
    })
  })

  describe(`publishing a vacancy needs a location and a description [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    test('POST published without either: 400 naming it, nothing made', async () => {
      const before = json<any[]>(await t.call('GET', '/v1/Vacancies')).length
      const cases: [Record<string, unknown>, string][] = [
        [{ Title: 'Empty', Published: true }, 'Location'],
        [{ Title: 'No place', Description: 'Work.', Published: true }, 'Location'],
        [{ Title: 'Blank place', Location: '   ', Description: 'Work.', Published: true }, 'Location'],
        [{ Title: 'No words', Location: 'Lyon', Published: true }, 'Description'],
        [{ Title: 'Blank words', Location: 'Lyon', Description: ' \n ', Published: true }, 'Description'],
      ]
      for (const [body, field] of cases) {
        const problem = assertProblem(await t.call('POST', '/v1/Vacancies', undefined, body), 400, 'validation_failed', field)
        assert.match(problem.detail, new RegExp(`^${field}: is required to publish`))
      }
      assert.equal(json<any[]>(await t.call('GET', '/v1/Vacancies')).length, before)
      assert.deepEqual(json(await t.call('GET', '/v1/Jobs')), [])
      // Unpublished, a vacancy needs neither.
      assert.equal((await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Draft' })).statusCode, 201)
    })

    test('PUT: publishing without either, or blanking either while published, is refused and changes nothing', async () => {
      const v = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Later' }))
      assertProblem(await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Published: true }), 400, 'validation_failed', 'Location')
      assertProblem(
        await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Published: true, Location: 'Lyon' }),
        400,
        'validation_failed',
        'Description',
      )
      assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v.Id}`)), v, 'nothing changed')
      const published = await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Published: true, Location: 'Lyon', Description: 'Work.' })
      assert.equal(published.statusCode, 200, published.body)
      assertProblem(await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Location: '' }), 400, 'validation_failed', 'Location')
      assertProblem(await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Description: '' }), 400, 'validation_failed', 'Description')
      assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v.Id}`)), json(published))
      assert.equal(json(await t.call('GET', `/v1/Jobs/${v.Id}`, null)).Location, 'Lyon')
      // Unpublished in the same change, it may be blanked; and a published one's other fields change freely.
      const off = await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Published: false, Location: '' })
      assert.equal(off.statusCode, 200, off.body)
      assert.equal((await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Title: 'Renamed' })).statusCode, 200)
    })
  })
}
