import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, DATETIME } from '../helpers/assertions.js'
import { auditRows } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'

/** What applicants sent and agreed to (SPEC C8): GET .../Submission and .../Consents, under the candidate's read rules. */
for (const backend of await backends()) {
  describe(`submissions and consents [${backend.name}]`, () => {
    let t: TestApp
    let job: any
    let candidate: any
    let application: any

    before(async () => {
      t = await buildTestApp(backend)
      job = json(
        await t.call('POST', '/v1/Vacancies', undefined, {
          Title: 'Data Engineer',
          Location: 'Lyon',
          Description: 'The role.',
          Published: true,
        }),
      )
      const fields = applicantFields({ RetentionConsent: 'true', CoverLetter: 'Dear team' })
      assert.equal((await applyTo(t, job.Id, applicationParts(fields))).statusCode, 201)
      ;[candidate] = json(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(fields.Email!)}`))
      ;[application] = json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Applications`))
    })
    after(() => t.close())

    describe('200', () => {
      test('the latest submission: its CV, cover letter and consents', async () => {
        const res = await t.call('GET', `/v1/Applications/${application.Id}/Submission`)
        assert.equal(res.statusCode, 200, res.body)
        const body = json(res)
        assert.deepEqual(Object.keys(body), [
          'ApplicationId',
          'SubmittedDate',
          'DocumentId',
          'CoverLetter',
          'Consents',
          'FirstName',
          'LastName',
          'Phone',
        ])
        assert.equal(body.ApplicationId, application.Id)
        assert.match(body.SubmittedDate, DATETIME)
        assert.equal(body.DocumentId, candidate.Document)
        assert.equal(body.CoverLetter, 'Dear team')
        assert.deepEqual(
          body.Consents.map((c: any) => [Object.keys(c), c.Purpose, c.Text, c.VacancyId]),
          [
            [['Id', 'Purpose', 'Text', 'GivenDate', 'VacancyId'], 'processing', t.config.careersConsentText, job.Id],
            [['Id', 'Purpose', 'Text', 'GivenDate', 'VacancyId'], 'retention', t.config.careersRetentionText, job.Id],
          ],
        )
      })

      test('a second sending is the latest: no cover letter is null, no retention consent is absent', async () => {
        const fields = applicantFields({ Email: candidate.Email, CoverLetter: '' })
        assert.equal((await applyTo(t, job.Id, applicationParts(fields))).statusCode, 201)
        const body = json(await t.call('GET', `/v1/Applications/${application.Id}/Submission`))
        assert.equal(body.CoverLetter, null)
        assert.deepEqual(
          body.Consents.map((c: any) => c.Purpose),
          ['processing'],
        )
        const consents = json(await t.call('GET', `/v1/Candidates/${candidate.Id}/Consents`))
        assert.deepEqual(
          consents.map((c: any) => c.Purpose),
          ['processing', 'retention', 'processing'],
        )
        assert.ok(consents.every((c: any) => DATETIME.test(c.GivenDate)))
      })

      test('a candidate with no consent: an empty list', async () => {
        const other = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'No', LastName: 'Consent' }))
        assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${other.Id}/Consents`)), [])
      })

      test('reads are audited: the submission read names it, the consents list none', async () => {
        const submissionId = (
          await t.app.services.stores.database.db
            .selectFrom('submissions')
            .select('id')
            .where('application_id', '=', application.Id)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
        ).id
        const before = (await auditRows(t, `CandidateId=${candidate.Id}`)).length
        await t.call('GET', `/v1/Applications/${application.Id}/Submission`)
        await t.call('GET', `/v1/Candidates/${candidate.Id}/Consents`)
        const reads = (await auditRows(t, `CandidateId=${candidate.Id}`))
          .slice(before)
          .map((r) => [r.Action, r.ResourceType, r.ResourceId, r.MemberId])
        assert.deepEqual(reads, [
          ['read', 'submission', submissionId, 1],
          ['read', 'consent', null, 1],
        ])
      })
    })

    describe('404', () => {
      test('submission_not_found for an application a member made; application_not_found for none', async () => {
        const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Member', LastName: 'Made' }))
        const made = json(await t.call('POST', `/v1/Candidates/${c.Id}/Applications`, undefined, { VacancyId: job.Id }))
        assertProblem(await t.call('GET', `/v1/Applications/${made.Id}/Submission`), 404, 'submission_not_found')
        assertProblem(await t.call('GET', '/v1/Applications/999999/Submission'), 404, 'application_not_found')
        assertProblem(await t.call('GET', '/v1/Candidates/999999/Consents'), 404, 'candidate_not_found')
      })

      test("a hiring manager off the job's team: as missing; on it: read", async () => {
        const manager = await t.member('hiring_manager')
        const missingApp = await t.call('GET', '/v1/Applications/999999/Submission', manager.token)
        const hidden = await t.call('GET', `/v1/Applications/${application.Id}/Submission`, manager.token)
        assertProblem(hidden, 404, 'application_not_found')
        assert.equal(json(hidden).detail.replace(/\d+/g, 'N'), json(missingApp).detail.replace(/\d+/g, 'N'))
        const missingCandidate = await t.call('GET', '/v1/Candidates/999999/Consents', manager.token)
        const hiddenCandidate = await t.call('GET', `/v1/Candidates/${candidate.Id}/Consents`, manager.token)
        assertProblem(hiddenCandidate, 404, 'candidate_not_found')
        assert.equal(json(hiddenCandidate).detail.replace(/\d+/g, 'N'), json(missingCandidate).detail.replace(/\d+/g, 'N'))

        await t.call('PUT', `/v1/Vacancies/${job.Id}/HiringTeam`, undefined, { MemberIds: [manager.id] })
        assert.equal((await t.call('GET', `/v1/Applications/${application.Id}/Submission`, manager.token)).statusCode, 200)
        assert.equal((await t.call('GET', `/v1/Candidates/${candidate.Id}/Consents`, manager.token)).statusCode, 200)
        await t.call('PUT', `/v1/Vacancies/${job.Id}/HiringTeam`, undefined, { MemberIds: [] })
      })
    })

    describe('403', () => {
      test('without candidates:read', async () => {
        const { token } = await t.member('recruiter', ['notes:read'])
        assertProblem(await t.call('GET', `/v1/Applications/${application.Id}/Submission`, token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', `/v1/Candidates/${candidate.Id}/Consents`, token), 403, 'insufficient_scope')
      })
    })

    test('erasing the candidate erases its submissions and consents', async () => {
      const fields = applicantFields({ RetentionConsent: 'true' })
      assert.equal((await applyTo(t, job.Id, applicationParts(fields))).statusCode, 201)
      const [gone] = json(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(fields.Email!)}`))
      const db = t.app.services.stores.database.db
      const held = async () => [
        (await db.selectFrom('submissions').select('id').where('candidate_id', '=', gone.Id).execute()).length,
        (await db.selectFrom('consents').select('id').where('candidate_id', '=', gone.Id).execute()).length,
      ]
      assert.deepEqual(await held(), [1, 2])
      assert.equal((await t.call('DELETE', `/v1/Candidates/${gone.Id}`)).statusCode, 204)
      assert.deepEqual(await held(), [0, 0])
      assert.equal((await db.selectFrom('submissions').select('id').execute()).length > 0, true, 'the others stay')
    })
  })
}
