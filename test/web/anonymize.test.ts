import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing, holdBackReads } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { SAMPLES, uploadRaw } from '../helpers/documents.js'

const missing = browserMissing()

/**
 * A candidate's anonymization in the console (SPEC C7): an admin's action on
 * the candidate page, asked twice ("Keep it" changes nothing, "Yes,
 * anonymize" does it), after which the page shows the scrubbed record; no
 * such action for a recruiter.
 */
describe('anonymizing a candidate in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let admin: ConsoleMember
  let recruiter: ConsoleMember
  let id: number

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    admin = await fixture.member('admin')
    recruiter = await fixture.member('recruiter')
    const res = await t.call('POST', '/v1/Candidates', undefined, {
      FirstName: 'Hedda',
      LastName: 'Gabler',
      Email: 'hedda@example.com',
      Phone: '+47 22 00 00 00',
    })
    id = json(res).Id
    assert.equal((await uploadRaw(t, id, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="hedda-cv.pdf"' })).statusCode, 201)
    assert.equal((await t.call('POST', `/v1/Candidates/${id}/Notes`, undefined, { Note: 'Met Hedda at the fair' })).statusCode, 201)
  })
  after(() => fixture?.close())

  test('"Keep it" keeps the candidate; "Yes, anonymize" scrubs it and the page shows the scrubbed record', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.goto(`${fixture.origin}/candidates/${String(id)}`)
    await page.getByRole('heading', { name: 'Hedda Gabler' }).waitFor()

    await page.getByRole('button', { name: 'Anonymize…' }).click()
    const ask = page.getByRole('group', { name: 'Anonymize Hedda Gabler?' })
    await ask.getByText('This cannot be undone.').waitFor()
    await fixture.checkScreen(page, 'candidate-anonymize-confirm')
    await ask.getByRole('button', { name: 'Keep it' }).click()
    await page.getByRole('button', { name: 'Anonymize…' }).waitFor()
    assert.equal(json(await t.call('GET', `/v1/Candidates/${id}`)).FirstName, 'Hedda')

    // Asked again, and confirmed from the keyboard.
    await page.getByRole('button', { name: 'Anonymize…' }).click()
    await page.getByRole('group', { name: 'Anonymize Hedda Gabler?' }).getByRole('button', { name: 'Yes, anonymize' }).focus()
    // The page's read of the record after the anonymization is held back: nothing is said while it still shows her.
    const reread = await holdBackReads(page, (url) => url.pathname === `/v1/Candidates/${String(id)}`)
    await page.keyboard.press('Enter')
    await reread.sent
    assert.equal(json(await t.call('GET', `/v1/Candidates/${id}`)).FirstName, 'Anonymized')
    assert.equal(await page.getByRole('status').filter({ hasText: 'The candidate was anonymized' }).count(), 0)
    reread.release()
    // Said once the page shows the scrubbed record, not beside her name.
    await page.getByRole('status').filter({ hasText: 'The candidate was anonymized' }).waitFor()
    assert.equal(await page.getByRole('heading', { name: 'Anonymized Candidate' }).count(), 1)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    // The activity is read again after the record: wait for the anonymization's own line before reading the page.
    await page.getByRole('list', { name: 'Activity' }).getByText('You changed the candidate’s details').waitFor()
    // Nothing on the page names her any more: not the record, the documents, the notes or the activity.
    assert.doesNotMatch(await page.locator('body').innerText(), /hedda|gabler/i)
    assert.equal(await page.getByText('hedda@example.com').count(), 0)
    assert.equal(await page.getByText('Met Hedda at the fair').count(), 0)
    assert.equal(await page.getByText('hedda-cv.pdf').count(), 0)
    const record = json(await t.call('GET', `/v1/Candidates/${id}`))
    assert.deepEqual(
      [record.FirstName, record.LastName, record.Email, record.Phone, record.Document],
      ['Anonymized', 'Candidate', null, null, null],
    )
    await fixture.checkScreen(page, 'candidate-anonymized')
  })

  test('a recruiter has no such action', async () => {
    const other = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Nora', LastName: 'Helmer' })).Id as number
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/candidates/${String(other)}`)
    await page.getByRole('heading', { name: 'Nora Helmer' }).waitFor()
    await page.getByRole('button', { name: 'Delete candidate…' }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Anonymize…' }).count(), 0)
  })
})
