import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { applicationOnTeam, schedule, writeScorecard } from '../helpers/interviews.js'
import { change, dayAfter } from '../helpers/reports.js'

/**
 * The Interviewers report of SPEC C11 on a hand-computed scenario: each
 * scorecard's first submission is dated afterwards (the service dates it by
 * the clock), and the applications are decided (or not) as the comments say.
 */
const D0 = '2026-04-06T00:00:00.000Z'
const d = (days: number) => dayAfter(D0, days)
const range = (from?: string, to?: string) =>
  [from && `From=${encodeURIComponent(from)}`, to && `To=${encodeURIComponent(to)}`].filter(Boolean).join('&')

const FIELDS = ['MemberId', 'Name', 'Submitted', 'StrongYes', 'Yes', 'No', 'StrongNo', 'NoDecision', 'Decided', 'Agreed']

for (const backend of await backends()) {
  describe(`the Interviewers report [${backend.name}]`, () => {
    let t: TestApp
    let ann: { id: number; token: string }
    let ben: { id: number; token: string }
    let hm: { id: number; token: string }
    /** A line of the report: the member and its counts, in the JSON's order. */
    const line = (m: { id: number }, name: string, counts: number[]) =>
      Object.fromEntries(FIELDS.map((f, i) => [f, [m.id, name, ...counts][i]]))

    before(async () => {
      t = await buildTestApp(backend)
      ann = await t.member('recruiter')
      ben = await t.member('recruiter')
      hm = await t.member('hiring_manager')
      const db = t.app.services.stores.database.db
      // A name the CSV must quote.
      await db.updateTable('members').set({ name: 'Ann "A." Smith, Jr.' }).where('id', '=', ann.id).execute()
      await db.updateTable('members').set({ name: 'Ben Okafor' }).where('id', '=', ben.id).execute()
      await db.updateTable('members').set({ name: 'Hana Ito' }).where('id', '=', hm.id).execute()

      /** Writes a scorecard and dates its first submission; answers its id. */
      const card = async (interviewId: number, who: { token: string }, Recommendation: string | null, submitted?: string) => {
        const res = await writeScorecard(t, interviewId, who.token, { Recommendation, ...(submitted && { Submit: true }) })
        assert.equal(res.statusCode, 200, res.body)
        const id = json(res).Id as number
        if (submitted) await db.updateTable('scorecards').set({ submitted_date: submitted }).where('id', '=', id).execute()
        return id
      }

      // app1, hired: Ann strong_yes (agrees), Ben no (disagrees), Hana yes (agrees).
      const app1 = (await applicationOnTeam(t, [hm.id])).applicationId
      const i1 = (await schedule(t, app1, [ann.id, ben.id, hm.id])).Id
      await card(i1, ann, 'strong_yes', d(0))
      await card(i1, ben, 'no', d(1))
      await card(i1, hm, 'yes', d(2))
      await change(t, app1, 'Hire')
      // app2, rejected: Ann no (agrees); Ben's draft says strong_no and counts nowhere.
      const app2 = (await applicationOnTeam(t, [hm.id])).applicationId
      const i2 = (await schedule(t, app2, [ann.id, ben.id])).Id
      await card(i2, ann, 'no', d(3))
      await card(i2, ben, 'strong_no')
      await change(t, app2, 'Reject', { Reason: 'Not now' })
      // app3, rejected, reopened, then hired: now hired. Ann no_decision (decided, agrees with nothing), Hana strong_no (disagrees).
      const app3 = (await applicationOnTeam(t, [hm.id])).applicationId
      const i3 = (await schedule(t, app3, [ann.id, hm.id])).Id
      await card(i3, ann, 'no_decision', d(4))
      await card(i3, hm, 'strong_no', d(5))
      await change(t, app3, 'Reject', { Reason: 'Not now' })
      await change(t, app3, 'Reopen')
      await change(t, app3, 'Hire')
      // app4, still active: Ben strong_yes (not decided), and yes on a second interview submitted at the period's end.
      const app4 = (await applicationOnTeam(t, [hm.id])).applicationId
      const i4 = (await schedule(t, app4, [ben.id])).Id
      await card(i4, ben, 'strong_yes', d(9))
      const i5 = (await schedule(t, app4, [ben.id])).Id
      await card(i5, ben, 'yes', d(10))
      // Written again today: it stays submitted, dated by its first submission (the report after d(30) stays empty).
      await card(i5, ben, 'yes')
    })
    after(() => t.close())

    const report = async (query: string, token?: string) => {
      const res = await t.call('GET', `/v1/Reports/Interviewers${query ? `?${query}` : ''}`, token)
      assert.equal(res.statusCode, 200, res.body)
      assert.match(String(res.headers['content-type']), /^application\/json/)
      return json<Record<string, unknown>[]>(res)
    }

    test('counts each interviewer as worked out by hand: drafts never, decisions as they are now', async () => {
      const lines = await report(range(D0, d(10)))
      for (const l of lines) assert.deepEqual(Object.keys(l), FIELDS)
      assert.deepEqual(lines, [
        // strong_yes/hired, no/rejected, no_decision/hired: three decided, two agreed.
        line(ann, 'Ann "A." Smith, Jr.', [3, 1, 0, 1, 0, 1, 3, 2]),
        // no/hired, strong_yes/active (the yes at d(10) is out: To is exclusive; the draft is never in).
        line(ben, 'Ben Okafor', [2, 1, 0, 1, 0, 0, 1, 0]),
        // yes/hired, strong_no/hired after a reopen.
        line(hm, 'Hana Ito', [2, 0, 1, 0, 1, 0, 2, 1]),
      ])
    })

    test('the range edges: From inclusive, To exclusive, on the first submission', async () => {
      // From at Ann's first card: in; one millisecond later: out.
      assert.equal((await report(range(D0, d(1))))[0]!.Submitted, 1)
      assert.deepEqual(await report(range(new Date(Date.parse(D0) + 1).toISOString(), d(1))), [])
      // Up to Hana's strong_no, excluded; from it, included.
      assert.deepEqual(await report(range(d(2), d(5))), [
        line(ann, 'Ann "A." Smith, Jr.', [2, 0, 0, 1, 0, 1, 2, 1]),
        line(hm, 'Hana Ito', [1, 0, 1, 0, 0, 0, 1, 1]),
      ])
      assert.deepEqual(await report(range(d(5), d(11))), [
        line(ben, 'Ben Okafor', [2, 1, 1, 0, 0, 0, 0, 0]),
        line(hm, 'Hana Ito', [1, 0, 0, 0, 1, 0, 1, 0]),
      ])
      // Open at either end, or both: everything submitted.
      assert.equal((await report(range(undefined, d(1)))).length, 1)
      assert.deepEqual(
        (await report('')).map((l) => [l.MemberId, l.Submitted]),
        [
          [ann.id, 3],
          [ben.id, 3],
          [hm.id, 2],
        ],
      )
      // Members with nothing submitted in the range are not listed.
      assert.deepEqual(await report(range(d(30))), [])
    })

    test('a recruiter reads it; a hiring manager is refused, whatever it asks for', async () => {
      assert.equal((await report(range(D0, d(10)), ben.token)).length, 3)
      assertProblem(await t.call('GET', '/v1/Reports/Interviewers', hm.token), 403, 'insufficient_scope')
      const csv = await t.call('GET', `/v1/Reports/Interviewers?${range(D0, d(10))}`, hm.token, undefined, { accept: 'text/csv' })
      assertProblem(csv, 403, 'insufficient_scope')
      // A token without candidates:read is refused too.
      const weak = await t.member('recruiter', ['notes:read'])
      assertProblem(await t.call('GET', '/v1/Reports/Interviewers', weak.token), 403, 'insufficient_scope')
    })

    test('a bad range is 400 naming the field at fault', async () => {
      assertProblem(await t.call('GET', '/v1/Reports/Interviewers?From=yesterday'), 400, 'validation_failed', 'From')
      assertProblem(await t.call('GET', `/v1/Reports/Interviewers?${range(d(2), d(1))}`), 400, 'validation_failed', 'To')
    })

    test('the CSV holds what the JSON holds, the name quoted', async () => {
      const query = range(D0, d(10))
      const lines = await report(query)
      const res = await t.call('GET', `/v1/Reports/Interviewers?${query}`, undefined, undefined, { accept: 'text/csv' })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8')
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="interviewers\.csv"/)
      const quote = (v: unknown) => (typeof v === 'string' && /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : String(v))
      const expected = [FIELDS.join(','), ...lines.map((l) => FIELDS.map((f) => quote(l[f])).join(','))].join('\r\n') + '\r\n'
      assert.equal(res.body, expected)
      assert.ok(res.body.includes(`\r\n${ann.id},"Ann ""A."" Smith, Jr.",3,1,0,1,0,1,3,2\r\n`), res.body)
      const empty = await t.call('GET', `/v1/Reports/Interviewers?${range(d(30))}`, undefined, undefined, { accept: 'text/csv' })
      assert.equal(empty.body, `${FIELDS.join(',')}\r\n`)
    })
  })
}
