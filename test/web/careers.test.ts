import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type FileChooser } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { SAMPLES } from '../helpers/documents.js'
import { browserMissing, scrollsSideways } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture } from '../helpers/console.js'

const missing = browserMissing()
const files = mkdtempSync(join(tmpdir(), 'ats-careers-files-'))
const CV = join(files, 'ada-lovelace.pdf')
const NOT_A_CV = join(files, 'notes.pdf')
writeFileSync(CV, SAMPLES.pdf.bytes)
writeFileSync(NOT_A_CV, 'plain text, not a CV')

const DESCRIPTION = [
  '## About the role',
  '',
  'You keep our **signalling systems** running, with a team of six engineers in Lyon.',
  '',
  '## What you will do',
  '',
  '- Design and review interlocking logic',
  '- Run safety cases with our partners',
  '- Mentor two junior engineers',
  '',
  '## What we offer',
  '',
  'A permanent contract, 27 days of holiday and a train pass. A very long word to wrap at 375 px: Eisenbahnsicherungstechnikerinnenausbildungsverordnung.',
].join('\n')

/**
 * The careers site in Chromium (SPEC C8): what a candidate sees and does,
 * by keyboard, at 375 px and 1280 px, with no request to any other host and
 * nothing the Content-Security-Policy refuses.
 */
