import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

const FIELDS = ['Id', 'Url', 'Events', 'Enabled', 'CreatedDate']
const RECEIVER = 'http://127.0.0.1:9/hooks'

for (const backend of await backends()) {
  describe(`webhook subscriptions [${backend.name}]`, () => {
    let t: TestApp
    let recruiter: { id: number; token: string }
    const create = (body: unknown, token = t.adminToken) => t.call('POST', '/v1/Webhooks', token, body)

    before(async () => {
      // Receivers of these tests are on loopback; nothing is delivered (no change is made).
      t = await buildTestApp(backend, { webhookAllowPrivate: true })
      recruiter = await t.member('recruiter')
    })
    after(() => t.close())

    describe('201 and 200', () => {
      test('a subscription is made, its secret shown once, then read and listed without it', async () => {
        const res = await create({ Url: RECEIVER, Events: ['candidate.created', 'note.created'] })
        assert.equal(res.statusCode, 201, res.body)
        const made = json(res)
        assert.deepEqual(Object.keys(made), [...FIELDS, 'Secret'])
        assert.deepEqual([made.Url, made.Events, made.Enabled], [RECEIVER, ['candidate.created', 'note.created'], true])
        assert.match(made.CreatedDate, DATETIME)
        // Standard Webhooks: `whsec_` and the base64 of the key (32 random bytes here).
        assert.match(made.Secret, /^whsec_[A-Za-z0-9+/]+={0,2}$/)
        assert.equal(Buffer.from(made.Secret.slice(6), 'base64').length, 32)

        const read = await t.call('GET', `/v1/Webhooks/${made.Id}`)
        assert.equal(read.statusCode, 200)
        assert.deepEqual(json(read), { Id: made.Id, Url: RECEIVER, Events: made.Events, Enabled: true, CreatedDate: made.CreatedDate })
        assert.ok(!read.body.includes(made.Secret))
        const listed = await t.call('GET', '/v1/Webhooks')
        assert.equal(listed.statusCode, 200)
        assert.ok(!listed.body.includes(made.Secret))
        assert.deepEqual(
          json(listed).find((w: any) => w.Id === made.Id),
          json(read),
        )
      })

      test('"*" subscribes to every type; each subscription has its own secret', async () => {
        const a = json(await create({ Url: RECEIVER, Events: ['*'] }))
        const b = json(await create({ Url: `${RECEIVER}/b`, Events: ['candidate.created', '*'] }))
        assert.deepEqual(a.Events, ['*'])
        assert.deepEqual(b.Events, ['*'])
        assert.notEqual(a.Secret, b.Secret)
      })

      test('the list is oldest first and paged', async () => {
        for (let i = 0; i < 3; i++) await create({ Url: `${RECEIVER}/${i}`, Events: ['vacancy.created'] })
        const pages = await collectPages(t, '/v1/Webhooks?limit=2', t.adminToken, 2)
        const ids = pages.flat().map((w) => w.Id as number)
        assert.ok(ids.length >= 3 && pages.length >= 2)
        assert.deepEqual(
          ids,
          [...ids].sort((x, y) => x - y),
        )
      })
    })

    describe('204', () => {
      test('a deleted subscription is gone', async () => {
        const { Id } = json(await create({ Url: RECEIVER, Events: ['*'] }))
        assert.equal((await t.call('DELETE', `/v1/Webhooks/${Id}`)).statusCode, 204)
        assertProblem(await t.call('GET', `/v1/Webhooks/${Id}`), 404, 'webhook_not_found')
        assertProblem(await t.call('DELETE', `/v1/Webhooks/${Id}`), 404, 'webhook_not_found')
        assert.ok(!json(await t.call('GET', '/v1/Webhooks?limit=1000')).some((w: any) => w.Id === Id))
      })
    })

    describe('400', () => {
      test('a URL that is not http or https, not a URL, or holds credentials', async () => {
        for (const Url of ['ftp://127.0.0.1/x', 'file:///etc/passwd', 'not a url', '/relative', 'http://user:pass@127.0.0.1/']) {
          assertProblem(await create({ Url, Events: ['*'] }), 400, 'webhook_url_refused', 'Url')
        }
      })

      test('missing or empty events, an unknown type, a repeated one, an unknown field', async () => {
        assertProblem(await create({ Url: RECEIVER }), 400, 'validation_failed')
        assertProblem(await create({ Url: RECEIVER, Events: [] }), 400, 'validation_failed')
        assertProblem(await create({ Url: RECEIVER, Events: ['candidate.exploded'] }), 400, 'validation_failed')
        assertProblem(await create({ Url: RECEIVER, Events: ['note.created', 'note.created'] }), 400, 'validation_failed')
        assertProblem(await create({ Url: RECEIVER, Events: ['*'], Secret: 'whsec_mine' }), 400, 'validation_failed')
        assertProblem(await create({ Events: ['*'] }), 400, 'validation_failed')
      })

      test('a malformed id', async () => {
        assertProblem(await t.call('GET', '/v1/Webhooks/abc'), 400, 'validation_failed')
        assertProblem(await t.call('GET', '/v1/Webhooks/0/Deliveries'), 400, 'validation_failed')
      })
    })

    describe('403', () => {
      test('admins only; no token is no access', async () => {
        const { Id } = json(await create({ Url: RECEIVER, Events: ['*'] }))
        assertProblem(await create({ Url: RECEIVER, Events: ['*'] }, recruiter.token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', '/v1/Webhooks', recruiter.token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', `/v1/Webhooks/${Id}/Deliveries`, recruiter.token), 403, 'insufficient_scope')
        assertProblem(await t.call('DELETE', `/v1/Webhooks/${Id}`, recruiter.token), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', '/v1/Webhooks', null), 403, 'invalid_token')
        assert.equal((await t.call('GET', `/v1/Webhooks/${Id}`)).statusCode, 200)
      })
    })

    describe('404', () => {
      test('an unknown subscription', async () => {
        assertProblem(await t.call('GET', '/v1/Webhooks/999999'), 404, 'webhook_not_found')
        assertProblem(await t.call('GET', '/v1/Webhooks/999999/Deliveries'), 404, 'webhook_not_found')
        assertProblem(await t.call('DELETE', '/v1/Webhooks/999999'), 404, 'webhook_not_found')
      })
    })
  })
}
