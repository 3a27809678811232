import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, DATETIME } from '../helpers/assertions.js'
import { auditRows } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { applicationOnTeam, schedule, SCORECARD_FIELDS, writeScorecard } from '../helpers/interviews.js'

type Member = { id: number; token: string }
const FIRST = ['Technical skills', 'Communication', 'Problem solving', 'Team fit']

for (const backend of await backends()) {
  describe(`scorecards [${backend.name}]`, () => {
    let t: TestApp
    let recruiter: Member
    let manager: Member
    let outsider: Member

    before(async () => {
      t = await buildTestApp(backend)
      recruiter = await t.member('recruiter')
      manager = await t.member('hiring_manager')
      outsider = await t.member('hiring_manager')
    })
    after(() => t.close())

    describe('attributes', () => {
      test('a new vacancy starts with the four; PUT replaces them and answers them; GET reads them', async () => {
        const v = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Rated' }))
        const get = await t.call('GET', `/v1/Vacancies/${v.Id}/ScorecardAttributes`, manager.token)
        assert.equal(get.statusCode, 200, get.body)
        assert.deepEqual(json(get), { Attributes: FIRST })
        const put = await t.call('PUT', `/v1/Vacancies/${v.Id}/ScorecardAttributes`, recruiter.token, { Attributes: ['Rust', 'Écriture'] })
        assert.equal(put.statusCode, 200, put.body)
        assert.deepEqual(json(put), { Attributes: ['Rust', 'Écriture'] })
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v.Id}/ScorecardAttributes`)), { Attributes: ['Rust', 'Écriture'] })
      })

      test('400: duplicates ignoring case, none, more than 20, a name over 100 characters or blank', async () => {
        const v = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Rated' }))
        for (const Attributes of [
          ['Team fit', 'TEAM FIT'],
          ['Écriture', 'éCRITURE'],
          [],
          Array.from({ length: 21 }, (_, i) => `A${i}`),
          ['x'.repeat(101)],
          ['  '],
        ]) {
          assertProblem(
            await t.call('PUT', `/v1/Vacancies/${v.Id}/ScorecardAttributes`, undefined, { Attributes }),
            400,
            'validation_failed',
          )
        }
        assertProblem(
          await t.call('PUT', `/v1/Vacancies/${v.Id}/ScorecardAttributes`, undefined, { Attributes: ['a', 'A'] }),
          400,
          'validation_failed',
          'Attributes',
        )
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v.Id}/ScorecardAttributes`)), { Attributes: FIRST })
      })

      test('403 for a hiring manager changing them, 404 for an unknown vacancy', async () => {
        const v = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Rated' }))
        assertProblem(
          await t.call('PUT', `/v1/Vacancies/${v.Id}/ScorecardAttributes`, manager.token, { Attributes: ['x'] }),
          403,
          'insufficient_scope',
        )
        assertProblem(await t.call('GET', '/v1/Vacancies/987654/ScorecardAttributes'), 404, 'vacancy_not_found')
        assertProblem(
          await t.call('PUT', '/v1/Vacancies/987654/ScorecardAttributes', undefined, { Attributes: ['x'] }),
          404,
          'vacancy_not_found',
        )
      })
    })

    describe('writing one', () => {
      test('a draft, then submitted: 200 each time, fields in order, SubmittedDate kept, stays submitted', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        const draft = await writeScorecard(t, i.Id, manager.token, { Ratings: [{ Attribute: 'Communication', Rating: 'yes' }] })
        assert.equal(draft.statusCode, 200, draft.body)
        const d = json(draft)
        assert.deepEqual(Object.keys(d), SCORECARD_FIELDS)
        assert.deepEqual(
          [d.InterviewId, d.ApplicationId, d.InterviewerId, d.Ratings, d.Recommendation, d.Notes, d.Status, d.SubmittedDate],
          [i.Id, app.applicationId, manager.id, [{ Attribute: 'Communication', Rating: 'yes' }], null, '', 'draft', null],
        )
        assert.match(d.UpdatedDate, DATETIME)
        const submitted = json(
          await writeScorecard(t, i.Id, manager.token, {
            Ratings: [
              { Attribute: 'team FIT', Rating: 'strong_yes' },
              { Attribute: 'Technical skills', Rating: 'no' },
            ],
            Recommendation: 'yes',
            Notes: 'Clear thinker',
            Submit: true,
          }),
        )
        assert.equal(submitted.Id, d.Id)
        assert.equal(submitted.Status, 'submitted')
        assert.deepEqual(submitted.Ratings, [
          { Attribute: 'Team fit', Rating: 'strong_yes' },
          { Attribute: 'Technical skills', Rating: 'no' },
        ])
        assert.match(submitted.SubmittedDate, DATETIME)
        const again = json(await writeScorecard(t, i.Id, manager.token, { Recommendation: 'strong_yes', Notes: 'On reflection' }))
        assert.deepEqual(
          [again.Status, again.SubmittedDate, again.Recommendation, again.Ratings],
          ['submitted', submitted.SubmittedDate, 'strong_yes', []],
        )
        const events = json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).filter(
          (e) => e.Type === 'scorecard.submitted' && e.Data.Id === d.Id,
        )
        assert.deepEqual(
          events.map((e) => [e.CandidateId, e.ActorId, e.Data]),
          [
            [app.candidateId, manager.id, submitted],
            [app.candidateId, manager.id, again],
          ],
        )
        // Every write is a change of the candidate's data (SPEC C6), the draft's too, which records no event.
        const rows = (await auditRows(t, `CandidateId=${app.candidateId}`)).filter(
          (r) => r.ResourceType === 'scorecard' && r.MemberId === manager.id,
        )
        assert.deepEqual(
          rows.map((r) => [r.Action, r.ResourceId]),
          [
            ['create', d.Id],
            ['update', d.Id],
            ['update', d.Id],
          ],
        )
      })

      test('a submission with no draft before it is audited as the scorecard made', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        const card = json(await writeScorecard(t, i.Id, manager.token, { Recommendation: 'no', Submit: true }))
        const rows = (await auditRows(t, `CandidateId=${app.candidateId}`)).filter((r) => r.ResourceType === 'scorecard')
        assert.deepEqual(
          rows.map((r) => [r.Action, r.ResourceId, r.MemberId]),
          [['create', card.Id, manager.id]],
        )
      })

      test('a changed list of attributes leaves written scorecards as they are; scorecards may be written after the application closed', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        const card = json(
          await writeScorecard(t, i.Id, manager.token, {
            Ratings: [{ Attribute: 'Communication', Rating: 'no' }],
            Recommendation: 'no',
            Submit: true,
          }),
        )
        await t.call('PUT', `/v1/Vacancies/${app.vacancyId}/ScorecardAttributes`, undefined, { Attributes: ['Leadership'] })
        assert.deepEqual(json<any[]>(await t.call('GET', `/v1/Applications/${app.applicationId}/Scorecards`))[0].Ratings, card.Ratings)
        assert.equal((await t.call('POST', `/v1/Applications/${app.applicationId}/Reject`, undefined, { Reason: 'No' })).statusCode, 200)
        const later = await writeScorecard(t, i.Id, manager.token, {
          Ratings: [{ Attribute: 'Leadership', Rating: 'no' }],
          Recommendation: 'strong_no',
        })
        assert.equal(later.statusCode, 200, later.body)
      })

      test('400: an attribute not the vacancy’s, one rated twice (naming Ratings), a submission without recommendation, a bad value', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        const bad = (body: unknown) => writeScorecard(t, i.Id, manager.token, body as Record<string, unknown>)
        assertProblem(await bad({ Ratings: [{ Attribute: 'Charm', Rating: 'yes' }] }), 400, 'validation_failed', 'Ratings')
        assertProblem(
          await bad({
            Ratings: [
              { Attribute: 'Team fit', Rating: 'yes' },
              { Attribute: 'team fit', Rating: 'no' },
            ],
          }),
          400,
          'validation_failed',
          'Ratings',
        )
        assertProblem(await bad({ Submit: true }), 400, 'validation_failed', 'Recommendation')
        assertProblem(await bad({ Recommendation: null, Submit: true }), 400, 'validation_failed', 'Recommendation')
        assertProblem(await bad({ Ratings: [{ Attribute: 'Team fit', Rating: 'no_decision' }] }), 400, 'validation_failed')
        assertProblem(await bad({ Recommendation: 'maybe' }), 400, 'validation_failed')
        assertProblem(await bad({ Notes: 'x'.repeat(10_001) }), 400, 'validation_failed', 'Notes')
        assertProblem(await bad({ Mood: 'good' }), 400, 'validation_failed')
        // Once submitted, a write without a recommendation would unsubmit it: refused too.
        assert.equal((await bad({ Recommendation: 'no_decision', Submit: true })).statusCode, 200)
        assertProblem(await bad({ Notes: 'no recommendation' }), 400, 'validation_failed', 'Recommendation')
        assert.equal((await bad({ Notes: 'x'.repeat(10_000), Recommendation: 'no' })).statusCode, 200)
      })

      test('403 for anyone but a current interviewer who sees the application; 404 for a hiring manager off the team; 409 once cancelled', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const other = await t.member('recruiter')
        const i = await schedule(t, app.applicationId, [manager.id, other.id])
        assertProblem(await writeScorecard(t, i.Id, recruiter.token, { Notes: 'not mine' }), 403, 'insufficient_scope')
        assertProblem(await writeScorecard(t, i.Id, t.adminToken, { Notes: 'not mine' }), 403, 'insufficient_scope')
        assertProblem(await writeScorecard(t, i.Id, outsider.token, { Notes: 'hidden' }), 404, 'interview_not_found')
        assertProblem(await writeScorecard(t, 987654, manager.token, { Notes: 'none' }), 404, 'interview_not_found')
        // Taken off the interview: no longer a current interviewer.
        assert.equal((await t.call('PUT', `/v1/Interviews/${i.Id}`, undefined, { InterviewerIds: [manager.id] })).statusCode, 200)
        assertProblem(await writeScorecard(t, i.Id, other.token, { Notes: 'gone' }), 403, 'insufficient_scope')
        assert.equal((await t.call('POST', `/v1/Interviews/${i.Id}/Cancel`)).statusCode, 200)
        assertProblem(await writeScorecard(t, i.Id, manager.token, { Notes: 'late' }), 409, 'interview_cancelled')
      })

      test('erasing the candidate erases its scorecards and their ratings', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        const card = json(
          await writeScorecard(t, i.Id, manager.token, {
            Ratings: [{ Attribute: 'Team fit', Rating: 'yes' }],
            Recommendation: 'yes',
            Submit: true,
          }),
        )
        assert.equal((await t.call('DELETE', `/v1/Candidates/${app.candidateId}`)).statusCode, 204)
        const db = t.app.services.stores.database.db
        assert.equal((await db.selectFrom('scorecards').select('id').where('id', '=', card.Id).execute()).length, 0)
        assert.equal((await db.selectFrom('scorecard_ratings').select('position').where('scorecard_id', '=', card.Id).execute()).length, 0)
        const events = json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).filter((e) => e.CandidateId === app.candidateId)
        const scored = events.find((e) => e.Type === 'scorecard.submitted')
        assert.deepEqual(scored.Data, { Id: card.Id, InterviewId: i.Id, ApplicationId: app.applicationId, InterviewerId: manager.id })
      })
    })

    describe('reading them', () => {
      test('fields in order, oldest first, audited as one list row; 404 for an unknown or hidden application', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        const card = json(await writeScorecard(t, i.Id, manager.token, { Recommendation: 'yes', Submit: true }))
        const res = await t.call('GET', `/v1/Applications/${app.applicationId}/Scorecards`, recruiter.token)
        assert.equal(res.statusCode, 200, res.body)
        assert.deepEqual(json(res), [card])
        const rows = (await auditRows(t, `CandidateId=${app.candidateId}`)).filter((r) => r.MemberId === recruiter.id)
        assert.deepEqual(
          rows.map((r) => [r.Action, r.ResourceType, r.ResourceId]),
          [['read', 'scorecard', null]],
        )
        assertProblem(await t.call('GET', '/v1/Applications/987654/Scorecards'), 404, 'application_not_found')
        assertProblem(await t.call('GET', `/v1/Applications/${app.applicationId}/Scorecards`, outsider.token), 404, 'application_not_found')
      })
    })
  })
}
