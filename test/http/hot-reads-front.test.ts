import assert from 'node:assert/strict'
import { once } from 'node:events'
import { connect } from 'node:net'
import { after, before, describe, mock, test } from 'node:test'
import { Authenticator } from '../../src/domain/access/authenticate.js'
import type { Database } from '../../src/store/database.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { showTo } from '../helpers/pipeline.js'
import { outsideWrite } from '../helpers/outside-write.js'
import { listen } from '../helpers/sockets.js'

/**
 * A repeated hot read is answered over a real socket before the router sees
 * it (src/http/hot-reads/front.ts). These tests prove, request by request, that
 * such an answer is the framework's own (status, headers, bytes), and that
 * everything that may differ between two requests for the same URL is still
 * decided afresh: the token, its expiry, its scope, the viewer, the data.
 */
for (const backend of await backends()) {
  describe(`cached reads answered before routing [${backend.name}]`, () => {
    let t: TestApp
    let base: string
    let routed = 0
    let gets = 0
    let alice: { id: number; token: string }
    let bob: { id: number; token: string }
    let hm: { id: number; token: string }
    let cid: number

    const get = (path: string, token: string, headers: Record<string, string> = {}) =>
      fetch(base + path, { headers: { authorization: token, 'content-type': 'application/json', ...headers } })
    /** A read, and whether the router saw it. */
    const read = async (path: string, token: string, headers: Record<string, string> = {}) => {
      const before = routed
      gets++
      const res = await get(path, token, headers)
      return { res, body: await res.text(), routed: routed > before }
    }
    /**
     * Reads until the answer comes from before the router. On PostgreSQL the
     * generation moves with every commit on the server, other databases'
     * included (tests run side by side), and each move empties the cache; on
     * SQLite the first repeat is a hit.
     */
    const hit = async (path: string, token: string, headers: Record<string, string> = {}) => {
      for (let i = 0; i < 200; i++) {
        const r = await read(path, token, headers)
        if (!r.routed) return r
      }
      return assert.fail(`GET ${path} was never answered before routing`)
    }
    const issue = async (memberId: number, body: object) => {
      const res = await t.call('POST', `/v1/Members/${memberId}/Tokens`, undefined, body)
      assert.equal(res.statusCode, 201, res.body)
      return json<{ Id: number; Token: string }>(res)
    }
    /**
     * Counts the readings of the store generation made while `run` runs: the
     * shared ones (front responder) and a request's own (the moment's hook).
     */
    const countReadings = async (run: () => Promise<void>) => {
      const database = t.app.services.stores.database as {
        generation: Database['generation']
        sharedGeneration: Database['sharedGeneration']
      }
      const { generation, sharedGeneration } = database
      const counts = { shared: 0, own: 0 }
      // Unshared, read straight from the store, so that a shared reading is not counted as an own one.
      database.sharedGeneration = () => {
        counts.shared++
        return Promise.resolve(generation.call(database))
      }
      database.generation = () => {
        counts.own++
        return generation.call(database)
      }
      try {
        await run()
      } finally {
        Object.assign(database, { generation, sharedGeneration })
      }
      return counts
    }
    const problemCode = (body: string) => (JSON.parse(body) as { code: string }).code

    /** Sends raw HTTP/1.1 text on one connection and returns the bodies of the first `count` answers, in order. */
    const pipelined = async (text: string, count: number): Promise<string[]> => {
      const url = new URL(base)
      const socket = connect(Number(url.port), url.hostname)
      let received = Buffer.alloc(0)
      const bodies: string[] = []
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk])
        for (;;) {
          const end = received.indexOf('\r\n\r\n')
          if (end < 0) break
          const head = received.subarray(0, end).toString('latin1')
          const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
          if (received.length < end + 4 + length) break
          assert.match(head, /^HTTP\/1\.1 200 /)
          bodies.push(received.subarray(end + 4, end + 4 + length).toString('utf8'))
          received = received.subarray(end + 4 + length)
        }
        if (bodies.length >= count) socket.end()
      })
      socket.write(text)
      await once(socket, 'close')
      return bodies
    }

    before(async () => {
      t = await buildTestApp(backend)
      t.app.addHook('onRequest', (_request, _reply, done) => {
        routed++
        done()
      })
      const { host, port } = await listen(t)
      base = `http://${host}:${port}`
      alice = await t.member('recruiter')
      bob = await t.member('recruiter')
      hm = await t.member('hiring_manager')
      cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Front', LastName: 'Reader' })).Id
      await showTo(t, hm.id, cid)
      for (const [Note, extra] of [
        ['public one', {}],
        ['alice private', { Private: true }],
        ['for the team', { SendToHiringTeam: true }],
      ] as const) {
        assert.equal((await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note, ...extra })).statusCode, 201)
      }
      assert.equal(
        (await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, alice.token, { FlagType: 1, Note: 'strong' })).statusCode,
        201,
      )
    })
    after(() => t.close())

    describe('200: the same answer the framework gives', () => {
      for (const path of [
        '/v1/Candidates/%c',
        '/v1/Candidates/%c/Notes',
        '/v1/candidates/%c/notes/',
        '/v1/Candidates/%c/Notes?limit=1',
        '/v1/Candidates/%c/QualityFlags',
        '/v1/Candidates?q=Reader',
      ]) {
        test(`GET ${path}`, async () => {
          const url = path.replace('%c', String(cid))
          const first = await read(url, alice.token, { 'x-request-id': 'first-read' })
          const second = await hit(url, alice.token, { 'x-request-id': 'second-read' })
          assert.equal(first.routed, true, 'the first read goes through the router')
          assert.equal(second.res.status, 200)
          assert.equal(second.body, first.body)
          // What is left of the rate limit moves with each request (SPEC C7); every other header is the same.
          const moving = new Set(['date', 'x-request-id', 'ratelimit-remaining', 'ratelimit-reset'])
          const headers = (res: Response) => [...res.headers].filter(([k]) => !moving.has(k))
          assert.deepEqual(headers(second.res), headers(first.res))
          const remaining = (res: Response) => Number(res.headers.get('ratelimit-remaining'))
          assert.ok(remaining(second.res) < remaining(first.res), 'the cached answer counted against the limit')
          assert.ok(Number(second.res.headers.get('ratelimit-reset')) > 0)
          assert.equal(second.res.headers.get('x-request-id'), 'second-read')
          if (url.includes('limit=1')) assert.match(second.res.headers.get('link') ?? '', /rel="next"/)
        })
      }

      test('a request id that is not well formed is replaced, as on the framework path', async () => {
        const url = `/v1/Candidates/${cid}`
        await read(url, alice.token)
        const answer = await hit(url, alice.token, { 'x-request-id': 'has spaces and "quotes"' })
        assert.match(answer.res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/)
      })

      test('a token not yet verified, on a URL with a kept answer, is read from the store once: the framework path takes over the read the fast path started', async () => {
        const url = `/v1/Candidates/${cid}/QualityFlags`
        await read(url, alice.token)
        await hit(url, alice.token)
        const fresh = await issue(alice.id, { Scopes: ['flags:read'] })
        const calls = mock.method(Authenticator.prototype, 'authenticate')
        try {
          const first = await read(url, fresh.Token)
          assert.equal(first.res.status, 200)
          assert.equal(first.routed, true, 'an unverified token is answered by the framework path')
          assert.equal(calls.mock.callCount(), 1, 'one authentication for the request, not one per path')
        } finally {
          calls.mock.restore()
        }
      })

      test('an answer given before routing may be kept by no cache and sniffed by no browser', async () => {
        const url = `/v1/Candidates/${cid}/Notes`
        await read(url, alice.token)
        const answer = await hit(url, alice.token)
        assert.equal(answer.res.headers.get('cache-control'), 'no-store')
        assert.equal(answer.res.headers.get('x-content-type-options'), 'nosniff')
      })

      test('a request id shaped like a token secret, without its prefix, is replaced, as on the framework path', async () => {
        const url = `/v1/Candidates/${cid}`
        await read(url, alice.token)
        const bare = alice.token.slice('ats_'.length)
        const answer = await hit(url, alice.token, { 'x-request-id': bare })
        assert.match(answer.res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/)
      })

      test('answers given before routing are counted in the metrics under their route', async () => {
        const url = `/v1/Candidates/${cid}/QualityFlags?limit=7`
        const count = async () => {
          const text = await (await fetch(`${base}/metrics`)).text()
          const line = text
            .split('\n')
            .find((l) => l.startsWith('http_requests_total{method="GET",route="/v1/Candidates/:candidateId/QualityFlags",status="200"}'))
          return Number(line?.split(' ').pop() ?? 0)
        }
        const before = await count()
        const getsBefore = gets
        await read(url, alice.token)
        await hit(url, alice.token)
        await hit(url, alice.token)
        assert.equal(await count(), before + (gets - getsBefore), 'every read counted once, whichever path answered it')
      })
    })

    describe('what may differ between two requests is decided again', () => {
      test('viewers never share an answer: private notes and hiring-team notes stay where they belong', async () => {
        const url = `/v1/Candidates/${cid}/Notes`
        const texts = (body: string) => (JSON.parse(body) as { Note: string }[]).map((n) => n.Note)
        await read(url, alice.token)
        const mine = await hit(url, alice.token)
        assert.deepEqual(texts(mine.body), ['public one', 'alice private', 'for the team'])
        assert.deepEqual(texts((await read(url, bob.token)).body), ['public one', 'for the team'])
        assert.deepEqual(texts((await read(url, hm.token)).body), ['for the team'])
      })

      test('a token of the same member without the scope gets 403 insufficient_scope', async () => {
        const url = `/v1/Candidates/${cid}/Notes`
        const narrow = await issue(alice.id, { Scopes: ['candidates:read'] })
        await read(url, alice.token)
        await hit(url, alice.token)
        // The narrow token is verified (and so known before routing) by a read it may make.
        assert.equal((await read(`/v1/Candidates/${cid}`, narrow.Token)).res.status, 200)
        const refused = await read(url, narrow.Token)
        assert.equal(refused.res.status, 403)
        assert.equal(problemCode(refused.body), 'insufficient_scope')
      })

      test('an unknown token gets 403 invalid_token, whatever is cached', async () => {
        const url = `/v1/Candidates/${cid}`
        await read(url, alice.token)
        const refused = await read(url, 'ats_' + 'unknown'.padEnd(43, 'x'))
        assert.equal(refused.res.status, 403)
        assert.equal(problemCode(refused.body), 'invalid_token')
      })

      test('a revoked token is refused on the very next read', async () => {
        const url = `/v1/Candidates/${cid}/QualityFlags`
        const tok = await issue(bob.id, { Scopes: ['flags:read'] })
        await read(url, tok.Token)
        await hit(url, tok.Token)
        assert.equal((await t.call('DELETE', `/v1/Tokens/${tok.Id}`)).statusCode, 204)
        const refused = await read(url, tok.Token)
        assert.equal(refused.res.status, 403)
        assert.equal(problemCode(refused.body), 'invalid_token')
      })

      test('a token that expires while its answers are cached is refused from then on', async () => {
        const url = `/v1/Candidates/${cid}`
        const expires = Date.now() + 3_600_000
        const tok = await issue(bob.id, { Scopes: ['candidates:read'], ExpiresDate: new Date(expires).toISOString() })
        await read(url, tok.Token)
        await hit(url, tok.Token)
        // Only the clock moves: no write, so the cached token and answer stay.
        mock.timers.enable({ apis: ['Date'], now: expires + 1000 })
        try {
          const refused = await read(url, tok.Token)
          assert.equal(refused.res.status, 403)
          assert.equal(problemCode(refused.body), 'invalid_token')
        } finally {
          mock.timers.reset()
        }
      })

      test('a write by another process shows in the next read', async () => {
        const url = `/v1/Candidates/${cid}`
        await read(url, alice.token)
        await hit(url, alice.token)
        await outsideWrite(t, 'update candidates set last_name = $1 where id = $2', ['Elsewhere', cid])
        const fresh = await read(url, alice.token)
        assert.equal(JSON.parse(fresh.body).LastName, 'Elsewhere')
      })

      test('a write through the service shows in the next read', async () => {
        const url = `/v1/Candidates/${cid}/QualityFlags`
        await read(url, alice.token)
        await hit(url, alice.token)
        assert.equal(
          (await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, alice.token, { FlagType: 2, Note: 'second thoughts' })).statusCode,
          201,
        )
        const fresh = await read(url, alice.token)
        assert.deepEqual(
          (JSON.parse(fresh.body) as { Note: string }[]).map((f) => f.Note),
          ['strong', 'second thoughts'],
        )
      })

      test('GETs that arrive together share one reading of the store generation, and each gets its own answer', async () => {
        const url = `/v1/Candidates/${cid}/Notes`
        // One URL, several viewers: private and hiring-team notes make their answers differ.
        const viewers = [alice.token, bob.token, hm.token, alice.token, bob.token]
        const expected = await Promise.all(viewers.map(async (token) => (await read(url, token)).body))
        const database = t.app.services.stores.database
        const shared = database.sharedGeneration
        const readings = new Set<Promise<number>>()
        let calls = 0
        ;(database as { sharedGeneration: typeof shared }).sharedGeneration = () => {
          const reading = shared.call(database)
          calls++
          readings.add(reading)
          return reading
        }
        try {
          // Pipelined on one connection, in one write: they arrive in the same turn of the event loop.
          const text = viewers.map((token) => `GET ${url} HTTP/1.1\r\nHost: x\r\nAuthorization: ${token}\r\n\r\n`).join('')
          // The URL is known to be kept unless a commit moved the generation since (on PostgreSQL,
          // any commit on the server): then none of them asks, and the batch is sent again.
          for (let i = 0; i < 50 && calls === 0; i++) {
            if (i > 0) await hit(url, alice.token)
            readings.clear()
            assert.deepEqual(await pipelined(text, viewers.length), expected)
          }
          assert.equal(calls % viewers.length, 0)
          assert.ok(calls > 0, 'the batch went through the front responder')
          assert.equal(readings.size, 1, 'one reading shared by all')
        } finally {
          ;(database as { sharedGeneration: typeof shared }).sharedGeneration = shared
        }
      })

      test('a GET for a URL with no kept answer goes to the router without asking the store anything first', async () => {
        const database = t.app.services.stores.database
        const shared = database.sharedGeneration
        let calls = 0
        ;(database as { sharedGeneration: typeof shared }).sharedGeneration = () => {
          calls++
          return shared.call(database)
        }
        try {
          const fresh = await read(`/v1/Candidates/${cid}/Notes?limit=3&after=0`, alice.token)
          assert.equal(fresh.res.status, 200)
          assert.equal(fresh.routed, true)
          assert.equal(calls, 0)
        } finally {
          ;(database as { sharedGeneration: typeof shared }).sharedGeneration = shared
        }
      })

      test('a request handed on by the front responder reads at the moment read there: the store is not asked its generation again', async () => {
        const url = `/v1/Candidates/${cid}/QualityFlags`
        await hit(url, alice.token)
        const fresh = await issue(alice.id, { Scopes: ['flags:read'] })
        const counts = await countReadings(async () => {
          const first = await read(url, fresh.Token)
          assert.equal(first.res.status, 200)
          assert.equal(first.routed, true, 'an unverified token is answered by the framework path')
        })
        assert.ok(counts.shared >= 1, 'the front responder read the generation')
        assert.equal(counts.own, 0, 'no reading of its own on the framework path')
      })

      test('a request the front responder does not see reads the generation once, for its authentication and its answer alike', async () => {
        const counts = await countReadings(async () => {
          const res = await read(`/v1/Candidates/${cid}/Notes?limit=2&after=0`, alice.token)
          assert.equal(res.res.status, 200)
          assert.equal(res.routed, true)
        })
        assert.deepEqual(counts, { shared: 0, own: 1 })
      })

      test('an application to a job reads the generation only where public answers have none of their own (SQLite)', async () => {
        const job = json<{ Id: number }>(
          await t.call('POST', '/v1/Vacancies', undefined, {
            Title: 'Moment Keeper',
            Location: 'Lyon',
            Description: 'The role.',
            Published: true,
          }),
        ).Id
        const counts = await countReadings(async () => {
          const res = await applyTo(t, job, applicationParts(applicantFields()))
          assert.equal(res.statusCode, 201, res.body)
        })
        // On PostgreSQL public answers follow the store's notices (ReadMoments.publicAt): asking it would be a round trip for nothing.
        const ownGeneration = t.app.services.stores.database.publicGeneration === undefined
        assert.deepEqual(counts, { shared: 0, own: ownGeneration ? 1 : 0 })
      })

      test('only GET is answered before routing', async () => {
        const url = `/v1/Candidates/${cid}`
        await read(url, alice.token)
        const before = routed
        const head = await fetch(base + url, { method: 'HEAD', headers: { authorization: alice.token } })
        assert.equal(head.status, 200)
        assert.equal(routed, before + 1)
      })
    })
  })
}
