import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages } from '../helpers/assertions.js'
import { auditRows } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { applicationOnTeam, hoursFromNow, plusMinutes, schedule, writeScorecard } from '../helpers/interviews.js'

type Member = { id: number; token: string }

const CARD_FIELDS = [
  'Id',
  'CandidateId',
  'VacancyId',
  'StageId',
  'Status',
  'RejectionReason',
  'CreatedById',
  'CreatedDate',
  'UpdatedDate',
  'Source',
  'NextInterview',
  'ScorecardsExpected',
  'ScorecardsSubmitted',
]

const SUBMIT = { Ratings: [], Recommendation: 'yes', Notes: '', Submit: true }

/**
 * The board's cards (GET /v1/Vacancies/{id}/Board): each application as the
 * applications list answers it, with its next interview and its scorecards
 * submitted of those expected so far, under C3 and C9's read rules.
 *
 * The application has a past interview (the recruiter and the manager sit
 * on it; the recruiter submitted), a cancelled one that would start
 * sooner than any other, and a scheduled one tomorrow (the recruiter alone).
 */
for (const backend of await backends()) {
  describe(`board cards [${backend.name}]`, () => {
    let t: TestApp
    let recruiter: Member
    let manager: Member
    let outsider: Member
    let app: Awaited<ReturnType<typeof applicationOnTeam>>
    let past: { Id: number }
    let next: { Id: number; StartDate: string; EndDate: string; InterviewerIds: number[] }
    let plain: number

    const board = async (query = '', token?: string) => {
      const res = await t.call('GET', `/v1/Vacancies/${app.vacancyId}/Board${query}`, token)
      assert.equal(res.statusCode, 200, res.body)
      return json<any[]>(res)
    }
    const cardOf = async (token?: string) => (await board('', token)).find((c) => c.Id === app.applicationId)

    before(async () => {
      t = await buildTestApp(backend)
      recruiter = await t.member('recruiter')
      manager = await t.member('hiring_manager')
      outsider = await t.member('hiring_manager')
      app = await applicationOnTeam(t, [manager.id])
      const start = hoursFromNow(-5)
      past = await schedule(t, app.applicationId, [recruiter.id, manager.id], { StartDate: start, EndDate: plusMinutes(start, 60) })
      const cancelled = await schedule(t, app.applicationId, [recruiter.id], { StartDate: hoursFromNow(2) })
      assert.equal((await t.call('POST', `/v1/Interviews/${cancelled.Id}/Cancel`)).statusCode, 200)
      next = await schedule(t, app.applicationId, [recruiter.id], { StartDate: hoursFromNow(24), Location: 'Room 7' })
      // A later one, which is not the next.
      await schedule(t, app.applicationId, [recruiter.id], { StartDate: hoursFromNow(48) })
      assert.equal((await writeScorecard(t, past.Id, recruiter.token, SUBMIT)).statusCode, 200)
      const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'No', LastName: 'Interviews' }))
      plain = json(await t.call('POST', `/v1/Candidates/${c.Id}/Applications`, undefined, { VacancyId: app.vacancyId })).Id
    })
    after(() => t.close())

    describe('200', () => {
      test('each card is the application as the applications list answers it, then its interviews and scorecards', async () => {
        const cards = await board()
        const applications = json<any[]>(await t.call('GET', `/v1/Vacancies/${app.vacancyId}/Applications`))
        assert.deepEqual(
          cards.map((c) => c.Id),
          applications.map((a) => a.Id),
        )
        for (const [i, card] of cards.entries()) {
          assert.deepEqual(Object.keys(card), CARD_FIELDS)
          const application = Object.fromEntries(Object.entries(card).filter(([key]) => key in applications[i]))
          assert.deepEqual(application, applications[i])
        }
        assert.deepEqual(
          cards.find((c) => c.Id === plain),
          { ...applications.find((a) => a.Id === plain), NextInterview: null, ScorecardsExpected: 0, ScorecardsSubmitted: 0 },
        )
      })

      test('the next interview is the first scheduled one not yet ended, a cancelled one left out', async () => {
        const card = await cardOf()
        assert.deepEqual(card.NextInterview, {
          Id: next.Id,
          StartDate: next.StartDate,
          EndDate: next.EndDate,
          Location: 'Room 7',
          InterviewerIds: [recruiter.id],
        })
      })

      test('an interview under way is still the next one, until it ends', async () => {
        const { applicationId } = await applicationOnTeam(t, [])
        const start = hoursFromNow(-1)
        const now = await schedule(t, applicationId, [recruiter.id], { StartDate: start, EndDate: plusMinutes(start, 120) })
        const vacancy = json(await t.call('GET', `/v1/Applications/${applicationId}`)).VacancyId
        const [card] = json<any[]>(await t.call('GET', `/v1/Vacancies/${vacancy}/Board`))
        assert.equal(card.NextInterview.Id, now.Id)
        // One seat on an interview that has started: one scorecard expected.
        assert.deepEqual([card.ScorecardsExpected, card.ScorecardsSubmitted], [1, 0])
      })

      test('scorecards: one expected per seat of a started interview; submitted counts what the reader may read (C9)', async () => {
        // An admin sits on nothing: it reads the recruiter's submitted one.
        const admin = await cardOf()
        assert.deepEqual([admin.ScorecardsExpected, admin.ScorecardsSubmitted], [2, 1])
        // The manager still owes its judgement: it reads none but its own, and has none yet.
        const owed = await cardOf(manager.token)
        assert.deepEqual([owed.ScorecardsExpected, owed.ScorecardsSubmitted], [2, 0])
        // A draft is not submitted.
        assert.equal((await writeScorecard(t, past.Id, manager.token, { ...SUBMIT, Submit: false })).statusCode, 200)
        assert.equal((await cardOf()).ScorecardsSubmitted, 1)
        assert.equal((await writeScorecard(t, past.Id, manager.token, SUBMIT)).statusCode, 200)
        const judged = await cardOf(manager.token)
        assert.deepEqual([judged.ScorecardsExpected, judged.ScorecardsSubmitted], [2, 2])
        // The recruiter sits on tomorrow's interview, still to judge: it reads its own only.
        const recruiterCard = await cardOf(recruiter.token)
        assert.deepEqual([recruiterCard.ScorecardsExpected, recruiterCard.ScorecardsSubmitted], [2, 1])
        assert.equal((await cardOf()).ScorecardsSubmitted, 2)
      })

      test('filters and pages as the applications list does', async () => {
        const hired = json(await t.call('POST', `/v1/Applications/${plain}/Hire`))
        assert.equal(hired.Status, 'hired')
        assert.deepEqual(
          (await board('?Status=hired')).map((c) => c.Id),
          [plain],
        )
        assert.deepEqual(
          (await board('?Status=active')).map((c) => c.Id),
          [app.applicationId],
        )
        assert.deepEqual(
          (await board(`?StageId=${app.stageId}&Status=hired`)).map((c) => c.Status),
          ['hired'],
        )
        const pages = await collectPages(t, `/v1/Vacancies/${app.vacancyId}/Board?limit=1`, t.adminToken, 1)
        assert.deepEqual(
          pages.flat().map((c) => c.Id),
          (await board()).map((c) => c.Id),
        )
        assert.equal(pages.length, 2)
      })

      test("a hiring manager off the team gets another vacancy's board empty, as the applications list", async () => {
        assert.deepEqual(await board('', outsider.token), [])
        assert.ok((await board('', manager.token)).length > 0)
      })

      test('the read is audited as one list row of applications, of no candidate', async () => {
        const before = (await auditRows(t, `MemberId=${recruiter.id}`)).length
        await board('', recruiter.token)
        const rows = (await auditRows(t, `MemberId=${recruiter.id}`)).slice(before)
        assert.deepEqual(
          rows.map((r) => [r.Action, r.ResourceType, r.CandidateId, r.ResourceId]),
          [['read', 'application', null, null]],
        )
      })
    })

    describe('400', () => {
      test('a stage of another vacancy, a bad status or bad paging names the parameter', async () => {
        const other = await applicationOnTeam(t, [])
        assertProblem(
          await t.call('GET', `/v1/Vacancies/${app.vacancyId}/Board?StageId=${other.stageId}`),
          400,
          'stage_not_found',
          'StageId',
        )
        assertProblem(await t.call('GET', `/v1/Vacancies/${app.vacancyId}/Board?Status=gone`), 400, 'validation_failed', 'Status')
        assertProblem(await t.call('GET', `/v1/Vacancies/${app.vacancyId}/Board?limit=0`), 400, 'validation_failed', 'limit')
        assertProblem(await t.call('GET', '/v1/Vacancies/x/Board'), 400, 'validation_failed', 'id')
      })
    })

    describe('403', () => {
      test('without candidates:read, or without a token', async () => {
        const narrow = await t.member('recruiter', ['notes:read'])
        assertProblem(await t.call('GET', `/v1/Vacancies/${app.vacancyId}/Board`, narrow.token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', `/v1/Vacancies/${app.vacancyId}/Board`, null), 403, 'invalid_token')
      })
    })

    describe('404', () => {
      test('a vacancy that does not exist', async () => {
        assertProblem(await t.call('GET', '/v1/Vacancies/999999/Board'), 404, 'vacancy_not_found')
      })
    })
  })
}
