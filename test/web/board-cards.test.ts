import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { hoursFromNow, plusMinutes, schedule, writeScorecard } from '../helpers/interviews.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()

const SUBMIT = { Ratings: [], Recommendation: 'yes', Notes: '', Submit: true }

/**
 * The pipeline board as it is read (SPEC C4's board with C9): after a
 * reload each card shows its next interview and its scorecards submitted of
 * those expected; the applications that left the board have a view of their
 * own; a hire asks first; a hiring manager finds its own vacancies first
 * and is told, on another team's board and report, that it is not on the
 * team; a new vacancy opens at its hiring team.
 */
describe('the pipeline board and vacancies in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember
  let manager: ConsoleMember
  let other: ConsoleMember
  let vacancy: number
  let elsewhere: number
  const apps: Record<string, number> = {}
  let next: { StartDate: string; EndDate: string }

  const candidate = async (first: string, last: string, onto = vacancy) => {
    const id = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: first, LastName: last })).Id as number
    return json(await t.call('POST', `/v1/Candidates/${id}/Applications`, undefined, { VacancyId: onto })).Id as number
  }
  const board = async (page: Page, id = vacancy) => {
    await page.goto(`${fixture.origin}/vacancies/${String(id)}/board`)
    await page.getByRole('heading', { name: /: pipeline$/ }).waitFor()
  }

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    recruiter = await fixture.member('recruiter')
    manager = await fixture.member('hiring_manager')
    other = await fixture.member('recruiter')
    vacancy = await vacancyWithTeam(t, [manager.id], 'Flight Dynamics')
    elsewhere = await vacancyWithTeam(t, [other.id], 'Orbital Mechanics')
    apps.mary = await candidate('Mary', 'Jackson')
    apps.dorothy = await candidate('Dorothy', 'Vaughan')
    apps.annie = await candidate('Annie', 'Easley')
    apps.melba = await candidate('Melba', 'Mayo')
    apps.hidden = await candidate('Evelyn', 'Boyd', elsewhere)
    // Mary: an interview yesterday (the recruiter and the manager; the recruiter submitted) and one tomorrow.
    const start = hoursFromNow(-26)
    const past = await schedule(t, apps.mary, [recruiter.id, manager.id], { StartDate: start, EndDate: plusMinutes(start, 60) })
    assert.equal((await writeScorecard(t, past.Id, recruiter.token, SUBMIT)).statusCode, 200)
    next = await schedule(t, apps.mary, [recruiter.id], { StartDate: hoursFromNow(24) })
    // Closed ones: Dorothy rejected with a reason, Annie hired, Melba withdrawn.
    assert.equal(
      (await t.call('POST', `/v1/Applications/${apps.dorothy}/Reject`, undefined, { Reason: 'Chose another team' })).statusCode,
      200,
    )
    assert.equal((await t.call('POST', `/v1/Applications/${apps.annie}/Hire`)).statusCode, 200)
    assert.equal((await t.call('POST', `/v1/Applications/${apps.melba}/Withdraw`, undefined, {})).statusCode, 200)
  })
  after(async () => {
    await fixture?.close()
  })

  test('after a reload a card shows its next interview and its scorecards, read from the service', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await board(page)
    await page.reload()
    const card = page.locator(`[data-app="${String(apps.mary)}"]`)
    // The time as the browser writes it, in its own zone.
    const shown = await page.evaluate(
      ([s, e]) =>
        `${new Date(s).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}, ${[s, e]
          .map((d) => new Date(d).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }))
          .join('–')}`,
      [next.StartDate, next.EndDate] as const,
    )
    await card.getByText(`Interview scheduled: ${shown}`).waitFor()
    // The recruiter still owes its judgement on tomorrow's interview: it counts its own only (SPEC C9).
    await card.getByText('1/2 scorecards').waitFor()
    // Only the active applications are cards.
    assert.equal(await page.getByRole('link', { name: 'Dorothy Vaughan' }).count(), 0)
    await fixture.checkScreen(page, 'board-cards')
    await page.close()

    // An admin, who sits on nothing, counts both once the manager has submitted.
    const [interview] = json<any[]>(await t.call('GET', `/v1/Applications/${apps.mary}/Interviews`))
    assert.equal((await writeScorecard(t, interview.Id, manager.token, SUBMIT)).statusCode, 200)
    const admin = await fixture.member('admin')
    const adminPage = await fixture.newPage()
    await fixture.signIn(adminPage, admin.email)
    await board(adminPage)
    await adminPage
      .locator(`[data-app="${String(apps.mary)}"]`)
      .getByText('2/2 scorecards')
      .waitFor()
    await adminPage.close()
  })

  test('the rejected, withdrawn and hired applications of a vacancy have a view of their own, reopened from there', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await board(page)
    await page.getByRole('link', { name: 'Rejected, withdrawn and hired' }).click()
    await page.getByRole('heading', { name: 'Flight Dynamics: rejected, withdrawn and hired' }).waitFor()
    const rejected = page.getByRole('list', { name: 'Rejected applications' })
    await rejected.getByRole('link', { name: 'Dorothy Vaughan' }).waitFor()
    await rejected.getByText('“Chose another team”').waitFor()
    assert.equal(await rejected.getByRole('link', { name: 'Annie Easley' }).count(), 0)
    await fixture.checkScreen(page, 'closed-applications')

    const views = page.getByRole('navigation', { name: 'Which applications' })
    await views.getByRole('link', { name: 'Hired' }).click()
    await page.getByRole('list', { name: 'Hired applications' }).getByRole('link', { name: 'Annie Easley' }).waitFor()
    assert.equal(await views.getByRole('link', { name: 'Hired' }).getAttribute('aria-current'), 'page')
    // The view is in the address: a reload keeps it.
    await page.reload()
    await page.getByRole('list', { name: 'Hired applications' }).getByRole('link', { name: 'Annie Easley' }).waitFor()
    await views.getByRole('link', { name: 'Withdrawn' }).click()
    await page.getByRole('list', { name: 'Withdrawn applications' }).getByRole('link', { name: 'Melba Mayo' }).waitFor()

    await page.getByRole('button', { name: 'Reopen Melba Mayo' }).click()
    await page.getByRole('status').filter({ hasText: 'Melba Mayo is back on the board.' }).waitFor()
    await page.getByText('No withdrawn applications.').waitFor()
    assert.equal(json(await t.call('GET', `/v1/Applications/${apps.melba}`)).Status, 'active')
    await page.close()
  })

  test('Hire asks first: "Not yet" and Escape change nothing, "Hire" hires', async () => {
    const katherine = await candidate('Katherine', 'Johnson')
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await board(page)
    const controls = page.getByRole('button', { name: 'Move, hire or reject Katherine Johnson' })
    await controls.click()
    await page.getByRole('button', { name: 'Hire… Katherine Johnson' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Hire Katherine Johnson?' })
    await dialog.waitFor()
    await dialog.getByText('leaves the board as hired').waitFor()
    // The focus starts on the button that changes nothing.
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Not yet')
    await fixture.checkScreen(page, 'board-hire-confirm')
    await dialog.getByRole('button', { name: 'Not yet' }).click()
    await dialog.waitFor({ state: 'hidden' })
    assert.equal(json(await t.call('GET', `/v1/Applications/${katherine}`)).Status, 'active')
    await page.getByRole('button', { name: 'Hire… Katherine Johnson' }).click()
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    assert.equal(json(await t.call('GET', `/v1/Applications/${katherine}`)).Status, 'active')
    assert.equal(await page.getByRole('link', { name: 'Katherine Johnson' }).count(), 1)

    await page.getByRole('button', { name: 'Hire… Katherine Johnson' }).click()
    await dialog.getByRole('button', { name: 'Hire', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Katherine Johnson was hired.' }).waitFor()
    assert.equal(json(await t.call('GET', `/v1/Applications/${katherine}`)).Status, 'hired')
    assert.equal(await page.getByRole('link', { name: 'Katherine Johnson' }).count(), 0)
    await page.close()
  })

  test("a hiring manager's own vacancies come first, marked; another team's board and report say it is not on the team", async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, manager.email)
    await page.goto(`${fixture.origin}/vacancies`)
    const mine = page.getByRole('list', { name: 'Your vacancies' })
    await mine.getByRole('link', { name: 'Flight Dynamics', exact: true }).waitFor()
    await mine.getByText('Your team').waitFor()
    const others = page.getByRole('list', { name: 'Other vacancies' })
    await others.getByRole('link', { name: 'Orbital Mechanics', exact: true }).waitFor()
    assert.equal(await others.getByText('Your team').count(), 0)
    // Its own come first on the screen.
    const order = await page.getByRole('heading', { level: 2 }).allTextContents()
    assert.deepEqual(order.slice(0, 2), ['Your vacancies', 'Other vacancies'])
    await fixture.checkScreen(page, 'vacancies-hiring-manager')

    await others.getByRole('link', { name: 'Orbital Mechanics', exact: true }).click()
    await page.getByRole('heading', { name: 'Orbital Mechanics: pipeline' }).waitFor()
    await page.getByText('You are not on this vacancy’s hiring team, so its applications are not shown to you.').waitFor()
    assert.equal(await page.getByText('0 active applications').count(), 0)
    assert.equal(await page.locator('.error').count(), 0)
    await fixture.checkScreen(page, 'board-not-on-team')

    await page.goto(`${fixture.origin}/reports?vacancy=${String(elsewhere)}`)
    await page.getByRole('heading', { name: 'Funnel of Orbital Mechanics' }).waitFor()
    await page.getByText('You are not on this vacancy’s hiring team, so its applications').waitFor()
    assert.equal(await page.getByText(/No vacancy has the id/).count(), 0)

    // Its own board is as before.
    await board(page)
    await page.getByRole('link', { name: 'Mary Jackson' }).waitFor()
    assert.equal(await page.getByText('You are not on this vacancy’s hiring team').count(), 0)
    await page.close()
  })

  test('opening a vacancy lands on its settings, at the hiring team, which is then saved', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/vacancies`)
    await page.getByLabel('New vacancy title').fill('Trajectory Analyst')
    await page.getByRole('button', { name: 'Open vacancy' }).click()
    await page.getByRole('heading', { name: 'Trajectory Analyst', level: 1 }).waitFor()
    assert.match(page.url(), /\/vacancies\/\d+\?new=1$/)
    await page.waitForFunction(() => document.activeElement?.id === 'hiring-team')
    await page.getByText('The vacancy is open. Choose who is on its hiring team').waitFor()
    await fixture.checkScreen(page, 'vacancy-new')
    const id = Number(/\/vacancies\/(\d+)/.exec(page.url())?.[1])
    const form = page.getByRole('form', { name: 'Hiring team' })
    const managerName = json<Array<{ Id: number; Name: string }>>(await t.call('GET', '/v1/Members?limit=1000')).find(
      (m) => m.Id === manager.id,
    )!.Name
    await form.getByRole('checkbox', { name: new RegExp(`^${managerName} `) }).check()
    await form.getByRole('button', { name: 'Save the team' }).click()
    await page.getByRole('status').filter({ hasText: 'Hiring team saved.' }).waitFor()
    assert.deepEqual(
      json<any[]>(await t.call('GET', `/v1/Vacancies/${String(id)}/HiringTeam`)).map((m) => m.MemberId),
      [manager.id],
    )
    await page.close()
  })

  test('no request left the machine and the policy held', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
