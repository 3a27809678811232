import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/app.js'
import type { Config } from '../../src/config.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends, type Backend } from '../helpers/backends.js'
import { listen } from '../helpers/sockets.js'

/**
 * Rate limits of the API (SPEC C7): per token or session, the RateLimit-*
 * headers on every answer to a request so authorized (the cached fast
 * path's included), 429 `rate_limited` past the limit, and counts shared by
 * the instances on one store (PostgreSQL, the SQLite file, or Redis).
 */

const REDIS_URL = process.env.ATS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Whether Redis answers PING at the URL (a plain socket: no client needed to ask). */
async function redisAnswers(): Promise<boolean> {
  const url = new URL(REDIS_URL)
  return new Promise((resolve) => {
    const socket = connect(Number(url.port || 6379), url.hostname)
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(5000, () => done(false))
    socket.on('error', () => done(false))
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')))
    socket.on('connect', () => socket.write('PING\r\n'))
  })
}

const limitHeaders = (res: LightMyRequestResponse | Response) => {
  const get = (name: string) => (res instanceof Response ? res.headers.get(name) : (res.headers[name] as string | undefined))
  return { limit: get('ratelimit-limit'), remaining: get('ratelimit-remaining'), reset: get('ratelimit-reset') }
}

async function issue(t: TestApp, memberId: number, body: object): Promise<{ Id: number; Token: string; RateLimit: number | null }> {
  const res = await t.call('POST', `/v1/Members/${memberId}/Tokens`, undefined, body)
  assert.equal(res.statusCode, 201, res.body)
  return json(res)
}

const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: token } })

/** A token's calls on two instances: the count is one. */
async function sharedBetween(t: TestApp, other: FastifyInstance) {
  const m = await t.member('recruiter')
  const tok = await issue(t, m.id, { Scopes: ['candidates:read'], RateLimit: 4 })
  for (let i = 0; i < 2; i++) assert.equal((await get(t.app, '/v1/Candidates', tok.Token)).statusCode, 200)
  // What the first counted reaches the shared store (at most FLUSH_MS later on its own).
  await t.app.services.rateLimits.api.flush()
  for (let i = 0; i < 2; i++) {
    const res = await get(other, '/v1/Candidates', tok.Token)
    assert.equal(res.statusCode, 200, `call ${i + 3}`)
    assert.equal(limitHeaders(res).remaining, String(1 - i))
  }
  const refused = await get(other, '/v1/Candidates', tok.Token)
  assertProblem(refused, 429, 'rate_limited')
  assert.ok(Number(refused.headers['retry-after']) >= 1)
  // The first instance learns of the other's calls at its next flush: from then on it refuses too.
  await other.services.rateLimits.api.flush()
  await get(t.app, '/v1/Candidates', tok.Token)
  await t.app.services.rateLimits.api.flush()
  assertProblem(await get(t.app, '/v1/Candidates', tok.Token), 429, 'rate_limited')
}

