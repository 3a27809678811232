import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()

/**
 * A candidate's activity on its page (web/src/activity/): each event a
 * sentence naming who did what, read again after a change made on the page,
 * a page at a time, and only what the member may read.
 */
describe('a candidate’s activity in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let rita: ConsoleMember // recruiter, signs in
  let tom: { id: number; token: string } // recruiter, through the API
  let manager: ConsoleMember
  let vacancy: number

  const send = async (method: 'POST' | 'PUT', url: string, token: string, body: unknown) => {
    const res = await t.call(method, url, token, body)
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.body}`)
    return json(res)
  }
  const lines = (page: Page) => page.getByRole('list', { name: 'Activity' }).getByRole('listitem').allTextContents()
  /** The sentences, without the time after them. */
  const sentences = (page: Page) => page.getByRole('list', { name: 'Activity' }).getByRole('listitem').locator('span').allTextContents()

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    rita = await fixture.member('recruiter')
    manager = await fixture.member('hiring_manager')
    tom = await t.member('recruiter')
    vacancy = await vacancyWithTeam(t, [manager.id], 'Backend Engineer')
  })
  after(() => fixture.close())

  test('sentences of who did what; a move made by keyboard shows at once; private notes of others absent', async () => {
    const cid = (await send('POST', '/v1/Candidates', tom.token, { FirstName: 'Ada', LastName: 'Lovelace' })).Id as number
    await send('POST', `/v1/Candidates/${String(cid)}/Applications`, tom.token, { VacancyId: vacancy })
    await send('POST', `/v1/Candidates/${String(cid)}/Notes`, tom.token, { Note: 'Mine alone', Private: true })
    await send('POST', `/v1/Candidates/${String(cid)}/Notes`, tom.token, { Note: 'For the team', SendToHiringTeam: true })
    await send('POST', `/v1/Candidates/${String(cid)}/QualityFlags`, tom.token, { FlagType: 1, Note: 'Sharp' })
    const tomName = json<Array<{ MemberId: number; Name: string }>>(await t.call('GET', '/v1/Directory')).find(
      (m) => m.MemberId === tom.id,
    )!.Name

    const page = await fixture.newPage()
    await fixture.signIn(page, rita.email)
    await page.goto(`${fixture.origin}/candidates/${String(cid)}`)
    await page.getByRole('heading', { name: 'Activity' }).waitFor()
    // Names come from the member directory, read apart: until it answers an actor is "A former member".
    await page.getByRole('list', { name: 'Activity' }).getByText(`${tomName} added the candidate`, { exact: true }).waitFor()
    assert.deepEqual(await sentences(page), [
      `${tomName} added the candidate`,
      `${tomName} added the candidate to Backend Engineer`,
      `${tomName} added a note for the hiring team`,
      `${tomName} flagged the candidate as Favorite: Sharp`,
    ])
    assert.match((await lines(page))[0]!, /just now$/)

    // Moved by keyboard: the stage list, an arrow down, then its button.
    await page.getByLabel('Stage of the application to Backend Engineer').focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    const activity = page.getByRole('list', { name: 'Activity' })
    await activity.getByText('You moved the application for Backend Engineer to Screening').waitFor()
    await fixture.checkScreen(page, 'candidate-activity')
    await page.close()

    // The hiring manager reads the same story: its vacancy's application, the note sent to its team.
    const ritaName = json<Array<{ MemberId: number; Name: string }>>(await t.call('GET', '/v1/Directory')).find(
      (m) => m.MemberId === rita.id,
    )!.Name
    const hm = await fixture.newPage()
    await fixture.signIn(hm, manager.email)
    await hm.goto(`${fixture.origin}/candidates/${String(cid)}`)
    await hm.getByRole('list', { name: 'Activity' }).getByText(`${tomName} added the candidate`, { exact: true }).waitFor()
    assert.deepEqual(await sentences(hm), [
      `${tomName} added the candidate`,
      `${tomName} added the candidate to Backend Engineer`,
      `${tomName} added a note for the hiring team`,
      `${tomName} flagged the candidate as Favorite: Sharp`,
      `${ritaName} moved the application for Backend Engineer to Screening`,
    ])
    await hm.close()
  })

  test('a long story a page at a time: "Show more" by keyboard reads the next page', async () => {
    const cid = (await send('POST', '/v1/Candidates', tom.token, { FirstName: 'Grace', LastName: 'Hopper' })).Id as number
    for (let i = 0; i < 60; i++) await send('POST', `/v1/Candidates/${String(cid)}/Notes`, tom.token, { Note: `Note ${String(i)}` })
    const page = await fixture.newPage()
    await fixture.signIn(page, rita.email)
    await page.goto(`${fixture.origin}/candidates/${String(cid)}`)
    await page.getByRole('list', { name: 'Activity' }).waitFor()
    assert.equal((await lines(page)).length, 50)
    const more = page.getByRole('button', { name: 'Show more activity' })
    await more.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.querySelectorAll('.activity > li').length === 61)
    assert.equal(await more.count(), 0)
    await page.close()
  })
})
