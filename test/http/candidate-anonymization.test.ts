import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { makePdf } from '../../src/demo/pdf-file.js'
import { sendQueuedEmail } from '../../src/domain/email/email-sending.js'
import { queueEmail } from '../../src/domain/email/emails.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { auditRows } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, uploadRaw, waitFor } from '../helpers/documents.js'
import { schedule, writeScorecard } from '../helpers/interviews.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { emailRetryNow, startSmtpReceiver } from '../helpers/smtp-receiver.js'
import { everyRow } from '../helpers/store-snapshot.js'

const FIELDS = ['Id', 'FirstName', 'LastName', 'Email', 'Phone', 'Document', 'CreatedDate', 'UpdatedDate', 'TimeZone']

/**
 * Everything personal the test gives the service about one person: each
 * value made of words found nowhere else, so that finding one anywhere
 * after the anonymization means it was kept.
 */
const PERSON = {
  first: 'Zebulon',
  last: 'Quistgaard',
  email: 'zebulon.quistgaard@example.org',
  phone: '+47 5550 1234',
  coverLetter: 'My cover letter about Vandrefalk gliders',
  cvLines: ['Ornithopter designer', 'Lives in Trondhavik'],
  secondCvLines: ['Former Glimmerwick apprentice'],
  privateNote: 'Private remark Hushbrindle',
  teamNote: 'Shared remark Saltmarrow',
  flagNote: 'Flag reason Gorsefield',
  location: 'Room Kestrelwick',
  scorecardNotes: 'Scorecard remark Marrowfen',
  emailSubject: 'About Pellucidane',
  emailBody: 'Body text Quillonby',
}

/** The words that must be gone: every value above, whole and word by word. */
const TRACES = [
  PERSON.first,
  PERSON.last,
  PERSON.email,
  '5550 1234',
  'Vandrefalk',
  'Ornithopter',
  'Trondhavik',
  'Glimmerwick',
  'Hushbrindle',
  'Saltmarrow',
  'Gorsefield',
  'Kestrelwick',
  'Marrowfen',
  'Pellucidane',
  'Quillonby',
].map((s) => s.toLowerCase())

/** The traces found in the database, as `table: trace`. */
async function tracesInDatabase(t: TestApp): Promise<string[]> {
  const found: string[] = []
  const { tables } = await everyRow(t.app.services.stores)
  for (const [table, rows] of Object.entries(tables))
    for (const trace of TRACES) if (rows.some((r) => r.toLowerCase().includes(trace))) found.push(`${table}: ${trace}`)
  return found.sort()
}

