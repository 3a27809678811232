import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { showTo } from '../helpers/pipeline.js'

// GET /v1/QualityFlags?CandidateIds=: the flags of a page of board cards in one read.
for (const backend of await backends()) {
  describe(`quality flags of several candidates [${backend.name}]`, () => {
    let t: TestApp
    let recruiter: { id: number; token: string }
    let hm: { id: number; token: string }

    const newCandidate = async (LastName: string) => {
      const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Flagged', LastName })
      assert.equal(res.statusCode, 201, res.body)
      return json(res).Id as number
    }
    const flag = async (cid: number, FlagType: 1 | 2, Note = '') => {
      const res = await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, recruiter.token, { FlagType, Note })
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }
    const read = async (query: string, token = recruiter.token) => {
      const res = await t.call('GET', `/v1/QualityFlags?${query}`, token)
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
      test('the flags of the candidates named, oldest first, each with the original fields and then its CandidateId', async () => {
        const [a, b, none, other] = [
          await newCandidate('A'),
          await newCandidate('B'),
          await newCandidate('None'),
          await newCandidate('Other'),
        ]
        const a1 = await flag(a, 1, 'Great portfolio')
        const b1 = await flag(b, 2, 'Missed two interviews')
        const a2 = await flag(a, 2)
        await flag(other, 1)
        const flags = await read(`CandidateIds=${b},${a},${none}`)
        assert.deepEqual(flags, [
          { ...a1, CandidateId: a },
          { ...b1, CandidateId: b },
          { ...a2, CandidateId: a },
        ])
        for (const f of flags) {
          assert.deepEqual(Object.keys(f), ['Id', 'FlagType', 'Note', 'CreatedById', 'CreatedDate', 'CandidateId'])
          assert.match(f.CreatedDate, DATETIME)
        }
      })

      test('a candidate that does not exist has none, and leading zeros name the same ids', async () => {
        const a = await newCandidate('Zeros')
        const a1 = await flag(a, 1)
        assert.deepEqual(await read(`CandidateIds=987654321,00${a}`), [{ ...a1, CandidateId: a }])
        assert.deepEqual(await read('CandidateIds=987654321'), [])
      })

      test('paged by limit and after, with a Link to the next page', async () => {
        const a = await newCandidate('Paged')
        const made = [await flag(a, 1), await flag(a, 2), await flag(a, 1)]
        const pages = await collectPages(t, `/v1/QualityFlags?CandidateIds=${a}&limit=2`, recruiter.token, 2)
        assert.deepEqual(
          pages.map((p) => p.map((f) => f.Id)),
          [[made[0].Id, made[1].Id], [made[2].Id]],
        )
      })

      test("a hiring manager reads the flags of its team's candidates only; another team's candidate has none", async () => {
        const seen = await newCandidate('Seen')
        const hidden = await newCandidate('Hidden')
        await showTo(t, hm.id, seen)
        const recruiterOnly = await t.member('recruiter')
        await showTo(t, recruiterOnly.id, hidden)
        const s1 = await flag(seen, 1, 'On our team')
        const h1 = await flag(hidden, 2, 'Not for this team')
        assert.deepEqual(await read(`CandidateIds=${seen},${hidden}`, hm.token), [{ ...s1, CandidateId: seen }])
        assert.deepEqual(await read(`CandidateIds=${hidden}`, hm.token), [])
        // The same read by a recruiter sees both, so the one left out was left out for the hiring manager alone.
        assert.deepEqual(
          (await read(`CandidateIds=${seen},${hidden}`)).map((f) => f.Id),
          [s1.Id, h1.Id],
        )
      })
    })

    describe('400', () => {
      test('CandidateIds missing, empty, not a list of ids, or over 100 ids', async () => {
        for (const query of ['', 'CandidateIds=', 'CandidateIds=abc', 'CandidateIds=1,,2', 'CandidateIds=-1', 'CandidateIds=1%3B2']) {
          assertProblem(await t.call('GET', `/v1/QualityFlags?${query}`, recruiter.token), 400, 'validation_failed')
        }
        const many = Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',')
        assertProblem(await t.call('GET', `/v1/QualityFlags?CandidateIds=${many}`, recruiter.token), 400, 'validation_failed')
        const hundred = Array.from({ length: 100 }, (_, i) => String(i + 1)).join(',')
        assert.equal((await t.call('GET', `/v1/QualityFlags?CandidateIds=${hundred}`, recruiter.token)).statusCode, 200)
      })

      test('an id of 0 or past 2^53-1, a bad limit or after', async () => {
        for (const query of ['CandidateIds=0', 'CandidateIds=9007199254740992', 'CandidateIds=1&limit=0', 'CandidateIds=1&after=x']) {
          const body = assertProblem(await t.call('GET', `/v1/QualityFlags?${query}`, recruiter.token), 400)
          assert.equal(body.code, 'validation_failed', query)
        }
      })
    })

    describe('403', () => {
      test('no token, and a token without flags:read', async () => {
        assertProblem(await t.call('GET', '/v1/QualityFlags?CandidateIds=1', null), 403, 'invalid_token')
        const reader = await t.member('recruiter', ['candidates:read'])
        assertProblem(await t.call('GET', '/v1/QualityFlags?CandidateIds=1', reader.token), 403, 'insufficient_scope')
      })
    })
  })
}
