import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { showTo } from '../helpers/pipeline.js'

const FIELDS = ['Id', 'FlagType', 'Note', 'CreatedById', 'CreatedDate']
const MISSING = 987654321

for (const backend of await backends()) {
  describe(`quality flags [${backend.name}]`, () => {
    let t: TestApp
    let recruiter: { id: number; token: string }
    let hm: { id: number; token: string }

    // Each on the hiring manager's vacancy, so the hiring manager sees it (SPEC C3).
    const newCandidate = async () => {
      const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Flag', LastName: 'Subject' })
      assert.equal(res.statusCode, 201, res.body)
      const cid = json(res).Id as number
      await showTo(t, hm.id, cid)
      return cid
    }
    const flag = async (cid: number, body: Record<string, unknown>, token = recruiter.token) => {
      const res = await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, token, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }
    const list = async (cid: number, token = recruiter.token) => {
      const res = await t.call('GET', `/v1/Candidates/${cid}/QualityFlags`, token)
      assert.equal(res.statusCode, 200, res.body)
      return json<any[]>(res)
    }

    before(async () => {
      t = await buildTestApp(backend)
      recruiter = await t.member('recruiter')
      hm = await t.member('hiring_manager')
    })
    after(() => t.close())

    describe('200', () => {
      test('GET answers a bare array of flags with the contract fields, in order, with their JSON types', async () => {
        const cid = await newCandidate()
        const a = await flag(cid, { FlagType: 1, Note: 'Great portfolio' })
        const b = await flag(cid, { FlagType: 2, Note: '' })
        const res = await t.call('GET', `/v1/Candidates/${cid}/QualityFlags`, hm.token)
        assert.equal(res.statusCode, 200)
        assert.match(String(res.headers['content-type']), /^application\/json; charset=utf-8/)
        const flags = json<any[]>(res)
        assert.deepEqual(flags, [a, b])
        for (const f of flags) {
          assert.deepEqual(Object.keys(f), FIELDS)
          assert.ok(Number.isInteger(f.Id))
          assert.ok(Number.isInteger(f.FlagType))
          assert.equal(typeof f.Note, 'string')
          assert.equal(f.CreatedById, recruiter.id)
          assert.match(f.CreatedDate, DATETIME)
        }
        assert.deepEqual(
          flags.map((f) => [f.FlagType, f.Note]),
          [
            [1, 'Great portfolio'],
            [2, ''],
          ],
        )
      })

      test('GET works with Content-Type: application/json and no body', async () => {
        const cid = await newCandidate()
        const f = await flag(cid, { FlagType: 1, Note: 'x' })
        for (const payload of [undefined, '']) {
          const res = await t.call('GET', `/v1/Candidates/${cid}/QualityFlags`, recruiter.token, payload, {
            'content-type': 'application/json',
          })
          assert.equal(res.statusCode, 200, res.body)
          assert.deepEqual(json(res), [f])
        }
      })

      test('an unflagged candidate answers []; flags page oldest first; paths ignore case and a trailing slash', async () => {
        const cid = await newCandidate()
        assert.deepEqual(await list(cid), [])
        const made = []
        for (let i = 0; i < 5; i++) made.push((await flag(cid, { FlagType: (i % 2) + 1, Note: `f${i}` })).Id)
        const pages = await collectPages(t, `/v1/Candidates/${cid}/QualityFlags?limit=2`, recruiter.token, 2)
        assert.deepEqual(
          pages.map((p) => p.map((f) => f.Id)),
          [made.slice(0, 2), made.slice(2, 4), made.slice(4)],
        )
        const lower = await t.call('GET', `/v1/candidates/${cid}/qualityflags/`, recruiter.token)
        assert.equal(lower.statusCode, 200, lower.body)
        assert.deepEqual(
          json<any[]>(lower).map((f) => f.Id),
          made,
        )
      })
    })

    describe('201', () => {
      test('POST answers the flag; CreatedById is the token’s member', async () => {
        const cid = await newCandidate()
        const res = await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, recruiter.token, {
          FlagType: 2,
          Note: 'No-show at interview',
        })
        assert.equal(res.statusCode, 201, res.body)
        const f = json(res)
        assert.deepEqual(Object.keys(f), FIELDS)
        assert.equal(f.FlagType, 2)
        assert.equal(f.Note, 'No-show at interview')
        assert.equal(f.CreatedById, recruiter.id)
        assert.match(f.CreatedDate, DATETIME)
        assert.deepEqual(await list(cid), [f])
      })
    })

    describe('204', () => {
      test('DELETE removes the flag; it is gone from the list and a second DELETE is refused', async () => {
        const cid = await newCandidate()
        const keep = await flag(cid, { FlagType: 1, Note: 'keep' })
        const f = await flag(cid, { FlagType: 2, Note: 'remove' })
        const res = await t.call('DELETE', `/v1/Candidates/${cid}/QualityFlags/${f.Id}`, recruiter.token)
        assert.equal(res.statusCode, 204)
        assert.equal(res.body, '')
        assert.deepEqual(await list(cid), [keep])
        assertProblem(await t.call('DELETE', `/v1/Candidates/${cid}/QualityFlags/${f.Id}`, recruiter.token), 400, 'flag_not_found')
      })
    })

    describe('400', () => {
      for (const FlagType of [0, 3, '1', 1.5, null, -1]) {
        test(`FlagType ${JSON.stringify(FlagType)} is refused naming FlagType`, async () => {
          const cid = await newCandidate()
          assertProblem(
            await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, recruiter.token, { FlagType, Note: 'x' }),
            400,
            'validation_failed',
            'FlagType',
          )
          assert.deepEqual(await list(cid), [])
        })
      }

      test('bad bodies name the field', async () => {
        const url = `/v1/Candidates/${await newCandidate()}/QualityFlags`
        assertProblem(await t.call('POST', url, recruiter.token, { FlagType: 1 }), 400, 'validation_failed', 'Note')
        assertProblem(await t.call('POST', url, recruiter.token, { Note: 'x' }), 400, 'validation_failed', 'FlagType')
        assertProblem(await t.call('POST', url, recruiter.token, { FlagType: 1, Note: 5 }), 400, 'validation_failed', 'Note')
        assertProblem(
          await t.call('POST', url, recruiter.token, { FlagType: 1, Note: 'x', Severity: 3 }),
          400,
          'validation_failed',
          'Severity',
        )
        assertProblem(
          await t.call('POST', url, recruiter.token, { FlagType: 1, Note: 'x'.repeat(10001) }),
          400,
          'validation_failed',
          'Note',
        )
      })

      test('a flag that does not exist, or belongs to another candidate: 400 flag_not_found', async () => {
        const c1 = await newCandidate()
        const c2 = await newCandidate()
        const f = await flag(c1, { FlagType: 1, Note: 'x' })
        assertProblem(await t.call('DELETE', `/v1/Candidates/${c1}/QualityFlags/${MISSING}`, recruiter.token), 400, 'flag_not_found')
        assertProblem(await t.call('DELETE', `/v1/Candidates/${c2}/QualityFlags/${f.Id}`, recruiter.token), 400, 'flag_not_found')
        assert.deepEqual(await list(c1), [f])
      })

      test('a candidate that does not exist: 400 candidate_not_found on every operation, never 404', async () => {
        const f = await flag(await newCandidate(), { FlagType: 1, Note: 'x' })
        const base = `/v1/Candidates/${MISSING}/QualityFlags`
        assertProblem(await t.call('GET', base, recruiter.token), 400, 'candidate_not_found')
        assertProblem(
          await t.call('GET', base, recruiter.token, undefined, { 'content-type': 'application/json' }),
          400,
          'candidate_not_found',
        )
        assertProblem(await t.call('POST', base, recruiter.token, { FlagType: 1, Note: 'x' }), 400, 'candidate_not_found')
        assertProblem(await t.call('DELETE', `${base}/${f.Id}`, recruiter.token), 400, 'candidate_not_found')
      })

      test('bad ids and paging values name the parameter', async () => {
        const cid = await newCandidate()
        assertProblem(await t.call('GET', '/v1/Candidates/-1/QualityFlags', recruiter.token), 400, 'validation_failed', 'candidateId')
        assertProblem(await t.call('GET', '/v1/Candidates/1e3/QualityFlags', recruiter.token), 400, 'validation_failed', 'candidateId')
        assertProblem(await t.call('DELETE', `/v1/Candidates/${cid}/QualityFlags/abc`, recruiter.token), 400, 'validation_failed', 'flagId')
        assertProblem(await t.call('DELETE', `/v1/Candidates/${cid}/QualityFlags/0`, recruiter.token), 400, 'validation_failed', 'flagId')
        assertProblem(
          await t.call('GET', `/v1/Candidates/${cid}/QualityFlags?limit=1001`, recruiter.token),
          400,
          'validation_failed',
          'limit',
        )
        assertProblem(
          await t.call('GET', `/v1/Candidates/${cid}/QualityFlags?after=-1`, recruiter.token),
          400,
          'validation_failed',
          'after',
        )
      })
    })

    describe('403', () => {
      test('a hiring manager reads flags but cannot write them', async () => {
        const cid = await newCandidate()
        const f = await flag(cid, { FlagType: 1, Note: 'x' })
        assertProblem(
          await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, hm.token, { FlagType: 1, Note: 'y' }),
          403,
          'insufficient_scope',
        )
        assertProblem(await t.call('DELETE', `/v1/Candidates/${cid}/QualityFlags/${f.Id}`, hm.token), 403, 'insufficient_scope')
        assert.deepEqual(await list(cid, hm.token), [f])
      })

      test('no token, or a token with notes scopes only', async () => {
        const cid = await newCandidate()
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/QualityFlags`, null), 403, 'invalid_token')
        const notesOnly = await t.member('recruiter', ['notes:read'])
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/QualityFlags`, notesOnly.token), 403, 'insufficient_scope')
      })
    })
  })
}
