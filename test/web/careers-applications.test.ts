import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { SAMPLES } from '../helpers/documents.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'

const missing = browserMissing()

/** A careers application on the candidate screen (SPEC C8): where it came from, the cover letter and the consents. */
describe('a careers application in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember
  let admin: ConsoleMember
  let candidate: number
  let applicationId: number

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    recruiter = await fixture.member('recruiter')
    admin = await fixture.member('admin')
    const job = json(
      await t.call('POST', '/v1/Vacancies', undefined, {
        Title: 'Track Engineer',
        Location: 'Lyon',
        Description: 'The role.',
        Published: true,
      }),
    )
    const fields = applicantFields({
      CoverLetter: 'I have kept tracks for ten years.\nI would love to join.',
      RetentionConsent: 'true',
      Source: 'referral',
    })
    assert.equal((await applyTo(t, job.Id, applicationParts(fields))).statusCode, 201)
    candidate = json(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(fields.Email!)}`))[0].Id
    applicationId = json(await t.call('GET', `/v1/Candidates/${candidate}/Applications`))[0].Id
  })
  after(async () => {
    await fixture?.close()
  })

  test('the candidate page shows the source, the cover letter and the consents; the history names the applicant', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/candidates/${candidate}`)
    const list = page.getByRole('list', { name: 'Applications' })
    await list.getByText('Applied on the careers site').waitFor()
    await list.getByText('Source: referral').waitFor()
    await list.getByRole('button', { name: 'What they sent with the application to Track Engineer' }).click()
    const sent = page.getByRole('group', { name: 'What they sent with the application to Track Engineer' })
    await sent.getByText('I have kept tracks for ten years.').waitFor()
    assert.deepEqual(
      (await sent.getByRole('list', { name: 'Consents' }).getByRole('listitem').allTextContents()).map((s) => s.split(':')[0]),
      ['Agreed to process this application', 'Agreed to be kept for later openings'],
    )
    // The CV that came with this application, among the candidate's documents: its bytes, downloaded.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sent.getByRole('link', { name: 'Download the CV they sent with the application to Track Engineer' }).click(),
    ])
    const submission = json(await t.call('GET', `/v1/Applications/${applicationId}/Submission`))
    assert.equal(download.url(), `${fixture.origin}/v1/document/${submission.DocumentId}`)
    assert.deepEqual(readFileSync(await download.path()), SAMPLES.pdf.bytes)
    await list.getByRole('button', { name: 'History of the application to Track Engineer' }).click()
    await page
      .getByRole('list', { name: 'History of the application to Track Engineer' })
      .getByText('by the applicant, on the careers site')
      .waitFor()
    await fixture.checkScreen(page, 'candidate-careers-application')
    // Once that document is deleted, the submission says so rather than offering a link that would fail.
    assert.equal((await t.call('DELETE', `/v1/document/${submission.DocumentId}`)).statusCode, 204)
    await page.reload()
    await list.getByRole('button', { name: 'What they sent with the application to Track Engineer' }).click()
    await sent.getByText('The CV they sent has been deleted.').waitFor()
    assert.equal(await sent.getByRole('link').count(), 0)
    await page.close()
  })

  test("an admin's access history says the applicant sent it on the careers site, not a member in the console", async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.goto(`${fixture.origin}/candidates/${candidate}`)
    const history = page.getByRole('list', { name: 'Access history' })
    const row = history.getByRole('listitem').filter({ hasText: 'The applicant added a careers application' })
    await row.waitFor()
    assert.match((await row.textContent()) ?? '', /on the careers site/)
    assert.equal(await history.getByRole('listitem').filter({ hasText: 'in the console' }).filter({ hasText: 'The applicant' }).count(), 0)
    assert.equal(await history.getByRole('listitem').filter({ hasText: 'The service' }).count(), 0)
    await page.close()
  })

  test('no request went to another host, and the CSP was never violated', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
