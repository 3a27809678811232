import assert from 'node:assert/strict'
import { after, afterEach, before, describe, test } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'
import { EMAIL_ATTEMPTS, sendQueuedEmail } from '../../src/domain/email/email-sending.js'
import { queueEmail } from '../../src/domain/email/emails.js'
import { AppError } from '../../src/errors/app-error.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, DATETIME } from '../helpers/assertions.js'
import { auditRows } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, waitFor } from '../helpers/documents.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { showTo } from '../helpers/pipeline.js'
import { attemptAgainAfter, emailRetryNow, startSmtpReceiver, type SmtpAnswer } from '../helpers/smtp-receiver.js'

const FROM = 'Example Jobs <jobs@example.com>'
const REASON = 'internal: salary expectations far above the band'

async function newCandidate(t: TestApp, FirstName = 'Ada', Email: string | null = 'ada@example.com'): Promise<number> {
  const res = await t.call('POST', '/v1/Candidates', t.adminToken, { FirstName, LastName: 'Lovelace', Email })
  assert.equal(res.statusCode, 201, res.body)
  return json(res).Id as number
}

async function applicationOf(t: TestApp, candidateId: number, Title = 'Backend Engineer'): Promise<number> {
  const vacancy = json(await t.call('POST', '/v1/Vacancies', t.adminToken, { Title }))
  const res = await t.call('POST', `/v1/Candidates/${candidateId}/Applications`, t.adminToken, { VacancyId: vacancy.Id })
  assert.equal(res.statusCode, 201, res.body)
  return json(res).Id as number
}

const emailsOf = async (t: TestApp, candidateId: number) => {
  const res = await t.call('GET', `/v1/Candidates/${candidateId}/Emails?limit=1000`)
  assert.equal(res.statusCode, 200, res.body)
  return json<Array<Record<string, any>>>(res)
}
const emailJobs = (t: TestApp) =>
  t.app.services.stores.database.db.selectFrom('jobs').selectAll().where('kind', '=', 'email.send').execute()
const eventsOf = async (t: TestApp, type: string) =>
  json<Array<Record<string, any>>>(await t.call('GET', '/v1/Events?limit=1000')).filter((e) => e.Type === type)

describe('the email settings (ATS_SMTP_URL, ATS_MAIL_FROM, ATS_ORGANIZATION_NAME)', () => {
  const load = (env: Record<string, string>) => loadConfig({ ATS_DATA_DIR: '/tmp/unused', ...env })

  test('unset: no SMTP server, the documented organization name', () => {
    const config = load({})
    assert.equal(config.smtpUrl, undefined)
    assert.equal(config.organizationName, 'Our company')
    assert.equal(config.timeZone, 'UTC')
  })

  test('ATS_TIME_ZONE: an IANA name, in its own spelling; an offset or an unknown name refused at start, naming it', () => {
    assert.equal(load({ ATS_TIME_ZONE: 'Europe/Berlin' }).timeZone, 'Europe/Berlin')
    assert.equal(load({ ATS_TIME_ZONE: 'europe/berlin' }).timeZone, 'Europe/Berlin')
    for (const bad of ['Mars/Olympus_Mons', '+01:00', 'UTC+1', 'Europe/../Berlin', 'x'.repeat(65)])
      assert.throws(
        () => load({ ATS_TIME_ZONE: bad }),
        (err: Error) => err instanceof ConfigError && /ATS_TIME_ZONE/.test(err.message),
        bad,
      )
  })

  test('an SMTP URL with its sender is kept; without a sender, or of another scheme, or a sender on two lines, refused', () => {
    const config = load({ ATS_SMTP_URL: 'smtps://u:p@mail.example.com:465', ATS_MAIL_FROM: 'Jobs <jobs@example.com>' })
    assert.equal(config.smtpUrl, 'smtps://u:p@mail.example.com:465')
    assert.equal(config.mailFrom, 'Jobs <jobs@example.com>')
    assert.throws(
      () => load({ ATS_SMTP_URL: 'smtp://mail.example.com' }),
      (err: unknown) => err instanceof ConfigError && /ATS_MAIL_FROM/.test(err.message),
    )
    assert.throws(() => load({ ATS_SMTP_URL: 'http://mail.example.com', ATS_MAIL_FROM: 'a@example.com' }), /ATS_SMTP_URL/)
    assert.throws(() => load({ ATS_MAIL_FROM: 'a@example.com\r\nBcc: b@example.com' }), /ATS_MAIL_FROM/)
    assert.throws(() => load({ ATS_ORGANIZATION_NAME: 'Acme\nBcc: x' }), /ATS_ORGANIZATION_NAME/)
  })
})

