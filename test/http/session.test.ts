import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { limitKey } from '../../src/domain/limits/rate-limits.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { captureLog } from '../helpers/log-capture.js'
import { outsideWrite } from '../helpers/outside-write.js'
import { endRateLimitWindow } from '../helpers/rate-limits.js'

const PASSWORD = 'correct horse battery staple'

for (const backend of await backends()) {
  describe(`sessions and passwords [${backend.name}]`, () => {
    let t: TestApp
    const log = captureLog()
    let counter = 0

    /** A member with a password, and an address of its own so that sign-in limits of one test do not reach another. */
    async function person(role: 'admin' | 'recruiter' | 'hiring_manager' = 'recruiter') {
      const m = await t.member(role)
      const email = json<any[]>(await t.call('GET', '/v1/Members?limit=1000')).find((x) => x.Id === m.id).Email as string
      const set = await t.call('PUT', `/v1/Members/${m.id}/Password`, undefined, { Password: PASSWORD })
      assert.equal(set.statusCode, 204, set.body)
      return { ...m, email, address: `10.0.0.${++counter}` }
    }
    const signIn = (email: string, password: string, address = '10.9.9.9', headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/v1/Session', payload: { Email: email, Password: password }, headers, remoteAddress: address })
    /** The session cookie a sign-in set, as a `Cookie` header value. */
    const cookieOf = (res: LightMyRequestResponse) => {
      const set = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('ats_session='))
      assert.ok(set, `no session cookie: ${JSON.stringify(res.headers)}`)
      return set.split(';')[0]!
    }
    async function session(who: { email: string; address: string }) {
      const res = await signIn(who.email, PASSWORD, who.address)
      assert.equal(res.statusCode, 200, res.body)
      return { cookie: cookieOf(res), csrf: json(res).CsrfToken as string, body: json(res) }
    }
    const as = (
      s: { cookie: string; csrf?: string },
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: s.cookie, ...(s.csrf !== undefined && { 'x-csrf-token': s.csrf }), ...headers },
        ...(body !== undefined && { payload: body as object }),
      })

    before(async () => {
      t = await buildTestApp(backend, {}, { logger: log.logger })
    })
    after(() => t.close())

    describe('signing in', () => {
      test('200 with the member and a CSRF token; the cookie is HttpOnly, SameSite=Lax, Path=/, not Secure over plain HTTP', async () => {
        const p = await person()
        const res = await signIn(p.email.toUpperCase(), PASSWORD, p.address)
        assert.equal(res.statusCode, 200, res.body)
        const body = json(res)
        assert.deepEqual(Object.keys(body), ['MemberId', 'Name', 'Email', 'Role', 'CsrfToken'])
        assert.deepEqual([body.MemberId, body.Email, body.Role], [p.id, p.email, 'recruiter'])
        assert.match(body.CsrfToken, /^[A-Za-z0-9_-]{32}$/)
        const set = String([res.headers['set-cookie']].flat()[0])
        assert.match(set, /^ats_session=[A-Za-z0-9_-]{43}; /)
        for (const attr of ['HttpOnly', 'SameSite=Lax', 'Path=/']) assert.ok(set.split('; ').includes(attr), set)
        assert.ok(!/Secure/i.test(set), set)
        assert.ok(!/Max-Age|Expires/i.test(set), set)
        const s = { cookie: cookieOf(res) }
        const again = await as(s, 'GET', '/v1/Session')
        assert.equal(again.statusCode, 200, again.body)
        assert.deepEqual(json(again), body)
        assert.equal((await as(s, 'GET', '/v1/Candidates')).statusCode, 200)
      })

      test('Secure when a trusted proxy says the request came over TLS', async () => {
        const proxied = await buildTestApp(backend, { trustProxy: '127.0.0.1' })
        try {
          const m = await proxied.member('recruiter')
          await proxied.call('PUT', `/v1/Members/${m.id}/Password`, undefined, { Password: PASSWORD })
          const email = json<any[]>(await proxied.call('GET', '/v1/Members?limit=1000')).find((x) => x.Id === m.id).Email
          const res = await proxied.app.inject({
            method: 'POST',
            url: '/v1/Session',
            payload: { Email: email, Password: PASSWORD },
            headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
            remoteAddress: '127.0.0.1',
          })
          assert.equal(res.statusCode, 200, res.body)
          assert.ok(String([res.headers['set-cookie']].flat()[0]).split('; ').includes('Secure'))
          // From an address that is not the trusted proxy, its word is not taken.
          const direct = await proxied.app.inject({
            method: 'POST',
            url: '/v1/Session',
            payload: { Email: email, Password: PASSWORD },
            headers: { 'x-forwarded-proto': 'https' },
            remoteAddress: '198.51.100.7',
          })
          assert.ok(!String([direct.headers['set-cookie']].flat()[0]).includes('Secure'))
        } finally {
          await proxied.close()
        }
      })

      test('an unknown email, a wrong password, no password set and a removed member all get the same 403 invalid_credentials', async () => {
        const p = await person()
        const noPassword = await t.member('recruiter')
        const noPasswordEmail = json<any[]>(await t.call('GET', '/v1/Members?limit=1000')).find((x) => x.Id === noPassword.id).Email
        const removed = await person()
        assert.equal((await t.call('DELETE', `/v1/Members/${removed.id}`)).statusCode, 204)
        const answers = [
          await signIn('nobody@example.com', PASSWORD, p.address),
          await signIn(p.email, 'wrong password!', p.address),
          await signIn(noPasswordEmail, PASSWORD, p.address),
          await signIn(removed.email, PASSWORD, p.address),
        ]
        const shapes = answers.map((r) => {
          const body = assertProblem(r, 403, 'invalid_credentials')
          assert.equal(r.headers['set-cookie'], undefined)
          return { ...body, requestId: undefined }
        })
        for (const s of shapes) assert.deepEqual(s, shapes[0])
      })

      test('a sign-in always starts a new session, even sent with a live cookie', async () => {
        const p = await person()
        const first = await session(p)
        const res = await signIn(p.email, PASSWORD, p.address, { cookie: first.cookie })
        assert.equal(res.statusCode, 200)
        assert.notEqual(cookieOf(res), first.cookie)
        assert.notEqual(json(res).CsrfToken, first.csrf)
      })

      test('bad bodies name the field; a foreign Origin is refused', async () => {
        const p = await person()
        assertProblem(
          await t.app.inject({ method: 'POST', url: '/v1/Session', payload: { Email: p.email } }),
          400,
          'validation_failed',
          'Password',
        )
        assertProblem(
          await t.app.inject({ method: 'POST', url: '/v1/Session', payload: { Password: 'x' } }),
          400,
          'validation_failed',
          'Email',
        )
        const foreign = await signIn(p.email, PASSWORD, p.address, { origin: 'https://evil.example' })
        assertProblem(foreign, 403, 'csrf_rejected')
        assert.equal(foreign.headers['set-cookie'], undefined)
        assertProblem(await signIn(p.email, PASSWORD, p.address, { origin: 'null' }), 403, 'csrf_rejected')
        assert.equal((await signIn(p.email, PASSWORD, p.address, { origin: 'http://localhost:80', host: 'localhost:80' })).statusCode, 200)
      })
    })

    describe('limits on sign-in', () => {
      test('more than 10 failures for an account within 15 minutes: 429 with Retry-After, the right password included', async () => {
        const p = await person()
        for (let i = 0; i < 11; i++) {
          assertProblem(await signIn(p.email, `wrong ${i} password`, `10.1.${i}.1`), 403, 'invalid_credentials')
        }
        const refused = await signIn(p.email, PASSWORD, '10.1.99.1')
        assertProblem(refused, 429, 'rate_limited')
        const retry = Number(refused.headers['retry-after'])
        assert.ok(Number.isInteger(retry) && retry > 0 && retry <= 900, String(refused.headers['retry-after']))
        // Another account is not held up.
        assert.equal((await session(await person())).body.Role, 'recruiter')
        // Once the failures are older than the window, it opens again.
        await endRateLimitWindow(t, `sign-in:${limitKey('account', p.email)}`)
        assert.equal((await signIn(p.email, PASSWORD, '10.1.99.1')).statusCode, 200)
      })

      test('more than 10 failures from one address: 429 for any account from it, not from elsewhere', async () => {
        const p = await person()
        for (let i = 0; i < 11; i++) await signIn(`nobody${i}@example.com`, 'wrong password!', '10.2.0.1')
        assertProblem(await signIn(p.email, PASSWORD, '10.2.0.1'), 429, 'rate_limited')
        assert.equal((await signIn(p.email, PASSWORD, '10.2.0.2')).statusCode, 200)
      })
    })

    describe('CSRF', () => {
      test('a write through a session needs X-CSRF-Token and its own Origin; nothing is written otherwise', async () => {
        const s = await session(await person())
        const count = async () => json<any[]>(await t.call('GET', '/v1/Candidates?limit=1000&q=Csrf')).length
        const body = { FirstName: 'Csrf', LastName: 'Probe' }
        assertProblem(await as({ cookie: s.cookie }, 'POST', '/v1/Candidates', body), 403, 'csrf_rejected')
        assertProblem(await as({ cookie: s.cookie, csrf: 'x'.repeat(32) }, 'POST', '/v1/Candidates', body), 403, 'csrf_rejected')
        assertProblem(await as(s, 'POST', '/v1/Candidates', body, { origin: 'https://evil.example' }), 403, 'csrf_rejected')
        assertProblem(await as(s, 'POST', '/v1/Candidates', body, { origin: 'null' }), 403, 'csrf_rejected')
        assert.equal(await count(), 0)
        assert.equal((await as(s, 'POST', '/v1/Candidates', body)).statusCode, 201)
        assert.equal((await as(s, 'POST', '/v1/Candidates', body, { origin: 'http://localhost:80', host: 'localhost:80' })).statusCode, 201)
        assert.equal(await count(), 2)
        // Reads need no proof.
        assert.equal((await as({ cookie: s.cookie }, 'GET', '/v1/Candidates')).statusCode, 200)
      })

      test('a token in Authorization decides alone, cookie or not, with no CSRF proof', async () => {
        const s = await session(await person('hiring_manager'))
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/Candidates',
          headers: { authorization: t.adminToken, cookie: s.cookie, origin: 'https://elsewhere.example' },
          payload: { FirstName: 'Token', LastName: 'Wins' },
        })
        assert.equal(res.statusCode, 201, res.body)
        // The hiring manager's session alone may not write candidates at all.
        assertProblem(await as(s, 'POST', '/v1/Candidates', { FirstName: 'A', LastName: 'B' }), 403, 'insufficient_scope')
      })

      test('ATS_PUBLIC_URL is the own origin when set', async () => {
        const pinned = await buildTestApp(backend, { publicUrl: 'https://ats.example.com' })
        try {
          const m = await pinned.member('recruiter')
          await pinned.call('PUT', `/v1/Members/${m.id}/Password`, undefined, { Password: PASSWORD })
          const email = json<any[]>(await pinned.call('GET', '/v1/Members?limit=1000')).find((x) => x.Id === m.id).Email
          const sign = (origin: string) =>
            pinned.app.inject({ method: 'POST', url: '/v1/Session', payload: { Email: email, Password: PASSWORD }, headers: { origin } })
          assertProblem(await sign('http://localhost:80'), 403, 'csrf_rejected')
          assert.equal((await sign('https://ats.example.com')).statusCode, 200)
        } finally {
          await pinned.close()
        }
      })
    })

    describe('ending sessions', () => {
      test('sign-out ends the session at once and clears the cookie', async () => {
        const s = await session(await person())
        assertProblem(await as({ cookie: s.cookie }, 'DELETE', '/v1/Session'), 403, 'csrf_rejected')
        const out = await as(s, 'DELETE', '/v1/Session')
        assert.equal(out.statusCode, 204, out.body)
        assert.match(String([out.headers['set-cookie']].flat()[0]), /^ats_session=;.*Expires=Thu, 01 Jan 1970/)
        assertProblem(await as(s, 'GET', '/v1/Session'), 403, 'invalid_token')
        assertProblem(await as(s, 'GET', '/v1/Candidates'), 403, 'invalid_token')
      })

      test('GET and DELETE /v1/Session need a live session: a token is not one', async () => {
        assertProblem(await t.call('GET', '/v1/Session'), 403, 'invalid_token')
        assertProblem(await t.call('DELETE', '/v1/Session'), 403, 'invalid_token')
        assertProblem(await t.app.inject({ method: 'GET', url: '/v1/Session' }), 403, 'invalid_token')
        assertProblem(
          await t.app.inject({ method: 'GET', url: '/v1/Session', headers: { cookie: 'ats_session=garbage' } }),
          403,
          'invalid_token',
        )
      })

      test('a session idle longer than ATS_SESSION_IDLE_MINUTES, or older than 30 days, has ended', async () => {
        const p = await person()
        const idle = await session(p)
        const old = await session(p)
        assert.equal((await as(idle, 'GET', '/v1/Session')).statusCode, 200)
        const sessionIdOf = async (s: { cookie: string }) => json(await as(s, 'GET', '/v1/Session')).MemberId as number
        assert.equal(await sessionIdOf(old), p.id)
        const longAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
        await outsideWrite(t, 'update sessions set last_seen_date = $1 where csrf_token = $2', [longAgo(481), idle.csrf])
        await outsideWrite(t, 'update sessions set created_date = $1 where csrf_token = $2', [longAgo(31 * 24 * 60), old.csrf])
        assertProblem(await as(idle, 'GET', '/v1/Session'), 403, 'invalid_token')
        assertProblem(await as(old, 'GET', '/v1/Session'), 403, 'invalid_token')
        // A request records activity: a session used a little while ago is still alive.
        const busy = await session(p)
        await outsideWrite(t, 'update sessions set last_seen_date = $1 where csrf_token = $2', [longAgo(470), busy.csrf])
        assert.equal((await as(busy, 'GET', '/v1/Session')).statusCode, 200)
        const seen = await t.app.services.stores.database.db
          .selectFrom('sessions')
          .select('last_seen_date')
          .where('csrf_token', '=', busy.csrf)
          .executeTakeFirstOrThrow()
        assert.ok(Date.parse(seen.last_seen_date) > Date.now() - 60_000)
      })
    })

    describe('passwords', () => {
      test('a member changes its own with CurrentPassword; its other sessions end, this one goes on', async () => {
        const p = await person()
        const here = await session(p)
        const elsewhere = await session(p)
        const url = `/v1/Members/${p.id}/Password`
        assertProblem(await as(here, 'PUT', url, { Password: 'a new long password' }), 400, 'validation_failed', 'CurrentPassword')
        assertProblem(
          await as(here, 'PUT', url, { Password: 'a new long password', CurrentPassword: 'not it at all' }),
          403,
          'invalid_credentials',
        )
        assertProblem(
          await as(here, 'PUT', url, { Password: 'too short', CurrentPassword: PASSWORD }),
          400,
          'validation_failed',
          'Password',
        )
        assert.equal((await as(elsewhere, 'GET', '/v1/Session')).statusCode, 200)
        const res = await as(here, 'PUT', url, { Password: 'a new long password', CurrentPassword: PASSWORD })
        assert.equal(res.statusCode, 204, res.body)
        assert.equal((await as(here, 'GET', '/v1/Session')).statusCode, 200)
        assertProblem(await as(elsewhere, 'GET', '/v1/Session'), 403, 'invalid_token')
        assertProblem(await signIn(p.email, PASSWORD, p.address), 403, 'invalid_credentials')
        assert.equal((await signIn(p.email, 'a new long password', p.address)).statusCode, 200)
      })

      test("only an admin sets another member's password, and that ends the member's sessions", async () => {
        const p = await person()
        const other = await person()
        const s = await session(p)
        const theirs = await session(other)
        assertProblem(await as(s, 'PUT', `/v1/Members/${other.id}/Password`, { Password: 'taken over, surely' }), 403, 'insufficient_scope')
        assert.equal(
          (await t.call('PUT', `/v1/Members/${other.id}/Password`, undefined, { Password: 'reset by an admin' })).statusCode,
          204,
        )
        assertProblem(await as(theirs, 'GET', '/v1/Session'), 403, 'invalid_token')
        assertProblem(
          await t.call('PUT', '/v1/Members/987654321/Password', undefined, { Password: 'nobody at all here' }),
          404,
          'member_not_found',
        )
        assertProblem(
          await t.call('PUT', `/v1/Members/${other.id}/Password`, undefined, { Password: 'x'.repeat(1025) }),
          400,
          'validation_failed',
          'Password',
        )
      })

      test('the password is stored only as an scrypt hash, and no password or session secret reaches the log', async () => {
        const p = await person()
        const s = await session(p)
        const row = await t.app.services.stores.database.db
          .selectFrom('members')
          .select('password_hash')
          .where('id', '=', p.id)
          .executeTakeFirstOrThrow()
        assert.match(String(row.password_hash), /^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
        assert.ok(!String(row.password_hash).includes(PASSWORD))
        const secret = s.cookie.split('=')[1]!
        const stored = JSON.stringify(await t.app.services.stores.database.db.selectFrom('sessions').selectAll().execute())
        assert.ok(!stored.includes(secret), 'a session secret is stored')
        const logged = JSON.stringify(log.lines)
        for (const forbidden of [PASSWORD, secret, s.csrf, 'a new long password'])
          assert.ok(!logged.includes(forbidden), `the log holds ${forbidden}`)
        assert.ok(log.lines.length > 10)
      })
    })

    describe('removing a member', () => {
      test('its tokens and sessions stop at once, it leaves its hiring teams, and what it wrote keeps its CreatedById', async () => {
        const p = await person()
        const s = await session(p)
        const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Kept', LastName: 'Author' }))
        const note = json(await t.call('POST', `/v1/Candidates/${c.Id}/Notes`, p.token, { Note: 'written before leaving' }))
        const v = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Team' }))
        await t.call('PUT', `/v1/Vacancies/${v.Id}/HiringTeam`, undefined, { MemberIds: [p.id] })
        const res = await t.call('DELETE', `/v1/Members/${p.id}`)
        assert.equal(res.statusCode, 204, res.body)
        assertProblem(await t.call('GET', '/v1/Candidates', p.token), 403, 'invalid_token')
        assertProblem(await as(s, 'GET', '/v1/Session'), 403, 'invalid_token')
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v.Id}/HiringTeam`)), [])
        const notes = json<any[]>(await t.call('GET', `/v1/Candidates/${c.Id}/Notes`))
        assert.equal(notes.find((n) => n.Id === note.Id).CreatedById, p.id)
        assert.ok(!json<any[]>(await t.call('GET', '/v1/Members?limit=1000')).some((m) => m.Id === p.id))
        assertProblem(await t.call('DELETE', `/v1/Members/${p.id}`), 404, 'member_not_found')
        assertProblem(
          await t.call('PUT', `/v1/Members/${p.id}/Password`, undefined, { Password: 'back from the dead' }),
          404,
          'member_not_found',
        )
      })

      test('the last admin stays (409 last_admin); a recruiter may not remove anyone', async () => {
        const r = await person()
        assertProblem(await t.call('DELETE', `/v1/Members/${r.id}`, r.token), 403, 'insufficient_scope')
        const admins = json<any[]>(await t.call('GET', '/v1/Members?limit=1000')).filter((m) => m.Role === 'admin')
        const other = await t.member('admin')
        for (const a of admins) assert.equal((await t.call('DELETE', `/v1/Members/${a.Id}`, other.token)).statusCode, 204)
        assertProblem(await t.call('DELETE', `/v1/Members/${other.id}`, other.token), 409, 'last_admin')
      })
    })
  })
}
