import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { SAMPLES, uploadRaw } from '../helpers/documents.js'
import { anyRequest, describeRequest, type FuzzPools, type FuzzRequest } from '../helpers/fuzz-requests.js'
import { fuzzOverSockets } from '../helpers/fuzz-sockets.js'
import { operations, type Operation } from '../helpers/route-table.js'

/**
 * Property-based fuzzing of every operation in the route table. CI runs a
 * bounded number of requests per backend; ATS_FUZZ_RUNS=100000 runs that
 * many per backend instead. Each backend prints its seed; a failure also
 * prints fast-check's path. ATS_FUZZ_SEED=<seed> ATS_FUZZ_PATH=<path>
 * ATS_TEST_BACKENDS=<backend> replays it exactly.
 */
const DEFAULT_RUNS: Record<string, number> = { sqlite: 6000, postgres: 3000, 'postgres+s3': 2000 }
const RUNS = Number(process.env.ATS_FUZZ_RUNS) || undefined
const PATH = process.env.ATS_FUZZ_PATH

const MAX_DOCUMENT_BYTES = 32 * 1024
const MAX_JSON_BYTES = 64 * 1024

for (const backend of await backends()) {
  // Each backend gets its own stream of requests unless one is asked for.
  const seed = Number(process.env.ATS_FUZZ_SEED) || (Math.random() * 0x7fffffff) | 0
  describe(`fuzzing every route of the table [${backend.name}]`, () => {
    let t: TestApp
    let ops: Operation[]
    const pools: FuzzPools = { tokens: [], documentIds: [], protectedTokenIds: new Set(), protectedMemberIds: new Set() }
    const statuses = new Map<number, number>()
    let sent = 0

    /** What every answer must be, whatever was asked. */
    function check(req: FuzzRequest, res: LightMyRequestResponse) {
      const what = `${res.statusCode} for ${describeRequest(req)}\n  answer: ${res.body.slice(0, 500)}`
      assert.ok(res.statusCode >= 200 && res.statusCode < 500, what)
      assert.ok(res.headers['x-request-id'], `no X-Request-Id: ${what}`)
      if (req.method === 'HEAD') assert.equal(res.rawPayload.length, 0, `a HEAD answer with a body: ${what}`)
      const type = String(res.headers['content-type'] ?? '')
      // Every error the service sends is problem details, whoever raised it.
      if (res.statusCode >= 400) assert.match(type, /^application\/problem\+json/, `an error that is not problem details: ${what}`)
      if (type.startsWith('application/problem+json') && req.method !== 'HEAD') {
        const problem = json(res)
        assert.equal(problem.status, res.statusCode, what)
        assert.match(problem.code, /^[a-z][a-z0-9_]*$/, what)
        for (const key of ['type', 'title', 'detail']) assert.equal(typeof problem[key], 'string', what)
        // Routing never loses a path that names an operation, whatever its case or its ids hold.
        if (req.routable) assert.notEqual(problem.code, 'route_not_found', what)
      } else if (type.startsWith('application/json') && req.method !== 'HEAD' && res.body !== '') {
        assert.doesNotThrow(() => JSON.parse(res.body), what)
      }
      // Nothing internal leaks: no stack frame, no file path of the service or its data, no secret of another caller.
      assert.doesNotMatch(res.body, /\n\s+at .+:\d+:\d+|node_modules|\/src\/[a-z-]+\/[a-z-]+\.ts/, what)
      assert.ok(!res.body.includes(t.config.dataDir), what)
      for (const token of pools.tokens) assert.ok(!res.body.includes(token.slice(10)), `a token secret in the answer: ${what}`)
    }

    async function send(req: FuzzRequest): Promise<LightMyRequestResponse> {
      const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload })
      sent++
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
      // New documents join the pool, so later downloads, ranges and deletions reach them.
      if (res.statusCode === 201 && /\/document$/i.test(req.url.split('?')[0]!)) pools.documentIds.push(json(res).Id)
      return res
    }

    before(async () => {
      t = await buildTestApp(backend, { maxDocumentBytes: MAX_DOCUMENT_BYTES, maxJsonBytes: MAX_JSON_BYTES })
      ops = await operations(t.app)
      const hiringManager = await t.member('hiring_manager')
      pools.tokens.push(
        t.adminToken,
        (await t.member('admin')).token,
        (await t.member('recruiter')).token,
        (await t.member('recruiter')).token,
        hiringManager.token,
        (await t.member('recruiter', ['notes:read', 'flags:write'])).token,
      )
      for (const row of await t.app.services.stores.database.db.selectFrom('tokens').select(['id', 'member_id']).execute()) {
        pools.protectedTokenIds.add(row.id)
        pools.protectedMemberIds.add(row.member_id)
      }
      // A small world for the requests to find: ids 1..40 of every kind exist in part.
      for (let i = 0; i < 12; i++) {
        const c = json(
          await t.call('POST', '/v1/Candidates', undefined, { FirstName: `Fuzz${i}`, LastName: 'Fixture', Email: `fuzz${i}@example.com` }),
        )
        const v = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: `Vacancy ${i}` }))
        // Applications with ids 1..12, on pipelines the hiring manager sits on in part (SPEC C3).
        await t.call('POST', `/v1/Candidates/${c.Id}/Applications`, undefined, { VacancyId: v.Id })
        if (i % 2 === 0) await t.call('PUT', `/v1/Vacancies/${v.Id}/HiringTeam`, undefined, { MemberIds: [hiringManager.id] })
        for (const token of pools.tokens.slice(0, 4)) {
          await t.call('POST', `/v1/Candidates/${c.Id}/Notes`, token, {
            Note: `note ${i}`,
            Private: i % 2 === 0,
            SendToHiringTeam: i % 3 === 0,
          })
          await t.call('POST', `/v1/Candidates/${c.Id}/QualityFlags`, token, { FlagType: 1 + (i % 2), Note: `flag ${i}` })
        }
        for (const sample of Object.values(SAMPLES)) pools.documentIds.push(json(await uploadRaw(t, c.Id, sample.bytes)).Id)
      }
    })
    after(() => t.close())

    test('random requests over the route table: no answer of 500 or above, and nothing internal leaks', async (ctx) => {
      const numRuns = RUNS ?? DEFAULT_RUNS[backend.name] ?? 1000
      ctx.diagnostic(`seed ${seed}, ${numRuns} runs over ${ops.length} operations`)
      await fc.assert(
        fc.asyncProperty(anyRequest(ops, pools), async (req) => check(req, await send(req))),
        { numRuns, seed, ...(PATH && { path: PATH }), verbose: fc.VerbosityLevel.Verbose },
      )
      const histogram = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')
      ctx.diagnostic(`${sent} requests; statuses ${histogram}`)
      // The fuzzer reaches deep as well as being refused: successes, validation, access and lookups all occur.
      const count = (lo: number, hi: number) => [...statuses].filter(([s]) => s >= lo && s < hi).reduce((n, [, c]) => n + c, 0)
      assert.ok(count(200, 300) > numRuns / 20, `too few successes: ${histogram}`)
      for (const s of [400, 403, 404]) assert.ok((statuses.get(s) ?? 0) > 0, `never answered ${s}: ${histogram}`)
    })

    test('the service still answers afterwards: health, readiness, a write and a read', async () => {
      assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200)
      assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200)
      const c = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'After', LastName: 'Fuzz' })
      assert.equal(c.statusCode, 201, c.body)
      assert.equal(json(await t.call('GET', `/v1/Candidates/${json(c).Id}`)).LastName, 'Fuzz')
    })

    if (backend.name === 'sqlite') {
      test('over a real loopback socket: generated requests and malformed HTTP, and the server keeps answering', async (ctx) => {
        const report = await fuzzOverSockets(t, anyRequest(ops, pools), {
          seed,
          requests: RUNS ? Math.ceil(RUNS / 10) : 300,
          malformed: RUNS ? Math.ceil(RUNS / 20) : 150,
        })
        ctx.diagnostic(`socket: ${report.requests} requests, ${report.malformed} malformed messages; statuses ${report.histogram}`)
        assert.deepEqual(report.failures, [])
      })
    }
  })
}
