import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import type { Role } from '../../src/domain/access/access.js'
import { generateToken, hashToken, tokenStart } from '../../src/domain/access/tokens.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { outsideWrite } from '../helpers/outside-write.js'

const ROLES: Role[] = ['admin', 'recruiter', 'hiring_manager']
const WRITERS: Role[] = ['admin', 'recruiter']
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

for (const backend of await backends()) {
  describe(`authentication and access [${backend.name}]`, () => {
    let t: TestApp
    let cid: number
    let vid: number
    let memberId: number

    const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => t.call(method, url, undefined, body)
    const created = async (res: Promise<LightMyRequestResponse>) => {
      const r = await res
      assert.equal(r.statusCode, 201, r.body)
      return json(r)
    }
    const issue = (id: number, body: Record<string, unknown>) => created(admin('POST', `/v1/Members/${id}/Tokens`, body))
    /** Adds a member to the fixture vacancy's hiring team. */
    const showOnFixture = async (id: number) => {
      const team = json<{ MemberId: number }[]>(await admin('GET', `/v1/Vacancies/${vid}/HiringTeam`)).map((m) => m.MemberId)
      assert.equal((await admin('PUT', `/v1/Vacancies/${vid}/HiringTeam`, { MemberIds: [...team, id] })).statusCode, 200)
    }

    before(async () => {
      t = await buildTestApp(backend)
      cid = (await created(admin('POST', '/v1/Candidates', { FirstName: 'Auth', LastName: 'Fixture' }))).Id
      vid = (await created(admin('POST', '/v1/Vacancies', { Title: 'Fixture' }))).Id
      await created(admin('POST', `/v1/Candidates/${cid}/Applications`, { VacancyId: vid }))
      memberId = (await created(admin('POST', '/v1/Members', { Name: 'Token Holder', Email: 'holder@example.com', Role: 'recruiter' }))).Id
    })
    after(() => t.close())

    describe('403 invalid_token', () => {
      const shapes: [string, string | null][] = [
        ['no Authorization header', null],
        ['an empty header', ''],
        ['garbage', 'hello world'],
        ['a too short ats_ token', 'ats_short'],
        ['a well-formed but unknown token', `ats_${randomBytes(32).toString('base64url')}`],
        ['another scheme', 'Basic dXNlcjpwYXNz'],
        ['Bearer with nothing after it', 'Bearer '],
      ]
      for (const [what, header] of shapes) {
        test(`${what} is refused`, async () => {
          assertProblem(await t.call('GET', `/v1/Candidates/${cid}`, header), 403, 'invalid_token')
          assertProblem(
            await t.call('GET', `/v1/Candidates/${cid}/Notes`, header, undefined, { 'content-type': 'application/json' }),
            403,
            'invalid_token',
          )
        })
      }

      test('the caller is refused before its body is looked at', async () => {
        assertProblem(await t.call('POST', '/v1/Candidates', null, { Bad: true }), 403, 'invalid_token')
      })

      test('a revoked token is refused on the very next request', async () => {
        const tok = await issue(memberId, { Scopes: ['candidates:read'] })
        assert.equal((await t.call('GET', `/v1/Candidates/${cid}`, tok.Token)).statusCode, 200)
        assert.equal((await admin('DELETE', `/v1/Tokens/${tok.Id}`)).statusCode, 204)
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}`, tok.Token), 403, 'invalid_token')
      })

      test('a token revoked by another process (ats token revoke) is refused on the next request', async () => {
        const tok = await issue(memberId, { Scopes: ['candidates:read'] })
        assert.equal((await t.call('GET', `/v1/Candidates/${cid}`, tok.Token)).statusCode, 200)
        await outsideWrite(t, 'update tokens set revoked_date = $1 where id = $2', [new Date().toISOString(), tok.Id])
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}`, tok.Token), 403, 'invalid_token')
      })

      test('an expired token is refused like a revoked one', async () => {
        const tok = await issue(memberId, { Scopes: ['candidates:read'], ExpiresDate: new Date(Date.now() + 3_600_000).toISOString() })
        assert.equal((await t.call('GET', `/v1/Candidates/${cid}`, tok.Token)).statusCode, 200)
        const past = new Date(Date.now() - 1000).toISOString()
        // Time passing is played by another connection moving the expiry into the past,
        // as an operator's tool would: the service must notice without being told.
        await outsideWrite(t, 'update tokens set expires_date = $1 where id = $2', [past, tok.Id])
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}`, tok.Token), 403, 'invalid_token')
      })
    })

    describe('200 with a valid token', () => {
      for (const form of ['Bearer %s', 'bearer %s', 'BEARER   %s', '%s', '  %s  ']) {
        test(`Authorization: "${form}" is accepted`, async () => {
          const res = await t.call('GET', `/v1/Candidates/${cid}`, form.replace('%s', t.adminToken))
          assert.equal(res.statusCode, 200, res.body)
          assert.equal(json(res).Id, cid)
        })
      }

      test('a token expiring in the future works', async () => {
        const tok = await issue(memberId, { Scopes: ['candidates:read'], ExpiresDate: new Date(Date.now() + 60_000).toISOString() })
        assert.equal((await t.call('GET', `/v1/Candidates/${cid}`, tok.Token)).statusCode, 200)
      })
    })

    describe('scopes by role', () => {
      /** Each operation with the roles that may use it and what it answers them. */
      interface Op {
        name: string
        allowed: Role[]
        expect: number
        run(token: string, allowed: boolean): Promise<LightMyRequestResponse>
      }
      const note = async (token: string) => (await created(t.call('POST', `/v1/Candidates/${cid}/Notes`, token, { Note: 'n' }))).Id
      const ops: Op[] = [
        { name: 'GET /v1/Candidates', allowed: ROLES, expect: 200, run: (tk) => t.call('GET', '/v1/Candidates', tk) },
        {
          name: 'POST /v1/Candidates',
          allowed: WRITERS,
          expect: 201,
          run: (tk) => t.call('POST', '/v1/Candidates', tk, { FirstName: 'A', LastName: 'B' }),
        },
        { name: 'GET /v1/Candidates/{id}', allowed: ROLES, expect: 200, run: (tk) => t.call('GET', `/v1/Candidates/${cid}`, tk) },
        {
          name: 'PUT /v1/Candidates/{id}',
          allowed: WRITERS,
          expect: 200,
          run: (tk) => t.call('PUT', `/v1/Candidates/${cid}`, tk, { FirstName: 'Auth', LastName: 'Fixture' }),
        },
        {
          name: 'DELETE /v1/Candidates/{id}',
          allowed: WRITERS,
          expect: 204,
          run: async (tk) =>
            t.call(
              'DELETE',
              `/v1/Candidates/${(await created(admin('POST', '/v1/Candidates', { FirstName: 'D', LastName: 'D' }))).Id}`,
              tk,
            ),
        },
        {
          name: 'GET /v1/Candidates/{id}/Notes',
          allowed: ROLES,
          expect: 200,
          run: (tk) => t.call('GET', `/v1/Candidates/${cid}/Notes`, tk),
        },
        {
          name: 'POST /v1/Candidates/{id}/Notes',
          allowed: WRITERS,
          expect: 201,
          run: (tk) => t.call('POST', `/v1/Candidates/${cid}/Notes`, tk, { Note: 'x' }),
        },
        {
          name: 'PUT /v1/Candidates/{id}/Notes/{noteId}',
          allowed: WRITERS,
          expect: 200,
          run: async (tk, ok) => t.call('PUT', `/v1/Candidates/${cid}/Notes/${await note(ok ? tk : t.adminToken)}`, tk, { Note: 'y' }),
        },
        {
          name: 'DELETE /v1/Candidates/{id}/Notes/{noteId}',
          allowed: WRITERS,
          expect: 204,
          run: async (tk, ok) => t.call('DELETE', `/v1/Candidates/${cid}/Notes/${await note(ok ? tk : t.adminToken)}`, tk),
        },
        {
          name: 'GET /v1/Candidates/{id}/QualityFlags',
          allowed: ROLES,
          expect: 200,
          run: (tk) => t.call('GET', `/v1/Candidates/${cid}/QualityFlags`, tk),
        },
        {
          name: 'POST /v1/Candidates/{id}/QualityFlags',
          allowed: WRITERS,
          expect: 201,
          run: (tk) => t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, tk, { FlagType: 1, Note: 'x' }),
        },
        {
          name: 'DELETE /v1/Candidates/{id}/QualityFlags/{flagId}',
          allowed: WRITERS,
          expect: 204,
          run: async (tk) =>
            t.call(
              'DELETE',
              `/v1/Candidates/${cid}/QualityFlags/${(await created(admin('POST', `/v1/Candidates/${cid}/QualityFlags`, { FlagType: 2, Note: 'x' }))).Id}`,
              tk,
            ),
        },
        { name: 'GET /v1/Vacancies', allowed: ROLES, expect: 200, run: (tk) => t.call('GET', '/v1/Vacancies', tk) },
        { name: 'POST /v1/Vacancies', allowed: WRITERS, expect: 201, run: (tk) => t.call('POST', '/v1/Vacancies', tk, { Title: 'V' }) },
        { name: 'GET /v1/Vacancies/{id}', allowed: ROLES, expect: 200, run: (tk) => t.call('GET', `/v1/Vacancies/${vid}`, tk) },
        { name: 'GET /v1/Members', allowed: ['admin'], expect: 200, run: (tk) => t.call('GET', '/v1/Members', tk) },
        {
          name: 'POST /v1/Members',
          allowed: ['admin'],
          expect: 201,
          run: (tk) =>
            t.call('POST', '/v1/Members', tk, {
              Name: 'New',
              Email: `new-${randomBytes(4).toString('hex')}@example.com`,
              Role: 'recruiter',
            }),
        },
        {
          name: 'POST /v1/Members/{id}/Tokens',
          allowed: ['admin'],
          expect: 201,
          run: (tk) => t.call('POST', `/v1/Members/${memberId}/Tokens`, tk, { Scopes: ['notes:read'] }),
        },
        {
          name: 'GET /v1/Members/{id}/Tokens',
          allowed: ['admin'],
          expect: 200,
          run: (tk) => t.call('GET', `/v1/Members/${memberId}/Tokens`, tk),
        },
        {
          name: 'DELETE /v1/Tokens/{id}',
          allowed: ['admin'],
          expect: 204,
          run: async (tk) => t.call('DELETE', `/v1/Tokens/${(await issue(memberId, { Scopes: ['notes:read'] })).Id}`, tk),
        },
      ]

      for (const role of ROLES) {
        describe(role, () => {
          let token: string
          before(async () => {
            const member = await t.member(role)
            token = member.token
            // A hiring manager sees the fixture candidate through its application to the fixture vacancy (SPEC C3).
            if (role === 'hiring_manager') await showOnFixture(member.id)
          })
          for (const op of ops) {
            const ok = op.allowed.includes(role)
            test(`${op.name}: ${ok ? op.expect : '403 insufficient_scope'}`, async () => {
              const res = await op.run(token, ok)
              if (ok) assert.equal(res.statusCode, op.expect, res.body)
              else assertProblem(res, 403, 'insufficient_scope')
            })
          }
        })
      }

      test('a token holding only notes:read reads notes but not flags or candidates', async () => {
        const { token } = await t.member('recruiter', ['notes:read'])
        assert.equal((await t.call('GET', `/v1/Candidates/${cid}/Notes`, token)).statusCode, 200)
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/QualityFlags`, token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}`, token), 403, 'insufficient_scope')
        assertProblem(await t.call('POST', `/v1/Candidates/${cid}/Notes`, token, { Note: 'x' }), 403, 'insufficient_scope')
      })

      test('a token can never be given a scope beyond its member’s role', async () => {
        const hm = await created(admin('POST', '/v1/Members', { Name: 'HM', Email: 'hm-scope@example.com', Role: 'hiring_manager' }))
        assertProblem(await admin('POST', `/v1/Members/${memberId}/Tokens`, { Scopes: ['admin'] }), 400, 'validation_failed', 'Scopes')
        assertProblem(
          await admin('POST', `/v1/Members/${hm.Id}/Tokens`, { Scopes: ['notes:read', 'notes:write'] }),
          400,
          'validation_failed',
          'Scopes',
        )
        assertProblem(await admin('POST', `/v1/Members/${hm.Id}/Tokens`, { Scopes: ['admin'] }), 400, 'validation_failed', 'Scopes')
        const ok = await issue(hm.Id, { Scopes: ['notes:read', 'flags:read'] })
        assert.deepEqual(ok.Scopes, ['notes:read', 'flags:read'])
      })

      test('a stored token holding scopes beyond its role still gets only what the role allows', async () => {
        // Written straight to the store, as an older release or a hand edit could have left it.
        const hm = await created(admin('POST', '/v1/Members', { Name: 'HM', Email: 'hm-ceiling@example.com', Role: 'hiring_manager' }))
        const secret = generateToken()
        await t.app.services.stores.database.db
          .insertInto('tokens')
          .values({
            member_id: hm.Id,
            hash: hashToken(secret),
            start: tokenStart(secret),
            scopes: 'admin notes:write',
            created_date: new Date().toISOString(),
            expires_date: null,
            revoked_date: null,
          })
          .execute()
        await showOnFixture(hm.Id)
        assert.equal((await t.call('GET', `/v1/Candidates/${cid}/Notes`, secret)).statusCode, 200)
        assertProblem(await t.call('POST', `/v1/Candidates/${cid}/Notes`, secret, { Note: 'x' }), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', '/v1/Members', secret), 403, 'insufficient_scope')
      })
    })

    describe('secrets', () => {
      test('the database keeps only a hash of the token', async () => {
        const tok = await issue(memberId, { Scopes: ['candidates:read'] })
        assert.match(tok.Token, /^ats_[A-Za-z0-9_-]{28,}$/)
        const rows = await t.app.services.stores.database.db.selectFrom('tokens').selectAll().execute()
        assert.ok(rows.some((r) => r.id === tok.Id))
        const secretPart = tok.Token.slice(4)
        for (const row of rows) {
          for (const value of Object.values(row)) {
            assert.ok(!String(value).includes(tok.Token), 'a column holds the secret')
            assert.ok(!String(value).includes(secretPart), 'a column holds the random part of the secret')
            assert.ok(!String(value).includes(t.adminToken), 'a column holds the bootstrap secret')
          }
        }
      })

      test('token lists never include secrets', async () => {
        const tok = await issue(memberId, { Scopes: ['notes:read'] })
        const res = await admin('GET', `/v1/Members/${memberId}/Tokens`)
        assert.equal(res.statusCode, 200)
        assert.ok(!res.body.includes(tok.Token))
        assert.ok(!res.body.includes(tok.Token.slice(12)))
        const listed = json<any[]>(res)
        assert.ok(listed.some((x) => x.Id === tok.Id))
        for (const item of listed) assert.ok(!('Token' in item))
      })
    })

    describe('X-Request-Id', () => {
      for (const sent of ['client-42.abc:7', 'a'.repeat(128)]) {
        test(`a well-formed id (${sent.length} characters) is echoed`, async () => {
          const res = await t.call('GET', `/v1/Candidates/${cid}`, undefined, undefined, { 'x-request-id': sent })
          assert.equal(res.statusCode, 200)
          assert.equal(res.headers['x-request-id'], sent)
        })
      }

      for (const [what, sent] of [
        ['with spaces', 'bad id here'],
        ['129 characters long', 'a'.repeat(129)],
        ['500 characters long', 'a'.repeat(500)],
        ['with a newline escape', 'a%0Ab'],
      ] as const) {
        test(`an id ${what} is replaced by a new one`, async () => {
          const res = await t.call('GET', `/v1/Candidates/${cid}`, undefined, undefined, { 'x-request-id': sent })
          assert.equal(res.statusCode, 200)
          assert.notEqual(res.headers['x-request-id'], sent)
          assert.match(String(res.headers['x-request-id']), UUID)
        })
      }

      test('every answer carries one: success, 403, 400, 404 and an unknown route', async () => {
        const answers = [
          await t.call('GET', `/v1/Candidates/${cid}`),
          await t.call('GET', `/v1/Candidates/${cid}`, null),
          await t.call('GET', '/v1/Candidates/abc'),
          await t.call('GET', '/v1/Candidates/987654321'),
          await t.call('GET', '/v1/NoSuchThing'),
          await t.call('GET', '/nowhere', null),
        ]
        assert.deepEqual(
          answers.map((r) => r.statusCode),
          [200, 403, 400, 404, 404, 404],
        )
        for (const res of answers) assert.match(String(res.headers['x-request-id']), UUID)
        assert.equal(new Set(answers.map((r) => r.headers['x-request-id'])).size, answers.length, 'ids are unique')
        const echoed = await t.call('GET', '/v1/NoSuchThing', null, undefined, { 'x-request-id': 'trace-1' })
        assert.equal(echoed.headers['x-request-id'], 'trace-1')
        const refused = await t.call('GET', `/v1/Candidates/${cid}`, null, undefined, { 'x-request-id': 'trace-2' })
        assert.equal(refused.headers['x-request-id'], 'trace-2')
      })
    })
  })
}
