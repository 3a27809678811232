import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { makePdf } from '../../src/demo/pdf-file.js'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { uploadRaw, waitFor } from '../helpers/documents.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()

/**
 * The candidates screen's search box on GET /v1/Search (SPEC C5): words of a
 * CV, of a note, of a name without its accents, each match shown with its
 * field and its words marked; only what the member may read; "Show more" on
 * the search's cursor; a search kept in the URL.
 */
describe('search in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember
  let manager: ConsoleMember
  let grace: number

  const candidate = async (FirstName: string, LastName: string) =>
    json(await t.call('POST', '/v1/Candidates', undefined, { FirstName, LastName })).Id as number
  const note = async (candidateId: number, body: Record<string, unknown>, token?: string) => {
    const res = await t.call('POST', `/v1/Candidates/${String(candidateId)}/Notes`, token, body)
    assert.equal(res.statusCode, 201, res.body)
  }
  const results = (page: Page) => page.getByRole('list', { name: 'Candidates' })

  async function searchFor(page: Page, words: string) {
    await page.getByLabel('Search by name, email, CV or note').fill(words)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === words)
  }

  before(async () => {
    fixture = await startConsole({ jobPollMs: 20 })
    t = fixture.t
    recruiter = await fixture.member('recruiter')
    manager = await fixture.member('hiring_manager')
    grace = await candidate('Grace', 'Hopper')
    const vacancy = await vacancyWithTeam(t, [manager.id], 'Compiler Engineer')
    await t.call('POST', `/v1/Candidates/${String(grace)}/Applications`, undefined, { VacancyId: vacancy })
    const cv = makePdf({ title: 'Curriculum Vitae', lines: ['Grace Hopper', 'COBOL compiler pioneer', 'Arlington, Virginia'] })
    const upload = await uploadRaw(t, grace, cv, { disposition: 'attachment; filename="hopper.pdf"' })
    assert.equal(upload.statusCode, 201, upload.body)
    const documentId = json<{ Id: string }>(upload).Id
    // Searchable once its text is read: the text answers 200 then.
    await waitFor(async () => (await t.call('GET', `/v1/document/${documentId}/Text`)).statusCode === 200, 'the text of the CV to be read')
    await note(grace, { Note: 'Brilliant <b>lecturer</b> on nanoseconds', SendToHiringTeam: true })
    await note(grace, { Note: 'Secret zeppelin enthusiast', Private: true }, recruiter.token)
    // Outside the manager's teams.
    const ada = await candidate('Ada', 'Lovelace')
    await note(ada, { Note: 'Wrote the first compiler of sorts' })
    await candidate('Jörg', 'Müller')
  })
  after(async () => {
    await fixture?.close()
  })

  test('a recruiter finds a candidate by a word of its CV and of a note, sees it marked, and follows the link', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await searchFor(page, 'cobol')
    const found = results(page).getByRole('listitem')
    // The plain list before the search shows Grace Hopper too: the marked word says the search answered.
    await results(page).locator('mark', { hasText: 'COBOL' }).first().waitFor()
    await found.first().getByRole('link', { name: 'Grace Hopper', exact: true }).waitFor()
    assert.equal(await found.count(), 1)
    const match = found.first().locator('.matches > div')
    assert.equal(await match.locator('dt').first().textContent(), 'CV')
    assert.equal(await match.locator('dd mark').first().textContent(), 'COBOL')
    await fixture.checkScreen(page, 'search')
    await match.locator('dd a').first().click()
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor()
    assert.equal(new URL(page.url()).pathname, `/candidates/${String(grace)}`)

    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get('q') === 'cobol')
    assert.equal(await page.getByLabel('Search by name, email, CV or note').inputValue(), 'cobol')
    await searchFor(page, 'nanoseconds')
    const byNote = results(page).getByRole('listitem').first()
    await byNote.locator('dt', { hasText: 'Note' }).waitFor()
    assert.equal(await byNote.locator('mark').textContent(), 'nanoseconds')
    // The note's text is shown as text: its tags are words, not elements.
    assert.equal(await byNote.locator('dd b').count(), 0)
    assert.match((await byNote.locator('dd').textContent()) ?? '', /<b>lecturer<\/b>/)
    // The recruiter's own private note is found by the recruiter.
    await searchFor(page, 'zeppelin')
    await results(page).locator('mark', { hasText: 'zeppelin' }).waitFor()
    assert.equal(await results(page).getByRole('listitem').count(), 1)
    await page.close()
  })

  test('a hiring manager finds neither a candidate outside its teams nor another member’s private note', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, manager.email)
    await searchFor(page, 'compiler')
    // The plain list before the search shows Grace Hopper too: the marked word says the search answered.
    await results(page)
      .locator('mark', { hasText: /compiler/i })
      .first()
      .waitFor()
    await results(page).getByRole('link', { name: 'Grace Hopper', exact: true }).waitFor()
    assert.equal(await results(page).getByRole('listitem').count(), 1)
    assert.equal(await page.getByText('Ada Lovelace').count(), 0)
    // The recruiter's own search finds both.
    const both = json<Array<{ LastName: string }>>(await t.call('GET', '/v1/Search?q=compiler', recruiter.token))
    assert.deepEqual(both.map((r) => r.LastName).sort(), ['Hopper', 'Lovelace'])

    await searchFor(page, 'zeppelin')
    await page.getByText('No candidate matches “zeppelin”.').waitFor()
    assert.equal(await page.getByText(/zeppelin enthusiast/).count(), 0)
    await page.close()
  })

  test('a query without its accents finds the name with them, marked', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await searchFor(page, 'muller')
    const found = results(page).getByRole('listitem')
    await found.locator('mark').first().waitFor()
    assert.equal(await found.count(), 1)
    assert.equal(await found.getByRole('link', { name: 'Jörg Müller', exact: true }).count(), 1)
    assert.equal(await found.locator('dt').first().textContent(), 'Name')
    assert.equal(await found.locator('mark').first().textContent(), 'Müller')
    await page.close()
  })

  test('a query of punctuation only is told in words, and the search reloads from its URL', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await searchFor(page, '?!*')
    const alert = page.getByRole('alert')
    await alert.waitFor()
    assert.match((await alert.textContent()) ?? '', /has no word to search for/)
    assert.equal(await page.getByText('validation_failed').count(), 0)
    assert.equal(await results(page).count(), 0)

    await page.goto(`${fixture.origin}/candidates?q=${encodeURIComponent('nanoseconds')}`)
    await results(page).locator('mark', { hasText: 'nanoseconds' }).waitFor()
    await results(page).getByRole('link', { name: 'Grace Hopper', exact: true }).waitFor()
    assert.equal(await page.getByLabel('Search by name, email, CV or note').inputValue(), 'nanoseconds')
    await page.reload()
    await results(page).locator('mark', { hasText: 'nanoseconds' }).waitFor()
    await results(page).getByRole('link', { name: 'Grace Hopper', exact: true }).waitFor()
    await page.close()
  })

  test('"Show more" follows the search’s cursor to the next page, once', async () => {
    for (let i = 0; i < 25; i++) await candidate('Quasar', `Number ${String(i)}`)
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    const pages: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname === '/v1/Search' && url.searchParams.has('cursor')) pages.push(r.url())
    })
    await searchFor(page, 'quasar')
    const found = results(page).getByRole('listitem')
    // The plain list before the search holds twenty names too: the marked word says the search answered.
    await results(page).locator('mark', { hasText: 'Quasar' }).first().waitFor()
    await found.nth(19).waitFor()
    assert.equal(await found.count(), 20)
    await page.getByRole('button', { name: 'Show more' }).dblclick()
    await found.nth(24).waitFor()
    await page.getByRole('button', { name: 'Show more' }).waitFor({ state: 'detached' })
    assert.equal(pages.length, 1)
    const hrefs = await results(page)
      .locator('a.name')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    assert.equal(hrefs.length, 25)
    assert.equal(new Set(hrefs).size, 25)
    await fixture.checkScreen(page, 'search-more')
    await page.close()
  })

  test('no request left for another host and no CSP violation', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
