import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { applicationOnTeam, schedule, writeScorecard } from '../helpers/interviews.js'

type Member = { id: number; token: string }

/**
 * Independent judgement (SPEC C9), as a generated table: every kind of
 * reader × every route that can show a scorecard, before and after the
 * interviewer submits its own, each answer compared with what a plain model
 * of the rule says it must hold.
 *
 * The application has two interviews: `first` (interviewers: the judge, a
 * fellow interviewer who submitted, a silent interviewer who writes
 * nothing) and a cancelled one (a recruiter sat on it: a cancelled
 * interview holds nobody back).
 */
interface Card {
  id: number
  interviewerId: number
  interviewId: number
  submitted: boolean
}

const ROUTES = ['GET /v1/Applications/{id}/Scorecards', 'GET /v1/Candidates/{id}/Events'] as const

for (const backend of await backends()) {
  describe(`scorecards, independent judgement [${backend.name}]`, () => {
    let t: TestApp
    const readers = {} as Record<
      | 'judge'
      | 'fellow interviewer'
      | 'silent interviewer'
      | 'admin on the interview'
      | 'interviewer of a cancelled interview'
      | 'recruiter'
      | 'manager on the team'
      | 'manager off the team'
      | 'admin',
      Member
    >
    let app: Awaited<ReturnType<typeof applicationOnTeam>>
    let first: { Id: number; InterviewerIds: number[] }
    let second: { Id: number; InterviewerIds: number[] }
    const cards: Card[] = []

    /** The model: own cards always; others' submitted ones unless the reader sits on a scheduled interview it has not judged. */
    function expected(reader: Member, name: string): number[] | 'missing' {
      if (name === 'manager off the team') return 'missing'
      const pending = [first, second]
        .filter((i) => i === first && i.InterviewerIds.includes(reader.id))
        .some((i) => !cards.some((c) => c.interviewId === i.Id && c.interviewerId === reader.id && c.submitted))
      return cards.filter((c) => c.interviewerId === reader.id || (c.submitted && !pending)).map((c) => c.id)
    }

    async function shown(route: (typeof ROUTES)[number], reader: Member): Promise<number[] | 'missing'> {
      if (route === 'GET /v1/Applications/{id}/Scorecards') {
        const res = await t.call('GET', `/v1/Applications/${app.applicationId}/Scorecards`, reader.token)
        if (res.statusCode === 404) return assertProblem(res, 404, 'application_not_found') && 'missing'
        assert.equal(res.statusCode, 200, res.body)
        return json<any[]>(res).map((c) => c.Id)
      }
      const res = await t.call('GET', `/v1/Candidates/${app.candidateId}/Events?limit=1000`, reader.token)
      if (res.statusCode === 404) return assertProblem(res, 404, 'candidate_not_found') && 'missing'
      assert.equal(res.statusCode, 200, res.body)
      // Events carry submitted scorecards only; the model's drafts are the reader's own, which no event shows.
      return [
        ...new Set(
          json<any[]>(res)
            .filter((e) => e.Type === 'scorecard.submitted')
            .map((e) => e.Data.Id as number),
        ),
      ]
    }

    async function checkTable(phase: string) {
      for (const [name, reader] of Object.entries(readers)) {
        for (const route of ROUTES) {
          let want = expected(reader, name)
          if (route === 'GET /v1/Candidates/{id}/Events' && want !== 'missing') {
            want = want.filter((id) => cards.find((c) => c.id === id)!.submitted)
          }
          const got = await shown(route, reader)
          // Read again: an answer kept from the first read, if any, must say the same.
          assert.deepEqual(await shown(route, reader), got, `${phase}: ${name} on ${route}, read again`)
          assert.deepEqual(
            Array.isArray(got) ? [...got].sort((a, b) => a - b) : got,
            Array.isArray(want) ? [...want].sort((a, b) => a - b) : want,
            `${phase}: ${name} on ${route}`,
          )
        }
      }
    }

    before(async () => {
      t = await buildTestApp(backend)
      readers.judge = await t.member('hiring_manager')
      readers['fellow interviewer'] = await t.member('recruiter')
      readers['silent interviewer'] = await t.member('recruiter')
      // An admin reads every scorecard, except while it has a judgement of its own to give.
      readers['admin on the interview'] = await t.member('admin')
      readers['interviewer of a cancelled interview'] = await t.member('recruiter')
      readers.recruiter = await t.member('recruiter')
      readers['manager on the team'] = await t.member('hiring_manager')
      readers['manager off the team'] = await t.member('hiring_manager')
      const adminRow = await t.app.services.stores.database.db
        .selectFrom('members')
        .select('id')
        .where('role', '=', 'admin')
        .orderBy('id')
        .executeTakeFirstOrThrow()
      readers.admin = { id: adminRow.id, token: t.adminToken }
      app = await applicationOnTeam(t, [readers.judge.id, readers['manager on the team'].id])
      first = await schedule(t, app.applicationId, [
        readers.judge.id,
        readers['fellow interviewer'].id,
        readers['silent interviewer'].id,
        readers['admin on the interview'].id,
      ])
      second = await schedule(t, app.applicationId, [readers['interviewer of a cancelled interview'].id])
      const fellow = json(
        await writeScorecard(t, first.Id, readers['fellow interviewer'].token, { Recommendation: 'yes', Notes: 'Strong', Submit: true }),
      )
      cards.push({ id: fellow.Id, interviewerId: readers['fellow interviewer'].id, interviewId: first.Id, submitted: true })
      const cancelledCard = json(
        await writeScorecard(t, second.Id, readers['interviewer of a cancelled interview'].token, { Recommendation: 'no', Submit: true }),
      )
      cards.push({
        id: cancelledCard.Id,
        interviewerId: readers['interviewer of a cancelled interview'].id,
        interviewId: second.Id,
        submitted: true,
      })
      assert.equal((await t.call('POST', `/v1/Interviews/${second.Id}/Cancel`)).statusCode, 200)
    })
    after(() => t.close())

    test('before the judge writes anything', async () => {
      await checkTable('before')
    })

    test('with the judge’s draft', async () => {
      const draft = json(await writeScorecard(t, first.Id, readers.judge.token, { Notes: 'thinking', Recommendation: 'no' }))
      cards.push({ id: draft.Id, interviewerId: readers.judge.id, interviewId: first.Id, submitted: false })
      await checkTable('draft')
    })

    test('after the judge submits', async () => {
      const card = json(await writeScorecard(t, first.Id, readers.judge.token, { Notes: 'decided', Recommendation: 'no', Submit: true }))
      cards.find((c) => c.id === card.Id)!.submitted = true
      await checkTable('submitted')
    })

    test('a new interview of the same application holds its interviewer back again until it judges that one too', async () => {
      const third = await schedule(t, app.applicationId, [readers.judge.id])
      const again = await t.call('GET', `/v1/Applications/${app.applicationId}/Scorecards`, readers.judge.token)
      assert.deepEqual(
        json<any[]>(again).map((c) => c.InterviewerId),
        [readers.judge.id],
      )
      const card = json(await writeScorecard(t, third.Id, readers.judge.token, { Recommendation: 'yes', Submit: true }))
      const after = json<any[]>(await t.call('GET', `/v1/Applications/${app.applicationId}/Scorecards`, readers.judge.token))
      assert.ok(after.some((c) => c.Id === card.Id) && after.some((c) => c.InterviewerId === readers['fellow interviewer'].id))
    })

    test('a write answers only the writer’s own scorecard', async () => {
      const res = await writeScorecard(t, first.Id, readers['silent interviewer'].token, { Notes: 'mine' })
      assert.equal(json(res).InterviewerId, readers['silent interviewer'].id)
      assert.deepEqual(
        json<any[]>(await t.call('GET', `/v1/Applications/${app.applicationId}/Scorecards`, readers['silent interviewer'].token)).map(
          (c) => c.Id,
        ),
        [json(res).Id],
      )
    })
  })
}
