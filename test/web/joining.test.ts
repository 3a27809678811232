import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture } from '../helpers/console.js'
import { waitFor } from '../helpers/documents.js'
import { startSmtpReceiver } from '../helpers/smtp-receiver.js'

const missing = browserMissing()
const LINK = /http:\/\/127\.0\.0\.1:\d+\/set-password#[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/

/**
 * A team's first day in the console (SPEC C18), in Chromium against a real
 * service whose ATS_PUBLIC_URL is its own address, emails caught by an SMTP
 * server on loopback: the sign-in page, "Forgot your password?", the page an
 * email's link opens, invitations on the members screen, a member's own
 * settings, and the first steps of an empty console.
 */
describe('joining, in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let origin: string
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>

  before(async () => {
    smtp = await startSmtpReceiver()
    fixture = await startConsole(
      { smtpUrl: smtp.url, mailFrom: 'Acme Jobs <jobs@example.com>', organizationName: 'Acme Robotics' },
      { ownPublicUrl: true },
    )
    ;({ t, origin } = fixture)
  })
  after(async () => {
    await fixture?.close()
    await smtp?.close()
  })

  const mailsTo = (address: string) => smtp.accepted.filter((m) => m.envelopeTo.includes(address))
  const linkIn = async (address: string, nth: number) => {
    await waitFor(() => mailsTo(address).length > nth, `email ${nth + 1} to ${address}`)
    const m = LINK.exec(mailsTo(address)[nth]!.mail.text ?? '')
    assert.ok(m, 'a set-password link')
    assert.ok(m[0].startsWith(origin), 'the link leads to ATS_PUBLIC_URL')
    return m[0]
  }
  const choosePassword = async (page: Page, password: string) => {
    const form = page.getByRole('form', { name: 'Choose your password' })
    await form.getByLabel('New password (12 characters or more)').fill(password)
    await form.getByLabel('New password again').fill(password)
    await form.getByRole('button', { name: 'Set password and sign in' }).click()
  }

  test('an empty console shows a new admin its first steps, with links, until a vacancy exists', async () => {
    // A recruiter is not shown an admin's steps (pages of one browser share its cookies: one member at a time).
    const recruiter = await fixture.member('recruiter')
    const other = await fixture.newPage()
    await fixture.signIn(other, recruiter.email)
    assert.equal(await other.getByRole('region', { name: 'First steps' }).count(), 0)
    await other.close()

    const admin = await fixture.member('admin')
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    const steps = page.getByRole('region', { name: 'First steps' })
    await steps.waitFor()
    assert.equal(await steps.getByRole('link', { name: 'Invite your team' }).getAttribute('href'), '/members')
    assert.equal(await steps.getByRole('link', { name: 'Create a vacancy' }).getAttribute('href'), '/vacancies')
    await steps.getByRole('link', { name: 'Publish it' }).waitFor()
    await fixture.checkScreen(page, 'first-steps')
    await steps.getByRole('link', { name: 'Invite your team' }).click()
    await page.getByRole('heading', { name: 'Members and tokens' }).waitFor()

    assert.equal((await t.call('POST', '/v1/Vacancies', undefined, { Title: 'First vacancy' })).statusCode, 201)
    // Once the console has looked for a vacancy and found one, the steps stay away.
    const looked = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/Vacancies')
    await page.goto(`${origin}/candidates`)
    await page.getByRole('heading', { name: 'Candidates' }).waitFor()
    await looked
    assert.equal(await page.getByRole('region', { name: 'First steps' }).count(), 0)
    await page.close()
  })

  test('the sign-in page names the organization; "Forgot your password?" emails a link that sets a new password', async () => {
    const member = await fixture.member('recruiter')
    const page = await fixture.newPage()
    await page.goto(`${origin}/candidates`)
    await page.getByText('Acme Robotics').waitFor()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await fixture.checkScreen(page, 'sign-in')
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
    await fixture.checkScreen(page, 'forgot-password')
    await page.getByLabel('Email', { exact: true }).fill(member.email)
    await page.getByRole('button', { name: 'Email me a link' }).click()
    await page.getByRole('status').filter({ hasText: 'a link to choose a new password is on its way' }).waitFor()
    // An unknown email reads the same.
    await page.getByRole('button', { name: 'Back to signing in' }).click()
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.com')
    await page.getByRole('button', { name: 'Email me a link' }).click()
    await page.getByRole('status').filter({ hasText: 'a link to choose a new password is on its way' }).waitFor()

    const link = await linkIn(member.email, 0)
    await page.goto(link)
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor()
    await page.getByText('Acme Robotics').waitFor()
    await fixture.checkScreen(page, 'set-password')
    await choosePassword(page, 'chosen from the reset link')
    await page.getByRole('heading', { name: 'Candidates' }).waitFor()
    assert.equal(new URL(page.url()).hash, '', 'the spent secret leaves the address bar')
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/Session',
      payload: { Email: member.email, Password: 'chosen from the reset link' },
    })
    assert.equal(signIn.statusCode, 200)
    assert.equal(mailsTo('nobody-here@example.com').length, 0)

    // The same link a second time: refused, saying why and what to do.
    const again = await fixture.newPage()
    await again.goto(link)
    await choosePassword(again, 'another password again')
    await again.getByRole('alert').filter({ hasText: 'used already' }).waitFor()
    await again.getByText('Sign in with the password you chose').waitFor()
    await fixture.checkScreen(again, 'set-password-used')
    await again.close()
    await page.close()
  })

  test('an admin invites a member, sends a new invitation, edits it; the invitee joins from the newest link', async () => {
    const admin = await fixture.member('admin')
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.goto(`${origin}/members`)
    await page.getByRole('heading', { name: 'Members and tokens' }).waitFor()
    const form = page.getByRole('form', { name: 'Invite a member' })
    await form.getByLabel('Name').fill('Ivy Invitee')
    await form.getByLabel('Email').fill('ivy@example.com')
    await form.getByLabel('Role').selectOption('recruiter')
    await form.getByRole('button', { name: 'Invite' }).click()
    await page.getByRole('status').filter({ hasText: 'Invitation sent to ivy@example.com' }).waitFor()
    const row = page.getByRole('listitem').filter({ hasText: 'ivy@example.com' })
    await row.getByText('Not joined yet').waitFor()
    const first = await linkIn('ivy@example.com', 0)

    await row.getByRole('button', { name: 'Send Ivy Invitee a new invitation' }).click()
    await page.getByRole('status').filter({ hasText: 'A new invitation is on its way to ivy@example.com' }).waitFor()
    const second = await linkIn('ivy@example.com', 1)
    assert.notEqual(second, first)

    await row.getByRole('button', { name: 'Edit Ivy Invitee' }).click()
    const edit = page.getByRole('form', { name: 'Edit Ivy Invitee' })
    await edit.getByLabel('Name', { exact: true }).fill('Ivy Ingram')
    await edit.getByLabel('Role').selectOption('hiring_manager')
    await edit.getByLabel('Time zone').selectOption('Europe/Berlin')
    await fixture.checkScreen(page, 'members-invite-edit')
    await edit.getByRole('button', { name: 'Save Ivy Invitee' }).click()
    const renamed = page.getByRole('listitem').filter({ hasText: 'Ivy Ingram' })
    await renamed.getByText('Hiring manager').waitFor()
    await renamed.getByText('Europe/Berlin').waitFor()
    const ivy = json<any[]>(await t.call('GET', '/v1/Members?limit=1000')).find((m) => m.Email === 'ivy@example.com')
    assert.deepEqual([ivy.Name, ivy.Role, ivy.TimeZone, ivy.Joined], ['Ivy Ingram', 'hiring_manager', 'Europe/Berlin', false])

    // The older link ends with the new invitation; the newest one lets Ivy in.
    const invitee = await fixture.newPage()
    await invitee.goto(first)
    await choosePassword(invitee, 'ivy chose this one')
    await invitee.getByRole('alert').filter({ hasText: 'A newer link was sent' }).waitFor()
    await invitee.goto(second)
    await choosePassword(invitee, 'ivy chose this one')
    await invitee.getByRole('heading', { name: 'Candidates' }).waitFor()
    await invitee.getByRole('link', { name: /Ivy Ingram \(hiring manager\)/ }).waitFor()
    await invitee.close()
    await page.close()
    assert.equal(json(await t.call('GET', `/v1/Members/${String(ivy.Id)}`)).Joined, true)
    // Pages of one browser share their cookies: the admin signs in again to see Ivy joined.
    const again = await fixture.newPage()
    await fixture.signIn(again, admin.email)
    await again.goto(`${origin}/members`)
    const joined = again.getByRole('listitem').filter({ hasText: 'Ivy Ingram' })
    await joined.getByRole('button', { name: 'Edit Ivy Ingram' }).waitFor()
    assert.equal(await joined.getByText('Not joined yet').count(), 0)
    assert.equal(await joined.getByRole('button', { name: 'Send Ivy Ingram a new invitation' }).count(), 0)
    await again.close()
  })

  test('a member changes its own name, time zone and notification emails', async () => {
    const own = await fixture.member('recruiter')
    const page = await fixture.newPage()
    await fixture.signIn(page, own.email)
    await page.getByRole('link', { name: /\(recruiter\)/ }).click()
    await page.getByRole('heading', { name: 'Your account' }).waitFor()
    const form = page.getByRole('form', { name: 'Your settings' })
    const zone = form.getByLabel('Time zone (the times in your emails)')
    assert.equal(await zone.inputValue(), '', 'the service’s time zone at first')
    assert.ok((await zone.locator('option').count()) > 100, 'every IANA time zone is offered')
    await form.getByLabel('Name', { exact: true }).fill('Sam Settings')
    await zone.selectOption('America/New_York')
    await form.getByLabel('Email me my notifications too').uncheck()
    await form.getByRole('button', { name: 'Save settings' }).click()
    await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor()
    await page.getByRole('link', { name: /Sam Settings \(recruiter\)/ }).waitFor()
    await fixture.checkScreen(page, 'account-settings')
    const me = json(await t.call('GET', `/v1/Members/${own.id}`))
    assert.deepEqual([me.Name, me.TimeZone, me.NotificationEmails], ['Sam Settings', 'America/New_York', false])
    await page.reload()
    await page.getByRole('form', { name: 'Your settings' }).waitFor()
    assert.equal(await page.getByLabel('Time zone (the times in your emails)').inputValue(), 'America/New_York')
    assert.equal(await page.getByLabel('Email me my notifications too').isChecked(), false)
    await page.close()
  })
})
