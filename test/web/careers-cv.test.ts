import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { chromium, type Browser, type Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { accessibilityViolations, browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { SAMPLES, uploadRaw } from '../helpers/documents.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { makePdf } from '../../src/demo/pdf-file.js'

const missing = browserMissing()
const files = mkdtempSync(join(tmpdir(), 'ats-careers-cv-'))
const NOT_A_CV = join(files, 'notes.pdf')
const CV = join(files, 'cv.pdf')
writeFileSync(NOT_A_CV, 'plain text, not a CV')
writeFileSync(CV, SAMPLES.pdf.bytes)

/** A description long enough that the form sits far below the top of a phone's screen. */
const DESCRIPTION = Array.from(
  { length: 12 },
  (_, i) => `## Part ${i + 1}\n\nWe keep trains on time, every day, across the whole network.`,
).join('\n\n')

/**
 * SPEC C8 as amended, in Chromium: the refused careers form lands on its
 * errors on a phone, focused, with or without script; the form sends the
 * browser's time zone when script runs; the console marks a known
 * candidate's sending and one sent again, with the name typed and the CV;
 * and a .doc is previewed from its text.
 */
describe('careers CVs and known candidates in a browser', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember
  let job: number

  before(async () => {
    fixture = await startConsole({ organizationName: 'Northwind Rail' })
    t = fixture.t
    recruiter = await fixture.member('recruiter')
    job = json(
      await t.call('POST', '/v1/Vacancies', undefined, {
        Title: 'Signalling Engineer',
        Location: 'Lyon',
        Description: DESCRIPTION,
        Published: true,
      }),
    ).Id
  })
  after(async () => {
    if (fixture) {
      assert.deepEqual(fixture.foreignRequests, [], 'requests to other hosts')
      assert.deepEqual(fixture.cspViolations, [], 'Content-Security-Policy violations')
    }
    await fixture?.close()
  })

  /** Sends the form with a file that is no CV, as a phone user might. */
  async function sendRefused(page: Page) {
    await page.goto(`${fixture.origin}/careers/${job}`)
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Email').fill('ada.phone@example.com')
    await page.getByLabel('CV').setInputFiles(NOT_A_CV)
    await page.locator('#Consent').check()
    await Promise.all([page.waitForURL(`${fixture.origin}/careers/${job}`), page.getByRole('button', { name: 'Send application' }).click()])
    await page.locator('#error-summary').waitFor()
  }

  /** Where the page landed: the focused element, and whether the error summary is on screen. */
  const landing = (page: Page) =>
    page.evaluate(() => {
      const summary = document.getElementById('error-summary')!.getBoundingClientRect()
      return {
        focused: document.activeElement?.id ?? '',
        top: Math.round(summary.top),
        visible: summary.top >= 0 && summary.top < window.innerHeight,
      }
    })

  for (const script of [true, false]) {
    test(`at 375 px, a refused form lands on its error summary, focused (${script ? 'with' : 'without'} JavaScript)`, async () => {
      let browser: Browser | undefined
      try {
        browser = await chromium.launch({ executablePath: process.env.ATS_TEST_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
        const context = await browser.newContext({
          javaScriptEnabled: script,
          viewport: { width: 375, height: 800 },
          timezoneId: 'Asia/Tokyo',
        })
        const page = await context.newPage()
        const timeZone = async () => page.locator('input[name="TimeZone"]').inputValue()
        await page.goto(`${fixture.origin}/careers/${job}`)
        // The form's script fills in the browser's time zone; without script the field stays empty.
        assert.equal(await timeZone(), script ? 'Asia/Tokyo' : '')
        await sendRefused(page)
        const where = await landing(page)
        assert.equal(where.focused, 'error-summary', JSON.stringify(where))
        assert.ok(where.visible, `the summary is on screen: ${JSON.stringify(where)}`)
        // Its first link takes the keyboard to the first field at fault.
        await page.keyboard.press('Tab')
        assert.equal(
          await page.evaluate(() => document.activeElement?.closest('#error-summary') && document.activeElement.getAttribute('href')),
          '#Document',
        )
        await page.screenshot({
          path: join(
            process.env.ATS_SCREENSHOTS ?? join(tmpdir(), 'ats-screens'),
            `careers-refused-landing-${script ? 'js' : 'no-js'}-375.png`,
          ),
        })
        if (script) assert.deepEqual(await accessibilityViolations(page), [])
        await context.close()
      } finally {
        await browser?.close()
      }
    })
  }

  test('with JavaScript, the time zone the browser reports is set on the new candidate', async () => {
    const browser = await chromium.launch({ executablePath: process.env.ATS_TEST_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
    try {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 }, timezoneId: 'Pacific/Auckland' })
      const page = await context.newPage()
      await page.goto(`${fixture.origin}/careers/${job}`)
      await page.getByLabel('First name').fill('Zoe')
      await page.getByLabel('Last name').fill('Zone')
      await page.getByLabel('Email').fill('zoe.zone@example.com')
      await page.getByLabel('CV').setInputFiles(CV)
      await page.locator('#Consent').check()
      await page.getByRole('button', { name: 'Send application' }).click()
      await page.getByRole('heading', { name: 'Thank you for applying' }).waitFor()
      const db = t.app.services.stores.database.db
      const row = await db
        .selectFrom('candidates')
        .select('time_zone')
        .where('email', '=', 'zoe.zone@example.com')
        .executeTakeFirstOrThrow()
      assert.equal(row.time_zone, 'Pacific/Auckland')
    } finally {
      await browser.close()
    }
  })

  test("the console marks a known candidate's sending and one sent again: when, the name typed, the CV sent", async () => {
    const known = json(
      await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Grace', LastName: 'Hopper', Email: 'grace@example.com' }),
    )
    assert.equal((await uploadRaw(t, known.Id, SAMPLES.docx.bytes, { disposition: 'attachment; filename="grace.docx"' })).statusCode, 201)
    const strangerCv = makePdf({ title: 'Someone else', lines: ['Not Grace'] })
    const first = applicationParts(applicantFields({ Email: 'grace@example.com', FirstName: 'Grace', LastName: 'Hopper' }), {
      fileName: 'grace-2026.pdf',
    })
    assert.equal((await applyTo(t, job, first)).statusCode, 201)
    const again = applicationParts(
      applicantFields({ Email: 'GRACE@example.com', FirstName: 'Mallory', LastName: 'Other', Phone: '+1 555 0100' }),
      {
        cv: strangerCv,
        fileName: 'mallory.pdf',
      },
    )
    assert.equal((await applyTo(t, job, again)).statusCode, 201)
    const [application] = json<any[]>(await t.call('GET', `/v1/Candidates/${known.Id}/Applications`))
    const entries = json<any[]>(await t.call('GET', `/v1/Applications/${application.Id}/Submissions`))

    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/candidates/${known.Id}`)
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor()
    const marks = page.getByRole('list', { name: 'Sent again on the careers site for Signalling Engineer' })
    await marks.waitFor()
    const items = marks.getByRole('listitem')
    assert.equal(await items.count(), 2)
    const [knownText, againText] = await items.allTextContents()
    assert.match(knownText!, /^Known candidate applied on the careers site, .*, with an email already on file, as “?Grace Hopper”?/)
    assert.doesNotMatch(knownText!, /not the name on file/)
    assert.match(
      againText!,
      /^Applied again on the careers site, .*, to this application, as “?Mallory Other”? \(not the name on file\), phone \+1 555 0100, with this CV \(sent .*\)\. The record and its CV were left as they were\.$/,
    )
    // Each links to the CV sent then, which is not the candidate's Document.
    const links = await marks.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    assert.deepEqual(
      links,
      entries.map((e) => `/v1/document/${e.DocumentId}`),
    )
    const candidate = json(await t.call('GET', `/v1/Candidates/${known.Id}`))
    assert.ok(!entries.some((e) => e.DocumentId === candidate.Document), "the candidate's Document is still the recruiter's")
    // The documents list shows the recruiter's upload as the latest, the sent ones beside it.
    await page.getByRole('list', { name: 'Documents' }).locator('strong', { hasText: 'grace.docx' }).waitFor()
    // What they sent last names the name typed.
    await page.getByRole('button', { name: 'What they sent with the application to Signalling Engineer' }).click()
    await page
      .getByRole('group', { name: 'What they sent with the application to Signalling Engineer' })
      .getByText('Mallory Other')
      .waitFor()
    await fixture.checkScreen(page, 'candidate-applied-again')
    await page.close()
  })

  test('publishing a vacancy without a location is refused, and the careers page section says why beside the field', async () => {
    const v = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Unplaced Role' })).Id
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/vacancies/${v}`)
    const form = page.getByRole('form', { name: 'Careers page' })
    await form.getByLabel('Description (Markdown)').fill('We need someone.')
    await form.getByRole('switch', { name: 'Published on the careers site' }).check()
    await form.getByRole('button', { name: 'Save the careers page' }).click()
    const alert = form.getByRole('alert')
    await alert.waitFor()
    assert.match((await alert.textContent()) ?? '', /^Not saved: Location is required to publish the vacancy on the careers site/)
    assert.equal(await form.getByLabel('Location').getAttribute('aria-invalid'), 'true')
    // What was typed stays, to be completed.
    assert.equal(await form.getByLabel('Description (Markdown)').inputValue(), 'We need someone.')
    assert.equal(json(await t.call('GET', `/v1/Vacancies/${v}`)).Published, false)
    await fixture.checkScreen(page, 'vacancy-publish-refused')
    await form.getByLabel('Location').fill('Lyon')
    await form.getByRole('button', { name: 'Save the careers page' }).click()
    await page.getByText('Careers page saved.').waitFor()
    assert.equal(json(await t.call('GET', `/v1/Vacancies/${v}`)).Published, true)
    await page.close()
  })

  test('a .doc CV is previewed in the console from the text the service read', async () => {
    const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Old', LastName: 'Word' }))
    assert.equal((await uploadRaw(t, c.Id, SAMPLES.doc.bytes, { disposition: 'attachment; filename="old-cv.doc"' })).statusCode, 201)
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/candidates/${c.Id}`)
    await page.getByRole('button', { name: 'Preview old-cv.doc' }).click()
    const preview = page.getByRole('region', { name: 'Preview of old-cv.doc' })
    // Shown once read (within seconds of the upload), each line a paragraph, as text.
    await preview.getByText('Software engineer, 8 years').waitFor()
    await preview.getByText('Curriculum Vitae').waitFor()
    await preview.getByText(/without its layout/).waitFor()
    assert.equal(await preview.locator('script, a, iframe, img').count(), 0)
    await fixture.checkScreen(page, 'candidate-doc-preview')
    await page.close()
  })
})
