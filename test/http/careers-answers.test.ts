import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { answerTo } from '../../src/http/site/careers/application-answer.js'
import type { ApplicationOutcome } from '../../src/http/site/careers/job-application-form.js'
import { ApplicationForm, type FormState } from '../../src/http/site/careers/application-form.js'
import { renderPage, type Site } from '../../src/http/site/careers/layout.js'
import { errorPage } from '../../src/http/site/careers/notice.page.js'
import { h } from 'preact'

const site: Site = {
  organization: 'Acme',
  stylesheet: '/careers/careers.000000000000.css',
  icon: '/careers/icon.000000000000.svg',
  script: '/careers/time-zone.000000000000.js',
}
const consent = { processing: 'I agree to the processing.', retention: 'Keep it for later.' }

/** The job page as the careers plugin renders it after a refusal: here only its form, in the site's frame. */
const jobPage = (form: FormState) =>
  renderPage({
    site,
    title: 'Job',
    home: '/careers',
    children: h(ApplicationForm, { action: '/careers/1', source: 'board', state: form, consent, maxDocumentBytes: 25 * 2 ** 20 }),
  })
const answer = (outcome: ApplicationOutcome) => answerTo(outcome, { site, source: 'board', jobTitle: 'Welder <b>', jobPage })

/** How each outcome of a posted application is answered (SPEC C8); the posting itself is in careers-applications tests. */
describe('the answers to a posted application', () => {
  test('received and trapped: the same thank-you page, reference shown, title escaped', () => {
    const accepted = answer({ outcome: 'accepted', reference: 'R3f_abcdefghijklmnopqrstu' })
    const trapped = answer({ outcome: 'trapped', reference: 'R3f_abcdefghijklmnopqrstu' })
    assert.equal(accepted.status, 200)
    assert.deepEqual(trapped, accepted)
    assert.ok(accepted.body.includes('<h1>Thank you for applying</h1>'))
    assert.ok(accepted.body.includes('<strong>Welder &lt;b></strong>'))
    assert.ok(accepted.body.includes('<code class="reference">R3f_abcdefghijklmnopqrstu</code>'))
    assert.ok(accepted.body.includes('<meta name="robots" content="noindex"/>'))
  })

  test('refused: each error beside its field, described by it, the typed values kept, the summary linking to them', () => {
    const res = answer({
      outcome: 'invalid',
      faults: [
        { field: 'Email', status: 400, code: 'validation_failed', detail: 'Email: must be an email address' },
        { field: 'Consent', status: 400, code: 'validation_failed', detail: 'Consent: must be true' },
      ],
      values: {
        FirstName: 'Ada "the" <Countess>',
        LastName: 'Lovelace',
        Email: 'not-an-address',
        CoverLetter: '</textarea><b>x</b>',
        RetentionConsent: 'true',
      },
    })
    assert.equal(res.status, 400)
    const b = res.body
    assert.match(b, /<input type="text" id="FirstName" name="FirstName" value="Ada &quot;the&quot; &lt;Countess>" required/)
    assert.match(
      b,
      /<p class="field-error" id="Email-error"><span class="visually-hidden">Error: <\/span>Email must be an email address<\/p><input type="email" id="Email" name="Email" value="not-an-address"[^>]* aria-invalid="true" aria-describedby="Email-error"\/>/,
    )
    assert.match(
      b,
      /<input id="Consent" name="Consent" type="checkbox" value="true" required aria-invalid="true" aria-describedby="Consent-error"\/>/,
    )
    assert.match(b, /<input id="RetentionConsent" name="RetentionConsent" type="checkbox" value="true" checked\/>/)
    assert.ok(
      b.includes('<textarea id="CoverLetter" name="CoverLetter" rows="8" maxlength="10000">&lt;/textarea>&lt;b>x&lt;/b></textarea>'),
    )
    assert.ok(!/<input[^>]*name="LastName"[^>]*aria-invalid/.test(b), 'a field not at fault is not marked')
    assert.ok(b.includes('<a href="#Email">Email must be an email address</a>'))
    // The API's "must be true" in words an applicant reads: the box was left unticked.
    assert.ok(b.includes('<a href="#Consent">Please tick the box to agree to the processing of your data'))
    assert.ok(!/type="file"[^>]*value=/.test(b), 'no file value')
  })

  test('a CV too large or of another type answers 413 or 415, its error beside the file input and its hint', () => {
    for (const status of [413, 415]) {
      const res = answer({
        outcome: 'invalid',
        faults: [{ field: 'Document', status, code: status === 413 ? 'document_too_large' : 'unsupported_document_type', detail: 'no' }],
        values: {},
      })
      assert.equal(res.status, status)
      assert.match(
        res.body,
        /<input id="Document" name="Document" type="file" required accept="[^"]+" aria-invalid="true" aria-describedby="Document-hint Document-error"\/>/,
      )
    }
  })

  test('too many from one address: 429 with Retry-After and when to try again in words', () => {
    const res = answer({ outcome: 'limited', retryAfterSeconds: 1500 })
    assert.equal(res.status, 429)
    assert.deepEqual(res.headers, { 'retry-after': '1500' })
    assert.ok(res.body.includes('Please try again in 25 minutes.'))
    assert.ok(answer({ outcome: 'limited', retryAfterSeconds: 30 }).body.includes('in 1 minute.'))
  })

  test('any other refusal or fault: the error page in words, a way back to the job, the reference only for a fault', () => {
    const opts = (status: number) => ({ status, backTo: '/careers/7', requestId: 'req-1234' })
    for (const status of [400, 409, 413, 415, 422]) {
      const b = errorPage(site, 'board', opts(status))
      assert.ok(b.startsWith('<!doctype html>'))
      assert.ok(b.includes('<meta name="robots" content="noindex"/>'))
      assert.ok(b.includes('<a href="/careers/7?source=board">Back to the position</a>'), String(status))
      assert.ok(b.includes('Nothing was sent'), String(status))
      assert.ok(!b.includes('req-1234'), 'a refusal names no request')
    }
    assert.ok(errorPage(site, '', opts(413)).includes('<h1>What you sent is too large</h1>'))
    assert.ok(errorPage(site, '', opts(409)).includes('<h1>We could not take your application</h1>'))
    assert.ok(errorPage(site, '', opts(503)).includes('<h1>Please try again in a few minutes</h1>'))
    const fault = errorPage(site, '', opts(500))
    assert.ok(fault.includes('<h1>Something went wrong on our side</h1>'))
    assert.ok(fault.includes('<code class="reference">req-1234</code>'))
  })
})
