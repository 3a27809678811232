import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing, scrollsSideways } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { waitFor } from '../helpers/documents.js'
import { hoursFromNow, schedule } from '../helpers/interviews.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'
import { startReceiver } from '../helpers/webhook-receiver.js'

const missing = browserMissing()

/** A day `days` ahead, as an `<input type=date>` holds it, in the browser's zone (the test's own). */
function dayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000)
  return `${String(day.getFullYear())}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

/**
 * Smaller things of the console: an interview cancelled only after a
 * confirmation and rescheduled from its candidate's page; the webhook form
 * saying in words what a field needs; deliveries naming their event type;
 * the admins' audit log; notes in the order they were written; a very long
 * name on a candidate's page.
 */
describe('interviews, webhooks, audit log, notes and long names in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let admin: ConsoleMember
  let recruiter: ConsoleMember
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let candidate: number
  let application: number

  const open = async (page: Page, id: number) => {
    await page.goto(`${fixture.origin}/candidates/${String(id)}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
  }

  before(async () => {
    // The receiver is on loopback, which the service refuses unless told otherwise.
    fixture = await startConsole({ webhookAllowPrivate: true, jobPollMs: 20 })
    t = fixture.t
    admin = await fixture.member('admin')
    recruiter = await fixture.member('recruiter')
    receiver = await startReceiver()
    const vacancy = await vacancyWithTeam(t, [], 'Hydraulics Engineer')
    candidate = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Gladys', LastName: 'West' })).Id
    application = json(await t.call('POST', `/v1/Candidates/${candidate}/Applications`, undefined, { VacancyId: vacancy })).Id
  })
  after(async () => {
    await fixture?.close()
    await receiver?.close()
  })

  test('Cancel on an interview asks first: "Keep it" changes nothing, "Cancel the interview" cancels it', async () => {
    const interview = await schedule(t, application, [recruiter.id], { StartDate: hoursFromNow(30) })
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await open(page, candidate)
    await page.getByRole('button', { name: 'Interviews and scorecards of the application to Hydraulics Engineer' }).click()
    await page.getByRole('button', { name: /^Cancel the interview of / }).click()
    const dialog = page.getByRole('alertdialog', { name: /^Cancel the interview of .+\?$/ })
    await dialog.waitFor()
    await dialog.getByText('the candidate and the interviewers are emailed the cancellation').waitFor()
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Keep it')
    await fixture.checkScreen(page, 'interview-cancel-confirm')
    await dialog.getByRole('button', { name: 'Keep it' }).click()
    await dialog.waitFor({ state: 'hidden' })
    assert.equal(json(await t.call('GET', `/v1/Interviews/${interview.Id}`)).Status, 'scheduled')

    await page.getByRole('button', { name: /^Cancel the interview of / }).click()
    await dialog.getByRole('button', { name: 'Cancel the interview' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText(/ · cancelled$/).waitFor()
    assert.equal(json(await t.call('GET', `/v1/Interviews/${interview.Id}`)).Status, 'cancelled')
    await page.close()
  })

  test('an interview is rescheduled from the candidate page: the form holds it, the service gets the new time', async () => {
    const interview = await schedule(t, application, [recruiter.id], { StartDate: hoursFromNow(50), Location: 'Room 1' })
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await open(page, candidate)
    await page.getByRole('button', { name: 'Interviews and scorecards of the application to Hydraulics Engineer' }).click()
    await page.getByRole('button', { name: /^Reschedule the interview of / }).click()
    const form = page.getByRole('form', { name: 'Reschedule the interview with Hydraulics Engineer' })
    // Filled with the interview as it is.
    assert.equal(await form.getByLabel('Location or video link').inputValue(), 'Room 1')
    assert.equal(await form.getByLabel('Length').inputValue(), '60')
    const local = await page.evaluate((iso) => {
      const d = new Date(iso)
      const [y, m, day, h, min] = [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()].map((n) =>
        String(n).padStart(2, '0'),
      )
      return `${y ?? ''}-${m ?? ''}-${day ?? ''}T${h ?? ''}:${min ?? ''}`
    }, interview.StartDate as string)
    assert.equal(`${await form.getByLabel('Date').inputValue()}T${await form.getByLabel('Time').inputValue()}`, local)
    assert.equal(await form.getByRole('checkbox', { checked: true }).count(), 1)
    await fixture.checkScreen(page, 'interview-reschedule')

    const day = dayAhead(5)
    await form.getByLabel('Date').fill(day)
    await form.getByLabel('Time').fill('14:15')
    await form.getByLabel('Length').selectOption('90')
    await form.getByLabel('Location or video link').fill('Room 9')
    const invalid = await form.evaluate((f) =>
      [...(f as HTMLFormElement).elements]
        .filter((e) => !(e as HTMLInputElement).checkValidity())
        .map((e) => `${(e as HTMLInputElement).name}=${(e as HTMLInputElement).value}: ${(e as HTMLInputElement).validationMessage}`),
    )
    assert.deepEqual(invalid, [])
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/v1/Interviews/'))
    await form.getByRole('button', { name: 'Save the new time' }).click()
    const answer = await saved
    assert.equal(answer.status(), 200, await answer.text())
    await page.getByText('Room 9').waitFor()
    const moved = json(await t.call('GET', `/v1/Interviews/${interview.Id}`))
    assert.equal(moved.StartDate, new Date(`${day}T14:15`).toISOString())
    assert.equal(Date.parse(moved.EndDate) - Date.parse(moved.StartDate), 90 * 60_000)
    assert.deepEqual([moved.Location, moved.InterviewerIds, moved.Status], ['Room 9', [recruiter.id], 'scheduled'])
    await page.close()
  })

  test('the webhook form says in words what a field needs; deliveries name their event type', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.goto(`${fixture.origin}/webhooks`)
    const form = page.getByRole('form', { name: 'New webhook' })
    await form.getByLabel('Receiver URL').fill(receiver.url)
    // No event ticked.
    await form.getByRole('button', { name: 'Add webhook' }).click()
    await form.getByText('Choose the events to send: tick "All events", or at least one event type.').waitFor()
    assert.equal(await page.getByText(/must NOT have/).count(), 0)
    await fixture.checkScreen(page, 'webhook-form-message')

    await form.getByRole('checkbox', { name: 'note.created' }).check()
    await form.getByRole('button', { name: 'Add webhook' }).click()
    await page.getByRole('status').filter({ hasText: 'shown only now' }).waitFor()
    assert.equal((await t.call('POST', `/v1/Candidates/${candidate}/Notes`, undefined, { Note: 'Strong on fluid models' })).statusCode, 201)
    await waitFor(() => receiver.received.length === 1, 'the delivery')
    await page
      .getByRole('list', { name: 'Webhooks' })
      .getByRole('link', { name: `Deliveries to ${receiver.url}` })
      .click()
    const attempts = page.getByRole('list', { name: 'Delivery attempts' })
    await attempts.getByText('delivered').waitFor()
    await attempts.getByText('note.created', { exact: true }).waitFor()
    await fixture.checkScreen(page, 'webhook-deliveries-types')
    await page.close()
  })

  test('the audit log: an admin reads it a page at a time, kept to one member or one candidate', async () => {
    const watched = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Audited', LastName: 'Person' })).Id
    for (let i = 0; i < 55; i++) assert.equal((await t.call('GET', `/v1/Candidates/${watched}`, recruiter.token)).statusCode, 200)
    await t.app.services.auditLog.flush()
    const recruiterName = json<Array<{ Id: number; Name: string }>>(await t.call('GET', '/v1/Members?limit=1000')).find(
      (m) => m.Id === recruiter.id,
    )!.Name
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click()
    await page.getByRole('heading', { name: 'Audit log' }).waitFor()
    const rows = page.getByRole('table').getByRole('row')
    await rows.nth(1).waitFor()

    const choice = page.getByRole('form', { name: 'Which rows' })
    await choice.getByLabel('Member').selectOption(String(recruiter.id))
    await choice.getByLabel('Candidate number').fill(String(watched))
    await choice.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(new RegExp(`/audit\\?member=${String(recruiter.id)}&candidate=${String(watched)}$`))
    // A page of 50 under the header row, each the recruiter reading that record.
    await page
      .getByRole('table')
      .getByText(new RegExp(`${recruiterName} read the record`, 'i'))
      .first()
      .waitFor()
    await waitFor(async () => (await rows.count()) === 51, 'a page of rows')
    for (const text of (await rows.allTextContents()).slice(1)) {
      assert.match(text, new RegExp(`${recruiterName} read the record`, 'i'))
      assert.ok(text.includes(String(watched)), text)
    }
    await fixture.checkScreen(page, 'audit-log')
    await page.getByRole('button', { name: 'Show more rows' }).click()
    await waitFor(async () => (await rows.count()) === 56, 'the next page')
    // The choice is in the address: a reload keeps it.
    await page.reload()
    await waitFor(async () => (await rows.count()) === 51, 'the first page again')
    assert.equal(await page.getByRole('form', { name: 'Which rows' }).getByLabel('Member').inputValue(), String(recruiter.id))
    await page.close()

    // A recruiter has no such screen.
    const other = await fixture.newPage()
    await fixture.signIn(other, recruiter.email)
    assert.equal(await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).count(), 0)
    await other.close()
  })

  test('notes are listed in the order they were written, whatever their ids', async () => {
    const id = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Noted', LastName: 'Twice' })).Id
    const later = json(await t.call('POST', `/v1/Candidates/${id}/Notes`, undefined, { Note: 'Written second' })).Id
    const earlier = json(await t.call('POST', `/v1/Candidates/${id}/Notes`, undefined, { Note: 'Written first' })).Id
    // The second note by id was written a month earlier (as an import or the demo writes them).
    const db = t.app.services.stores.database.db
    await db
      .updateTable('notes')
      .set({ created_date: new Date(Date.now() - 30 * 86_400_000).toISOString() })
      .where('id', '=', earlier)
      .execute()
    const api = json<Array<{ Id: number }>>(await t.call('GET', `/v1/Candidates/${id}/Notes`)).map((n) => n.Id)
    assert.deepEqual(api, [later, earlier], 'the API keeps its order by id')
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await open(page, id)
    const notes = page.getByRole('list', { name: 'Notes' }).getByRole('listitem')
    await notes.first().waitFor()
    const texts = await notes.allTextContents()
    assert.ok(texts[0]?.startsWith('Written first'), texts.join(' | '))
    assert.ok(texts[1]?.startsWith('Written second'), texts.join(' | '))
    await page.close()
  })

  test('a 100-character name wraps on the candidate page, at 375 px and on a desktop', async () => {
    const name = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaferswessenschafewarenwohlgepf'
    assert.equal(name.length, 100)
    const id = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: name, LastName: name })).Id
    const vacancy = await vacancyWithTeam(t, [], 'Long Names')
    assert.equal((await t.call('POST', `/v1/Candidates/${id}/Applications`, undefined, { VacancyId: vacancy })).statusCode, 201)
    assert.equal((await t.call('POST', `/v1/Candidates/${id}/Notes`, undefined, { Note: name })).statusCode, 201)
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await open(page, id)
    await page.getByRole('heading', { name: 'Notes' }).waitFor()
    await page.getByRole('button', { name: 'Anonymize…' }).click()
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      assert.equal(await scrollsSideways(page), false, `the page scrolls sideways at ${String(width)} px`)
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
      assert.ok(heading && heading.x + heading.width <= width, `the name stays within ${String(width)} px`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await fixture.checkScreen(page, 'candidate-long-name')
    await page.close()
  })

  test('no request left the machine and the policy held', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
