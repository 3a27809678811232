import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { waitFor } from '../helpers/documents.js'
import { startSmtpReceiver } from '../helpers/smtp-receiver.js'

const missing = browserMissing()

/**
 * Email with candidates in the console (SPEC C10): a member writes an email
 * from the candidate's page and sees it listed with its status; the
 * rejection dialog sends the rejection email; admins change a template from
 * their navigation, which a recruiter's lacks.
 */
describe('emails in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let admin: ConsoleMember
  let recruiter: ConsoleMember
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>

  before(async () => {
    smtp = await startSmtpReceiver()
    fixture = await startConsole({ smtpUrl: smtp.url, mailFrom: 'Jobs <jobs@example.com>', organizationName: 'Acme', jobPollMs: 20 })
    t = fixture.t
    admin = await fixture.member('admin')
    recruiter = await fixture.member('recruiter')
  })
  after(async () => {
    await fixture?.close()
    await smtp?.close()
  })

  test('a recruiter writes an email, sees it sent, and rejects with the rejection email', async () => {
    const candidate = json(
      await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Mary', LastName: 'Jackson', Email: 'mary@example.com' }),
    )
    const vacancy = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Flight Engineer' }))
    await t.call('POST', `/v1/Candidates/${candidate.Id}/Applications`, undefined, { VacancyId: vacancy.Id })
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/candidates/${candidate.Id}`)
    await page.getByRole('heading', { name: 'Emails' }).waitFor()
    await page.getByText('No emails.').waitFor()

    await page.getByText('Write an email', { exact: true }).click()
    const form = page.getByRole('form', { name: 'Write an email' })
    await form.getByLabel('Subject').fill('Your visit on Monday')
    await form.getByLabel('Message').fill('Hello Mary,\nthe front desk expects you at 9.')
    await form.getByRole('button', { name: 'Send the email' }).click()
    const list = page.getByRole('list', { name: 'Emails' })
    await list.getByText('Your visit on Monday').waitFor()
    // Who wrote it, in the words of the page's other lists: its reader is its author.
    await list.getByRole('listitem').filter({ hasText: 'Your visit on Monday' }).getByText('· by you').waitFor()
    await waitFor(() => smtp.accepted.length === 1, 'the email at the server')
    assert.equal(smtp.accepted[0]!.mail.subject, 'Your visit on Monday')
    // Its status once sent: the page reads it again with the next change; a reload shows it now.
    await page.reload()
    await list.getByText('Sent', { exact: true }).waitFor()
    await list.getByText('Your visit on Monday').click()
    await list.getByText('the front desk expects you at 9.').waitFor()

    await page.getByRole('button', { name: 'Reject… for Flight Engineer' }).click()
    const reject = page.getByRole('form', { name: 'Reject the application to Flight Engineer' })
    await reject.getByLabel('Reason for rejecting').fill('internal: not enough flight hours')
    await reject.getByRole('checkbox', { name: 'Send the rejection email' }).check()
    await fixture.checkScreen(page, 'candidate-reject-email')
    await reject.getByRole('button', { name: 'Reject' }).click()
    await list.getByText('Your application for Flight Engineer').waitFor()
    await waitFor(() => smtp.accepted.length === 2, 'the rejection email at the server')
    assert.ok(!smtp.accepted[1]!.raw.includes('flight hours'))
    await fixture.checkScreen(page, 'candidate-emails')
  })

  test("the board's Reject sends the rejection email when asked", async () => {
    const candidate = json(
      await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Dorothy', LastName: 'Vaughan', Email: 'dorothy@example.com' }),
    )
    const vacancy = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Programmer' }))
    await t.call('POST', `/v1/Candidates/${candidate.Id}/Applications`, undefined, { VacancyId: vacancy.Id })
    const before = smtp.accepted.length
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/vacancies/${vacancy.Id}/board`)
    await page.getByRole('button', { name: 'Move, hire or reject Dorothy Vaughan' }).click()
    await page.getByRole('button', { name: 'Reject…' }).click()
    await page.getByLabel('Reason for rejecting Dorothy Vaughan').fill('internal: team already full')
    await page.getByRole('checkbox', { name: 'Send the rejection email' }).check()
    await fixture.checkScreen(page, 'board-reject-email')
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    await waitFor(() => smtp.accepted.length === before + 1, 'the rejection email at the server')
    const { mail, raw } = smtp.accepted[before]!
    assert.equal(mail.subject, 'Your application for Programmer')
    assert.ok(!raw.includes('team already full'))
  })

  test('an admin changes a template from the navigation; a recruiter has no such link', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Email templates' }).count(), 0)
    await page.close()

    const adminPage = await fixture.newPage()
    await fixture.signIn(adminPage, admin.email)
    await adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Email templates' }).click()
    await adminPage.getByRole('heading', { name: 'Email templates' }).waitFor()
    const form = adminPage.getByRole('form', { name: 'The application received template' })
    await form.getByLabel('Subject').fill('Thanks, {{FirstName}}')
    await form.getByRole('button', { name: 'Save the application received template' }).click()
    await form.getByText('Saved.').waitFor()
    assert.equal(json(await t.call('GET', '/v1/EmailTemplates/application_received')).Subject, 'Thanks, {{FirstName}}')
    await form.getByLabel('Subject').fill('Thanks, {{Salary}}')
    await form.getByRole('button', { name: 'Save the application received template' }).click()
    await form.getByRole('alert').filter({ hasText: 'Salary' }).waitFor()
    await fixture.checkScreen(adminPage, 'email-templates')
  })
})
