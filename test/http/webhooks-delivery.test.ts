import assert from 'node:assert/strict'
import { after, afterEach, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, waitFor } from '../helpers/documents.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { captureLog } from '../helpers/log-capture.js'
import { deliveriesOf, nextAttemptNow, retryNow, startReceiver, type Answer } from '../helpers/webhook-receiver.js'

for (const backend of await backends()) {
  describe(`webhook deliveries to a receiver on loopback [${backend.name}]`, () => {
    let t: TestApp
    let receiver: Awaited<ReturnType<typeof startReceiver>>
    let answers: Answer[] = []
    const log = captureLog()
    const secrets: string[] = []

    /** A subscription of the receiver; its secret is kept to check the log. */
    const subscribe = async (Events: string[], url = receiver.url) => {
      const res = await t.call('POST', '/v1/Webhooks', t.adminToken, { Url: url, Events })
      assert.equal(res.statusCode, 201, res.body)
      const made = json(res)
      secrets.push(made.Secret)
      return made as { Id: number; Secret: string }
    }
    const newCandidate = async (FirstName = 'Ada') => {
      const res = await t.call('POST', '/v1/Candidates', t.adminToken, { FirstName, LastName: 'Lovelace', Email: 'ada@example.com' })
      assert.equal(res.statusCode, 201, res.body)
      return json(res).Id as number
    }
    const lastEvent = async () => json(await t.call('GET', '/v1/Events?limit=1000')).at(-1)
    const statuses = async (id: number) => (await deliveriesOf(t, id)).map((d) => [d.Attempt, d.Status, d.ResponseStatus])

    before(async () => {
      // A short timeout, so a receiver that never answers fails an attempt quickly.
      t = await buildTestApp(backend, { webhookAllowPrivate: true, webhookTimeoutMs: 300 }, { logger: log.logger })
      receiver = await startReceiver((n) => answers[n - 1] ?? 200)
    })
    afterEach(async () => {
      // Every subscription of a test ends with it, its retries too.
      for (const w of json(await t.call('GET', '/v1/Webhooks?limit=1000'))) await t.call('DELETE', `/v1/Webhooks/${w.Id}`)
      await retryNow(t)
      await jobsSettled(t)
    })
    after(async () => {
      await t.close()
      await receiver.close()
    })

    test('each event is POSTed as the change feed answers it, signed per Standard Webhooks', async () => {
      const hook = await subscribe(['candidate.created'])
      const before = receiver.received.length
      const candidateId = await newCandidate()
      await waitFor(() => receiver.received.length > before, 'the delivery')
      const got = receiver.received[before]!
      const event = await lastEvent()
      assert.equal(event.Type, 'candidate.created')
      // The standardwebhooks package accepts the signature, and the body is the feed's event byte for byte.
      assert.deepEqual(receiver.verified(got, hook.Secret), event)
      assert.equal(got.body, JSON.stringify(event))
      assert.equal(got.headers['webhook-id'], String(event.Id))
      assert.match(String(got.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+={0,2}$/)
      assert.equal(got.headers['content-type'], 'application/json')
      assert.equal(got.path, '/hooks/ats?token=receiver-key-5f1c')
      assert.equal(event.CandidateId, candidateId)
      // Another secret does not verify it.
      assert.throws(() => receiver.verified(got, `whsec_${Buffer.alloc(32, 7).toString('base64')}`))
      await waitFor(async () => (await deliveriesOf(t, hook.Id))[0]?.Status === 'delivered', 'the delivery recorded')
      const [delivery] = await deliveriesOf(t, hook.Id)
      assert.deepEqual(Object.keys(delivery!), ['Id', 'EventId', 'EventType', 'Attempt', 'Status', 'ResponseStatus', 'AttemptedDate'])
      assert.deepEqual(
        [delivery!.EventId, delivery!.EventType, delivery!.Attempt, delivery!.Status, delivery!.ResponseStatus],
        [event.Id, 'candidate.created', 1, 'delivered', 200],
      )
    })

    test('only the types subscribed to are sent; "*" gets every one', async () => {
      const notes = await subscribe(['note.created'])
      const all = await subscribe(['*'])
      const candidateId = await newCandidate()
      const note = await t.call('POST', `/v1/Candidates/${candidateId}/Notes`, t.adminToken, { Note: 'Good call' })
      assert.equal(note.statusCode, 201)
      await waitFor(async () => (await deliveriesOf(t, all.Id)).filter((d) => d.Status === 'delivered').length === 2, 'both to "*"')
      await waitFor(async () => (await deliveriesOf(t, notes.Id)).some((d) => d.Status === 'delivered'), 'the note to its subscriber')
      const types = async (id: number) => {
        const events = json(await t.call('GET', '/v1/Events?limit=1000'))
        return (await deliveriesOf(t, id)).map((d) => events.find((e: any) => e.Id === d.EventId).Type)
      }
      assert.deepEqual(await types(notes.Id), ['note.created'])
      assert.deepEqual(await types(all.Id), ['candidate.created', 'note.created'])
      // Each delivery names its event's type itself, as the change feed does.
      assert.deepEqual(
        (await deliveriesOf(t, all.Id)).map((d) => d.EventType),
        await types(all.Id),
      )
    })

    test("a careers application's events, written together, each reach the subscriptions that want their type", async () => {
      const job = json(await t.call('POST', '/v1/Vacancies', t.adminToken, { Title: 'Webhook Engineer', Published: true }))
      const documents = await subscribe(['document.created', 'application.created'])
      const all = await subscribe(['*'])
      const before = json(await t.call('GET', '/v1/Events?limit=1000')).at(-1)?.Id ?? 0
      assert.equal((await applyTo(t, job.Id, applicationParts(applicantFields()))).statusCode, 201)
      const events: any[] = json(await t.call('GET', `/v1/Events?after=${before}&limit=1000`))
      assert.deepEqual(
        events.map((e) => e.Type),
        ['candidate.created', 'document.created', 'application.created'],
      )
      const delivered = async (id: number) => (await deliveriesOf(t, id)).filter((d) => d.Status === 'delivered').map((d) => d.EventId)
      await waitFor(async () => (await delivered(all.Id)).length === 3, 'three to "*"')
      await waitFor(async () => (await delivered(documents.Id)).length === 2, 'two to the document and application subscription')
      assert.deepEqual((await delivered(all.Id)).sort(), events.map((e) => e.Id).sort())
      assert.deepEqual((await delivered(documents.Id)).sort(), [events[1].Id, events[2].Id].sort())
      // Each body is its own event, as the feed answers it.
      for (const event of events) {
        const got = receiver.received.filter((r) => r.headers['webhook-id'] === String(event.Id))
        assert.equal(got.length, 2 - (event.Type === 'candidate.created' ? 1 : 0))
        for (const r of got) assert.equal(r.body, JSON.stringify(event))
      }
    })

    test('a 500 is retried, with a new attempt listed, until the receiver takes it', async () => {
      const hook = await subscribe(['candidate.created'])
      answers = Array.from({ length: receiver.received.length }, () => 200)
      answers.push(500, 503)
      const before = receiver.received.length
      await newCandidate()
      await waitFor(async () => (await statuses(hook.Id)).length === 2, 'the first attempt recorded')
      assert.deepEqual(await statuses(hook.Id), [
        [1, 'failed', 500],
        [2, 'pending', null],
      ])
      await nextAttemptNow(t)
      await waitFor(async () => (await statuses(hook.Id)).length === 3, 'the second attempt')
      await nextAttemptNow(t)
      await waitFor(async () => (await statuses(hook.Id)).at(-1)?.[1] === 'delivered', 'the third attempt')
      assert.deepEqual(await statuses(hook.Id), [
        [1, 'failed', 500],
        [2, 'failed', 503],
        [3, 'delivered', 200],
      ])
      // The same event each time (its id the receiver's idempotency key), each signed anew.
      const got = receiver.received.slice(before)
      assert.equal(got.length, 3)
      assert.equal(new Set(got.map((r) => r.headers['webhook-id'])).size, 1)
      for (const r of got) assert.ok(receiver.verified(r, hook.Secret))
      assert.equal(json(await t.call('GET', `/v1/Webhooks/${hook.Id}`)).Enabled, true)
    })

    test('a receiver that does not answer in time fails the attempt, which is retried', async () => {
      const hook = await subscribe(['candidate.created'])
      answers = Array.from({ length: receiver.received.length }, () => 200)
      answers.push('hang')
      await newCandidate()
      await waitFor(async () => (await statuses(hook.Id)).length === 2, 'the attempt to time out')
      assert.deepEqual(await statuses(hook.Id), [
        [1, 'failed', null],
        [2, 'pending', null],
      ])
      await nextAttemptNow(t)
      await waitFor(async () => (await statuses(hook.Id)).at(-1)?.[1] === 'delivered', 'the retry')
    })

    test('a subscription failing for three days is disabled: visible, and sent nothing more', async () => {
      const hook = await subscribe(['candidate.created'])
      answers = Array.from({ length: receiver.received.length }, () => 200)
      answers.push(500)
      // Its failures began more than three days ago (the row backdated: there is no clock to move).
      await t.app.services.stores.database.db
        .updateTable('webhooks')
        .set({ failing_since: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString() })
        .where('id', '=', hook.Id)
        .execute()
      await newCandidate()
      await waitFor(async () => !json(await t.call('GET', `/v1/Webhooks/${hook.Id}`)).Enabled, 'the subscription disabled')
      assert.deepEqual(await statuses(hook.Id), [[1, 'failed', 500]])
      const listed = json(await t.call('GET', '/v1/Webhooks')).find((w: any) => w.Id === hook.Id)
      assert.equal(listed.Enabled, false)
      const before = receiver.received.length
      await newCandidate()
      await retryNow(t)
      await jobsSettled(t)
      assert.equal(receiver.received.length, before)
      assert.deepEqual(await statuses(hook.Id), [[1, 'failed', 500]])
    })

    test('a success ends a run of failures: the subscription stays enabled', async () => {
      const hook = await subscribe(['candidate.created'])
      answers = Array.from({ length: receiver.received.length }, () => 200)
      answers.push(500)
      await newCandidate()
      await waitFor(async () => (await statuses(hook.Id)).length === 2, 'the failure')
      const db = t.app.services.stores.database.db
      const failing = async () =>
        (await db.selectFrom('webhooks').select('failing_since').where('id', '=', hook.Id).executeTakeFirst())?.failing_since
      assert.ok(await failing())
      await nextAttemptNow(t)
      await waitFor(async () => (await statuses(hook.Id)).at(-1)?.[1] === 'delivered', 'the retry')
      assert.equal(await failing(), null)
    })

    test('a deleted subscription gets nothing more, retries included', async () => {
      const hook = await subscribe(['candidate.created'])
      answers = Array.from({ length: receiver.received.length }, () => 200)
      answers.push(500)
      await newCandidate()
      await waitFor(async () => (await statuses(hook.Id)).length === 2, 'the failure')
      const before = receiver.received.length
      assert.equal((await t.call('DELETE', `/v1/Webhooks/${hook.Id}`)).statusCode, 204)
      await newCandidate()
      await retryNow(t)
      await jobsSettled(t)
      assert.equal(receiver.received.length, before)
    })

    test('no secret, token or receiver URL in any log line', async () => {
      await jobsSettled(t)
      const text = log.lines.map((l) => JSON.stringify(l)).join('\n')
      assert.ok(
        log.lines.some((l) => l.msg === 'a job failed'),
        'failed deliveries were logged',
      )
      for (const secret of secrets) {
        assert.ok(!text.includes(secret))
        assert.ok(!text.includes(secret.slice(6)))
      }
      assert.ok(!text.includes(t.adminToken))
      assert.ok(!text.includes('receiver-key-5f1c'))
      assert.ok(!text.includes('/hooks/ats'))
    })
  })
}
