import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, waitFor } from '../helpers/documents.js'
import { deliveriesOf, startReceiver } from '../helpers/webhook-receiver.js'

const EVENTS = 40

/** Counts the jobs a runner runs (its private `run`, wrapped): which instance delivered how many. */
function countRuns(app: FastifyInstance): { n: number } {
  const count = { n: 0 }
  const runner = app.services.deliveries as unknown as { run: (job: unknown) => Promise<void> }
  const run = runner.run.bind(runner)
  runner.run = (job) => {
    count.n++
    return run(job)
  }
  return count
}

// Several instances share one PostgreSQL database: each event must reach each subscription once.
for (const backend of (await backends()).filter((b) => b.name === 'postgres')) {
  describe(`two instances on one database deliver each event once [${backend.name}]`, () => {
    let t: TestApp
    let other: FastifyInstance
    let receiver: Awaited<ReturnType<typeof startReceiver>>

    before(async () => {
      // Both look for due deliveries often, so that they compete for every one.
      t = await buildTestApp(backend, { webhookAllowPrivate: true, jobPollMs: 20 })
      other = await buildApp({ ...t.config }, { logger: false })
      await other.ready()
      receiver = await startReceiver()
    })
    after(async () => {
      await other.close()
      await t.close()
      await receiver.close()
    })

    test(`${EVENTS} changes made through both instances: every event delivered exactly once to each subscription`, async () => {
      const runs = [countRuns(t.app), countRuns(other)]
      const hooks: Array<{ Id: number; Secret: string }> = []
      for (const Events of [['candidate.created'], ['*']]) {
        const res = await t.call('POST', '/v1/Webhooks', t.adminToken, { Url: receiver.url, Events })
        assert.equal(res.statusCode, 201, res.body)
        hooks.push(json<{ Id: number; Secret: string }>(res))
      }
      await Promise.all(
        Array.from({ length: EVENTS }, (_, i) =>
          (i % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: '/v1/Candidates',
            headers: { authorization: t.adminToken },
            payload: { FirstName: `Person ${i}`, LastName: 'Example' },
          }),
        ),
      )
      await waitFor(() => receiver.received.length >= 2 * EVENTS, 'every delivery', 60_000)
      await jobsSettled(t)
      assert.equal(receiver.received.length, 2 * EVENTS)
      for (const hook of hooks) {
        const mine = receiver.received.filter((r) => {
          try {
            receiver.verified(r, hook.Secret)
            return true
          } catch {
            return false
          }
        })
        const ids = mine.map((r) => r.headers['webhook-id'])
        assert.equal(ids.length, EVENTS)
        assert.equal(new Set(ids).size, EVENTS, 'an event was delivered twice')
        const deliveries = await deliveriesOf(t, hook.Id)
        assert.equal(deliveries.length, EVENTS)
        assert.ok(deliveries.every((d) => d.Status === 'delivered' && d.Attempt === 1))
      }
      // Both instances delivered: the claims were shared, not run by one alone.
      assert.equal(runs[0]!.n + runs[1]!.n, 2 * EVENTS)
      assert.ok(runs[0]!.n > 0 && runs[1]!.n > 0, JSON.stringify(runs))
    })
  })
}
