import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, DATETIME } from '../helpers/assertions.js'
import { auditRows } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { applicationOnTeam, hoursFromNow, INTERVIEW_FIELDS, plusMinutes, schedule } from '../helpers/interviews.js'

type Member = { id: number; token: string }

for (const backend of await backends()) {
  describe(`interviews [${backend.name}]`, () => {
    let t: TestApp
    let recruiter: Member
    let manager: Member
    let outsider: Member
    let adminId: number

    const post = (applicationId: number, body: unknown, token = recruiter.token) =>
      t.call('POST', `/v1/Applications/${applicationId}/Interviews`, token, body)
    const valid = (interviewerIds: number[], start = hoursFromNow(24)) => ({
      StartDate: start,
      EndDate: plusMinutes(start, 45),
      InterviewerIds: interviewerIds,
    })

    before(async () => {
      t = await buildTestApp(backend)
      recruiter = await t.member('recruiter')
      manager = await t.member('hiring_manager')
      outsider = await t.member('hiring_manager')
      const admin = await t.app.services.stores.database.db
        .selectFrom('members')
        .select('id')
        .where('role', '=', 'admin')
        .orderBy('id')
        .executeTakeFirstOrThrow()
      adminId = admin.id
    })
    after(() => t.close())

    describe('201 and 200', () => {
      test('POST answers the interview in the contract order, in UTC, in the stage the application is in', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const res = await post(app.applicationId, {
          StartDate: '2031-03-04T10:00:00+01:00',
          EndDate: '2031-03-04T11:30:00+01:00',
          InterviewerIds: [manager.id, recruiter.id],
          Location: 'Room 4, floor 2; east wing',
        })
        assert.equal(res.statusCode, 201, res.body)
        const i = json(res)
        assert.deepEqual(Object.keys(i), INTERVIEW_FIELDS)
        assert.deepEqual(
          [i.ApplicationId, i.StageId, i.StartDate, i.EndDate, i.Location, i.Status, i.CreatedById],
          [
            app.applicationId,
            app.stageId,
            '2031-03-04T09:00:00.000Z',
            '2031-03-04T10:30:00.000Z',
            'Room 4, floor 2; east wing',
            'scheduled',
            recruiter.id,
          ],
        )
        assert.deepEqual(
          i.InterviewerIds,
          [recruiter.id, manager.id].sort((a, b) => a - b),
        )
        assert.match(i.CreatedDate, DATETIME)
        assert.equal(i.UpdatedDate, i.CreatedDate)
        assert.deepEqual(json(await t.call('GET', `/v1/Interviews/${i.Id}`)), i)
        assert.deepEqual(json(await t.call('GET', `/v1/Applications/${app.applicationId}/Interviews`)), [i])
      })

      test('Location defaults to "", and any recruiter or admin may sit on it without being on the team', async () => {
        const app = await applicationOnTeam(t, [])
        const i = await schedule(t, app.applicationId, [recruiter.id, adminId])
        assert.equal(i.Location, '')
        assert.deepEqual(
          i.InterviewerIds,
          [adminId, recruiter.id].sort((a, b) => a - b),
        )
      })

      test('PUT changes the fields named only; Cancel answers it cancelled; both move UpdatedDate', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id], { Location: 'Room 1' })
        const start = hoursFromNow(72)
        const put = await t.call('PUT', `/v1/Interviews/${i.Id}`, recruiter.token, { StartDate: start, EndDate: plusMinutes(start, 30) })
        assert.equal(put.statusCode, 200, put.body)
        const changed = json(put)
        assert.deepEqual(Object.keys(changed), INTERVIEW_FIELDS)
        assert.deepEqual(
          [changed.StartDate, changed.EndDate, changed.Location, changed.InterviewerIds],
          [start, plusMinutes(start, 30), 'Room 1', [manager.id]],
        )
        assert.ok(changed.UpdatedDate >= i.UpdatedDate)
        const moved = json(await t.call('PUT', `/v1/Interviews/${i.Id}`, recruiter.token, { InterviewerIds: [recruiter.id], Location: '' }))
        assert.deepEqual([moved.InterviewerIds, moved.Location, moved.StartDate], [[recruiter.id], '', start])
        const cancel = await t.call('POST', `/v1/Interviews/${i.Id}/Cancel`, manager.token)
        assert.equal(cancel.statusCode, 200, cancel.body)
        assert.equal(json(cancel).Status, 'cancelled')
        assert.deepEqual(json(await t.call('GET', `/v1/Interviews/${i.Id}`)), json(cancel))
      })

      test('a hiring manager on the team schedules, reads, changes and cancels the interviews of its vacancy', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id], {}, manager.token)
        assert.equal(i.CreatedById, manager.id)
        assert.equal((await t.call('GET', `/v1/Interviews/${i.Id}`, manager.token)).statusCode, 200)
        assert.equal((await t.call('PUT', `/v1/Interviews/${i.Id}`, manager.token, { Location: 'Video' })).statusCode, 200)
        assert.equal((await t.call('POST', `/v1/Interviews/${i.Id}/Cancel`, manager.token)).statusCode, 200)
      })

      test('events interview.scheduled, updated and cancelled carry the interview as answered', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        const u = json(await t.call('PUT', `/v1/Interviews/${i.Id}`, undefined, { Location: 'Room 9' }))
        const c = json(await t.call('POST', `/v1/Interviews/${i.Id}/Cancel`))
        const events = json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).filter(
          (e) => e.Type.startsWith('interview.') && e.Data.Id === i.Id,
        )
        assert.deepEqual(
          events.map((e) => [e.Type, e.CandidateId, e.Data]),
          [
            ['interview.scheduled', app.candidateId, i],
            ['interview.updated', app.candidateId, u],
            ['interview.cancelled', app.candidateId, c],
          ],
        )
      })

      test('a PUT that changes nothing records nothing', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id], { Location: 'Same' })
        const before = json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).length
        const same = json(await t.call('PUT', `/v1/Interviews/${i.Id}`, undefined, { Location: 'Same', InterviewerIds: [manager.id] }))
        assert.deepEqual(same, i)
        assert.equal(json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).length, before)
      })

      test('reads are audited: the interview, the list and the calendar name the candidate', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        await t.call('GET', `/v1/Interviews/${i.Id}`, recruiter.token)
        await t.call('GET', `/v1/Applications/${app.applicationId}/Interviews`, recruiter.token)
        await t.call('GET', `/v1/Interviews/${i.Id}/Calendar`, recruiter.token)
        const rows = (await auditRows(t, `CandidateId=${app.candidateId}`)).filter((r) => r.MemberId === recruiter.id)
        assert.deepEqual(
          rows.map((r) => [r.Action, r.ResourceType, r.ResourceId]),
          [
            ['read', 'interview', i.Id],
            ['read', 'interview', null],
            ['read', 'interview', i.Id],
          ],
        )
        const writes = await auditRows(t, `CandidateId=${app.candidateId}`)
        assert.ok(writes.some((r) => r.Action === 'create' && r.ResourceType === 'interview' && r.ResourceId === i.Id))
      })

      test('erasing the candidate erases its interviews', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        assert.equal((await t.call('DELETE', `/v1/Candidates/${app.candidateId}`)).statusCode, 204)
        assertProblem(await t.call('GET', `/v1/Interviews/${i.Id}`), 404, 'interview_not_found')
        const db = t.app.services.stores.database.db
        assert.equal((await db.selectFrom('interviews').select('id').where('id', '=', i.Id).execute()).length, 0)
        assert.equal(
          (await db.selectFrom('interview_interviewers').select('member_id').where('interview_id', '=', i.Id).execute()).length,
          0,
        )
      })
    })

    describe("a member's interviews", () => {
      test('in StartDate order from now by default, cancelled ones included, within From and To, paged with a Link', async () => {
        const me = await t.member('recruiter')
        const app = await applicationOnTeam(t, [])
        const past = await schedule(t, app.applicationId, [me.id], { StartDate: hoursFromNow(-30) })
        const later = await schedule(t, app.applicationId, [me.id], { StartDate: hoursFromNow(100) })
        const soon = await schedule(t, app.applicationId, [me.id], { StartDate: hoursFromNow(5) })
        const sameTime = await schedule(t, app.applicationId, [me.id, recruiter.id], { StartDate: soon.StartDate })
        await schedule(t, app.applicationId, [recruiter.id])
        const cancelled = json(await t.call('POST', `/v1/Interviews/${later.Id}/Cancel`))
        const mine = await t.call('GET', `/v1/Members/${me.id}/Interviews`, me.token)
        assert.equal(mine.statusCode, 200, mine.body)
        assert.deepEqual(
          json(mine),
          [soon, sameTime, cancelled].map((x) => ({
            ...x,
            ...(x.Id === sameTime.Id && { InterviewerIds: sameTime.InterviewerIds }),
            ScorecardStatus: 'none',
          })),
        )
        const all = json<any[]>(
          await t.call('GET', `/v1/Members/${me.id}/Interviews?From=${encodeURIComponent(hoursFromNow(-100))}`, me.token),
        )
        assert.deepEqual(
          all.map((x) => x.Id),
          [past.Id, soon.Id, sameTime.Id, later.Id],
        )
        const twoDays = json<any[]>(
          await t.call(
            'GET',
            `/v1/Members/${me.id}/Interviews?From=${encodeURIComponent(hoursFromNow(-100))}&To=${encodeURIComponent(soon.StartDate)}`,
            me.token,
          ),
        )
        assert.deepEqual(
          twoDays.map((x) => x.Id),
          [past.Id],
        )
        // Pages of one: the two of the same start are neither repeated nor skipped.
        const ids: number[] = []
        let url: string | undefined = `/v1/Members/${me.id}/Interviews?From=${encodeURIComponent(hoursFromNow(-100))}&limit=1`
        while (url) {
          const page = await t.call('GET', url, me.token)
          assert.equal(page.statusCode, 200, page.body)
          ids.push(...json<any[]>(page).map((x) => x.Id))
          url = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1]
        }
        assert.deepEqual(ids, [past.Id, soon.Id, sameTime.Id, later.Id])
        // An admin reads anyone's.
        assert.deepEqual(json(await t.call('GET', `/v1/Members/${me.id}/Interviews`)), json(mine))
      })

      test("anyone else's: 403 insufficient_scope; a member that does not exist, for an admin: 404", async () => {
        assertProblem(await t.call('GET', `/v1/Members/${manager.id}/Interviews`, recruiter.token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', `/v1/Members/${recruiter.id}/Interviews`, manager.token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', '/v1/Members/987654/Interviews'), 404, 'member_not_found')
      })

      test("a hiring manager's own are those of its vacancies (C3)", async () => {
        const hm = await t.member('hiring_manager')
        const app = await applicationOnTeam(t, [hm.id])
        const i = await schedule(t, app.applicationId, [hm.id])
        assert.deepEqual(
          json<any[]>(await t.call('GET', `/v1/Members/${hm.id}/Interviews`, hm.token)).map((x) => x.Id),
          [i.Id],
        )
        await t.call('PUT', `/v1/Vacancies/${app.vacancyId}/HiringTeam`, undefined, { MemberIds: [] })
        assert.deepEqual(json(await t.call('GET', `/v1/Members/${hm.id}/Interviews`, hm.token)), [])
        assert.deepEqual(
          json<any[]>(await t.call('GET', `/v1/Members/${hm.id}/Interviews`)).map((x) => x.Id),
          [i.Id],
        )
      })

      test('400 for a From or To that is not a date, or an after without From', async () => {
        assertProblem(
          await t.call('GET', `/v1/Members/${recruiter.id}/Interviews?From=yesterday`, recruiter.token),
          400,
          'validation_failed',
        )
        assertProblem(
          await t.call('GET', `/v1/Members/${recruiter.id}/Interviews?To=2026-13-45`, recruiter.token),
          400,
          'validation_failed',
        )
        assertProblem(
          await t.call('GET', `/v1/Members/${recruiter.id}/Interviews?after=3`, recruiter.token),
          400,
          'validation_failed',
          'after',
        )
      })
    })

    describe('400', () => {
      test('EndDate not after StartDate, or more than 24 hours later: validation_failed naming EndDate', async () => {
        const app = await applicationOnTeam(t, [])
        const start = hoursFromNow(10)
        for (const end of [start, plusMinutes(start, -1), plusMinutes(start, 24 * 60 + 1)]) {
          assertProblem(
            await post(app.applicationId, { ...valid([recruiter.id], start), EndDate: end }),
            400,
            'validation_failed',
            'EndDate',
          )
        }
        assert.equal(
          (await post(app.applicationId, { ...valid([recruiter.id], start), EndDate: plusMinutes(start, 24 * 60) })).statusCode,
          201,
        )
        const i = await schedule(t, app.applicationId, [recruiter.id], { StartDate: start })
        assertProblem(await t.call('PUT', `/v1/Interviews/${i.Id}`, undefined, { EndDate: start }), 400, 'validation_failed', 'EndDate')
        assertProblem(
          await t.call('PUT', `/v1/Interviews/${i.Id}`, undefined, { StartDate: plusMinutes(start, 61) }),
          400,
          'validation_failed',
          'EndDate',
        )
      })

      test('a date that is not one: validation_failed naming it', async () => {
        const app = await applicationOnTeam(t, [])
        assertProblem(
          await post(app.applicationId, { ...valid([recruiter.id]), StartDate: 'tomorrow' }),
          400,
          'validation_failed',
          'StartDate',
        )
        assertProblem(
          await post(app.applicationId, { ...valid([recruiter.id]), EndDate: '2031-02-30T10:00:00Z' }),
          400,
          'validation_failed',
        )
      })

      test('interviewers off the team who are not recruiters or admins, or not members: interviewer_not_allowed naming InterviewerIds', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        for (const ids of [[outsider.id], [manager.id, outsider.id], [987654]]) {
          assertProblem(await post(app.applicationId, valid(ids)), 400, 'interviewer_not_allowed', 'InterviewerIds')
        }
        const gone = await t.member('recruiter')
        assert.equal((await t.call('DELETE', `/v1/Members/${gone.id}`)).statusCode, 204)
        assertProblem(await post(app.applicationId, valid([gone.id])), 400, 'interviewer_not_allowed', 'InterviewerIds')
        const i = await schedule(t, app.applicationId, [manager.id])
        assertProblem(
          await t.call('PUT', `/v1/Interviews/${i.Id}`, undefined, { InterviewerIds: [outsider.id] }),
          400,
          'interviewer_not_allowed',
          'InterviewerIds',
        )
      })

      test('none, more than 20, or one named twice: validation_failed naming InterviewerIds', async () => {
        const app = await applicationOnTeam(t, [])
        assertProblem(await post(app.applicationId, valid([])), 400, 'validation_failed', 'InterviewerIds')
        assertProblem(
          await post(app.applicationId, valid(Array.from({ length: 21 }, (_, i) => i + 1))),
          400,
          'validation_failed',
          'InterviewerIds',
        )
        assertProblem(await post(app.applicationId, valid([recruiter.id, recruiter.id])), 400, 'validation_failed', 'InterviewerIds')
      })

      test('an unknown field, a Location over 500 characters, a missing field: validation_failed naming it', async () => {
        const app = await applicationOnTeam(t, [])
        assertProblem(await post(app.applicationId, { ...valid([recruiter.id]), Room: 'x' }), 400, 'validation_failed')
        assertProblem(
          await post(app.applicationId, { ...valid([recruiter.id]), Location: 'x'.repeat(501) }),
          400,
          'validation_failed',
          'Location',
        )
        const noEnd: Partial<ReturnType<typeof valid>> = valid([recruiter.id])
        delete noEnd.EndDate
        assertProblem(await post(app.applicationId, noEnd), 400, 'validation_failed', 'EndDate')
        assert.equal((await post(app.applicationId, { ...valid([recruiter.id]), Location: 'x'.repeat(500) })).statusCode, 201)
      })
    })

    describe('403', () => {
      test('writes need applications:write, reads candidates:read', async () => {
        const app = await applicationOnTeam(t, [])
        const i = await schedule(t, app.applicationId, [recruiter.id])
        const reader = await t.member('recruiter', ['candidates:read'])
        assertProblem(await post(app.applicationId, valid([recruiter.id]), reader.token), 403, 'insufficient_scope')
        assertProblem(await t.call('PUT', `/v1/Interviews/${i.Id}`, reader.token, { Location: 'x' }), 403, 'insufficient_scope')
        assertProblem(await t.call('POST', `/v1/Interviews/${i.Id}/Cancel`, reader.token), 403, 'insufficient_scope')
        assert.equal((await t.call('GET', `/v1/Interviews/${i.Id}`, reader.token)).statusCode, 200)
        const writer = await t.member('recruiter', ['applications:write'])
        assertProblem(await t.call('GET', `/v1/Interviews/${i.Id}`, writer.token), 403, 'insufficient_scope')
      })
    })

    describe('404', () => {
      test('an unknown application or interview', async () => {
        assertProblem(await post(987654, valid([recruiter.id])), 404, 'application_not_found')
        assertProblem(await t.call('GET', '/v1/Applications/987654/Interviews'), 404, 'application_not_found')
        for (const [method, path] of [
          ['GET', ''],
          ['PUT', ''],
          ['POST', '/Cancel'],
          ['GET', '/Calendar'],
        ] as const) {
          assertProblem(
            await t.call(method, `/v1/Interviews/987654${path}`, undefined, method === 'PUT' ? { Location: 'x' } : undefined),
            404,
            'interview_not_found',
          )
        }
      })

      test('what C3 hides from a hiring manager is missing on every path, exactly as what does not exist', async () => {
        const app = await applicationOnTeam(t, [manager.id])
        const i = await schedule(t, app.applicationId, [manager.id])
        const hidden = [
          ['POST', `/v1/Applications/${app.applicationId}/Interviews`, valid([outsider.id])],
          ['GET', `/v1/Applications/${app.applicationId}/Interviews`],
          ['GET', `/v1/Interviews/${i.Id}`],
          ['PUT', `/v1/Interviews/${i.Id}`, { Location: 'x' }],
          ['POST', `/v1/Interviews/${i.Id}/Cancel`],
          ['GET', `/v1/Interviews/${i.Id}/Calendar`],
        ] as const
        for (const [method, url, body] of hidden) {
          const res = await t.call(method, url, outsider.token, body)
          const code = url.includes('/Applications/') ? 'application_not_found' : 'interview_not_found'
          const problem = assertProblem(res, 404, code)
          const missing = await t.call(method, url.replace(/\/(\d+)/, '/987654'), outsider.token, body)
          assert.deepEqual({ ...problem, detail: '', requestId: '' }, { ...json(missing), detail: '', requestId: '' })
        }
        assert.equal(json(await t.call('GET', `/v1/Interviews/${i.Id}`)).Status, 'scheduled')
      })
    })

    describe('409', () => {
      test('only an active application gets interviews: application_closed', async () => {
        const app = await applicationOnTeam(t, [])
        assert.equal((await t.call('POST', `/v1/Applications/${app.applicationId}/Reject`, undefined, { Reason: 'No' })).statusCode, 200)
        assertProblem(await post(app.applicationId, valid([recruiter.id])), 409, 'application_closed')
      })

      test('a cancelled interview refuses PUT and Cancel: interview_cancelled', async () => {
        const app = await applicationOnTeam(t, [])
        const i = await schedule(t, app.applicationId, [recruiter.id])
        assert.equal((await t.call('POST', `/v1/Interviews/${i.Id}/Cancel`)).statusCode, 200)
        assertProblem(await t.call('POST', `/v1/Interviews/${i.Id}/Cancel`), 409, 'interview_cancelled')
        assertProblem(await t.call('PUT', `/v1/Interviews/${i.Id}`, undefined, { Location: 'x' }), 409, 'interview_cancelled')
      })
    })
  })
}
