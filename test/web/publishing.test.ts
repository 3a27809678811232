import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'

const missing = browserMissing()

/** What a recruiter types, with raw HTML that must stay text in the preview. */
const DESCRIPTION = [
  '## The team',
  '',
  'We keep **trains** on time.',
  '',
  '- Rust',
  '- PostgreSQL',
  '',
  '<script>window.leaked = 1</script> <img src="/x.png" onerror="window.leaked = 2">',
].join('\n')

/**
 * The vacancy screen's careers page section (SPEC C1, C8): location,
 * Markdown description with its live preview, the Published switch; and the
 * Source of a new application on the candidate screen (C2).
 */
describe('publishing a vacancy in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember
  let vacancy: number
  /** Script files each page asked for, by page. */
  const scripts = new WeakMap<Page, string[]>()

  const newPage = async () => {
    const page = await fixture.newPage()
    const seen: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname)
    })
    scripts.set(page, seen)
    return page
  }

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    recruiter = await fixture.member('recruiter')
    vacancy = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Signalling Engineer' })).Id
  })
  after(async () => {
    await fixture?.close()
  })

  test('a recruiter writes the description with a live preview, publishes it, and the public job API shows it', async () => {
    const page = await newPage()
    await fixture.signIn(page, recruiter.email)
    // The first screen does not load the Markdown renderer; the vacancy screen does.
    assert.deepEqual(
      scripts.get(page)!.filter((s) => s.includes('markdown')),
      [],
    )
    await page.goto(`${fixture.origin}/vacancies/${vacancy}`)
    const form = page.getByRole('form', { name: 'Careers page' })
    await form.getByText('Not published: only members see this vacancy.').waitFor()
    const preview = form.getByRole('article', { name: 'Preview of Signalling Engineer' })
    await preview.getByText('No description yet.').waitFor()
    assert.equal(scripts.get(page)!.filter((s) => s.includes('markdown')).length, 1)

    await form.getByLabel('Location').fill('Lyon')
    await form.getByLabel('Description (Markdown)').fill(DESCRIPTION)
    // Rendered as typed, before anything is saved: `##` under the page's own headings, raw HTML as text.
    await preview.getByRole('heading', { name: 'The team', level: 3 }).waitFor()
    assert.equal(await preview.locator('strong').textContent(), 'trains')
    assert.deepEqual(await preview.getByRole('listitem').allTextContents(), ['Rust', 'PostgreSQL'])
    await preview.getByText('<script>window.leaked = 1</script>', { exact: false }).waitFor()
    assert.equal(await preview.locator('script, img').count(), 0)
    assert.equal(await page.evaluate(() => (window as unknown as { leaked?: number }).leaked), undefined)

    const published = form.getByRole('switch', { name: 'Published on the careers site' })
    assert.equal(await published.isChecked(), false)
    await published.check()
    await form.getByRole('button', { name: 'Save the careers page' }).click()
    await page.getByRole('status').filter({ hasText: 'Careers page saved.' }).waitFor()
    await page.getByRole('form', { name: 'Careers page' }).getByText('Published: anyone can read this on the careers site.').waitFor()

    const job = await t.call('GET', `/v1/Jobs/${vacancy}`, null)
    assert.equal(job.statusCode, 200, job.body)
    assert.deepEqual([json(job).Location, json(job).Description], ['Lyon', DESCRIPTION])
    await fixture.checkScreen(page, 'vacancy-careers-page')

    // The vacancies list says which are published.
    await page.goto(`${fixture.origin}/vacancies`)
    await page.getByRole('list', { name: 'Vacancies' }).getByText('published', { exact: true }).waitFor()
    await page.close()
  })

  test('a hiring manager reads the careers page section but cannot change it', async () => {
    const manager = await fixture.member('hiring_manager')
    const page = await newPage()
    await fixture.signIn(page, manager.email)
    await page.goto(`${fixture.origin}/vacancies/${vacancy}`)
    const form = page.getByRole('form', { name: 'Careers page' })
    await form.getByRole('article', { name: 'Preview of Signalling Engineer' }).getByRole('heading', { name: 'The team' }).waitFor()
    assert.equal(await form.getByRole('switch', { name: 'Published on the careers site' }).isDisabled(), true)
    assert.equal(await form.getByRole('button', { name: 'Save the careers page' }).count(), 0)
    await page.close()
  })

  test('a new application takes an optional Source, shown with it', async () => {
    const candidate = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Mary', LastName: 'Jackson' })).Id
    const page = await newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/candidates/${candidate}`)
    const form = page.getByRole('form', { name: 'New application' })
    await form.getByLabel('Add to a vacancy').selectOption({ label: 'Signalling Engineer' })
    await form.getByLabel('Source (optional)').fill('referral')
    await form.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Added to Signalling Engineer.' }).waitFor()
    await page.getByRole('list', { name: 'Applications' }).getByText('Source: referral').waitFor()
    assert.deepEqual(
      json<any[]>(await t.call('GET', `/v1/Candidates/${candidate}/Applications`)).map((a) => a.Source),
      ['referral'],
    )
    await fixture.checkScreen(page, 'candidate-application-source')
    await page.close()
  })

  test('no request went to another host, and the CSP was never violated', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