for (const backend of await backends()) {
  describe(`emails recorded without an SMTP server [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend, { organizationName: 'Acme Robotics' })
    })
    after(() => t.close())

    test('a member writes to a candidate: 201, not_sent, no job, listed, audited', async () => {
      const id = await newCandidate(t)
      const res = await t.call('POST', `/v1/Candidates/${id}/Emails`, t.adminToken, { Subject: 'Hello Ada', Body: 'Line one\nLine two' })
      assert.equal(res.statusCode, 201, res.body)
      const email = json(res)
      assert.deepEqual(Object.keys(email), ['Id', 'To', 'Subject', 'Body', 'Template', 'Status', 'CreatedById', 'CreatedDate', 'SentDate'])
      assert.equal(email.Status, 'not_sent')
      assert.equal(email.To, 'ada@example.com')
      assert.equal(email.Template, null)
      assert.equal(email.SentDate, null)
      assert.match(email.CreatedDate, DATETIME)
      assert.equal((await emailJobs(t)).length, 0)
      assert.deepEqual(await emailsOf(t, id), [email])
      const rows = await auditRows(t, `CandidateId=${id}`)
      assert.ok(rows.some((r) => r.Action === 'create' && r.ResourceType === 'email' && r.ResourceId === email.Id))
      assert.ok(rows.some((r) => r.Action === 'read' && r.ResourceType === 'email' && r.ResourceId === null))
    })

    test('Reject with SendEmail writes application_rejected, placeholders filled, without the reason', async () => {
      const id = await newCandidate(t, 'Grace')
      const app = await applicationOf(t, id, 'Robot Whisperer')
      const res = await t.call('POST', `/v1/Applications/${app}/Reject`, t.adminToken, { Reason: REASON, SendEmail: true })
      assert.equal(res.statusCode, 200, res.body)
      const email = (await emailsOf(t, id))[0]!
      assert.equal(email.Template, 'application_rejected')
      assert.equal(email.Status, 'not_sent')
      assert.match(email.Subject, /Robot Whisperer/)
      assert.match(email.Body, /Dear Grace Lovelace/)
      assert.match(email.Body, /Acme Robotics/)
      assert.doesNotMatch(email.Subject + email.Body, /\{\{|\}\}/)
      assert.ok(!email.Body.includes(REASON))
      // Without SendEmail, no email.
      const other = await applicationOf(t, id, 'Second vacancy')
      assert.equal((await t.call('POST', `/v1/Applications/${other}/Reject`, t.adminToken, { Reason: REASON })).statusCode, 200)
      assert.equal((await emailsOf(t, id)).length, 1)
    })

    test('a candidate without an address: 409 candidate_has_no_email, and a rejection asking for an email is not made', async () => {
      const id = await newCandidate(t, 'Nomail', null)
      assertProblem(
        await t.call('POST', `/v1/Candidates/${id}/Emails`, t.adminToken, { Subject: 'Hi', Body: 'Hi' }),
        409,
        'candidate_has_no_email',
      )
      const app = await applicationOf(t, id)
      const res = await t.call('POST', `/v1/Applications/${app}/Reject`, t.adminToken, { Reason: 'no', SendEmail: true })
      assertProblem(res, 409, 'candidate_has_no_email')
      assert.equal(json(await t.call('GET', `/v1/Applications/${app}`)).Status, 'active')
    })

    test('header injection is refused: line breaks in a subject (API, template, domain) or an address', async () => {
      const id = await newCandidate(t)
      for (const Subject of ['Hi\r\nBcc: victim@example.org', 'Hi\nthere', 'Hi\u2028there', '   ']) {
        const res = await t.call('POST', `/v1/Candidates/${id}/Emails`, t.adminToken, { Subject, Body: 'x' })
        assertProblem(res, 400, 'validation_failed')
        assert.match(json(res).detail, /Subject/)
      }
      for (const Subject of ['a\r\nBcc: x@example.org', 'a\u0085Bcc: x@example.org', 'a\u2029b']) {
        assertProblem(
          await t.call('PUT', '/v1/EmailTemplates/application_rejected', t.adminToken, { Subject, Body: 'b' }),
          400,
          'validation_failed',
        )
      }
      const db = t.app.services.stores.database.db
      for (const [to, subject] of [
        ['ada@example.com\r\nBcc: victim@example.org', 'fine'],
        ['ada@example.com, victim@example.org', 'fine'],
        ['ada@example.com', 'a\nBcc: victim@example.org'],
      ] as const) {
        await assert.rejects(
          db
            .transaction()
            .execute((trx) => queueEmail(trx, { mail: t.app.services.mail, candidateId: id, to, subject, body: 'b', createdById: null })),
          (err: unknown) => err instanceof AppError && err.status === 400,
        )
      }
      assert.equal((await emailsOf(t, id)).length, 0)
    })

    test('a hiring manager reads and writes the emails of the candidates it sees only (SPEC C3)', async () => {
      const hm = await t.member('hiring_manager', ['candidates:read', 'applications:write'])
      const seen = await newCandidate(t, 'Seen')
      const hidden = await newCandidate(t, 'Hidden')
      await showTo(t, hm.id, seen)
      assert.equal((await t.call('POST', `/v1/Candidates/${seen}/Emails`, hm.token, { Subject: 'Hi', Body: 'b' })).statusCode, 201)
      assert.equal(json(await t.call('GET', `/v1/Candidates/${seen}/Emails`, hm.token)).length, 1)
      for (const res of [
        await t.call('GET', `/v1/Candidates/${hidden}/Emails`, hm.token),
        await t.call('POST', `/v1/Candidates/${hidden}/Emails`, hm.token, { Subject: 'Hi', Body: 'b' }),
        await t.call('GET', `/v1/Candidates/987654321/Emails`, hm.token),
      ])
        assertProblem(res, 404, 'candidate_not_found')
      const reader = await t.member('recruiter', ['candidates:read'])
      assertProblem(
        await t.call('POST', `/v1/Candidates/${seen}/Emails`, reader.token, { Subject: 'Hi', Body: 'b' }),
        403,
        'insufficient_scope',
      )
    })

    test('templates: listed with their defaults, changed by admins only, unknown placeholders and names refused', async () => {
      const reader = await t.member('hiring_manager')
      const list = json(await t.call('GET', '/v1/EmailTemplates', reader.token))
      assert.deepEqual(
        list.map((x: { Name: string }) => x.Name),
        [
          'application_received',
          'application_rejected',
          'interview_invitation',
          'interview_assignment',
          'member_invitation',
          'password_reset',
          'notification_application_received',
          'notification_application_resubmitted',
          'notification_scorecard_due',
        ],
      )
      for (const x of list) assert.ok(x.Subject.length > 0 && x.Body.length > 0)
      assertProblem(await t.call('GET', '/v1/EmailTemplates/no_such_template', reader.token), 404, 'template_not_found')
      const recruiter = await t.member('recruiter')
      const change = { Subject: 'About {{VacancyTitle}}', Body: 'Hello {{FirstName}}, from {{OrganizationName}}.' }
      assertProblem(await t.call('PUT', '/v1/EmailTemplates/application_received', recruiter.token, change), 403, 'insufficient_scope')
      assertProblem(await t.call('PUT', '/v1/EmailTemplates/no_such_template', t.adminToken, change), 404, 'template_not_found')
      assertProblem(await t.call('PUT', '/v1/EmailTemplates/no_such_template', recruiter.token, change), 403, 'insufficient_scope')
      const bad = await t.call('PUT', '/v1/EmailTemplates/application_received', t.adminToken, { ...change, Body: 'Hi {{Salary}}' })
      assertProblem(bad, 400, 'validation_failed', 'Body')
      const res = await t.call('PUT', '/v1/EmailTemplates/application_received', t.adminToken, change)
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(json(res), { Name: 'application_received', ...change })
      assert.deepEqual(json(await t.call('GET', '/v1/EmailTemplates/application_received', reader.token)), json(res))
    })

    test('erasing a candidate removes its emails', async () => {
      const id = await newCandidate(t)
      await t.call('POST', `/v1/Candidates/${id}/Emails`, t.adminToken, { Subject: 'Hi', Body: 'b' })
      assert.equal((await t.call('DELETE', `/v1/Candidates/${id}`)).statusCode, 204)
      const left = await t.app.services.stores.database.db.selectFrom('emails').select('id').where('candidate_id', '=', id).execute()
      assert.deepEqual(left, [])
    })
  })

  describe(`emails sent to an SMTP server on loopback [${backend.name}]`, () => {
    let t: TestApp
    let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
    let answers: SmtpAnswer[] = []

    before(async () => {
      smtp = await startSmtpReceiver((n) => answers[n - 1] ?? 'accept')
      t = await buildTestApp(backend, { smtpUrl: smtp.url, mailFrom: FROM, organizationName: 'Acme Robotics', smtpTimeoutMs: 5000 })
    })
    afterEach(async () => {
      await emailRetryNow(t)
      await jobsSettled(t)
    })
    after(async () => {
      await t.close()
      await smtp.close()
    })

    test('a member’s email reaches the server as plain text from ATS_MAIL_FROM, then is sent with email.sent', async () => {
      const id = await newCandidate(t)
      const before = smtp.accepted.length
      const res = await t.call('POST', `/v1/Candidates/${id}/Emails`, t.adminToken, {
        Subject: 'Your interview, Ada',
        Body: 'Hello Ada,\nsee you.',
      })
      assert.equal(res.statusCode, 201, res.body)
      assert.equal(json(res).Status, 'pending')
      await waitFor(async () => (await emailsOf(t, id))[0]?.Status === 'sent', 'the email sent')
      assert.equal(smtp.accepted.length, before + 1)
      const { mail, envelopeTo } = smtp.accepted[before]!
      assert.equal(mail.from?.text, FROM.replace('Example Jobs', '"Example Jobs"'))
      assert.deepEqual(envelopeTo, ['ada@example.com'])
      assert.equal(mail.subject, 'Your interview, Ada')
      assert.equal(mail.text?.trim(), 'Hello Ada,\nsee you.')
      assert.equal(mail.html, false)
      const email = (await emailsOf(t, id))[0]!
      assert.match(email.SentDate, DATETIME)
      const sent = (await eventsOf(t, 'email.sent')).filter((e) => e.CandidateId === id)
      assert.equal(sent.length, 1)
      assert.equal(sent[0]!.Data.Id, email.Id)
      assert.equal(sent[0]!.ActorId, email.CreatedById)
    })

    test('a rejection email arrives with its placeholders filled and without the internal reason', async () => {
      const id = await newCandidate(t, 'Grace')
      const app = await applicationOf(t, id, 'Robot Whisperer')
      const before = smtp.accepted.length
      assert.equal(
        (await t.call('POST', `/v1/Applications/${app}/Reject`, t.adminToken, { Reason: REASON, SendEmail: true })).statusCode,
        200,
      )
      await waitFor(() => smtp.accepted.length > before, 'the rejection email')
      const { mail, raw } = smtp.accepted[before]!
      assert.match(mail.subject ?? '', /Robot Whisperer/)
      assert.match(mail.text ?? '', /Dear Grace Lovelace/)
      assert.match(mail.text ?? '', /Acme Robotics/)
      assert.doesNotMatch(`${mail.subject} ${mail.text}`, /\{\{|\}\}/)
      assert.ok(!raw.includes('salary'), 'the reason is not in the message')
    })

    test("a line separator of any kind in a vacancy's title never stops its applications: one space in the subject", async () => {
      for (const breaker of ['\u2028', '\u2029', '\u0085', '\r\n']) {
        const job = json(
          await t.call('POST', '/v1/Vacancies', t.adminToken, {
            Title: `Data Analyst${breaker}(remote)`,
            Location: 'Lyon',
            Description: 'The role.',
            Published: true,
          }),
        )
        assert.ok(job.Id, JSON.stringify(job))
        const address = `sep-${breaker.codePointAt(0)!.toString(16)}@example.com`
        const res = await applyTo(t, job.Id, applicationParts(applicantFields({ Email: address })))
        assert.equal(res.statusCode, 201, res.body)
        await waitFor(() => smtp.accepted.some((m) => m.envelopeTo.includes(address)), 'the confirmation')
        const message = smtp.accepted.find((m) => m.envelopeTo.includes(address))!
        assert.match(message.mail.subject ?? '', /Data Analyst \(remote\)/)
      }
    })

    test('a careers application gets application_received, to the applicant, with no member behind it', async () => {
      const job = json(
        await t.call('POST', '/v1/Vacancies', t.adminToken, {
          Title: 'Robot Tamer',
          Location: 'Lyon',
          Description: 'The role.',
          Published: true,
        }),
      ).Id
      const before = smtp.accepted.length
      const fields = applicantFields({ FirstName: 'Linus', LastName: 'Lamarr', Email: 'linus@example.com' })
      assert.equal((await applyTo(t, job, applicationParts(fields))).statusCode, 201)
      await waitFor(() => smtp.accepted.length > before, 'the confirmation')
      const { mail, envelopeTo } = smtp.accepted[before]!
      assert.deepEqual(envelopeTo, ['linus@example.com'])
      assert.match(mail.subject ?? '', /Robot Tamer/)
      assert.match(mail.text ?? '', /Linus/)
      assert.match(mail.text ?? '', /Acme Robotics/)
      assert.doesNotMatch(`${mail.subject} ${mail.text}`, /\{\{|\}\}/)
      const [candidate] = json(await t.call('GET', '/v1/Candidates?q=linus%40example.com', t.adminToken))
      const emails = await emailsOf(t, candidate.Id)
      assert.deepEqual(
        emails.map((e) => [e.Template, e.CreatedById, e.To]),
        [['application_received', null, 'linus@example.com']],
      )
    })

    test('a server that refuses is tried again until it accepts; the email is sent once', async () => {
      const id = await newCandidate(t)
      answers = [...Array.from({ length: smtp.offered() }, () => 'accept' as const), 451, 451]
      const before = smtp.accepted.length
      const { Id } = json(await t.call('POST', `/v1/Candidates/${id}/Emails`, t.adminToken, { Subject: 'Retry me', Body: 'b' }))
      await attemptAgainAfter(t, Id, 1)
      await attemptAgainAfter(t, Id, 2)
      await waitFor(async () => (await emailsOf(t, id))[0]?.Status === 'sent', 'the email sent at the third attempt')
      assert.equal(smtp.accepted.length, before + 1)
      const row = await t.app.services.stores.database.db
        .selectFrom('emails')
        .selectAll()
        .where('candidate_id', '=', id)
        .executeTakeFirstOrThrow()
      assert.equal(row.attempts, 3)
      answers = []
    })

    test(`a server that always refuses: ${EMAIL_ATTEMPTS} attempts, then failed with email.failed; the error is never shown`, async () => {
      const id = await newCandidate(t)
      const offered = smtp.offered()
      answers = [...Array.from({ length: offered }, () => 'accept' as const), ...Array.from({ length: EMAIL_ATTEMPTS }, () => 550)]
      const { Id } = json(await t.call('POST', `/v1/Candidates/${id}/Emails`, t.adminToken, { Subject: 'Never arrives', Body: 'b' }))
      for (let i = 1; i < EMAIL_ATTEMPTS; i++) await attemptAgainAfter(t, Id, i)
      await waitFor(async () => (await emailsOf(t, id))[0]?.Status === 'failed', 'the email given up')
      assert.equal(smtp.offered() - offered, EMAIL_ATTEMPTS)
      const email = (await emailsOf(t, id))[0]!
      assert.equal(email.SentDate, null)
      assert.ok(!JSON.stringify(email).includes('refused'))
      const failed = (await eventsOf(t, 'email.failed')).filter((e) => e.CandidateId === id)
      assert.equal(failed.length, 1)
      const row = await t.app.services.stores.database.db
        .selectFrom('emails')
        .selectAll()
        .where('id', '=', email.Id)
        .executeTakeFirstOrThrow()
      assert.match(row.last_error ?? '', /550/)
      assert.ok(!(row.last_error ?? '').includes('ada@example.com'), 'the address stays out of the error')
      answers = []
    })

    test('an email erased before it is sent is never sent: its job does nothing', async () => {
      const id = await newCandidate(t)
      const db = t.app.services.stores.database.db
      const email = await db.transaction().execute(async (trx) => {
        const row = await queueEmail(trx, {
          mail: t.app.services.mail,
          candidateId: id,
          to: 'ada@example.com',
          subject: 'Erased first',
          body: 'b',
          createdById: null,
        })
        // Its job not due yet, in the same commit: no runner can take it before the erasure.
        await trx
          .updateTable('jobs')
          .set({ run_date: '9999-01-01T00:00:00.000Z' })
          .where('kind', '=', 'email.send')
          .where('state', '=', 'queued')
          .execute()
        return row
      })
      assert.equal(email.status, 'pending')
      assert.equal((await t.call('DELETE', `/v1/Candidates/${id}`)).statusCode, 204)
      const offered = smtp.offered()
      await sendQueuedEmail(db, { smtpUrl: smtp.url, mailFrom: FROM, timeoutMs: 5000 }, { emailId: email.id })
      await emailRetryNow(t)
      await jobsSettled(t)
      assert.equal(smtp.offered(), offered)
    })
  })
}

for (const backend of await backends()) {
  describe(`an email outlives the instance that wrote it [${backend.name}]`, () => {
    let t: TestApp
    let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>

    before(async () => {
      smtp = await startSmtpReceiver()
      // This instance writes emails and sends none (as one that stops before it could).
      t = await buildTestApp(backend, { smtpUrl: smtp.url, mailFrom: FROM, webhookConcurrency: 0, jobLeaseMs: 1000 })
    })
    after(async () => {
      await t.close()
      await smtp.close()
    })

    test('an email whose sender died mid-attempt is sent once by the next instance', async () => {
      const id = await newCandidate(t)
      const res = await t.call('POST', `/v1/Candidates/${id}/Emails`, t.adminToken, { Subject: 'Still arrives', Body: 'b' })
      assert.equal(json(res).Status, 'pending')
      // Claimed by a worker that stopped: its lease has passed.
      const db = t.app.services.stores.database.db
      await db
        .updateTable('jobs')
        .set({ state: 'running', worker: 'gone:1', attempts: 1, lease_date: new Date(Date.now() - 1000).toISOString() })
        .where('kind', '=', 'email.send')
        .execute()
      const { buildApp } = await import('../../src/app.js')
      // The next instance holds its claims as long as a real one does: with a lease of a second, a send slowed by
      // a loaded machine would outlive it and the same email be claimed again, by its own second worker.
      const next = await buildApp({ ...t.config, webhookConcurrency: 2, jobPollMs: 20, jobLeaseMs: 60_000 }, { logger: false })
      try {
        await next.ready()
        await waitFor(async () => (await emailsOf(t, id))[0]?.Status === 'sent', 'the email sent by the next instance')
        await jobsSettled(t)
      } finally {
        await next.close()
      }
      assert.deepEqual(
        smtp.accepted.map((m) => m.mail.subject),
        ['Still arrives'],
      )
    })

    test('an applicant answered 201 by an instance that stopped before sending gets its confirmation once, from the next', async () => {
      const job = json(
        await t.call('POST', '/v1/Vacancies', t.adminToken, {
          Title: 'Night Shift',
          Location: 'Lyon',
          Description: 'The role.',
          Published: true,
        }),
      ).Id
      const fields = applicantFields({ FirstName: 'Nora', Email: 'nora@example.com' })
      assert.equal((await applyTo(t, job, applicationParts(fields))).statusCode, 201)
      const before = smtp.accepted.length
      const { buildApp } = await import('../../src/app.js')
      // The next instance holds its claims as long as a real one does: with a lease of a second, a send slowed by
      // a loaded machine would outlive it and the same email be claimed again, by its own second worker.
      const next = await buildApp({ ...t.config, webhookConcurrency: 2, jobPollMs: 20, jobLeaseMs: 60_000 }, { logger: false })
      try {
        await next.ready()
        await waitFor(() => smtp.accepted.some((m) => m.envelopeTo.includes('nora@example.com')), 'the confirmation')
        await jobsSettled(t)
      } finally {
        await next.close()
      }
      const confirmations = smtp.accepted.slice(before).filter((m) => m.envelopeTo.includes('nora@example.com'))
      assert.equal(confirmations.length, 1)
      assert.match(confirmations[0]!.mail.subject ?? '', /Night Shift/)
    })
  })
}

// Several instances share one PostgreSQL database: each email must be sent once.
for (const backend of (await backends()).filter((b) => b.name === 'postgres')) {
  describe(`two instances on one database send each email once [${backend.name}]`, () => {
    let t: TestApp
    let other: TestApp['app']
    let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>

    before(async () => {
      smtp = await startSmtpReceiver()
      t = await buildTestApp(backend, { smtpUrl: smtp.url, mailFrom: FROM, jobPollMs: 20 })
      const { buildApp } = await import('../../src/app.js')
      other = await buildApp({ ...t.config }, { logger: false })
      await other.ready()
    })
    after(async () => {
      await other.close()
      await t.close()
      await smtp.close()
    })

    test('20 emails written through both instances: each accepted once', async () => {
      const id = await newCandidate(t)
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: `/v1/Candidates/${id}/Emails`,
            headers: { authorization: t.adminToken },
            payload: { Subject: `Message ${i}`, Body: 'b' },
          }),
        ),
      )
      for (const r of results) assert.equal(r.statusCode, 201, r.body)
      await waitFor(async () => (await emailsOf(t, id)).every((e) => e.Status === 'sent'), 'every email sent')
      const subjects = smtp.accepted.map((m) => m.mail.subject).sort()
      assert.deepEqual(subjects, Array.from({ length: 20 }, (_, i) => `Message ${i}`).sort())
    })
  })
}
