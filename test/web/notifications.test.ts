import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { hoursFromNow, plusMinutes } from '../helpers/interviews.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()

/**
 * Notifications in the console (SPEC C18): the unread count in the
 * navigation, the notifications screen with what each is about, marking one
 * and all read, and the board's mark on applications not seen yet.
 */
describe('notifications in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let manager: ConsoleMember
  let vacancy: number
  const applied: Array<{ candidateId: number; applicationId: number }> = []

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    manager = await fixture.member('hiring_manager')
    vacancy = await vacancyWithTeam(t, [manager.id], 'Site Reliability Engineer')
    assert.equal(
      (
        await t.call('PUT', `/v1/Vacancies/${vacancy}`, undefined, {
          Published: true,
          Location: 'Berlin',
          Description: 'A job worth having.',
        })
      ).statusCode,
      200,
    )
    for (const [first, last] of [
      ['Grace', 'Hopper'],
      ['Katherine', 'Johnson'],
    ] as const) {
      const email = `${first.toLowerCase()}@example.com`
      const res = await applyTo(t, vacancy, applicationParts(applicantFields({ FirstName: first, LastName: last, Email: email })))
      assert.equal(res.statusCode, 201, res.body)
      const [candidate] = json<Array<{ Id: number }>>(await t.call('GET', `/v1/Candidates?q=${last}`))
      const [application] = json<Array<{ Id: number }>>(await t.call('GET', `/v1/Candidates/${candidate!.Id}/Applications`))
      applied.push({ candidateId: candidate!.Id, applicationId: application!.Id })
    }
    const start = hoursFromNow(50)
    const interview = await t.call('POST', `/v1/Applications/${applied[0]!.applicationId}/Interviews`, undefined, {
      StartDate: start,
      EndDate: plusMinutes(start, 45),
      InterviewerIds: [manager.id],
    })
    assert.equal(interview.statusCode, 201, interview.body)
  })
  after(async () => {
    await fixture?.close()
  })

  test('the count in the navigation, the new applications marked on the board, the list with what each is about', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, manager.email)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Notifications 3 unread' }).waitFor()

    await page.goto(`${fixture.origin}/vacancies/${vacancy}/board`)
    const card = (id: number) => page.locator(`[data-app="${id}"]`)
    await card(applied[0]!.applicationId).getByText('New', { exact: true }).waitFor()
    await card(applied[1]!.applicationId).getByText('New', { exact: true }).waitFor()
    await fixture.checkScreen(page, 'board-new-applications')

    await nav.getByRole('link', { name: /^Notifications/ }).click()
    await page.getByRole('heading', { name: 'Notifications' }).waitFor()
    const list = page.locator('ul.notifications > li')
    const said = page.locator('ul.notifications > li > p:first-child')
    await said.getByText('Grace Hopper applied for Site Reliability Engineer.').waitFor()
    await said.getByText('Katherine Johnson applied for Site Reliability Engineer.').waitFor()
    await said.getByText(/^New You are on the interview with Grace Hopper for Site Reliability Engineer on /).waitFor()
    assert.equal(await list.count(), 3)
    // Newest first: the interview, then Katherine's application, then Grace's.
    assert.match((await list.nth(0).textContent()) ?? '', /interview with Grace Hopper/)
    assert.match((await list.nth(2).textContent()) ?? '', /Grace Hopper applied/)
    await fixture.checkScreen(page, 'notifications')
  })

  test('one marked read, an application seen by opening its candidate, then all marked read', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, manager.email)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await page.goto(`${fixture.origin}/notifications`)
    await page.locator('ul.notifications > li > p:first-child').getByText('Grace Hopper applied for Site Reliability Engineer.').waitFor()
    await page.getByRole('button', { name: /^Mark as read\W+Grace Hopper applied for Site Reliability Engineer\.$/ }).click()
    await page.getByRole('status').getByText('Marked read.').waitFor()
    await nav.getByRole('link', { name: 'Notifications 2 unread' }).waitFor()
    assert.equal(await page.getByRole('button', { name: /^Mark as read\W/ }).count(), 2)

    // Katherine's page opened: her application is seen, and no longer new on the board.
    await page.getByRole('link', { name: 'Open the candidate Katherine Johnson' }).click()
    await page.getByRole('heading', { name: 'Katherine Johnson' }).waitFor()
    await nav.getByRole('link', { name: 'Notifications 1 unread' }).waitFor()
    await page.goto(`${fixture.origin}/vacancies/${vacancy}/board`)
    await page.locator(`[data-app="${applied[0]!.applicationId}"]`).waitFor()
    assert.equal(await page.locator(`[data-app="${applied[1]!.applicationId}"] .card-new`).count(), 0)

    await nav.getByRole('link', { name: /^Notifications/ }).click()
    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await page.getByRole('status').getByText('Every notification is marked read.').waitFor()
    await nav.getByRole('link', { name: 'Notifications', exact: true }).waitFor()
    assert.equal(await page.getByRole('button', { name: /^Mark as read\W/ }).count(), 0)
    await page.getByRole('checkbox', { name: 'Unread only' }).check()
    await page.getByText('No unread notifications.').waitFor()
    const left = json<unknown[]>(await t.call('GET', `/v1/Members/${manager.id}/Notifications?Unread=true`, manager.token))
    assert.deepEqual(left, [])
    await fixture.checkScreen(page, 'notifications-read')
  })

  test('no request left the service, no CSP violation', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
