import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

const FIELDS = [
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
]
const HISTORY_FIELDS = ['Id', 'FromStageId', 'ToStageId', 'FromStatus', 'ToStatus', 'Reason', 'ChangedById', 'ChangedDate']

for (const backend of await backends()) {
  describe(`applications [${backend.name}]`, () => {
    let t: TestApp
    let recruiter: { id: number; token: string }

    const candidate = async (FirstName = 'Applying') =>
      json(await t.call('POST', '/v1/Candidates', undefined, { FirstName, LastName: 'Candidate' })).Id as number
    const vacancy = async (body: Record<string, unknown> = {}) => {
      const v = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Engineer', ...body }))
      const stages = json<{ Id: number; Name: string }[]>(await t.call('GET', `/v1/Vacancies/${v.Id}/Stages`))
      return { id: v.Id as number, stages: stages.map((s) => s.Id) }
    }
    const apply = async (cid: number, body: Record<string, unknown>, token = recruiter.token) => {
      const res = await t.call('POST', `/v1/Candidates/${cid}/Applications`, token, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }
    const act = (id: number, action: string, body?: unknown, token = recruiter.token) =>
      t.call('POST', `/v1/Applications/${id}/${action}`, token, body)
    const history = async (id: number) => json<any[]>(await t.call('GET', `/v1/Applications/${id}/History`))

    before(async () => {
      t = await buildTestApp(backend)
      recruiter = await t.member('recruiter')
    })
    after(() => t.close())

    describe('201 and 200', () => {
      test('POST puts the candidate in the first stage, answers the fields in order, and records the creation', async () => {
        const cid = await candidate()
        const v = await vacancy()
        const res = await t.call('POST', `/v1/Candidates/${cid}/Applications`, recruiter.token, { VacancyId: v.id })
        assert.equal(res.statusCode, 201, res.body)
        const a = json(res)
        assert.deepEqual(Object.keys(a), FIELDS)
        assert.deepEqual(
          [a.CandidateId, a.VacancyId, a.StageId, a.Status, a.RejectionReason, a.CreatedById],
          [cid, v.id, v.stages[0], 'active', null, recruiter.id],
        )
        assert.match(a.CreatedDate, DATETIME)
        assert.equal(a.UpdatedDate, a.CreatedDate)
        assert.equal(a.Source, null)
        assert.deepEqual(json(await t.call('GET', `/v1/Applications/${a.Id}`)), a)
        const h = await history(a.Id)
        assert.equal(h.length, 1)
        assert.deepEqual(Object.keys(h[0]), HISTORY_FIELDS)
        assert.deepEqual(
          { ...h[0], Id: 0 },
          {
            Id: 0,
            FromStageId: null,
            ToStageId: v.stages[0],
            FromStatus: null,
            ToStatus: 'active',
            Reason: null,
            ChangedById: recruiter.id,
            ChangedDate: a.CreatedDate,
          },
        )
      })

      test('Source is kept as given (up to 100 characters), and none (absent, null or empty) is null, in every read', async () => {
        const v = await vacancy()
        const given = ['referral', 'L'.repeat(100), '🦊'.repeat(100), 'Jobs board « été »']
        const sources: [unknown, string | null][] = [
          ...given.map((g): [string, string] => [g, g]),
          [null, null],
          ['', null],
          [undefined, null],
        ]
        for (const [Source, expected] of sources) {
          const a = await apply(await candidate('Sourced'), { VacancyId: v.id, ...(Source !== undefined && { Source }) })
          assert.equal(a.Source, expected, String(Source))
          assert.deepEqual(json(await t.call('GET', `/v1/Applications/${a.Id}`)), a)
          assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${a.CandidateId}/Applications`)), [a])
        }
        const board = json<any[]>(await t.call('GET', `/v1/Vacancies/${v.id}/Applications`))
        assert.deepEqual(
          board.map((a) => a.Source),
          sources.map(([, expected]) => expected),
        )
      })

      test('POST with a StageId starts there; an on_hold vacancy takes applications', async () => {
        const v = await vacancy({ Status: 'on_hold' })
        const a = await apply(await candidate(), { VacancyId: v.id, StageId: v.stages[2] })
        assert.equal(a.StageId, v.stages[2])
      })

      test('the full path is in the history: create, move, move, reject, reopen, hire', async () => {
        const v = await vacancy()
        const [s1, s2, s3] = v.stages
        const a = await apply(await candidate(), { VacancyId: v.id })
        const moved = json(await act(a.Id, 'Move', { StageId: s2 }))
        assert.deepEqual([moved.StageId, moved.Status], [s2, 'active'])
        assert.ok(moved.UpdatedDate >= a.UpdatedDate)
        assert.equal(moved.CreatedDate, a.CreatedDate)
        assert.equal(json(await act(a.Id, 'Move', { StageId: s3, ExpectedStageId: s2 })).StageId, s3)
        const rejected = json(await act(a.Id, 'Reject', { Reason: 'Salary expectations' }))
        assert.deepEqual([rejected.Status, rejected.StageId, rejected.RejectionReason], ['rejected', s3, 'Salary expectations'])
        const reopened = json(await act(a.Id, 'Reopen'))
        assert.deepEqual([reopened.Status, reopened.StageId, reopened.RejectionReason], ['active', s3, null])
        const hired = json(await act(a.Id, 'Hire'))
        assert.deepEqual([hired.Status, hired.StageId, hired.RejectionReason], ['hired', s3, null])
        const h = await history(a.Id)
        assert.deepEqual(
          h.map((e) => [e.FromStageId, e.ToStageId, e.FromStatus, e.ToStatus, e.Reason, e.ChangedById]),
          [
            [null, s1, null, 'active', null, recruiter.id],
            [s1, s2, 'active', 'active', null, recruiter.id],
            [s2, s3, 'active', 'active', null, recruiter.id],
            [s3, s3, 'active', 'rejected', 'Salary expectations', recruiter.id],
            [s3, s3, 'rejected', 'active', null, recruiter.id],
            [s3, s3, 'active', 'hired', null, recruiter.id],
          ],
        )
        const ids = h.map((e) => e.Id)
        assert.deepEqual(
          ids,
          [...ids].sort((x, y) => x - y),
        )
        for (const e of h) assert.match(e.ChangedDate, DATETIME)
        assert.equal(h.at(-1).ChangedDate, hired.UpdatedDate)
      })

      test('Withdraw keeps its reason, or none; a move to the stage it is in changes and records nothing', async () => {
        const v = await vacancy()
        const a = await apply(await candidate(), { VacancyId: v.id })
        const same = json(await act(a.Id, 'Move', { StageId: v.stages[0], ExpectedStageId: v.stages[0] }))
        assert.deepEqual(same, a)
        assert.equal((await history(a.Id)).length, 1)
        const w = json(await act(a.Id, 'Withdraw', { Reason: 'Took another offer' }))
        assert.deepEqual([w.Status, w.RejectionReason], ['withdrawn', 'Took another offer'])
        json(await act(a.Id, 'Reopen'))
        const bare = json(await act(a.Id, 'Withdraw', {}))
        assert.deepEqual([bare.Status, bare.RejectionReason], ['withdrawn', null])
        assert.deepEqual(
          (await history(a.Id)).map((e) => [e.ToStatus, e.Reason]),
          [
            ['active', null],
            ['withdrawn', 'Took another offer'],
            ['active', null],
            ['withdrawn', null],
          ],
        )
      })

      test("a candidate's applications and a vacancy's board, with StageId and Status filters and paging", async () => {
        const cid = await candidate()
        const v1 = await vacancy()
        const v2 = await vacancy()
        const mine = [await apply(cid, { VacancyId: v1.id }), await apply(cid, { VacancyId: v2.id })]
        assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${cid}/Applications`)), mine)
        const board: any[] = [mine[0]]
        for (let i = 0; i < 5; i++) board.push(await apply(await candidate(`Board ${i}`), { VacancyId: v1.id, StageId: v1.stages[i % 2] }))
        await act(board[2].Id, 'Reject', { Reason: 'No' })
        board[2] = json(await t.call('GET', `/v1/Applications/${board[2].Id}`))
        const all = json<any[]>(await t.call('GET', `/v1/Vacancies/${v1.id}/Applications`))
        assert.deepEqual(all, board)
        const pages = await collectPages(t, `/v1/Vacancies/${v1.id}/Applications?limit=2`, t.adminToken, 2)
        assert.deepEqual(pages.flat(), board)
        const inSecond = json<any[]>(await t.call('GET', `/v1/Vacancies/${v1.id}/Applications?StageId=${v1.stages[1]}`))
        assert.deepEqual(
          inSecond,
          board.filter((a) => a.StageId === v1.stages[1]),
        )
        assert.ok(inSecond.length > 0)
        const rejected = json<any[]>(await t.call('GET', `/v1/Vacancies/${v1.id}/Applications?Status=rejected`))
        assert.deepEqual(rejected, [board[2]])
        const both = json<any[]>(await t.call('GET', `/v1/Vacancies/${v1.id}/Applications?Status=active&StageId=${v1.stages[0]}`))
        assert.deepEqual(
          both,
          board.filter((a) => a.Status === 'active' && a.StageId === v1.stages[0]),
        )
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v1.id}/Applications?StageId=${v1.stages[3]}`)), [])
      })

      test('the board answers each application byte for byte as its own read does, whatever its text holds', async () => {
        const v = await vacancy()
        let controls = ''
        for (let c = 1; c < 0x20; c++) controls += String.fromCharCode(c)
        const reasons = [
          `quotes " and \\ backslash, ${controls}`,
          'DEL \u007f, U+2028 \u2028 U+2029 \u2029, BOM \ufeff, é, 😀, </script>',
          '{"Id":1,"json":"not a key"}',
        ]
        const ids: number[] = []
        for (const Reason of reasons) {
          const a = await apply(await candidate('Escaping'), { VacancyId: v.id })
          assert.equal((await act(a.Id, 'Reject', { Reason })).statusCode, 200)
          ids.push(a.Id)
        }
        ids.push((await apply(await candidate('Plain'), { VacancyId: v.id })).Id)
        const own = await Promise.all(ids.map(async (id) => (await t.call('GET', `/v1/Applications/${id}`)).body))
        const boards = [`/v1/Vacancies/${v.id}/Applications`, `/v1/Vacancies/${v.id}/Applications?Status=rejected`]
        const board = await t.call('GET', boards[0] ?? '')
        assert.equal(board.headers['content-type'], 'application/json; charset=utf-8')
        assert.equal(board.body, `[${own.join(',')}]`)
        assert.equal((await t.call('GET', boards[1] ?? '')).body, `[${own.slice(0, 3).join(',')}]`)
        assert.deepEqual(
          json<any[]>(board).map((a) => a.RejectionReason),
          [...reasons, null],
        )
        // A page of one: the Link names the next, and the pages join into the whole.
        const first = await t.call('GET', `/v1/Vacancies/${v.id}/Applications?limit=1`)
        assert.equal(first.body, `[${own[0]}]`)
        assert.match(String(first.headers.link), new RegExp(`after=${ids[0]}>; rel="next"`))
      })

      test('deleting a candidate erases its applications and their history', async () => {
        const cid = await candidate()
        const v = await vacancy()
        const a = await apply(cid, { VacancyId: v.id })
        await act(a.Id, 'Move', { StageId: v.stages[1] })
        assert.equal((await t.call('DELETE', `/v1/Candidates/${cid}`)).statusCode, 204)
        assertProblem(await t.call('GET', `/v1/Applications/${a.Id}`), 404, 'application_not_found')
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v.id}/Applications`)), [])
        const db = t.app.services.stores.database.db
        assert.equal((await db.selectFrom('applications').select('id').where('candidate_id', '=', cid).execute()).length, 0)
        assert.equal((await db.selectFrom('application_history').select('id').where('application_id', '=', a.Id).execute()).length, 0)
        // Its stage is free again.
        assert.equal((await t.call('DELETE', `/v1/Vacancies/${v.id}/Stages/${v.stages[1]}`)).statusCode, 204)
      })
    })

    describe('the move race', () => {
      test('moves from the same stage at once: exactly one wins, the others get 409 stage_conflict, one move recorded', async () => {
        const v = await vacancy()
        const a = await apply(await candidate(), { VacancyId: v.id })
        const targets = [v.stages[1], v.stages[2], v.stages[3], v.stages[1], v.stages[2], v.stages[3]]
        const results = await Promise.all(targets.map((StageId) => act(a.Id, 'Move', { StageId, ExpectedStageId: v.stages[0] })))
        const won = results.filter((r) => r.statusCode === 200)
        assert.equal(won.length, 1, results.map((r) => r.body).join('\n'))
        for (const r of results.filter((x) => x.statusCode !== 200)) assertProblem(r, 409, 'stage_conflict')
        const final = json(await t.call('GET', `/v1/Applications/${a.Id}`))
        assert.equal(final.StageId, json(won[0]!).StageId)
        const h = await history(a.Id)
        assert.equal(h.length, 2)
        assert.deepEqual([h[1].FromStageId, h[1].ToStageId], [v.stages[0], final.StageId])
      })

      test('a reject and a hire at once: one wins, the other gets 409 application_closed', async () => {
        const v = await vacancy()
        const a = await apply(await candidate(), { VacancyId: v.id })
        const [r1, r2] = await Promise.all([act(a.Id, 'Reject', { Reason: 'No' }), act(a.Id, 'Hire')])
        assert.deepEqual([r1.statusCode, r2.statusCode].sort(), [200, 409])
        assertProblem(r1.statusCode === 409 ? r1 : r2, 409, 'application_closed')
        assert.equal((await history(a.Id)).length, 2)
      })
    })

    describe('409', () => {
      test('application_exists, vacancy_closed, application_closed, application_open, stage_conflict; nothing changes', async () => {
        const cid = await candidate()
        const v = await vacancy()
        const a = await apply(cid, { VacancyId: v.id })
        assertProblem(await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: v.id }), 409, 'application_exists')
        const closed = await vacancy({ Status: 'closed' })
        assertProblem(
          await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: closed.id }),
          409,
          'vacancy_closed',
        )
        assertProblem(await act(a.Id, 'Reopen'), 409, 'application_open')
        assertProblem(await act(a.Id, 'Move', { StageId: v.stages[2], ExpectedStageId: v.stages[1] }), 409, 'stage_conflict')
        assert.deepEqual(json(await t.call('GET', `/v1/Applications/${a.Id}`)), a)
        await act(a.Id, 'Hire')
        for (const [action, body] of [
          ['Move', { StageId: v.stages[1] }],
          ['Reject', { Reason: 'late' }],
          ['Withdraw', {}],
          ['Hire', undefined],
        ] as const) {
          assertProblem(await act(a.Id, action, body), 409, 'application_closed')
        }
        assert.equal((await history(a.Id)).length, 2)
        // A closed vacancy's existing applications still change.
        const b = await apply(await candidate(), { VacancyId: v.id })
        await t.call('PUT', `/v1/Vacancies/${v.id}`, undefined, { Status: 'closed' })
        assert.equal((await act(b.Id, 'Move', { StageId: v.stages[1] })).statusCode, 200)
        // A stage with an application in it, in any status, stays.
        assertProblem(await t.call('DELETE', `/v1/Vacancies/${v.id}/Stages/${v.stages[0]}`), 409, 'stage_in_use')
        assertProblem(await t.call('DELETE', `/v1/Vacancies/${v.id}/Stages/${v.stages[1]}`), 409, 'stage_in_use')
      })
    })

    describe('400 and 404', () => {
      test('a body naming what does not exist, or a stage of another vacancy, names the field', async () => {
        const cid = await candidate()
        const v = await vacancy()
        const other = await vacancy()
        const post = (body: unknown) => t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, body)
        assertProblem(await post({ VacancyId: 987654321 }), 400, 'vacancy_not_found', 'VacancyId')
        assertProblem(await post({ VacancyId: v.id, StageId: other.stages[0] }), 400, 'stage_not_found', 'StageId')
        assertProblem(await post({ VacancyId: v.id, StageId: 987654321 }), 400, 'stage_not_found', 'StageId')
        const a = await apply(cid, { VacancyId: v.id })
        assertProblem(await act(a.Id, 'Move', { StageId: other.stages[1] }), 400, 'stage_not_found', 'StageId')
        assertProblem(
          await t.call('GET', `/v1/Vacancies/${v.id}/Applications?StageId=${other.stages[0]}`),
          400,
          'stage_not_found',
          'StageId',
        )
        assert.deepEqual(json(await t.call('GET', `/v1/Applications/${a.Id}`)), a)
      })

      const bad: [string, unknown, string][] = [
        ['no VacancyId', {}, 'VacancyId'],
        ['a VacancyId of the wrong type', { VacancyId: '1' }, 'VacancyId'],
        ['a VacancyId of 0', { VacancyId: 0 }, 'VacancyId'],
        ['an unknown field', { VacancyId: 1, Stage: 1 }, 'Stage'],
        ['a Source over 100 characters', { VacancyId: 1, Source: 's'.repeat(101) }, 'Source'],
        ['a Source on two lines', { VacancyId: 1, Source: 'careers\r\nX-Injected: 1' }, 'Source'],
        ['a Source of the wrong type', { VacancyId: 1, Source: 7 }, 'Source'],
      ]
      for (const [what, body, field] of bad) {
        test(`POST with ${what} names ${field}`, async () => {
          assertProblem(
            await t.call('POST', `/v1/Candidates/${await candidate()}/Applications`, undefined, body),
            400,
            'validation_failed',
            field,
          )
        })
      }

      test('bad change bodies name the field', async () => {
        const v = await vacancy()
        const a = await apply(await candidate(), { VacancyId: v.id })
        assertProblem(await act(a.Id, 'Move', {}), 400, 'validation_failed', 'StageId')
        assertProblem(await act(a.Id, 'Move', { StageId: v.stages[1], ExpectedStageId: 'x' }), 400, 'validation_failed', 'ExpectedStageId')
        assertProblem(await act(a.Id, 'Reject', {}), 400, 'validation_failed', 'Reason')
        assertProblem(await act(a.Id, 'Reject', { Reason: '' }), 400, 'validation_failed', 'Reason')
        assertProblem(await act(a.Id, 'Reject', { Reason: 'x'.repeat(501) }), 400, 'validation_failed', 'Reason')
        assertProblem(await act(a.Id, 'Withdraw', { Reason: '' }), 400, 'validation_failed', 'Reason')
        assertProblem(await t.call('GET', `/v1/Vacancies/${v.id}/Applications?Status=open`), 400, 'validation_failed', 'Status')
        assertProblem(await t.call('GET', `/v1/Vacancies/${v.id}/Applications?StageId=x`), 400, 'validation_failed', 'StageId')
        assert.equal(json(await act(a.Id, 'Reject', { Reason: 'y'.repeat(500) })).RejectionReason.length, 500)
      })

      test('404 for an unknown application, vacancy or candidate in the path', async () => {
        for (const path of ['', '/History']) {
          assertProblem(await t.call('GET', `/v1/Applications/987654321${path}`), 404, 'application_not_found')
        }
        for (const action of ['Move', 'Reject', 'Withdraw', 'Hire', 'Reopen']) {
          const body = action === 'Move' ? { StageId: 1 } : action === 'Reject' ? { Reason: 'x' } : action === 'Withdraw' ? {} : undefined
          assertProblem(await act(987654321, action, body), 404, 'application_not_found')
        }
        assertProblem(await t.call('GET', '/v1/Vacancies/987654321/Applications'), 404, 'vacancy_not_found')
        assertProblem(await t.call('GET', '/v1/Candidates/987654321/Applications'), 404, 'candidate_not_found')
        const v = await vacancy()
        assertProblem(
          await t.call('POST', '/v1/Candidates/987654321/Applications', undefined, { VacancyId: v.id }),
          404,
          'candidate_not_found',
        )
      })
    })

    describe('403', () => {
      test('changes need applications:write; reads need candidates:read', async () => {
        const v = await vacancy()
        const cid = await candidate()
        const a = await apply(cid, { VacancyId: v.id })
        const reader = await t.member('recruiter', ['candidates:read'])
        assertProblem(
          await t.call('POST', `/v1/Candidates/${cid}/Applications`, reader.token, { VacancyId: v.id }),
          403,
          'insufficient_scope',
        )
        assertProblem(await act(a.Id, 'Move', { StageId: v.stages[1] }, reader.token), 403, 'insufficient_scope')
        const writer = await t.member('recruiter', ['applications:write'])
        assertProblem(await t.call('GET', `/v1/Applications/${a.Id}`, writer.token), 403, 'insufficient_scope')
        assert.equal((await act(a.Id, 'Move', { StageId: v.stages[1] }, writer.token)).statusCode, 200)
      })
    })
  })
}
