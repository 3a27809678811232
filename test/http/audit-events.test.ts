import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { insertAuditEvent } from '../../src/store/repositories/audit.repository.js'
import { startPeriodicJobs } from '../../src/background/periodic-jobs.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { auditRows, type AuditRow } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, waitFor } from '../helpers/documents.js'

const DAY = 86_400_000

for (const backend of await backends()) {
  describe(`GET /v1/AuditEvents [${backend.name}]`, () => {
    let t: TestApp
    let alice: { id: number; token: string }
    let bob: { id: number; token: string }
    let first: number
    let second: number

    before(async () => {
      t = await buildTestApp(backend)
      alice = await t.member('recruiter')
      bob = await t.member('recruiter')
      first = json(await t.call('POST', '/v1/Candidates', alice.token, { FirstName: 'First', LastName: 'One' })).Id
      second = json(await t.call('POST', '/v1/Candidates', bob.token, { FirstName: 'Second', LastName: 'Two' })).Id
      for (const [token, id] of [
        [alice.token, first],
        [alice.token, second],
        [bob.token, first],
        [bob.token, first],
      ] as const)
        assert.equal((await t.call('GET', `/v1/Candidates/${id}`, token)).statusCode, 200)
    })
    after(() => t.close())

    describe('200', () => {
      test('CandidateId keeps the rows of one candidate, MemberId those of one member, both together those of both', async () => {
        const ofFirst = await auditRows(t, `CandidateId=${first}`)
        assert.deepEqual(
          ofFirst.map((r) => [r.MemberId, r.Action]),
          [
            [alice.id, 'create'],
            [alice.id, 'read'],
            [bob.id, 'read'],
            [bob.id, 'read'],
          ],
        )
        const ofAlice = await auditRows(t, `MemberId=${alice.id}`)
        assert.deepEqual(
          ofAlice.map((r) => [r.CandidateId, r.Action]),
          [
            [first, 'create'],
            [first, 'read'],
            [second, 'read'],
          ],
        )
        assert.deepEqual(await auditRows(t, `MemberId=${bob.id}&CandidateId=${second}`).then((rows) => rows.map((r) => r.Action)), [
          'create',
        ])
        assert.deepEqual(await auditRows(t, 'MemberId=999999'), [])
      })

      test('oldest first, paged by limit and after with a Link to the next page', async () => {
        const all = await auditRows(t)
        assert.deepEqual(
          all.map((r) => r.Id),
          all.map((r) => r.Id).sort((a, b) => a - b),
        )
        const page1 = await t.call('GET', `/v1/AuditEvents?CandidateId=${first}&limit=3`)
        const rows1 = json<AuditRow[]>(page1)
        assert.equal(rows1.length, 3)
        const link = String(page1.headers.link)
        assert.match(link, new RegExp(`after=${rows1[2]!.Id}`))
        const next = /^<([^>]+)>; rel="next"$/.exec(link)![1]!
        const page2 = await t.call('GET', next)
        assert.equal(page2.headers.link, undefined)
        assert.deepEqual([...rows1, ...json<AuditRow[]>(page2)], await auditRows(t, `CandidateId=${first}`))
        assert.deepEqual(await auditRows(t, `after=${all.at(-2)!.Id}`), all.slice(-1))
      })
    })

    describe('400', () => {
      for (const query of ['CandidateId=0', 'MemberId=abc', 'after=-1', 'limit=0']) {
        test(query, async () => {
          const res = await t.call('GET', `/v1/AuditEvents?${query}`)
          assert.equal(res.statusCode, 400)
          assert.equal(json(res).code, 'validation_failed')
        })
      }
    })

    describe('403', () => {
      test('for anyone but an admin', async () => {
        const hm = await t.member('hiring_manager')
        for (const token of [alice.token, hm.token]) {
          const res = await t.call('GET', '/v1/AuditEvents', token)
          assert.equal(res.statusCode, 403)
          assert.equal(json(res).code, 'insufficient_scope')
        }
        assert.equal(json(await t.call('GET', '/v1/AuditEvents', null)).code, 'invalid_token')
      })
    })

    describe('retention', () => {
      test('the periodic purge removes the rows past ATS_AUDIT_RETENTION_DAYS and only those', async () => {
        const fresh = await buildTestApp(backend)
        try {
          const db = fresh.app.services.stores.database.db
          const row = (ageDays: number) => ({
            date: new Date(Date.now() - ageDays * DAY).toISOString(),
            member_id: 1,
            token_id: null,
            action: 'read',
            candidate_id: 1,
            resource_type: 'candidate',
            resource_id: '1',
            request_id: `aged-${ageDays}`,
          })
          // Rows come roughly in date order (a read's row is at most a second late); the old ones here are not, among themselves.
          for (const age of [400, 700, 366, 364.9, 10]) await insertAuditEvent(db, row(age))
          assert.equal((await fresh.call('POST', '/v1/Candidates', undefined, { FirstName: 'Kept', LastName: 'Row' })).statusCode, 201)
          assert.equal(fresh.config.auditRetentionDays, 365)
          const stop = startPeriodicJobs({ db, jobs: fresh.app.services.jobs, log: fresh.app.log }, 0)
          try {
            await waitFor(async () => (await auditRows(fresh)).length === 3, 'the purge')
            await jobsSettled(fresh)
          } finally {
            stop()
          }
          assert.deepEqual(
            (await auditRows(fresh)).map((r) => (r.RequestId?.startsWith('aged-') ? r.RequestId : r.Action)),
            ['aged-364.9', 'aged-10', 'create'],
          )
        } finally {
          await fresh.close()
        }
      })
    })
  })
}
