import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../src/app.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, waitFor } from '../helpers/documents.js'
import { deliveriesOf, retryNow, startReceiver } from '../helpers/webhook-receiver.js'

/** Every one of these is inside: loopback, private, link-local (cloud metadata), unspecified, and their IPv6 forms. */
const INSIDE = [
  'http://127.0.0.1/',
  'http://127.1.2.3:8080/hook',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/',
  'http://172.16.5.4/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://[fe80::1]/',
  'http://[fd00::1]/',
  'http://0.0.0.0/',
  'http://[::]/',
  'https://224.0.0.1/',
  'http://2130706433/',
  'http://0x7f000001/',
]

for (const backend of await backends()) {
  describe(`webhook URLs inside the network are refused without ATS_WEBHOOK_ALLOW_PRIVATE [${backend.name}]`, () => {
    let t: TestApp
    let receiver: Awaited<ReturnType<typeof startReceiver>>

    before(async () => {
      t = await buildTestApp(backend)
      receiver = await startReceiver()
    })
    after(async () => {
      await t.close()
      await receiver.close()
    })

    test('an address inside, in any of its spellings: 400 webhook_url_refused', async () => {
      for (const Url of INSIDE) {
        const body = assertProblem(
          await t.call('POST', '/v1/Webhooks', t.adminToken, { Url, Events: ['*'] }),
          400,
          'webhook_url_refused',
          'Url',
        )
        assert.match(body.detail, /ATS_WEBHOOK_ALLOW_PRIVATE/, Url)
      }
      assert.deepEqual(json(await t.call('GET', '/v1/Webhooks')), [])
    })

    test('a name that resolves to loopback (localhost) is refused, and no request is made', async () => {
      for (const Url of [`http://localhost:${receiver.port}/`, `http://127.0.0.1:${receiver.port}/`]) {
        assertProblem(await t.call('POST', '/v1/Webhooks', t.adminToken, { Url, Events: ['*'] }), 400, 'webhook_url_refused', 'Url')
      }
      assert.equal(receiver.received.length, 0)
    })

    test('a name that does not resolve is refused', async () => {
      // .invalid never resolves (RFC 6761): no query leaves the machine's resolver.
      const res = await t.call('POST', '/v1/Webhooks', t.adminToken, { Url: 'https://receiver.invalid/', Events: ['*'] })
      assertProblem(res, 400, 'webhook_url_refused', 'Url')
    })

    test('the address is checked again on every delivery: a subscription made while allowed gets nothing once disallowed', async () => {
      // Another instance on the same database, allowing private targets, takes the subscription.
      const allowing = await buildApp({ ...t.config, webhookAllowPrivate: true, webhookConcurrency: 0 }, { logger: false })
      let hookId: number
      try {
        const res = await allowing.inject({
          method: 'POST',
          url: '/v1/Webhooks',
          headers: { authorization: t.adminToken },
          payload: { Url: receiver.url, Events: ['candidate.created'] },
        })
        assert.equal(res.statusCode, 201, res.body)
        hookId = json(res).Id
      } finally {
        await allowing.close()
      }
      // This instance does not allow them: its delivery attempt is refused before any request.
      const made = await t.call('POST', '/v1/Candidates', t.adminToken, { FirstName: 'Grace', LastName: 'Hopper' })
      assert.equal(made.statusCode, 201)
      await waitFor(async () => (await deliveriesOf(t, hookId)).some((d) => d.Status === 'failed'), 'the refused attempt')
      assert.deepEqual(
        (await deliveriesOf(t, hookId)).map((d) => [d.Attempt, d.Status, d.ResponseStatus]),
        [
          [1, 'failed', null],
          [2, 'pending', null],
        ],
      )
      assert.equal(receiver.received.length, 0)
      assert.equal((await t.call('DELETE', `/v1/Webhooks/${hookId}`)).statusCode, 204)
      await retryNow(t)
      await jobsSettled(t)
    })
  })
}
