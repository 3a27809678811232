import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { waitFor } from '../helpers/documents.js'
import { startReceiver } from '../helpers/webhook-receiver.js'

const missing = browserMissing()

/**
 * The admins' Webhooks screen (SPEC C6 in the console): a subscription made
 * by keyboard, its secret shown once and verifying the delivery the
 * receiver gets, the deliveries listed with their status, a disabled
 * subscription marked, deletion after a confirmation; not in a recruiter's
 * navigation.
 */
describe('webhooks in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let admin: ConsoleMember
  let recruiter: ConsoleMember
  let receiver: Awaited<ReturnType<typeof startReceiver>>

  before(async () => {
    // The receiver is on loopback, which the service refuses unless told otherwise.
    fixture = await startConsole({ webhookAllowPrivate: true, jobPollMs: 20 })
    t = fixture.t
    admin = await fixture.member('admin')
    recruiter = await fixture.member('recruiter')
    receiver = await startReceiver()
  })
  after(async () => {
    await fixture?.close()
    await receiver?.close()
  })

  test('an admin subscribes by keyboard, copies the secret shown once, and sees the delivery listed', async () => {
    await fixture.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.origin })
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click()
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor()
    await page.getByText('No webhook yet.').waitFor()

    const form = page.getByRole('form', { name: 'New webhook' })
    await form.getByLabel('Receiver URL').fill(receiver.url)
    // Ticked from the keyboard: Space on a focused checkbox, then Enter in the URL field submits.
    await form.getByRole('checkbox', { name: 'candidate.created' }).focus()
    await page.keyboard.press('Space')
    await form.getByLabel('Receiver URL').focus()
    await page.keyboard.press('Enter')

    const shown = page.getByRole('status').filter({ hasText: 'shown only now' })
    const secret = (await shown.locator('code.secret').textContent()) ?? ''
    assert.match(secret, /^whsec_[A-Za-z0-9+/]+={0,2}$/)
    await shown.getByRole('button', { name: 'Copy secret' }).click()
    await shown.getByText('Copied.').waitFor()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret)
    const list = page.getByRole('list', { name: 'Webhooks' })
    await list.getByText(receiver.url, { exact: true }).waitFor()
    assert.equal(await list.getByText('Enabled', { exact: true }).count(), 1)
    await fixture.checkScreen(page, 'webhooks')

    // A change: the receiver gets it, signed with the secret the screen showed.
    assert.equal((await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Katherine', LastName: 'Johnson' })).statusCode, 201)
    await waitFor(() => receiver.received.length === 1, 'the delivery')
    assert.equal((receiver.verified(receiver.received[0]!, secret) as { Type: string }).Type, 'candidate.created')

    await list.getByRole('link', { name: `Deliveries to ${receiver.url}` }).click()
    await page.getByRole('heading', { name: 'Deliveries' }).waitFor()
    const attempts = page.getByRole('list', { name: 'Delivery attempts' })
    await attempts.getByText('delivered').waitFor()
    await attempts.getByText('HTTP 200').waitFor()
    await fixture.checkScreen(page, 'webhook-deliveries')

    // The secret is not shown again: not on reload, not in the list.
    await page.goto(`${fixture.origin}/webhooks`)
    await page.getByRole('list', { name: 'Webhooks' }).getByText(receiver.url, { exact: true }).waitFor()
    assert.equal(await page.getByText(secret).count(), 0)
    await page.close()
  })

  test('a subscription disabled after three days of failures is marked so, in words', async () => {
    const made = json(await t.call('POST', '/v1/Webhooks', admin.token, { Url: `${receiver.url}&failing=1`, Events: ['*'] }))
    await t.app.services.stores.database.db
      .updateTable('webhooks')
      .set({ enabled: 0, disabled_date: new Date().toISOString() })
      .where('id', '=', made.Id)
      .execute()
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.goto(`${fixture.origin}/webhooks`)
    const item = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').filter({ hasText: '&failing=1' })
    await item.getByText('Disabled: deliveries failed for three days').waitFor()
    await fixture.checkScreen(page, 'webhooks-disabled')
    await item.getByRole('link', { name: /Deliveries to/ }).click()
    await page.getByText('Disabled: deliveries failed for three days').waitFor()
    await page.close()
  })

  test('deleting asks first: "Keep it" keeps it, "Yes, delete" deletes it', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.goto(`${fixture.origin}/webhooks`)
    const list = page.getByRole('list', { name: 'Webhooks' })
    // Counted once the list has come: the earlier tests left webhooks in it.
    await list.getByRole('listitem').first().waitFor()
    const before = await list.getByRole('listitem').count()
    assert.ok(before > 0)
    const first = list.getByRole('listitem').first()
    await first.getByRole('button', { name: /^Delete webhook / }).click()
    await first.getByRole('button', { name: 'Keep it' }).click()
    assert.equal(await list.getByRole('listitem').count(), before)
    await first.getByRole('button', { name: /^Delete webhook / }).click()
    await first.getByRole('button', { name: 'Yes, delete' }).click()
    await waitFor(async () => (await list.getByRole('listitem').count()) === before - 1, 'the webhook to go')
    assert.equal(json(await t.call('GET', '/v1/Webhooks', admin.token)).length, before - 1)
    await page.close()
  })

  test('a recruiter has no Webhooks screen in its navigation, and the API refuses it', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).count(), 0)
    await page.goto(`${fixture.origin}/webhooks`)
    await page.getByRole('alert').waitFor()
    assert.match((await page.getByRole('alert').textContent()) ?? '', /admin/)
    await page.close()
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