function suite(backend: Backend, label: string, overrides: Partial<Config>) {
  describe(`rate limits [${label}]`, () => {
    let t: TestApp
    let base: string
    /** Requests the router saw. */
    let routed = 0

    before(async () => {
      t = await buildTestApp(backend, overrides)
      t.app.addHook('onRequest', (_request, _reply, done) => {
        routed++
        done()
      })
      const addr = await listen(t)
      base = `http://${addr.host}:${addr.port}`
    })
    after(() => t.close())

    describe('200: the headers on every answer to a token or a session', () => {
      test('a token: RateLimit-Limit (ATS_RATE_LIMIT by default), -Remaining counting down, -Reset within the minute', async () => {
        const m = await t.member('recruiter')
        const first = await t.call('GET', '/v1/Candidates', m.token)
        const second = await t.call('GET', '/v1/Candidates', m.token)
        assert.equal(first.statusCode, 200)
        assert.equal(limitHeaders(first).limit, '60000')
        assert.equal(limitHeaders(first).remaining, '59999')
        assert.equal(limitHeaders(second).remaining, '59998')
        const reset = Number(limitHeaders(second).reset)
        assert.ok(reset >= 1 && reset <= 60, `RateLimit-Reset: ${reset}`)
        // Refusals of a known token count and carry them too.
        const refused = await t.call('POST', '/v1/Candidates', m.token, { FirstName: '' })
        assert.equal(refused.statusCode, 400)
        assert.equal(limitHeaders(refused).remaining, '59997')
      })

      test('a token issued with RateLimit has that limit, shown in the token lists', async () => {
        const m = await t.member('recruiter')
        const tok = await issue(t, m.id, { Scopes: ['candidates:read'], RateLimit: 25 })
        assert.equal(tok.RateLimit, 25)
        assert.equal(limitHeaders(await get(t.app, '/v1/Candidates', tok.Token)).limit, '25')
        const listed = json<{ Id: number; RateLimit: number | null }[]>(await t.call('GET', `/v1/Members/${m.id}/Tokens`))
        assert.deepEqual(
          listed.map((x) => [x.Id, x.RateLimit]),
          [
            [listed[0]!.Id, null],
            [tok.Id, 25],
          ],
        )
      })

      test('a console session has the limit of the service', async () => {
        const m = await t.member('recruiter')
        const email = json<any[]>(await t.call('GET', '/v1/Members?limit=1000')).find((x) => x.Id === m.id).Email as string
        assert.equal(
          (await t.call('PUT', `/v1/Members/${m.id}/Password`, undefined, { Password: 'a long enough password' })).statusCode,
          204,
        )
        const signIn = await t.app.inject({
          method: 'POST',
          url: '/v1/Session',
          payload: { Email: email, Password: 'a long enough password' },
        })
        assert.equal(signIn.statusCode, 200, signIn.body)
        assert.equal(limitHeaders(signIn).limit, undefined, 'signing in is not a request of the session')
        const cookie = String([signIn.headers['set-cookie']].flat()[0]).split(';')[0]!
        const res = await t.app.inject({ method: 'GET', url: '/v1/Session', headers: { cookie } })
        assert.equal(res.statusCode, 200)
        assert.equal(limitHeaders(res).limit, '60000')
        assert.equal(limitHeaders(res).remaining, '59999')
      })

      test('a cached read answered before routing carries them, counted with the others', async () => {
        const m = await t.member('recruiter')
        const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Limited', LastName: 'Reader' })).Id as number
        const url = `${base}/v1/Candidates/${cid}`
        let before = NaN
        // On PostgreSQL any commit on the server empties the cache: read until an answer comes from before the router.
        for (let i = 0; i < 200; i++) {
          const seen = routed
          const res = await fetch(url, { headers: { authorization: m.token } })
          assert.equal(res.status, 200)
          const remaining = Number(limitHeaders(res).remaining)
          assert.equal(limitHeaders(res).limit, '60000')
          assert.ok(Number(limitHeaders(res).reset) >= 1)
          if (!Number.isNaN(before)) assert.equal(remaining, before - 1, 'each answer counts one')
          before = remaining
          if (i > 0 && routed === seen) return
        }
        assert.fail('no answer came from before the router')
      })
    })

    describe('400: a RateLimit that is not a positive integer', () => {
      for (const RateLimit of [0, -1, 1.5, '10', null]) {
        test(`RateLimit ${JSON.stringify(RateLimit)}`, async () => {
          const m = await t.member('recruiter')
          const res = await t.call('POST', `/v1/Members/${m.id}/Tokens`, undefined, { Scopes: ['candidates:read'], RateLimit })
          assertProblem(res, 400, 'validation_failed')
        })
      }
    })

    describe('403: no headers without a token or session that counts', () => {
      test('a missing or unknown token', async () => {
        for (const token of [null, 'ats_' + 'x'.repeat(40)]) {
          const res = await t.call('GET', '/v1/Candidates', token)
          assertProblem(res, 403, 'invalid_token')
          assert.equal(limitHeaders(res).limit, undefined)
        }
      })
    })

    describe('429 rate_limited', () => {
      test('a token with RateLimit 3: the 4th call within the minute is refused with Retry-After; another token is not', async () => {
        const m = await t.member('recruiter')
        const tok = await issue(t, m.id, { Scopes: ['candidates:read'], RateLimit: 3 })
        for (let i = 0; i < 3; i++) {
          const res = await get(t.app, '/v1/Candidates', tok.Token)
          assert.equal(res.statusCode, 200, `call ${i + 1}`)
          assert.deepEqual({ ...limitHeaders(res), reset: undefined }, { limit: '3', remaining: String(2 - i), reset: undefined })
        }
        const refused = await get(t.app, '/v1/Candidates', tok.Token)
        assertProblem(refused, 429, 'rate_limited')
        assert.match(refused.headers['content-type'] as string, /^application\/problem\+json/)
        const retry = Number(refused.headers['retry-after'])
        assert.ok(Number.isInteger(retry) && retry >= 1 && retry <= 60, `Retry-After: ${refused.headers['retry-after']}`)
        assert.equal(limitHeaders(refused).remaining, '0')
        assert.equal(limitHeaders(refused).limit, '3')
        // Refused calls count: it stays refused.
        assertProblem(await get(t.app, '/v1/Candidates', tok.Token), 429, 'rate_limited')
        // The member's other token has a count of its own.
        assert.equal((await t.call('GET', '/v1/Candidates', m.token)).statusCode, 200)
      })

      test('over a real socket, cached reads included', async () => {
        const m = await t.member('recruiter')
        const tok = await issue(t, m.id, { Scopes: ['candidates:read'], RateLimit: 5 })
        const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Often', LastName: 'Read' })).Id as number
        const url = `${base}/v1/Candidates/${cid}`
        for (let i = 0; i < 5; i++) assert.equal((await fetch(url, { headers: { authorization: tok.Token } })).status, 200, `call ${i + 1}`)
        const refused = await fetch(url, { headers: { authorization: tok.Token } })
        assert.equal(refused.status, 429)
        assert.equal(((await refused.json()) as { code: string }).code, 'rate_limited')
        assert.ok(Number(refused.headers.get('retry-after')) >= 1)
      })

      test('the count is shared by two instances on one store', async () => {
        const other = await buildApp({ ...t.config }, { logger: false })
        try {
          await sharedBetween(t, other)
        } finally {
          await other.close()
        }
      })
    })
  })
}

