import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()
const PAGE = 50

/**
 * The pipeline board of a large vacancy in a real browser: each column read
 * a page at a time, the rest reached by its "Show more" button, and each
 * card with its candidate's flags and how long ago it changed.
 */
describe('the board a page at a time, in Chromium', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember

  /** `count` active applications to `vacancy` in `stageId`, oldest first; answers their ids and candidates. */
  const applications = async (vacancy: number, stageId: number, count: number, name: string) => {
    const made: Array<{ id: number; candidate: number }> = []
    for (let i = 0; i < count; i++) {
      const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: name, LastName: `Number ${String(i + 1)}` }))
        .Id as number
      const res = await t.call('POST', `/v1/Candidates/${c}/Applications`, undefined, { VacancyId: vacancy, StageId: stageId })
      assert.equal(res.statusCode, 201, res.body)
      made.push({ id: json(res).Id, candidate: c })
    }
    return made
  }
  const stagesOf = async (vacancy: number) =>
    json<Array<{ Id: number; Name: string }>>(await t.call('GET', `/v1/Vacancies/${vacancy}/Stages`))
  const heading = (page: Page, stage: string) => page.getByRole('heading', { name: new RegExp(`^${stage} \\(`) }).textContent()
  const cardIds = (page: Page) => page.locator('.card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.app))

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    recruiter = await fixture.member('recruiter')
  })
  after(async () => {
    await fixture?.close()
  })

  test('a column of 120 shows 50, then the rest by its "Show more", by keyboard, reading names and flags once per page', async () => {
    const vacancy = await vacancyWithTeam(t, [], 'Reactor Physics')
    const stages = await stagesOf(vacancy)
    const [applied, screening] = [stages[0]!, stages[1]!]
    const many = await applications(vacancy, applied.Id, 120, 'Applicant')
    await applications(vacancy, screening.Id, 3, 'Screened')
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    const reads: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/v1/')) reads.push(url.pathname)
    })
    await page.goto(`${fixture.origin}/vacancies/${vacancy}/board`)
    const column = page.getByRole('list', { name: 'Applied applications' })
    await column.getByRole('listitem').first().waitFor()
    assert.equal(await column.getByRole('listitem').count(), PAGE)
    assert.equal(await page.getByRole('list', { name: 'Screening applications' }).getByRole('listitem').count(), 3)
    assert.equal(await heading(page, 'Applied'), `Applied (${PAGE} shown, more)`)
    assert.equal(await heading(page, 'Screening'), 'Screening (3)')
    await page
      .getByRole('status')
      .filter({ hasText: `${PAGE + 3} active applications shown` })
      .waitFor()
    // A column with every card drawn has no button.
    assert.equal(await page.getByRole('button', { name: 'Show more Screening applications' }).count(), 0)
    await fixture.checkScreen(page, 'board-paged')

    // The keyboard's way: the column's button, then the focus on the first card it brought.
    await page.getByRole('button', { name: 'Show more Applied applications' }).focus()
    await page.keyboard.press('Enter')
    await column
      .getByRole('listitem')
      .nth(2 * PAGE - 1)
      .waitFor()
    await page.waitForFunction((id) => document.activeElement?.closest('li')?.dataset.app === id, String(many[PAGE]!.id))
    // The board has announced the page it drew before the mouse asks for the next one.
    await page
      .getByRole('status')
      .filter({ hasText: `${2 * PAGE + 3} active applications shown` })
      .waitFor()
    await page.getByRole('button', { name: 'Show more Applied applications' }).click()
    await column.getByRole('listitem').nth(119).waitFor()
    await page.getByRole('button', { name: 'Show more Applied applications' }).waitFor({ state: 'detached' })
    assert.equal(await heading(page, 'Applied'), 'Applied (120)')
    await page.getByRole('status').filter({ hasText: '123 active applications.' }).waitFor()
    const ids = await cardIds(page)
    assert.equal(ids.length, 123)
    assert.equal(new Set(ids).size, 123)
    const links = await column.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    assert.deepEqual(
      links,
      many.map((m) => `/candidates/${m.candidate}`),
    )

    // Per page of cards, one read of names and one of flags; never a read per card.
    const count = (path: string) => reads.filter((p) => p === path).length
    assert.equal(count('/v1/Candidates'), 4)
    assert.equal(count('/v1/QualityFlags'), 4)
    assert.equal(reads.filter((p) => /^\/v1\/Candidates\/\d+/.test(p)).length, 0)
    // The cards' interviews and scorecards come with each page of cards (GET .../Board), never read per card.
    assert.ok(count(`/v1/Vacancies/${vacancy}/Board`) >= 4)
    assert.equal(reads.filter((p) => /^\/v1\/(Applications|Interviews)\/\d+/.test(p)).length, 0)
    await page.close()
  })

  test('a card moved between two partly read columns counts once in each, and is not drawn twice when the rest comes', async () => {
    const vacancy = await vacancyWithTeam(t, [], 'Orbital Mechanics')
    const stages = await stagesOf(vacancy)
    const [applied, screening] = [stages[0]!, stages[1]!]
    // Screening's applications are older: the card moved there from Applied lies past Screening's first page.
    await applications(vacancy, screening.Id, 60, 'Screened')
    const applying = await applications(vacancy, applied.Id, 60, 'Applying')
    const moved = applying[0]!
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/vacancies/${vacancy}/board`)
    const name = 'Applying Number 1'
    const card = page.locator(`[data-app="${String(moved.id)}"]`)
    await card.getByRole('button', { name: `Move, hire or reject ${name}`, exact: true }).click()
    await card.getByLabel(`Move ${name} to`).selectOption({ label: 'Screening' })
    await card.getByRole('button', { name: `Move ${name}`, exact: true }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `${name} moved to Screening.` })
      .waitFor()
    assert.equal(await heading(page, 'Applied'), `Applied (${PAGE - 1} shown, more)`)
    assert.equal(await heading(page, 'Screening'), `Screening (${PAGE + 1} shown, more)`)
    assert.equal(json(await t.call('GET', `/v1/Applications/${moved.id}`)).StageId, screening.Id)

    for (const stage of ['Screening', 'Applied']) {
      await page.getByRole('button', { name: `Show more ${stage} applications` }).click()
      await page.getByRole('button', { name: `Show more ${stage} applications` }).waitFor({ state: 'detached' })
    }
    assert.equal(await heading(page, 'Screening'), 'Screening (61)')
    assert.equal(await heading(page, 'Applied'), 'Applied (59)')
    const ids = await cardIds(page)
    assert.equal(ids.length, 120)
    assert.equal(new Set(ids).size, 120)
    assert.equal(await page.locator(`[data-app="${String(moved.id)}"]`).count(), 1)
    await page.close()
  })

  test("a card shows its candidate's flags in words and how long ago it changed, the exact time in its <time>", async () => {
    const vacancy = await vacancyWithTeam(t, [], 'Heat Shields')
    const [applied] = await stagesOf(vacancy)
    const [loved, doubted, plain] = await applications(vacancy, applied!.Id, 3, 'Flagged')
    for (const [who, FlagType] of [
      [loved!, 1],
      [loved!, 1],
      [doubted!, 2],
      [doubted!, 1],
    ] as const)
      assert.equal(
        (await t.call('POST', `/v1/Candidates/${who.candidate}/QualityFlags`, undefined, { FlagType, Note: '' })).statusCode,
        201,
      )
    const updated = json(await t.call('GET', `/v1/Applications/${loved!.id}`)).UpdatedDate as string
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    // The page's clock three days and an hour past the change: the card says so, whatever the time of the run.
    await page.clock.setFixedTime(Date.parse(updated) + 3 * 86_400_000 + 3_600_000)
    await page.goto(`${fixture.origin}/vacancies/${vacancy}/board`)
    const card = (who: { id: number }) => page.locator(`[data-app="${String(who.id)}"]`)
    await card(loved!).waitFor()
    assert.deepEqual(await card(loved!).locator('.flag').allTextContents(), ['Favorite'])
    assert.deepEqual(await card(doubted!).locator('.flag').allTextContents(), ['Favorite', 'Undesirable'])
    assert.equal(await card(plain!).locator('.flag').count(), 0)
    const time = card(loved!).locator('time')
    assert.equal(await time.getAttribute('datetime'), updated)
    assert.equal(await time.textContent(), '3 days ago')
    assert.match((await card(loved!).textContent()) ?? '', /Flagged Number 1Favoritechanged 3 days ago/)
    await fixture.checkScreen(page, 'board-flags')
    await page.close()
  })
})
