import assert from 'node:assert/strict'
import { after, before, describe, mock, test } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

const MEMBER_FIELDS = ['Id', 'Name', 'Email', 'Role', 'CreatedDate', 'TimeZone', 'NotificationEmails', 'Joined']
const CREATED_TOKEN_FIELDS = ['Id', 'Token', 'Scopes', 'CreatedById', 'CreatedDate', 'ExpiresDate', 'RateLimit']
const TOKEN_FIELDS = ['Id', 'Start', 'Scopes', 'CreatedById', 'CreatedDate', 'ExpiresDate', 'RateLimit', 'RevokedDate']
const MISSING = 987654321
const DAY_MS = 86_400_000

test('ATS_TOKEN_TTL_DAYS is 90 by default, read as whole days, and refused when not a positive whole number', () => {
  assert.equal(loadConfig({}).tokenTtlDays, 90)
  assert.equal(loadConfig({ ATS_TOKEN_TTL_DAYS: '' }).tokenTtlDays, 90)
  assert.equal(loadConfig({ ATS_TOKEN_TTL_DAYS: '7' }).tokenTtlDays, 7)
  for (const bad of ['0', '-1', '1.5', 'abc', '36501']) {
    assert.throws(
      () => loadConfig({ ATS_TOKEN_TTL_DAYS: bad }),
      (err: Error) => err instanceof ConfigError && /ATS_TOKEN_TTL_DAYS/.test(err.message),
      bad,
    )
  }
})