// Asked before any suite runs, so that a busy run cannot make Redis look absent.
const withRedis = await redisAnswers()

for (const backend of await backends()) suite(backend, backend.name, {})

const sqlite = (await backends()).find((b) => b.name === 'sqlite')!

describe('ATS_RATE_LIMIT=0', () => {
  let t: TestApp
  before(async () => {
    t = await buildTestApp(sqlite, { rateLimit: 0 })
  })
  after(() => t.close())

  test('turns the limit of the service off: no headers, however many calls', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.call('GET', '/v1/Candidates')
      assert.equal(res.statusCode, 200)
      assert.deepEqual(limitHeaders(res), { limit: undefined, remaining: undefined, reset: undefined })
    }
  })

  test('a token issued with its own RateLimit keeps it', async () => {
    const m = await t.member('recruiter')
    const tok = await issue(t, m.id, { Scopes: ['candidates:read'], RateLimit: 1 })
    assert.equal(limitHeaders(await get(t.app, '/v1/Candidates', tok.Token)).limit, '1')
    assertProblem(await get(t.app, '/v1/Candidates', tok.Token), 429, 'rate_limited')
  })
})

if (withRedis) {
  // Keys of their own for each suite (token ids start again in each database), and apart from other runs on this Redis.
  for (const backend of await backends()) {
    suite(backend, `${backend.name} + redis`, { redisUrl: REDIS_URL, redisPrefix: `ats-test-${randomBytes(6).toString('hex')}` })
  }
} else if (process.env.CI === 'true') {
  throw new Error(`Redis is required in CI but does not answer at ${REDIS_URL}`)
} else {
  console.warn(`\n*** Redis does not answer at ${REDIS_URL}: its rate-limit suites are SKIPPED ***\n`)
}
