import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import fc from 'fast-check'
import { fillSubject } from '../../src/domain/email/index.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { hoursFromNow, plusMinutes } from '../helpers/interviews.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { outsideWrite } from '../helpers/outside-write.js'

/**
 * Line breaks of every kind (CR, LF, VT, FF, NEL, U+2028, U+2029) and every
 * other C0 and C1 control character, in every one-line field and in every
 * value a subject is filled with: no answer is a 5xx, a one-line field
 * refuses them all alike (400), and every subject written from a template is
 * one line, whatever a vacancy's title, a name or an interview's location
 * holds, and whatever a template saved by an earlier release holds.
 */
const BREAKS = ['\r', '\n', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029']
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
  '\u2028',
  '\u2029',
]
/** Anything a subject may not hold: what a mail reader would take for a line break, or any other control character. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const RUNS = Number(process.env.ATS_FUZZ_RUNS) || 60

/** Text with breaks and controls anywhere: at the ends, alone, in runs, between words. */
const hostile = (word: string) =>
  fc
    .array(fc.oneof(fc.constantFrom(...BREAKS), fc.constantFrom(...CONTROLS), fc.constantFrom(word, ' ', 'é', '\u{1F600}')), {
      minLength: 1,
      maxLength: 8,
    })
    .map((parts) => `${word}${parts.join('')}`)

describe('fillSubject: a subject filled from a template is one line', () => {
  test('whatever the values and the template hold', () => {
    const text = fc.string({ unit: fc.oneof(fc.constantFrom(...CONTROLS), fc.constantFrom('{{VacancyTitle}}', '{{FirstName}}', 'a', ' ')) })
    fc.assert(
      fc.property(text, hostile('Title'), hostile('Ada'), (template, title, name) => {
        const subject = fillSubject(template, { VacancyTitle: title, FirstName: name })
        assert.doesNotMatch(subject, NOT_ONE_LINE)
      }),
      { numRuns: 2000 },
    )
  })

  test('a line break of every kind, alone or in a run, is one space', () => {
    for (const b of [...BREAKS, BREAKS.join('')])
      assert.equal(fillSubject('About {{VacancyTitle}}', { VacancyTitle: `Data${b}Analyst` }), 'About Data Analyst')
  })
})

