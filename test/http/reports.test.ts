import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { applyTo, backdateApplication, change, dayAfter, vacancyWithStages } from '../helpers/reports.js'

/**
 * The reports of SPEC C11 on hand-computed scenarios (DECISIONS "Reports"
 * works the same example through). Each suite dates its applications in a
 * period of its own, so the cross-vacancy reports over that period count
 * only what the suite made.
 */
const D0 = '2026-01-05T00:00:00.000Z'
const d = (days: number) => dayAfter(D0, days)
const PERIOD = `From=${encodeURIComponent(D0)}&To=${encodeURIComponent(d(60))}`

for (const backend of await backends()) {
  describe(`reports [${backend.name}]`, () => {
    let t: TestApp
    let v1: { id: number; stages: number[] }
    let v2: { id: number; stages: number[] }
    const apps: Record<string, number> = {}

    before(async () => {
      t = await buildTestApp(backend)
      v1 = await vacancyWithStages(t, 'Backend engineer')
      v2 = await vacancyWithStages(t, 'Designer')
      const [s1, s2, s3, s4] = v1.stages as [number, number, number, number]
      const move = (id: number, StageId: number) => change(t, id, 'Move', { StageId })

      // a1: S1 → S2 → S3, hired in S3. Stays: S1 1 day, S2 2 days.
      apps.a1 = await applyTo(t, v1.id)
      await move(apps.a1, s2)
      await move(apps.a1, s3)
      await change(t, apps.a1, 'Hire')
      await backdateApplication(t, apps.a1, [d(0), d(1), d(3), d(4)])
      // a2: S1 → S3 (skips S2), rejected in S3. Stays: S1 2 days.
      apps.a2 = await applyTo(t, v1.id)
      await move(apps.a2, s3)
      await change(t, apps.a2, 'Reject', { Reason: 'Not now' })
      await backdateApplication(t, apps.a2, [d(0), d(2), d(5)])
      // a3: S1 → S2 → back to S1 → S2, withdrawn in S2. Stays: S1 1 and 1.5 days, S2 0.5 days.
      apps.a3 = await applyTo(t, v1.id)
      await move(apps.a3, s2)
      await move(apps.a3, s1)
      await move(apps.a3, s2)
      await change(t, apps.a3, 'Withdraw', {})
      await backdateApplication(t, apps.a3, [d(1), d(2), d(2.5), d(4), d(5)])
      // a4: created in S2, still there.
      apps.a4 = await applyTo(t, v1.id, { StageId: s2 })
      await backdateApplication(t, apps.a4, [d(0)])
      // a5: hired in S1, reopened, moved to S4, hired again. Stays: S1 6 days (hiring and reopening neither end nor start one).
      apps.a5 = await applyTo(t, v1.id)
      await change(t, apps.a5, 'Hire')
      await change(t, apps.a5, 'Reopen')
      await move(apps.a5, s4)
      await change(t, apps.a5, 'Hire')
      await backdateApplication(t, apps.a5, [d(0), d(2), d(3), d(6), d(7)])
      // a6: S1 → a stage deleted since → S1. Stays: S1 1 day; the deleted stage's is left out.
      const extra = json<{ Id: number }>(await t.call('POST', `/v1/Vacancies/${v1.id}/Stages`, undefined, { Name: 'Trial day' })).Id
      apps.a6 = await applyTo(t, v1.id)
      await move(apps.a6, extra)
      await move(apps.a6, s1)
      assert.equal((await t.call('DELETE', `/v1/Vacancies/${v1.id}/Stages/${extra}`)).statusCode, 204)
      await backdateApplication(t, apps.a6, [d(0), d(1), d(2)])
      // b1: the other vacancy, hired after 1.5 days.
      apps.b1 = await applyTo(t, v2.id)
      await change(t, apps.b1, 'Hire')
      await backdateApplication(t, apps.b1, [d(10), d(11.5)])
    })
    after(() => t.close())

    const report = async (path: string, token?: string) => {
      const res = await t.call('GET', `/v1/Reports/${path}`, token)
      assert.equal(res.statusCode, 200, res.body)
      assert.match(String(res.headers['content-type']), /^application\/json/)
      return json(res)
    }

    describe('200', () => {
      test('Pipeline counts each stage as worked out by hand', async () => {
        const r = await report(`Pipeline?VacancyId=${v1.id}`)
        assert.deepEqual(Object.keys(r), ['VacancyId', 'From', 'To', 'Applications', 'Stages'])
        assert.deepEqual([r.VacancyId, r.From, r.To, r.Applications], [v1.id, null, null, 6])
        const fields = ['StageId', 'Name', 'Position', 'Reached', 'Current', 'Rejected', 'Withdrawn', 'Hired', 'MedianDaysInStage']
        for (const s of r.Stages) assert.deepEqual(Object.keys(s), fields)
        const row = (s: any) => [s.Name, s.Position, s.Reached, s.Current, s.Rejected, s.Withdrawn, s.Hired, s.MedianDaysInStage]
        assert.deepEqual(r.Stages.map(row), [
          // S1 stays: 1, 1, 1, 1.5, 2, 6: median (1 + 1.5) / 2.
          ['Applied', 1, 5, 1, 0, 0, 0, 1.25],
          // S2 stays: 2, 0.5.
          ['Screening', 2, 3, 1, 0, 1, 0, 1.25],
          ['Interview', 3, 2, 0, 1, 0, 1, null],
          ['Offer', 4, 1, 0, 0, 0, 1, null],
        ])
        assert.deepEqual(
          r.Stages.map((s: any) => s.StageId),
          v1.stages,
        )
      })

      test('Pipeline follows the stages as they are now: a rename and a new order', async () => {
        const [, s2] = v1.stages as [number, number]
        await t.call('PUT', `/v1/Vacancies/${v1.id}/Stages/${s2}`, undefined, { Name: 'Phone screen', Position: 4 })
        try {
          const r = await report(`Pipeline?VacancyId=${v1.id}`)
          assert.deepEqual(
            r.Stages.map((s: any) => [s.Name, s.Position, s.Reached]),
            [
              ['Applied', 1, 5],
              ['Interview', 2, 2],
              ['Offer', 3, 1],
              ['Phone screen', 4, 3],
            ],
          )
        } finally {
          await t.call('PUT', `/v1/Vacancies/${v1.id}/Stages/${s2}`, undefined, { Name: 'Screening', Position: 2 })
        }
      })

      test('Pipeline over a range counts the applications created in it: From inclusive, To exclusive', async () => {
        const from = await report(`Pipeline?VacancyId=${v1.id}&From=${encodeURIComponent(d(1))}`)
        assert.equal(from.Applications, 1)
        assert.deepEqual(
          from.Stages.map((s: any) => [s.Reached, s.Withdrawn, s.MedianDaysInStage]),
          [
            [1, 0, 1.25],
            [1, 1, 0.5],
            [0, 0, null],
            [0, 0, null],
          ],
        )
        const to = await report(`Pipeline?VacancyId=${v1.id}&To=${encodeURIComponent(d(1))}`)
        assert.equal(to.Applications, 5)
        assert.deepEqual(
          to.Stages.map((s: any) => s.Reached),
          [4, 2, 2, 1],
        )
      })

      test('From and To are answered in UTC with milliseconds, whatever offset the request used', async () => {
        const r = await report(
          `Pipeline?VacancyId=${v1.id}&From=${encodeURIComponent('2026-01-06T01:00:00+01:00')}&To=2026-03-01T00:00:00.5Z`,
        )
        assert.equal(r.From, d(1))
        assert.equal(r.To, '2026-03-01T00:00:00.500Z')
        assert.equal(r.Applications, 1)
      })

      test('Pipeline of a vacancy with no application: zeros and nulls, every stage listed', async () => {
        const v = await vacancyWithStages(t, 'Empty')
        const r = await report(`Pipeline?VacancyId=${v.id}`)
        assert.equal(r.Applications, 0)
        assert.deepEqual(
          r.Stages.map((s: any) => [s.StageId, s.Reached, s.Current, s.Rejected, s.Withdrawn, s.Hired, s.MedianDaysInStage]),
          v.stages.map((id) => [id, 0, 0, 0, 0, 0, null]),
        )
      })

      test('TimeToHire counts every change to hired in the range, with the median and the nearest-rank P90', async () => {
        const lines = await report(`TimeToHire?${PERIOD}`)
        assert.deepEqual(lines, [
          // a5 after 2 and after 7 days, a1 after 4: median 4, P90 the 3rd of 3.
          { VacancyId: v1.id, Title: 'Backend engineer', Hires: 3, MedianDays: 4, P90Days: 7 },
          { VacancyId: v2.id, Title: 'Designer', Hires: 1, MedianDays: 1.5, P90Days: 1.5 },
        ])
        // To exclusive: a1's hire at day 4 is out; From inclusive: in.
        assert.deepEqual(await report(`TimeToHire?From=${encodeURIComponent(D0)}&To=${encodeURIComponent(d(4))}`), [
          { VacancyId: v1.id, Title: 'Backend engineer', Hires: 1, MedianDays: 2, P90Days: 2 },
        ])
        assert.deepEqual(await report(`TimeToHire?From=${encodeURIComponent(d(4))}&To=${encodeURIComponent(d(10))}`), [
          { VacancyId: v1.id, Title: 'Backend engineer', Hires: 2, MedianDays: 5.5, P90Days: 7 },
        ])
        assert.deepEqual(await report(`TimeToHire?From=${encodeURIComponent(d(40))}`), [])
      })

      test('Sources over the period: one group, null, for applications given none', async () => {
        assert.deepEqual(await report(`Sources?${PERIOD}`), [{ Source: null, Applications: 7, Active: 2, Hired: 3 }])
      })

      test('a hiring manager reports on the vacancies of its teams only', async () => {
        const hm = await t.member('hiring_manager')
        assert.equal((await t.call('PUT', `/v1/Vacancies/${v2.id}/HiringTeam`, undefined, { MemberIds: [hm.id] })).statusCode, 200)
        assert.equal((await report(`Pipeline?VacancyId=${v2.id}`, hm.token)).Applications, 1)
        assert.deepEqual(await report(`TimeToHire?${PERIOD}`, hm.token), [
          { VacancyId: v2.id, Title: 'Designer', Hires: 1, MedianDays: 1.5, P90Days: 1.5 },
        ])
        assert.deepEqual(await report(`Sources?${PERIOD}`, hm.token), [{ Source: null, Applications: 1, Active: 0, Hired: 1 }])
        const other = await t.member('hiring_manager')
        assert.deepEqual(await report(`TimeToHire?${PERIOD}`, other.token), [])
        assert.deepEqual(await report(`Sources?${PERIOD}`, other.token), [])
      })
    })

    describe('400', () => {
      test('a From or To that is not a date-time is named', async () => {
        for (const [query, field] of [
          ['From=yesterday', 'From'],
          ['To=2026-13-01T00:00:00Z', 'To'],
          ['From=2026-01-01', 'From'],
        ] as const) {
          assertProblem(await t.call('GET', `/v1/Reports/Sources?${query}`), 400, 'validation_failed', field)
          assertProblem(await t.call('GET', `/v1/Reports/Pipeline?VacancyId=${v1.id}&${query}`), 400, 'validation_failed', field)
        }
      })

      test('To not after From is refused, naming To', async () => {
        const same = `From=${encodeURIComponent(D0)}&To=${encodeURIComponent('2026-01-05T01:00:00+01:00')}`
        for (const path of ['Sources', 'TimeToHire', `Pipeline?VacancyId=${v1.id}`]) {
          const sep = path.includes('?') ? '&' : '?'
          assertProblem(await t.call('GET', `/v1/Reports/${path}${sep}${same}`), 400, 'validation_failed', 'To')
          assertProblem(
            await t.call('GET', `/v1/Reports/${path}${sep}From=${encodeURIComponent(d(2))}&To=${encodeURIComponent(d(1))}`),
            400,
            'validation_failed',
            'To',
          )
        }
      })

      test('Pipeline needs a VacancyId', async () => {
        assertProblem(await t.call('GET', '/v1/Reports/Pipeline'), 400, 'validation_failed', 'VacancyId')
        assertProblem(await t.call('GET', '/v1/Reports/Pipeline?VacancyId=abc'), 400, 'validation_failed', 'VacancyId')
      })
    })

    describe('403', () => {
      test('a token without candidates:read is refused', async () => {
        const m = await t.member('recruiter', ['notes:read'])
        for (const path of ['Sources', 'TimeToHire', `Pipeline?VacancyId=${v1.id}`]) {
          assertProblem(await t.call('GET', `/v1/Reports/${path}`, m.token), 403, 'insufficient_scope')
        }
      })
    })

    describe('404', () => {
      test('an unknown vacancy, and for a hiring manager another team’s vacancy, is missing', async () => {
        assertProblem(await t.call('GET', '/v1/Reports/Pipeline?VacancyId=999999'), 404, 'vacancy_not_found')
        const hm = await t.member('hiring_manager')
        const res = await t.call('GET', `/v1/Reports/Pipeline?VacancyId=${v1.id}`, hm.token)
        const missing = assertProblem(res, 404, 'vacancy_not_found')
        const unknown = assertProblem(await t.call('GET', '/v1/Reports/Pipeline?VacancyId=999999', hm.token), 404, 'vacancy_not_found')
        assert.equal(missing.detail.replace(String(v1.id), 'N'), unknown.detail.replace('999999', 'N'))
        // C3 still shows it the vacancy itself.
        assert.equal((await t.call('GET', `/v1/Vacancies/${v1.id}`, hm.token)).statusCode, 200)
      })
    })
  })
}
