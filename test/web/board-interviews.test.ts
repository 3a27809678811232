import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()

/** A day three days ahead, as an `<input type=date>` holds it. */
function aDayAhead(): string {
  const day = new Date(Date.now() + 3 * 86_400_000)
  return `${String(day.getFullYear())}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

/**
 * The keys that type a date and a time into Chromium's date and time
 * fields, in the order of the browser's language (month first in en-US, day
 * first in en-GB), with AM or PM where its clock has them.
 */
function keysFor(page: Page, date: string, time: string): Promise<{ date: string; time: string }> {
  return page.evaluate(
    ([value, hhmm]) => {
      const [y, m, d] = value.split('-') as [string, string, string]
      const digits: Record<string, string> = { year: y, month: m, day: d }
      const order = new Intl.DateTimeFormat(navigator.language, { year: 'numeric', month: '2-digit', day: '2-digit' })
        .formatToParts(new Date(2000, 10, 22))
        .filter((p) => p.type in digits)
        .map((p) => digits[p.type])
      const twelve = new Intl.DateTimeFormat(navigator.language, { hour: 'numeric' }).resolvedOptions().hour12 === true
      const [h, min] = hhmm.split(':').map(Number) as [number, number]
      const hour = twelve ? ((h + 11) % 12) + 1 : h
      const clock = `${String(hour).padStart(2, '0')}${String(min).padStart(2, '0')}${twelve ? (h < 12 ? 'AM' : 'PM') : ''}`
      return { date: order.join(''), time: clock }
    },
    [date, time] as const,
  )
}

/** What the focused control says of itself: its own text, or that of its label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const at = document.activeElement
    if (!at) return ''
    const label = at.closest('label') ?? (at.id ? document.querySelector(`label[for="${at.id}"]`) : null)
    return (label ?? at).textContent?.replace(/\s+/g, ' ').trim() ?? ''
  })

/** Tab until the focused control says `text` (at most 40 presses): how a keyboard reaches a control. */
async function tabTo(page: Page, text: RegExp): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (text.test(await focused(page))) return
    await page.keyboard.press('Tab')
  }
  assert.fail(`the keyboard never reached ${String(text)} (last: ${await focused(page)})`)
}

/**
 * Scheduling an interview from a card of the pipeline board (SPEC C9 from
 * C4's board): the candidate page's form in a dialog, by keyboard alone,
 * offering the hiring team and the recruiters and admins; the card then
 * shows the interview in the viewer's time zone.
 */
describe('scheduling an interview from the board, in Chromium', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember
  let manager: ConsoleMember
  let outsider: ConsoleMember
  let vacancy: number
  let application: number

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    recruiter = await fixture.member('recruiter')
    manager = await fixture.member('hiring_manager')
    outsider = await fixture.member('hiring_manager')
    const names = json<Array<{ MemberId: number; Name: string }>>(await t.call('GET', '/v1/Directory'))
    assert.ok(names.some((m) => m.MemberId === outsider.id))
    vacancy = await vacancyWithTeam(t, [manager.id], 'Compiler Engineer')
    const candidate = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Grace', LastName: 'Hopper' })).Id
    application = json(await t.call('POST', `/v1/Candidates/${candidate}/Applications`, undefined, { VacancyId: vacancy })).Id
  })
  after(async () => {
    await fixture?.close()
  })

  const nameOf = async (id: number) =>
    json<Array<{ MemberId: number; Name: string }>>(await t.call('GET', '/v1/Directory?limit=1000')).find((m) => m.MemberId === id)!.Name
  const board = async (page: Page, email: string) => {
    await fixture.signIn(page, email)
    await page.goto(`${fixture.origin}/vacancies/${vacancy}/board`)
    await page.getByRole('heading', { name: 'Compiler Engineer: pipeline' }).waitFor()
  }

  test('a recruiter schedules from a card by keyboard alone; the service has the time typed, in UTC, and the interviewers chosen', async () => {
    const page = await fixture.newPage()
    await board(page, recruiter.email)
    // From the top of the page, as a keyboard gets there.
    await page.getByRole('button', { name: 'Schedule interview for Grace Hopper' }).waitFor()
    await tabTo(page, /^Schedule interview for Grace Hopper$/)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Schedule an interview with Grace Hopper' })
    await dialog.waitFor()
    // The focus starts on the form's first field.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'date')

    // Offered: the hiring team and every recruiter and admin; a hiring manager off the team is not.
    const offered = await dialog.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value))
    assert.ok(offered.includes(String(manager.id)) && offered.includes(String(recruiter.id)), offered.join())
    assert.ok(!offered.includes(String(outsider.id)), offered.join())
    assert.equal(await dialog.getByRole('checkbox', { name: new RegExp(await nameOf(outsider.id)) }).count(), 0)
    await fixture.checkScreen(page, 'board-schedule')

    const day = aDayAhead()
    const keys = await keysFor(page, day, '10:30')
    // An hour unless changed.
    assert.equal(await dialog.getByLabel('Length').inputValue(), '60')
    await page.keyboard.type(keys.date)
    await tabTo(page, /^Time/)
    await page.keyboard.type(keys.time)
    await tabTo(page, /^Length/)
    await page.keyboard.type('45')
    assert.equal(await dialog.getByLabel('Length').inputValue(), '45')
    // The interviewers in the order offered (the directory's, oldest first): the recruiter, then the hiring manager.
    await tabTo(page, new RegExp(`^${await nameOf(recruiter.id)} \\(`))
    await page.keyboard.press('Space')
    await tabTo(page, new RegExp(`^${await nameOf(manager.id)} \\(`))
    await page.keyboard.press('Space')
    await tabTo(page, /^Location or video link/)
    await page.keyboard.type('Room 7; 3rd floor, north')
    await tabTo(page, /^Schedule$/)
    await page.keyboard.press('Enter')

    await dialog.waitFor({ state: 'hidden' })
    const card = page.locator(`[data-app="${String(application)}"]`)
    await card.getByText(/^Interview scheduled: /).waitFor()
    await page.getByRole('status').filter({ hasText: 'Interview with Grace Hopper scheduled: ' }).waitFor()
    // Back on the card, ready for the next thing.
    await page.waitForFunction(() => document.activeElement?.classList.contains('card-schedule') ?? false)
    assert.match(await focused(page), /^Schedule interview for Grace Hopper$/)

    const interviews = json<any[]>(await t.call('GET', `/v1/Applications/${application}/Interviews`))
    assert.equal(interviews.length, 1)
    const [interview] = interviews
    // Typed in the browser's time zone, stored in UTC.
    assert.equal(interview.StartDate, new Date(`${day}T10:30`).toISOString())
    assert.equal(Date.parse(interview.EndDate) - Date.parse(interview.StartDate), 45 * 60_000)
    assert.deepEqual(
      interview.InterviewerIds,
      [recruiter.id, manager.id].sort((a, b) => a - b),
    )
    assert.equal(interview.Location, 'Room 7; 3rd floor, north')
    assert.equal(interview.Status, 'scheduled')
    // The card says when, as the viewer's clock reads it.
    const shown = await card.getByText(/^Interview scheduled: /).textContent()
    const local = await page.evaluate(
      (start) => new Date(start).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }),
      interview.StartDate as string,
    )
    assert.ok(shown?.includes(local), `${shown ?? ''} names ${local}`)
    await fixture.checkScreen(page, 'board-scheduled')
  })

  test('Escape and Cancel close the dialog with nothing scheduled, the focus back on the card', async () => {
    const before = json<any[]>(await t.call('GET', `/v1/Applications/${application}/Interviews`)).length
    const page = await fixture.newPage()
    await board(page, recruiter.email)
    const open = page.getByRole('button', { name: 'Schedule interview for Grace Hopper' })
    const dialog = page.getByRole('dialog', { name: 'Schedule an interview with Grace Hopper' })
    const backOnCard = () => page.waitForFunction(() => document.activeElement?.classList.contains('card-schedule') ?? false)

    await open.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await backOnCard()

    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await tabTo(page, /^Cancel$/)
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await backOnCard()
    assert.equal(json<any[]>(await t.call('GET', `/v1/Applications/${application}/Interviews`)).length, before)
  })

  test('a refusal shows in the dialog, which stays open with what was typed', async () => {
    const page = await fixture.newPage()
    await board(page, recruiter.email)
    await page.getByRole('button', { name: 'Schedule interview for Grace Hopper' }).click()
    const dialog = page.getByRole('dialog', { name: 'Schedule an interview with Grace Hopper' })
    await dialog.getByLabel('Date').fill(aDayAhead())
    await dialog.getByLabel('Time').fill('09:00')
    // No interviewer chosen: the service refuses (C9: 1..20 interviewers).
    const count = json<any[]>(await t.call('GET', `/v1/Applications/${application}/Interviews`)).length
    await dialog.getByRole('button', { name: 'Schedule' }).click()
    await dialog.getByRole('alert').waitFor()
    assert.ok(await dialog.isVisible())
    assert.equal(await dialog.getByLabel('Time').inputValue(), '09:00')
    assert.equal(json<any[]>(await t.call('GET', `/v1/Applications/${application}/Interviews`)).length, count)
  })

  test('a hiring manager schedules on its own vacancy’s board; another hiring manager’s view of that board has no card to schedule', async () => {
    const page = await fixture.newPage()
    await board(page, manager.email)
    await page.getByRole('button', { name: 'Schedule interview for Grace Hopper' }).click()
    const dialog = page.getByRole('dialog', { name: 'Schedule an interview with Grace Hopper' })
    await dialog.getByLabel('Date').fill(aDayAhead())
    await dialog.getByLabel('Time').fill('15:00')
    await dialog.getByRole('checkbox', { name: new RegExp(await nameOf(manager.id)) }).check()
    await dialog.getByRole('button', { name: 'Schedule' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const mine = json<any[]>(await t.call('GET', `/v1/Members/${manager.id}/Interviews`, manager.token))
    assert.ok(
      mine.some((i) => i.ApplicationId === application && i.StartDate === new Date(`${aDayAhead()}T15:00`).toISOString()),
      JSON.stringify(mine),
    )

    const other = await fixture.newPage()
    await board(other, outsider.email)
    await other.getByText('You are not on this vacancy’s hiring team, so its applications are not shown to you.').waitFor()
    assert.equal(await other.getByRole('button', { name: /^Schedule interview/ }).count(), 0)
  })

  test('a directory that could not be read says so, rather than offering a form without interviewers', async () => {
    const page = await fixture.newPage()
    await board(page, recruiter.email)
    const refuse = { status: 503, contentType: 'application/problem+json', body: JSON.stringify({ detail: 'Try again later.' }) }
    await page.route(/\/v1\/Directory(\?|$)/, (route) => route.fulfill(refuse))
    await page.getByRole('button', { name: 'Schedule interview for Grace Hopper' }).click()
    await page.getByRole('status').filter({ hasText: 'Try again later.' }).waitFor()
    assert.equal(await page.getByRole('dialog').count(), 0)
    await page.close()
  })

  test('no page asked another host for anything, nor broke the content security policy', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