for (const backend of await backends()) {
  describe(`one-line fields and subjects under every separator and control [${backend.name}]`, () => {
    let t: TestApp
    let interviewer: number

    before(async () => {
      t = await buildTestApp(backend)
      // Subjects that carry every placeholder a hostile value can come through.
      for (const [name, Subject] of [
        ['application_received', '{{FirstName}} {{LastName}}: {{VacancyTitle}}'],
        ['application_rejected', '{{FirstName}} {{LastName}}: {{VacancyTitle}}'],
        ['interview_invitation', '{{VacancyTitle}} at {{InterviewLocation}}, {{FirstName}}'],
      ] as const) {
        const res = await t.call('PUT', `/v1/EmailTemplates/${name}`, undefined, { Subject, Body: 'Hello {{FirstName}}' })
        assert.equal(res.statusCode, 200, res.body)
      }
      const member = json<{ Id: number }>(
        await t.call('POST', '/v1/Members', undefined, { Name: 'Ivy Interviewer', Email: 'ivy@example.com', Role: 'recruiter' }),
      )
      interviewer = member.Id
    })
    after(() => t.close())

    const subjectsOf = async (candidateId: number) =>
      json<Array<{ Subject: string }>>(await t.call('GET', `/v1/Candidates/${candidateId}/Emails`)).map((e) => e.Subject)

    test('one-line fields refuse every break and control alike; none answers a 5xx', async () => {
      const job = json<{ Id: number }>(
        await t.call('POST', '/v1/Vacancies', undefined, { Title: 'T', Location: 'L', Description: 'D', Published: true }),
      )
      const cid = json<{ Id: number }>(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'A', LastName: 'B' })).Id
      for (const c of CONTROLS) {
        const what = `U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`
        for (const [method, url, body, field] of [
          ['PUT', `/v1/Vacancies/${job.Id}`, { Title: 'T', Location: `Lyon${c}x`, Description: 'D' }, 'Location'],
          ['POST', `/v1/Candidates/${cid}/Applications`, { VacancyId: job.Id, Source: `board${c}x` }, 'Source'],
          ['PUT', '/v1/EmailTemplates/application_rejected', { Subject: `Hi${c}there`, Body: 'b' }, 'Subject'],
        ] as const) {
          assertProblem(await t.call(method, url, undefined, body), 400, 'validation_failed', field)
        }
        // The careers form's one-line fields: refused naming the field, as the API refuses them.
        for (const field of ['FirstName', 'LastName', 'Source']) {
          const res = await applyTo(t, job.Id, applicationParts(applicantFields({ [field]: `Ada${c}x` })))
          assert.equal(res.statusCode, 400, `${what} in ${field}: ${res.body}`)
          assert.equal(json<{ field: string }>(res).field, field, `${what} in ${field}`)
        }
      }
    })

    test('titles, names and locations holding them: applied, rejected, invited, every subject one line', async () => {
      await fc.assert(
        fc.asyncProperty(hostile('Title'), hostile('Grace'), hostile('Room'), async (title, lastName, location) => {
          const created = await t.call('POST', '/v1/Vacancies', undefined, {
            Title: title,
            Location: 'Lyon',
            Description: 'D',
            Published: true,
          })
          assert.ok(created.statusCode < 500, created.body)
          if (created.statusCode !== 201) return
          const job = json<{ Id: number }>(created).Id
          const email = `fuzz-${Math.random().toString(36).slice(2)}@example.com`
          const applied = await applyTo(t, job, applicationParts(applicantFields({ Email: email, LastName: lastName })))
          assert.ok(applied.statusCode === 201 || applied.statusCode === 400, `${applied.statusCode} ${applied.body}`)
          // A candidate whose name the API took as given (the API's names are not one-line fields).
          const made = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Ada', LastName: lastName, Email: `api-${email}` })
          assert.ok(made.statusCode === 201 || made.statusCode === 400, `${made.statusCode} ${made.body}`)
          if (made.statusCode !== 201) return
          const candidate = json<{ Id: number }>(made).Id
          const app = await t.call('POST', `/v1/Candidates/${candidate}/Applications`, undefined, { VacancyId: job })
          assert.equal(app.statusCode, 201, app.body)
          const applicationId = json<{ Id: number }>(app).Id
          const start = hoursFromNow(30)
          const scheduled = await t.call('POST', `/v1/Applications/${applicationId}/Interviews`, undefined, {
            StartDate: start,
            EndDate: plusMinutes(start, 45),
            InterviewerIds: [interviewer],
            Location: location,
            SendInvitations: true,
          })
          // A location the stores cannot keep (NUL) is refused; any other is taken as written.
          assert.ok(scheduled.statusCode === 201 || (scheduled.statusCode === 400 && location.includes('\u0000')), scheduled.body)
          const rejected = await t.call('POST', `/v1/Applications/${applicationId}/Reject`, undefined, { Reason: 'fuzz', SendEmail: true })
          assert.equal(rejected.statusCode, 200, rejected.body)
          const subjects = await subjectsOf(candidate)
          assert.ok(subjects.length >= (scheduled.statusCode === 201 ? 2 : 1), JSON.stringify(subjects))
          for (const s of subjects) assert.doesNotMatch(s, NOT_ONE_LINE, JSON.stringify(s))
        }),
        { numRuns: RUNS },
      )
    })

    test('a template saved by an earlier release with a line break in its subject stops no application', async () => {
      await outsideWrite(t, 'UPDATE email_templates SET subject = $1 WHERE name = $2', [
        'Thanks\r\nBcc: x@evil.test\u0085{{VacancyTitle}}',
        'application_received',
      ])
      const job = json<{ Id: number }>(
        await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Legacy', Location: 'Lyon', Description: 'D', Published: true }),
      ).Id
      const email = `legacy-${Math.random().toString(36).slice(2)}@example.com`
      const res = await applyTo(t, job, applicationParts(applicantFields({ Email: email })))
      assert.equal(res.statusCode, 201, res.body)
      const [candidate] = json<Array<{ Id: number }>>(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(email)}`))
      assert.deepEqual(await subjectsOf(candidate!.Id), ['Thanks Bcc: x@evil.test Legacy'])
    })
  })
}