for (const backend of await backends()) {
  describe(`members and tokens [${backend.name}]`, () => {
    let t: TestApp
    let n = 0
    const addMember = async (Role = 'recruiter', Email = `m${++n}@example.com`) => {
      const res = await t.call('POST', '/v1/Members', undefined, { Name: `Member ${n}`, Email, Role })
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }
    const issue = async (memberId: number, body: Record<string, unknown>) => {
      const res = await t.call('POST', `/v1/Members/${memberId}/Tokens`, undefined, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }

    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    describe('200 and 201', () => {
      test('POST /v1/Members answers the member with its fields in order', async () => {
        const res = await t.call('POST', '/v1/Members', undefined, { Name: 'Rita Recruiter', Email: 'Rita@Example.com', Role: 'recruiter' })
        assert.equal(res.statusCode, 201, res.body)
        const m = json(res)
        assert.deepEqual(Object.keys(m), MEMBER_FIELDS)
        assert.ok(Number.isInteger(m.Id))
        assert.deepEqual([m.Name, m.Email, m.Role], ['Rita Recruiter', 'rita@example.com', 'recruiter'])
        assert.match(m.CreatedDate, DATETIME)
      })

      test('GET /v1/Members lists members oldest first, the bootstrap admin included, with paging', async () => {
        const a = await addMember('hiring_manager')
        const b = await addMember('admin')
        const res = await t.call('GET', '/v1/Members')
        assert.equal(res.statusCode, 200)
        const list = json<any[]>(res)
        assert.equal(list[0].Role, 'admin')
        for (const m of list) assert.deepEqual(Object.keys(m), MEMBER_FIELDS)
        const ids = list.map((m) => m.Id)
        assert.deepEqual(
          ids,
          [...ids].sort((x, y) => x - y),
        )
        assert.deepEqual(
          list.filter((m) => m.Id === a.Id || m.Id === b.Id),
          [a, b],
        )
        const pages = await collectPages(t, '/v1/Members?limit=1', t.adminToken, 1)
        assert.deepEqual(
          pages.flat().map((m) => m.Id),
          ids,
        )
      })

      test('POST /v1/Members/{id}/Tokens shows the secret once; the token works at once', async () => {
        const m = await addMember('recruiter')
        const expires = new Date(Date.now() + 86_400_000)
        const tok = await issue(m.Id, { Scopes: ['candidates:read', 'notes:read'], ExpiresDate: expires.toISOString() })
        assert.deepEqual(Object.keys(tok), CREATED_TOKEN_FIELDS)
        assert.match(tok.Token, /^ats_[A-Za-z0-9_-]{28,}$/)
        assert.deepEqual(tok.Scopes, ['candidates:read', 'notes:read'])
        assert.match(tok.CreatedDate, DATETIME)
        assert.equal(tok.ExpiresDate, expires.toISOString())
        const use = await t.call('GET', '/v1/Candidates', tok.Token)
        assert.equal(use.statusCode, 200, use.body)

        const noExpiry = await issue(m.Id, { Scopes: ['flags:read'], ExpiresDate: null })
        assert.deepEqual(Object.keys(noExpiry), CREATED_TOKEN_FIELDS)
        assert.equal(noExpiry.ExpiresDate, null)
        assert.notEqual(noExpiry.Token, tok.Token)
      })

      test('CreatedById is the admin who issued the token, in the answer and in the list', async () => {
        const admins = json<any[]>(await t.call('GET', '/v1/Members')).filter((x) => x.Email === 'admin@localhost')
        assert.equal(admins.length, 1)
        const other = await addMember('admin')
        const otherToken = (await issue(other.Id, { Scopes: ['admin'] })).Token
        const m = await addMember('recruiter')
        const byBootstrap = await issue(m.Id, { Scopes: ['notes:read'] })
        const res = await t.call('POST', `/v1/Members/${m.Id}/Tokens`, otherToken, { Scopes: ['notes:read', 'notes:write'] })
        assert.equal(res.statusCode, 201, res.body)
        const byOther = json(res)
        assert.equal(byBootstrap.CreatedById, admins[0].Id)
        assert.equal(byOther.CreatedById, other.Id)
        // Whoever then writes with the token, the list says who made that possible.
        const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Issued', LastName: 'For' })).Id
        const note = json(await t.call('POST', `/v1/Candidates/${cid}/Notes`, byOther.Token, { Note: 'written with an issued token' }))
        assert.equal(note.CreatedById, m.Id)
        const list = json<any[]>(await t.call('GET', `/v1/Members/${m.Id}/Tokens`))
        assert.deepEqual(
          list.map((x) => [x.Id, x.CreatedById]),
          [
            [byBootstrap.Id, admins[0].Id],
            [byOther.Id, other.Id],
          ],
        )
      })

      test('without ExpiresDate a token expires ATS_TOKEN_TTL_DAYS after its creation, and is refused from then on', async () => {
        const m = await addMember('recruiter')
        const tok = await issue(m.Id, { Scopes: ['candidates:read'] })
        assert.match(tok.ExpiresDate, DATETIME)
        assert.equal(Date.parse(tok.ExpiresDate) - Date.parse(tok.CreatedDate), 90 * DAY_MS)
        const [listed] = json<any[]>(await t.call('GET', `/v1/Members/${m.Id}/Tokens`))
        assert.equal(listed.ExpiresDate, tok.ExpiresDate)
        assert.equal((await t.call('GET', '/v1/Candidates', tok.Token)).statusCode, 200)
        // Only the clock moves, so the token verified above is still in memory: it must be refused all the same.
        mock.timers.enable({ apis: ['Date'], now: Date.parse(tok.ExpiresDate) - 1000 })
        try {
          assert.equal((await t.call('GET', '/v1/Candidates', tok.Token)).statusCode, 200)
          mock.timers.setTime(Date.parse(tok.ExpiresDate))
          assertProblem(await t.call('GET', '/v1/Candidates', tok.Token), 403, 'invalid_token')
        } finally {
          mock.timers.reset()
        }
      })

      test('the lifetime follows the configured ATS_TOKEN_TTL_DAYS', async () => {
        const short = await buildTestApp(backend, { tokenTtlDays: 3 })
        try {
          const res = await short.call('POST', '/v1/Members', undefined, { Name: 'Short', Email: 'short@example.com', Role: 'recruiter' })
          const tok = json(await short.call('POST', `/v1/Members/${json(res).Id}/Tokens`, undefined, { Scopes: ['notes:read'] }))
          assert.equal(Date.parse(tok.ExpiresDate) - Date.parse(tok.CreatedDate), 3 * DAY_MS)
        } finally {
          await short.close()
        }
      })

      test('the bootstrap admin token never expires and has no issuer', async () => {
        const [admin] = json<any[]>(await t.call('GET', '/v1/Members')).filter((x) => x.Email === 'admin@localhost')
        const [first] = json<any[]>(await t.call('GET', `/v1/Members/${admin.Id}/Tokens`))
        assert.ok(t.adminToken.startsWith(first.Start))
        assert.equal(first.ExpiresDate, null)
        assert.equal(first.CreatedById, null)
      })

      test('GET /v1/Members/{id}/Tokens lists the member’s tokens without secrets', async () => {
        const m = await addMember('recruiter')
        const other = await addMember('recruiter')
        const t1 = await issue(m.Id, { Scopes: ['notes:read'] })
        const t2 = await issue(m.Id, { Scopes: ['flags:read', 'flags:write'] })
        await issue(other.Id, { Scopes: ['notes:read'] })
        const res = await t.call('GET', `/v1/Members/${m.Id}/Tokens`)
        assert.equal(res.statusCode, 200)
        const list = json<any[]>(res)
        assert.deepEqual(
          list.map((x) => x.Id),
          [t1.Id, t2.Id],
        )
        for (const [item, created] of [
          [list[0], t1],
          [list[1], t2],
        ]) {
          assert.deepEqual(Object.keys(item), TOKEN_FIELDS)
          assert.ok(created.Token.startsWith(item.Start) && item.Start.length < 16)
          assert.deepEqual(item.Scopes, created.Scopes)
          assert.equal(item.CreatedById, created.CreatedById)
          assert.equal(item.CreatedDate, created.CreatedDate)
          assert.equal(item.ExpiresDate, created.ExpiresDate)
          assert.equal(item.RevokedDate, null)
          assert.ok(!res.body.includes(created.Token))
        }
        assert.deepEqual(json(await t.call('GET', `/v1/Members/${(await addMember()).Id}/Tokens`)), [])
      })
    })

    describe('204', () => {
      test('DELETE /v1/Tokens/{id} revokes at once and shows in the list; repeating it keeps the first date', async () => {
        const m = await addMember('recruiter')
        const tok = await issue(m.Id, { Scopes: ['candidates:read'] })
        const res = await t.call('DELETE', `/v1/Tokens/${tok.Id}`)
        assert.equal(res.statusCode, 204)
        assert.equal(res.body, '')
        assertProblem(await t.call('GET', '/v1/Candidates', tok.Token), 403, 'invalid_token')
        const [listed] = json<any[]>(await t.call('GET', `/v1/Members/${m.Id}/Tokens`))
        assert.match(listed.RevokedDate, DATETIME)
        assert.equal((await t.call('DELETE', `/v1/Tokens/${tok.Id}`)).statusCode, 204)
        const [again] = json<any[]>(await t.call('GET', `/v1/Members/${m.Id}/Tokens`))
        assert.equal(again.RevokedDate, listed.RevokedDate)
      })
    })

    describe('400', () => {
      const memberCases: [string, unknown, string][] = [
        ['a missing Name', { Email: 'x@example.com', Role: 'admin' }, 'Name'],
        ['a blank Name', { Name: '  ', Email: 'x@example.com', Role: 'admin' }, 'Name'],
        ['a malformed Email', { Name: 'X', Email: 'nope', Role: 'admin' }, 'Email'],
        ['an unknown Role', { Name: 'X', Email: 'x@example.com', Role: 'owner' }, 'Role'],
        ['an unknown field', { Name: 'X', Email: 'x@example.com', Role: 'admin', Team: 'a' }, 'Team'],
      ]
      for (const [what, body, field] of memberCases) {
        test(`POST /v1/Members with ${what} names ${field}`, async () => {
          assertProblem(await t.call('POST', '/v1/Members', undefined, body), 400, 'validation_failed', field)
        })
      }

      test('POST /v1/Members/{id}/Tokens with bad Scopes or ExpiresDate names the field', async () => {
        const m = await addMember('recruiter')
        const url = `/v1/Members/${m.Id}/Tokens`
        assertProblem(await t.call('POST', url, undefined, {}), 400, 'validation_failed', 'Scopes')
        assertProblem(await t.call('POST', url, undefined, { Scopes: [] }), 400, 'validation_failed', 'Scopes')
        assertProblem(await t.call('POST', url, undefined, { Scopes: 'notes:read' }), 400, 'validation_failed', 'Scopes')
        assertProblem(await t.call('POST', url, undefined, { Scopes: ['notes:read', 'notes:read'] }), 400, 'validation_failed', 'Scopes')
        const unknown = assertProblem(await t.call('POST', url, undefined, { Scopes: ['root'] }), 400, 'validation_failed')
        assert.match(unknown.field, /^Scopes/)
        assertProblem(await t.call('POST', url, undefined, { Scopes: ['admin'] }), 400, 'validation_failed', 'Scopes')
        assertProblem(
          await t.call('POST', url, undefined, { Scopes: ['notes:read'], ExpiresDate: 'tomorrow' }),
          400,
          'validation_failed',
          'ExpiresDate',
        )
        const past = new Date(Date.now() - 60_000).toISOString()
        assertProblem(
          await t.call('POST', url, undefined, { Scopes: ['notes:read'], ExpiresDate: past }),
          400,
          'validation_failed',
          'ExpiresDate',
        )
        assertProblem(
          await t.call('POST', url, undefined, { Scopes: ['notes:read'], ExpiresDate: '' }),
          400,
          'validation_failed',
          'ExpiresDate',
        )
        assertProblem(await t.call('POST', url, undefined, { Scopes: ['notes:read', 'x\ud800'] }), 400, 'validation_failed', 'Scopes.1')
        assert.deepEqual(json(await t.call('GET', url)), [])
      })

      test('bad member and token ids name the parameter', async () => {
        assertProblem(await t.call('GET', '/v1/Members/abc/Tokens'), 400, 'validation_failed', 'memberId')
        assertProblem(
          await t.call('POST', '/v1/Members/0/Tokens', undefined, { Scopes: ['notes:read'] }),
          400,
          'validation_failed',
          'memberId',
        )
        assertProblem(await t.call('DELETE', '/v1/Tokens/-1'), 400, 'validation_failed', 'tokenId')
        assertProblem(await t.call('GET', '/v1/Members?limit=0'), 400, 'validation_failed', 'limit')
      })
    })

    describe('403', () => {
      test('recruiters and hiring managers cannot manage members or tokens', async () => {
        const m = await addMember('recruiter')
        const tok = await issue(m.Id, { Scopes: ['notes:read'] })
        for (const role of ['recruiter', 'hiring_manager'] as const) {
          const { token } = await t.member(role)
          assertProblem(await t.call('GET', '/v1/Members', token), 403, 'insufficient_scope')
          assertProblem(
            await t.call('POST', '/v1/Members', token, { Name: 'X', Email: 'sneaky@example.com', Role: 'admin' }),
            403,
            'insufficient_scope',
          )
          assertProblem(await t.call('POST', `/v1/Members/${m.Id}/Tokens`, token, { Scopes: ['notes:read'] }), 403, 'insufficient_scope')
          assertProblem(await t.call('GET', `/v1/Members/${m.Id}/Tokens`, token), 403, 'insufficient_scope')
          assertProblem(await t.call('DELETE', `/v1/Tokens/${tok.Id}`, token), 403, 'insufficient_scope')
        }
        // The token itself is still valid after the refused revocation: it is only short of scope here.
        assertProblem(await t.call('GET', '/v1/Candidates', tok.Token), 403, 'insufficient_scope')
        const members = json<any[]>(await t.call('GET', '/v1/Members'))
        assert.ok(!members.some((x) => x.Email === 'sneaky@example.com'))
      })
    })

    describe('404', () => {
      test('an unknown member or token', async () => {
        assertProblem(await t.call('GET', `/v1/Members/${MISSING}/Tokens`), 404, 'member_not_found')
        assertProblem(await t.call('POST', `/v1/Members/${MISSING}/Tokens`, undefined, { Scopes: ['notes:read'] }), 404, 'member_not_found')
        assertProblem(await t.call('DELETE', `/v1/Tokens/${MISSING}`), 404, 'token_not_found')
      })
    })

    describe('409', () => {
      test('a second member with the same email, in any case', async () => {
        await addMember('recruiter', 'dup@example.com')
        assertProblem(
          await t.call('POST', '/v1/Members', undefined, { Name: 'Dup', Email: 'dup@example.com', Role: 'admin' }),
          409,
          'member_exists',
        )
        assertProblem(
          await t.call('POST', '/v1/Members', undefined, { Name: 'Dup', Email: 'DUP@Example.COM', Role: 'admin' }),
          409,
          'member_exists',
        )
        const members = json<any[]>(await t.call('GET', '/v1/Members'))
        assert.equal(members.filter((x) => x.Email === 'dup@example.com').length, 1)
      })
    })
  })
}
