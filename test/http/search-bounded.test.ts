import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { nextLink } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { showTo } from '../helpers/pipeline.js'

// A search whose every term is held by over 500 entries ranks the candidates
// of the newest 500 entries the caller sees of its first term (DECISIONS.md,
// "Search"). Every candidate here is named "Alpha Beta"; 30 of them also
// have a note "alpha", newer than every name: `alpha beta` takes those 30
// notes and the newest 470 names, `beta alpha` the newest 500 names.

/** Candidates made before the newcomer, in this order on every backend. */
const OLD = 520
/** Entries of the rarest term a bounded search takes (search.repository.ts POOL_ENTRIES). */
const POOL = 500
const NOTED = Array.from({ length: 30 }, (_, i) => 100 + i)
/** Candidates of other words made last: their entries are the newest. */
const NEWER = 1100

interface Result {
  CandidateId: number
}

/** Every candidate a search finds, page after page (limit 100), with no candidate twice. */
async function allPages(t: TestApp, q: string, token?: string): Promise<number[]> {
  const found: number[] = []
  let link: string | undefined = `/v1/Search?q=${encodeURIComponent(q)}&limit=100`
  while (link) {
    const res = await t.call('GET', link, token)
    assert.equal(res.statusCode, 200, res.body)
    found.push(...json<Result[]>(res).map((r) => r.CandidateId))
    link = nextLink(res)
  }
  assert.equal(new Set(found).size, found.length, 'a candidate on two pages')
  return found
}

/** What each backend found, as indexes of creation, compared across backends at the end. */
const answers = new Map<string, Map<string, number[]>>()

for (const backend of await backends()) {
  describe(`GET /v1/Search, every term common [${backend.name}]`, () => {
    let t: TestApp
    /** Candidate ids in order of creation; the last is the newcomer. */
    const created: number[] = []
    const indexes = (ids: number[]) => ids.map((id) => created.indexOf(id)).sort((a, b) => a - b)
    const record = (q: string, ids: number[]) => {
      const byQuery = answers.get(backend.name) ?? new Map<string, number[]>()
      byQuery.set(q, indexes(ids))
      answers.set(backend.name, byQuery)
    }
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i)

    before(async () => {
      t = await buildTestApp(backend)
      for (let i = 0; i < OLD; i++) {
        const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Alpha', LastName: 'Beta' })
        assert.equal(res.statusCode, 201, res.body)
        created.push(json<{ Id: number }>(res).Id)
      }
      for (const i of NOTED) {
        const res = await t.call('POST', `/v1/Candidates/${created[i]}/Notes`, undefined, { Note: 'alpha' })
        assert.equal(res.statusCode, 201, res.body)
      }
    })
    after(() => t.close())

    test('the candidates of the newest 500 entries of the first term are found, on pages that neither repeat nor skip', async () => {
      const found = await allPages(t, 'alpha beta')
      assert.deepEqual(indexes(found), range(OLD - POOL + NOTED.length, OLD))
      // The candidates with a second entry rank first; ties by id.
      assert.deepEqual(indexes(found.slice(0, NOTED.length)), NOTED)
      assert.deepEqual(
        found.slice(NOTED.length),
        [...found.slice(NOTED.length)].sort((a, b) => a - b),
      )
      record('alpha beta', found)
      const reversed = await allPages(t, 'beta alpha')
      assert.deepEqual(indexes(reversed), range(OLD - POOL, OLD))
      record('beta alpha', reversed)
    })

    test('a query with a rare term is not bounded: it finds the oldest candidate too', async () => {
      const res = await t.call('POST', `/v1/Candidates/${created[0]}/Notes`, undefined, { Note: 'gamma' })
      assert.equal(res.statusCode, 201, res.body)
      const found = await allPages(t, 'beta gamma alpha')
      assert.deepEqual(indexes(found), [0])
      record('beta gamma alpha', found)
    })

    test("a hiring manager's bound is of the entries it sees: its old candidates are found", async () => {
      const hm = await t.member('hiring_manager')
      for (const i of range(0, 10)) await showTo(t, hm.id, created[i] as number)
      const found = await allPages(t, 'alpha beta', hm.token)
      assert.deepEqual(indexes(found), range(0, 10))
      record('alpha beta, hiring manager', found)
    })

    test('a candidate added since is found; the oldest of the bound drops out', async () => {
      const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Alpha', LastName: 'Beta' })
      assert.equal(res.statusCode, 201, res.body)
      created.push(json<{ Id: number }>(res).Id)
      const found = await allPages(t, 'alpha beta')
      assert.ok(found.includes(created[OLD] as number))
      assert.deepEqual(indexes(found), range(OLD + 1 - POOL + NOTED.length, OLD + 1))
      record('alpha beta, after a new candidate', found)
      const reversed = await allPages(t, 'beta alpha')
      assert.ok(reversed.includes(created[OLD] as number))
      assert.deepEqual(indexes(reversed), range(OLD + 1 - POOL, OLD + 1))
      record('beta alpha, after a new candidate', reversed)
    })

    test('newer entries of other words change nothing: the newest of the term are looked for further back', async () => {
      // More than the newest entries PostgreSQL checks one by one first (search.repository.ts NEWEST_CHECKED),
      // none of them of the query's words: the bound's entries are all older.
      for (let i = 0; i < NEWER; i++) {
        const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Gamma', LastName: 'Delta' })
        assert.equal(res.statusCode, 201, res.body)
      }
      const found = await allPages(t, 'alpha beta')
      assert.deepEqual(indexes(found), range(OLD + 1 - POOL + NOTED.length, OLD + 1))
      record('alpha beta, under newer entries', found)
      const reversed = await allPages(t, 'beta alpha')
      assert.deepEqual(indexes(reversed), range(OLD + 1 - POOL, OLD + 1))
      record('beta alpha, under newer entries', reversed)
    })
  })
}

describe('GET /v1/Search, every term common, on every backend', () => {
  test('the same candidates are found on each backend', (ctx) => {
    const [first, ...others] = [...answers.entries()]
    if (!first || others.length === 0) {
      ctx.skip('one backend only')
      return
    }
    assert.equal(first[1].size, 8)
    for (const [name, byQuery] of others) assert.deepEqual(byQuery, first[1], `${name} against ${first[0]}`)
  })
})