describe('the careers site in a browser', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let job: number

  before(async () => {
    fixture = await startConsole({ organizationName: 'Northwind Rail' })
    t = fixture.t
    job = json(
      await t.call('POST', '/v1/Vacancies', undefined, {
        Title: 'Signalling Engineer',
        Location: 'Lyon, France',
        Description: DESCRIPTION,
        Published: true,
      }),
    ).Id
    await t.call('POST', '/v1/Vacancies', undefined, {
      Title: 'Data Analyst',
      Location: 'Remote',
      Description: 'Numbers.',
      Published: true,
    })
  })
  after(async () => {
    // Every page of the suite: nothing from another host, nothing the CSP refused (the JSON-LD element included).
    if (fixture) {
      assert.deepEqual(fixture.foreignRequests, [], 'requests to other hosts')
      assert.deepEqual(fixture.cspViolations, [], 'Content-Security-Policy violations')
    }
    await fixture?.close()
  })

  test('the list and a job page: accessible, no sideways scroll at 375 px, no script run', async () => {
    const page = await fixture.newPage()
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.goto(`${fixture.origin}/careers?source=newsletter`)
    await page.getByRole('heading', { name: 'Open positions', level: 1 }).waitFor()
    await fixture.checkScreen(page, 'careers-list')
    await page.getByRole('link', { name: 'Signalling Engineer' }).click()
    await page.waitForURL(`${fixture.origin}/careers/${job}?source=newsletter`)
    await page.getByRole('heading', { name: 'Signalling Engineer', level: 1 }).waitFor()
    assert.equal(await page.title(), 'Signalling Engineer (Lyon, France) · Northwind Rail')
    assert.equal(await page.locator('input[name="Source"]').inputValue(), 'newsletter')
    // The trap is not seen, nor told to assistive technology.
    assert.equal(await page.locator('#Website').isVisible(), false)
    assert.equal(await page.getByRole('textbox', { name: 'Leave this field empty' }).count(), 0)
    assert.equal(await page.getByRole('textbox', { name: 'Leave this field empty', includeHidden: true }).count(), 1)
    await fixture.checkScreen(page, 'careers-job')
    // The structured data is data: present, parsed, never run.
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as { title: string }
    assert.equal(data.title, 'Signalling Engineer')
    assert.deepEqual(errors, [])
  })

  test('the 404 page', async () => {
    const page = await fixture.newPage()
    const res = await page.goto(`${fixture.origin}/careers/999999`)
    assert.equal(res?.status(), 404)
    await page.getByRole('heading', { name: 'This position is not open' }).waitFor()
    await fixture.checkScreen(page, 'careers-404')
    await page.getByRole('link', { name: 'See all open positions' }).click()
    await page.getByRole('heading', { name: 'Open positions' }).waitFor()
  })

  test('by keyboard: skip link, the way to the form, every field in order, never the trap', async () => {
    const page = await fixture.newPage()
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${fixture.origin}/careers/${job}`)
    const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim() || '')
    await page.keyboard.press('Tab')
    assert.equal(await focused(), 'Skip to content')
    // The focus ring is drawn (visible focus), from the stylesheet.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    assert.equal(outline, 'solid')
    const order: string[] = []
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab')
      order.push(await focused())
    }
    assert.deepEqual(order, ['Northwind RailCareers', 'All open positions', 'Apply for this job'])
    // "Apply for this job" takes the keyboard to the form.
    await page.goto(`${fixture.origin}/careers/${job}`)
    await page.getByRole('link', { name: 'Apply for this job' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/#apply$/)
    const fields: string[] = []
    for (let i = 0; i < 20 && !fields.includes('Send application'); i++) {
      await page.keyboard.press('Tab')
      const id = await focused()
      if (id !== '') fields.push(id)
    }
    // Links inside the description come first when there are; then the form, in its order.
    const form = fields.slice(fields.indexOf('FirstName'))
    assert.deepEqual(form, [
      'FirstName',
      'LastName',
      'Email',
      'Phone',
      'Document',
      'CoverLetter',
      'Consent',
      'RetentionConsent',
      'Send application',
    ])
    assert.equal(await scrollsSideways(page), false)
  })

  /** The candidate the site made, and its application's source. */
  const appliedAs = async (email: string) => {
    const candidate = json<Array<{ Id: number; Email: string }>>(await t.call('GET', '/v1/Candidates?limit=1000')).find(
      (c) => c.Email === email,
    )
    assert.ok(candidate, `${email} applied`)
    const [application] = json<Array<{ VacancyId: number; Source: string }>>(
      await t.call('GET', `/v1/Candidates/${candidate.Id}/Applications`),
    )
    return application
  }

  test('an application by keyboard alone, CV chosen from the file input, after a refused CV', async () => {
    const page = await fixture.newPage()
    // Listening before the page loads: the browser intercepts the file chooser from then on, where a
    // listener added just before the key press can lose the race with it and the dialog goes unseen.
    const choosers: FileChooser[] = []
    const waiting: Array<(chooser: FileChooser) => void> = []
    page.on('filechooser', (chooser) => {
      const next = waiting.shift()
      if (next) next(chooser)
      else choosers.push(chooser)
    })
    const nextChooser = () =>
      new Promise<FileChooser>((resolve) => {
        const ready = choosers.shift()
        if (ready) resolve(ready)
        else waiting.push(resolve)
      })
    await page.goto(`${fixture.origin}/careers/${job}?source=newsletter`)
    await page.getByLabel('First name').focus()
    await page.keyboard.type('Ada')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Lovelace')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ada@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    // The file input, opened from the keyboard: the browser's file chooser takes the file.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'Document')
    let chooser = nextChooser()
    await page.keyboard.press('Space')
    await (await chooser).setFiles(NOT_A_CV)
    await page.keyboard.press('Tab')
    await page.keyboard.type('I keep trains on time.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    // Refused: the form again, its error beside the file input, what was typed kept.
    const error = page.locator('#Document-error')
    await error.waitFor()
    assert.equal(await page.getByLabel('First name').inputValue(), 'Ada')
    assert.equal(await page.getByLabel('Cover letter').inputValue(), 'I keep trains on time.')
    assert.equal(await page.locator('#Consent').isChecked(), true)
    assert.equal(await page.locator('#Document').getAttribute('aria-describedby'), 'Document-hint Document-error')
    await fixture.checkScreen(page, 'careers-refused')
    await page.getByLabel('CV').focus()
    chooser = nextChooser()
    await page.keyboard.press('Space')
    await (await chooser).setFiles(CV)
    await page.getByRole('button', { name: 'Send application' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Thank you for applying' }).waitFor()
    await fixture.checkScreen(page, 'careers-thanks')
    const application = await appliedAs('ada@example.com')
    assert.equal(application?.VacancyId, job)
    assert.equal(application.Source, 'newsletter')
  })

  test('the same with JavaScript off', async () => {
    const browser = await chromium.launch({ executablePath: process.env.ATS_TEST_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
      const page = await context.newPage()
      await page.goto(`${fixture.origin}/careers?source=no-script`)
      await page.getByRole('link', { name: 'Signalling Engineer' }).click()
      await page.getByLabel('First name').fill('Grace')
      await page.getByLabel('Last name').fill('Hopper')
      await page.getByLabel('Email').fill('grace@example.com')
      await page.getByLabel('CV').setInputFiles(CV)
      await page.locator('#Consent').check()
      await page.getByRole('button', { name: 'Send application' }).press('Enter')
      await page.getByRole('heading', { name: 'Thank you for applying' }).waitFor()
      const application = await appliedAs('grace@example.com')
      assert.equal(application?.Source, 'no-script')
    } finally {
      await browser.close()
    }
  })
})
