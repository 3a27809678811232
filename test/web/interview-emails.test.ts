import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { waitFor } from '../helpers/documents.js'
import { hoursFromNow, plusMinutes } from '../helpers/interviews.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'
import { startSmtpReceiver } from '../helpers/smtp-receiver.js'

const missing = browserMissing()

/**
 * An interview scheduled with invitations, as the console shows it (SPEC
 * C9): the candidate's page tells of one email to the candidate, however
 * many interviewers were written to, and an interviewer's scorecard link
 * from its email opens the page at its scorecard.
 */
describe('interview emails in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
  let rita: ConsoleMember
  let omar: ConsoleMember

  const sentences = (page: Page) => page.getByRole('list', { name: 'Activity' }).getByRole('listitem').locator('span').allTextContents()

  before(async () => {
    smtp = await startSmtpReceiver()
    fixture = await startConsole({ smtpUrl: smtp.url, mailFrom: 'Jobs <jobs@example.com>', jobPollMs: 20 })
    t = fixture.t
    rita = await fixture.member('recruiter')
    omar = await fixture.member('recruiter')
  })
  after(async () => {
    await fixture?.close()
    await smtp?.close()
  })

  test('one scheduling shows one email to the candidate; the scorecard link of an interviewer’s email opens its scorecard', async () => {
    const vacancy = await vacancyWithTeam(t, [], 'Platform Engineer')
    const candidate = json(
      await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' }),
    )
    const application = json(await t.call('POST', `/v1/Candidates/${candidate.Id}/Applications`, undefined, { VacancyId: vacancy }))
    const start = hoursFromNow(30)
    const scheduled = await t.call('POST', `/v1/Applications/${application.Id}/Interviews`, undefined, {
      StartDate: start,
      EndDate: plusMinutes(start, 60),
      InterviewerIds: [rita.id, omar.id],
      Location: 'Room Lovelace',
      SendInvitations: true,
    })
    assert.equal(scheduled.statusCode, 201, scheduled.body)
    await waitFor(() => smtp.accepted.length === 3, 'the candidate’s and both interviewers’ emails at the server')
    const db = t.app.services.stores.database.db
    await waitFor(async () => {
      const rows = await db.selectFrom('emails').select('status').where('candidate_id', '=', candidate.Id).execute()
      return rows.length === 3 && rows.every((r) => r.status === 'sent')
    }, 'all three recorded as sent')

    const toOmar = smtp.accepted.find((m) => m.envelopeTo[0]?.toLowerCase() === omar.email.toLowerCase())
    assert.ok(toOmar)
    const link = /^Your scorecard, to write after the interview: (\S+)$/m.exec(toOmar.mail.text ?? '')?.[1]
    assert.ok(link, toOmar.mail.text)
    const target = new URL(link)
    assert.equal(target.pathname, `/candidates/${String(candidate.Id)}`)

    const page = await fixture.newPage()
    await fixture.signIn(page, omar.email)
    // The link's path and query, on the address this test's service listens at.
    await page.goto(`${fixture.origin}${target.pathname}${target.search}`)
    // Opened at the interview, without a click: the interviewer's scorecard form is there.
    await page.getByRole('form', { name: /^Your scorecard/ }).waitFor()
    const activity = page.getByRole('list', { name: 'Activity' })
    await activity
      .getByText(/emailed the candidate/)
      .first()
      .waitFor()
    const emailed = (await sentences(page)).filter((s) => /emailed/.test(s))
    assert.equal(emailed.length, 1, JSON.stringify(await sentences(page)))
    assert.match(emailed[0]!, /emailed the candidate/)
    const emails = page.getByRole('list', { name: 'Emails' })
    await emails.getByRole('listitem').first().waitFor()
    assert.equal(await emails.getByRole('listitem').count(), 1)
    await fixture.checkScreen(page, 'candidate-interview-emails')
    await page.close()

    // A recruiter gives the candidate its time zone; the next email to the candidate says its times in it.
    const edit = await fixture.newPage()
    await fixture.signIn(edit, rita.email)
    await edit.goto(`${fixture.origin}/candidates/${String(candidate.Id)}`)
    await edit.getByRole('button', { name: 'Edit details' }).click()
    const form = edit.getByRole('form', { name: 'Edit details' })
    await form.getByLabel('Time zone').fill('America/New_York')
    await fixture.checkScreen(edit, 'candidate-time-zone')
    await form.getByRole('button', { name: 'Save' }).click()
    await edit.getByText('America/New_York', { exact: true }).waitFor()
    assert.equal(json(await t.call('GET', `/v1/Candidates/${String(candidate.Id)}`)).TimeZone, 'America/New_York')
    await edit.close()
    const interview = json(scheduled)
    assert.equal((await t.call('PUT', `/v1/Interviews/${String(interview.Id)}`, undefined, { Location: 'Room Babbage' })).statusCode, 200)
    await waitFor(() => smtp.accepted.length === 6, 'the update to the candidate and both interviewers')
    const update = smtp.accepted.slice(3).find((m) => m.envelopeTo[0] === 'ada@example.com')
    const expected = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(start))
    assert.ok(update?.mail.text?.includes(`${expected} (America/New_York)`), update?.mail.text)
  })
})