for (const backend of await backends()) {
  describe(`POST /v1/Candidates/{id}/Anonymize [${backend.name}]`, () => {
    let t: TestApp
    let recruiter: { id: number; token: string }
    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
      recruiter = await t.member('recruiter')
    })
    after(() => t.close())

    /** A person who applied on the careers site, then was worked on: notes, flags, documents, an interview, a scorecard, emails. */
    async function personWithEverything() {
      const job = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Glider Engineer', Published: true }))
      const fields = applicantFields({
        FirstName: PERSON.first,
        LastName: PERSON.last,
        Email: PERSON.email,
        Phone: PERSON.phone,
        CoverLetter: PERSON.coverLetter,
        RetentionConsent: 'true',
      })
      const cv = makePdf({ title: 'Curriculum Vitae', lines: [`${PERSON.first} ${PERSON.last}`, ...PERSON.cvLines] })
      const applied = await applyTo(t, job.Id, applicationParts(fields, { cv, fileName: 'zebulon-cv.pdf' }))
      assert.equal(applied.statusCode, 201, applied.body)
      const [candidate] = json(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(PERSON.email)}`))
      const id = candidate.Id as number
      const [application] = json(await t.call('GET', `/v1/Candidates/${id}/Applications`))

      const second = await uploadRaw(t, id, makePdf({ title: 'Reference', lines: PERSON.secondCvLines }), {
        disposition: 'attachment; filename="quistgaard-reference.pdf"',
      })
      assert.equal(second.statusCode, 201, second.body)
      const note = (body: object, token?: string) => t.call('POST', `/v1/Candidates/${id}/Notes`, token, body)
      assert.equal((await note({ Note: PERSON.privateNote, Private: true }, recruiter.token)).statusCode, 201)
      assert.equal((await note({ Note: PERSON.teamNote, SendToHiringTeam: true })).statusCode, 201)
      const flag = await t.call('POST', `/v1/Candidates/${id}/QualityFlags`, undefined, { FlagType: 2, Note: PERSON.flagNote })
      assert.equal(flag.statusCode, 201, flag.body)
      const interview = await schedule(t, application.Id, [recruiter.id], { Location: PERSON.location, SendInvitations: true })
      const scorecard = await writeScorecard(t, interview.Id, recruiter.token, {
        Ratings: [{ Attribute: 'Technical skills', Rating: 'strong_yes' }],
        Recommendation: 'yes',
        Notes: PERSON.scorecardNotes,
        Submit: true,
      })
      assert.equal(scorecard.statusCode, 200, scorecard.body)
      const email = await t.call('POST', `/v1/Candidates/${id}/Emails`, undefined, { Subject: PERSON.emailSubject, Body: PERSON.emailBody })
      assert.equal(email.statusCode, 201, email.body)

      // Both documents' texts read and indexed before the anonymization, as they would be in use.
      const documents = json<Array<{ Id: string }>>(await t.call('GET', `/v1/Candidates/${id}/Documents`))
      assert.equal(documents.length, 2)
      await waitFor(async () => {
        const texts = await Promise.all(documents.map((d) => t.call('GET', `/v1/document/${d.Id}/Text`)))
        return texts.every((r) => r.statusCode === 200)
      }, 'the documents to be read')
      await jobsSettled(t)
      const blobKeys = (
        await t.app.services.stores.database.db.selectFrom('documents').select('blob_key').where('candidate_id', '=', id).execute()
      ).map((r) => r.blob_key)
      return { id, job, application, interview, documents, blobKeys }
    }

    async function blobKeysHeld(): Promise<Set<string>> {
      const keys = new Set<string>()
      for await (const blob of t.app.services.stores.blobs.list()) keys.add(blob.key)
      return keys
    }

    describe('200', () => {
      test('no trace of the person is left in any table, blob, search or event; applications, interviews and ratings stay', async () => {
        const person = await personWithEverything()
        const { id } = person
        // The scan sees every value before: its silence afterwards means something.
        assert.deepEqual(
          new Set((await tracesInDatabase(t)).map((f) => f.split(': ')[1])),
          new Set(TRACES),
          'every value is somewhere before',
        )
        const heldBefore = await blobKeysHeld()
        for (const key of person.blobKeys) assert.ok(heldBefore.has(key))
        for (const word of ['Zebulon', 'Ornithopter', 'Glimmerwick', 'Saltmarrow'])
          assert.deepEqual(
            json(await t.call('GET', `/v1/Search?q=${word}`)).map((r: any) => r.CandidateId),
            [id],
            word,
          )
        // Where the person lives, near enough: its time zone goes too.
        const zoned = await t.call('PUT', `/v1/Candidates/${id}`, undefined, {
          FirstName: PERSON.first,
          LastName: PERSON.last,
          Email: PERSON.email,
          Phone: PERSON.phone,
          TimeZone: 'Europe/Oslo',
        })
        assert.equal(json(zoned).TimeZone, 'Europe/Oslo', zoned.body)
        // A read kept in memory beforehand must not outlive the change.
        assert.equal(json(await t.call('GET', `/v1/Candidates/${id}`)).FirstName, PERSON.first)
        const historyBefore = json(await t.call('GET', `/v1/Applications/${person.application.Id}/History`))

        const res = await t.call('POST', `/v1/Candidates/${id}/Anonymize`)
        assert.equal(res.statusCode, 200, res.body)
        assert.match(String(res.headers['content-type']), /^application\/json; charset=utf-8/)
        const scrubbed = json(res)
        assert.deepEqual(Object.keys(scrubbed), FIELDS)
        assert.deepEqual(
          { ...scrubbed, CreatedDate: undefined, UpdatedDate: undefined },
          {
            Id: id,
            FirstName: 'Anonymized',
            LastName: 'Candidate',
            Email: null,
            Phone: null,
            Document: null,
            CreatedDate: undefined,
            UpdatedDate: undefined,
            TimeZone: null,
          },
        )
        assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${id}`)), scrubbed)

        await jobsSettled(t)
        assert.deepEqual(await tracesInDatabase(t), [])
        const heldAfter = await blobKeysHeld()
        for (const key of person.blobKeys) assert.ok(!heldAfter.has(key), `blob ${key} deleted`)

        for (const word of TRACES.flatMap((s) => s.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 3)) {
          const found = await t.call('GET', `/v1/Search?q=${encodeURIComponent(word)}`)
          assert.equal(found.statusCode, 200, found.body)
          assert.deepEqual(json(found), [], `search for ${word}`)
        }
        assert.deepEqual(json(await t.call('GET', `/v1/Candidates?q=${PERSON.first}`)), [])
        assert.deepEqual(
          json(await t.call('GET', '/v1/Search?q=Anonymized')).map((r: any) => r.CandidateId),
          [id],
        )

        const events = json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).filter((e) => e.CandidateId === id)
        const feed = JSON.stringify(events).toLowerCase()
        for (const trace of TRACES) assert.ok(!feed.includes(trace), `the events hold ${trace}`)
        const last = events.at(-1)
        assert.equal(last.Type, 'candidate.updated')
        assert.deepEqual(last.Data, scrubbed)

        // What the statistics need stays.
        const applications = json(await t.call('GET', `/v1/Candidates/${id}/Applications`))
        assert.deepEqual(
          applications.map((a: any) => [a.Id, a.VacancyId, a.Status]),
          [[person.application.Id, person.job.Id, 'active']],
        )
        assert.deepEqual(json(await t.call('GET', `/v1/Applications/${person.application.Id}/History`)), historyBefore)
        const interview = json(await t.call('GET', `/v1/Interviews/${person.interview.Id}`))
        assert.deepEqual(
          { ...interview, Location: undefined, UpdatedDate: undefined },
          { ...person.interview, Location: undefined, UpdatedDate: undefined },
        )
        assert.equal(interview.Location, '')
        const [scorecard] = json(await t.call('GET', `/v1/Applications/${person.application.Id}/Scorecards`))
        assert.deepEqual(scorecard.Ratings, [{ Attribute: 'Technical skills', Rating: 'strong_yes' }])
        assert.equal(scorecard.Recommendation, 'yes')
        assert.equal(scorecard.Status, 'submitted')
        assert.equal(scorecard.Notes, '')
        assert.deepEqual(
          json(await t.call('GET', `/v1/Candidates/${id}/QualityFlags`)).map((f: any) => [f.FlagType, f.Note]),
          [[2, '']],
        )
        for (const gone of ['Notes', 'Documents', 'Emails', 'Consents'])
          assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${id}/${gone}`)), [], gone)
        assertProblem(await t.call('GET', `/v1/Applications/${person.application.Id}/Submission`), 404, 'submission_not_found')
        for (const doc of person.documents) assertProblem(await t.call('GET', `/v1/document/${doc.Id}`), 404, 'document_not_found')
      })

      test('audited as anonymize, by the admin and its token; anonymizing again answers the same', async () => {
        const id = json(
          await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Twice', LastName: 'Over', Email: 'twice@example.com' }),
        ).Id
        const first = await t.call('POST', `/v1/Candidates/${id}/Anonymize`)
        assert.equal(first.statusCode, 200, first.body)
        const again = await t.call('POST', `/v1/Candidates/${id}/Anonymize`)
        assert.equal(again.statusCode, 200, again.body)
        assert.deepEqual({ ...json<object>(again), UpdatedDate: undefined }, { ...json<object>(first), UpdatedDate: undefined })
        const rows = (await auditRows(t, `CandidateId=${id}`)).filter((r) => r.Action === 'anonymize')
        assert.deepEqual(
          rows.map((r) => [
            r.Action,
            r.ResourceType,
            r.ResourceId,
            r.MemberId,
            r.TokenId === null,
            r.RequestId === first.headers['x-request-id'],
          ]),
          [
            ['anonymize', 'candidate', id, 1, false, true],
            ['anonymize', 'candidate', id, 1, false, false],
          ],
        )
      })
    })

    describe('403', () => {
      test('only admins: a recruiter and a hiring manager are refused, and nothing changes', async () => {
        const id = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Kept', LastName: 'Whole' })).Id
        assertProblem(await t.call('POST', `/v1/Candidates/${id}/Anonymize`, recruiter.token), 403, 'insufficient_scope')
        const manager = await t.member('hiring_manager')
        assertProblem(await t.call('POST', `/v1/Candidates/${id}/Anonymize`, manager.token), 403, 'insufficient_scope')
        assertProblem(await t.call('POST', `/v1/Candidates/${id}/Anonymize`, null), 403, 'invalid_token')
        assert.equal(json(await t.call('GET', `/v1/Candidates/${id}`)).FirstName, 'Kept')
      })
    })

    describe('404 and 400', () => {
      test('an unknown candidate is 404 candidate_not_found; a malformed id 400', async () => {
        assertProblem(await t.call('POST', '/v1/Candidates/999999/Anonymize'), 404, 'candidate_not_found')
        assertProblem(await t.call('POST', '/v1/Candidates/abc/Anonymize'), 400, 'validation_failed')
      })
    })
  })
}

for (const backend of await backends()) {
  describe(`an anonymized candidate's unsent emails are never sent [${backend.name}]`, () => {
    let t: TestApp
    let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
    before(async () => {
      smtp = await startSmtpReceiver()
      t = await buildTestApp(backend, { smtpUrl: smtp.url, mailFrom: 'Jobs <jobs@example.com>', smtpTimeoutMs: 5000, jobPollMs: 20 })
    })
    after(async () => {
      await t.close()
      await smtp.close()
    })

    test('the pending email goes with the anonymization; its job, run afterwards, sends nothing', async () => {
      const id = json(
        await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Unsent', LastName: 'Mail', Email: 'unsent@example.com' }),
      ).Id
      const db = t.app.services.stores.database.db
      const email = await db.transaction().execute(async (trx) => {
        const row = await queueEmail(trx, {
          mail: t.app.services.mail,
          candidateId: id,
          to: 'unsent@example.com',
          subject: 'Never sent',
          body: 'b',
          createdById: null,
        })
        // Its job not due yet, in the same commit: no runner can take it before the anonymization.
        await trx
          .updateTable('jobs')
          .set({ run_date: '9999-01-01T00:00:00.000Z' })
          .where('kind', '=', 'email.send')
          .where('state', '=', 'queued')
          .execute()
        return row
      })
      assert.equal(email.status, 'pending')
      assert.equal((await t.call('POST', `/v1/Candidates/${id}/Anonymize`)).statusCode, 200)
      assert.deepEqual(await db.selectFrom('emails').select('id').where('candidate_id', '=', id).execute(), [])
      await sendQueuedEmail(db, { smtpUrl: smtp.url, mailFrom: 'Jobs <jobs@example.com>', timeoutMs: 5000 }, { emailId: email.id })
      assert.equal(await emailRetryNow(t), 1, 'its job was still queued')
      await jobsSettled(t)
      assert.equal(smtp.offered(), 0)
    })
  })
}
