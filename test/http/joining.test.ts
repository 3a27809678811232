import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, afterEach, before, describe, mock, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { auditRows, signIn } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, waitFor } from '../helpers/documents.js'
import { emailRetryNow, startSmtpReceiver } from '../helpers/smtp-receiver.js'

const FROM = 'Acme Jobs <jobs@example.com>'
const PUBLIC_URL = 'https://ats.example.com'
const LINK = /https:\/\/ats\.example\.com\/set-password#([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/
const NEW_PASSWORD = 'a brand new password'
const DAY_MS = 86_400_000

for (const backend of await backends()) {
  describe(`joining: invitations, resets and member settings [${backend.name}]`, () => {
    let t: TestApp
    let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
    let n = 0

    before(async () => {
      smtp = await startSmtpReceiver()
      t = await buildTestApp(backend, { smtpUrl: smtp.url, mailFrom: FROM, organizationName: 'Acme Robotics', publicUrl: PUBLIC_URL })
    })
    afterEach(async () => {
      await emailRetryNow(t)
      await jobsSettled(t)
    })
    after(async () => {
      await t.close()
      await smtp.close()
    })

    const db = () => t.app.services.stores.database.db
    const mailsTo = (address: string) => smtp.accepted.filter((m) => m.envelopeTo.includes(address))
    /** The next email to this address after the `seen` first ones: waited for, parsed. */
    const nextMail = async (address: string, seen: number) => {
      await waitFor(() => mailsTo(address).length > seen, `an email to ${address}`)
      return mailsTo(address)[seen]!
    }
    const secretIn = (text: string | undefined) => {
      const m = LINK.exec(text ?? '')
      assert.ok(m, `no set-password link in: ${text}`)
      return m[1]!
    }
    const invite = async (Role = 'recruiter') => {
      const Email = `joiner${++n}@example.com`
      const res = await t.call('POST', '/v1/Members', undefined, { Name: `Joiner ${n}`, Email, Role })
      assert.equal(res.statusCode, 201, res.body)
      const member = json(res)
      const mail = await nextMail(Email, 0)
      return { member, email: Email, secret: secretIn(mail.mail.text), mail }
    }
    const usePassword = (Secret: string, Password = NEW_PASSWORD) =>
      t.app.inject({ method: 'POST', url: '/v1/Passwords', payload: { Secret, Password } })
    const signInWith = (Email: string, Password = NEW_PASSWORD) =>
      t.app.inject({ method: 'POST', url: '/v1/Session', payload: { Email, Password } })
    const askReset = (Email: string, address = '10.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/v1/PasswordResets', payload: { Email }, remoteAddress: address })

    describe('invitations', () => {
      test('a new member is invited by email with a single-use link; it sets its password there and signs in', async () => {
        const { member, email, secret, mail } = await invite()
        assert.deepEqual(
          [member.TimeZone, member.NotificationEmails, member.Joined],
          [null, true, false],
          'a new member has the service time zone, gets notification emails, has not joined',
        )
        assert.equal(mail.mail.from?.text, '"Acme Jobs" <jobs@example.com>')
        assert.match(mail.mail.subject ?? '', /Acme Robotics/)
        assert.match(mail.mail.text ?? '', new RegExp(`Hello ${member.Name as string},`))
        assert.match(mail.mail.text ?? '', /works once, until .* \(UTC\)/)
        assert.doesNotMatch(`${mail.mail.subject} ${mail.mail.text}`, /\{\{|\}\}/)
        // Not signed in before it follows the link.
        assertProblem(await signInWith(email, 'any password at all'), 403, 'invalid_credentials')

        // Only the hash of the secret is kept; once sent, the email's stored copy no longer holds it either.
        const links = await db().selectFrom('member_links').selectAll().where('member_id', '=', member.Id).execute()
        assert.equal(links.length, 1)
        assert.equal(links[0]!.hash, createHash('sha256').update(secret).digest('hex'))
        assert.equal(links[0]!.purpose, 'invitation')
        assert.equal(Date.parse(links[0]!.expires_date) - Date.parse(links[0]!.created_date), 7 * DAY_MS)
        await waitFor(async () => {
          const row = await db().selectFrom('emails').select('status').where('member_id', '=', member.Id).executeTakeFirst()
          return row?.status === 'sent'
        }, 'the invitation recorded as sent')
        const stored = await db().selectFrom('emails').selectAll().where('member_id', '=', member.Id).execute()
        assert.equal(stored.length, 1)
        assert.equal(stored[0]!.candidate_id, null)
        assert.equal(stored[0]!.template, 'member_invitation')
        assert.ok(!JSON.stringify(await db().selectFrom('member_links').selectAll().execute()).includes(secret))
        assert.ok(!stored[0]!.body.includes(secret), 'the sent copy keeps no secret')
        // An email about a member's account is no candidate's change: no event carries its link.
        const events = await t.call('GET', '/v1/Events?limit=1000')
        assert.ok(!events.body.includes(secret))
        assert.ok(!json<any[]>(events).some((e) => e.Type === 'email.sent' && e.Data.Id === stored[0]!.id))

        const set = await usePassword(secret)
        assert.equal(set.statusCode, 200, set.body)
        assert.deepEqual(json(set), { MemberId: member.Id, Email: email })
        const session = await signInWith(email)
        assert.equal(session.statusCode, 200, session.body)
        assert.equal(json(session).MemberId, member.Id)
        const listed = json<any[]>(await t.call('GET', '/v1/Members?limit=1000')).find((m) => m.Id === member.Id)
        assert.equal(listed.Joined, true)

        const again = assertProblem(await usePassword(secret, 'another password entirely'), 410, 'link_used')
        assert.match(again.detail, /used already/)
        // The password stays the one set first.
        assert.equal((await signInWith(email)).statusCode, 200)
      })

      test('a link works for 7 days, and not a moment longer', async () => {
        const early = await invite()
        const late = await invite()
        const link = await db().selectFrom('member_links').selectAll().where('member_id', '=', late.member.Id).executeTakeFirstOrThrow()
        const expires = Date.parse(link.expires_date)
        mock.timers.enable({ apis: ['Date'], now: expires - 60_000 })
        try {
          assert.equal((await usePassword(early.secret)).statusCode, 200)
          mock.timers.setTime(expires + 1)
          const refused = assertProblem(await usePassword(late.secret), 410, 'link_expired')
          assert.match(refused.detail, /expired/)
        } finally {
          mock.timers.reset()
        }
        assertProblem(await signInWith(late.email), 403, 'invalid_credentials')
      })

      test('a new invitation ends the older link; a joined member is not invited again; a removed one not at all', async () => {
        const { member, email, secret: first } = await invite()
        const res = await t.call('POST', `/v1/Members/${member.Id}/Invitation`)
        assert.equal(res.statusCode, 200, res.body)
        assert.equal(json(res).Id, member.Id)
        const second = secretIn((await nextMail(email, 1)).mail.text)
        assert.notEqual(second, first)
        assertProblem(await usePassword(first), 410, 'link_replaced')
        assert.equal((await usePassword(second)).statusCode, 200)
        assertProblem(await t.call('POST', `/v1/Members/${member.Id}/Invitation`), 409, 'member_joined')

        const gone = await invite()
        assert.equal((await t.call('DELETE', `/v1/Members/${gone.member.Id}`)).statusCode, 204)
        assertProblem(await t.call('POST', `/v1/Members/${gone.member.Id}/Invitation`), 404, 'member_not_found')
        assertProblem(await usePassword(gone.secret), 404, 'link_not_found')
        assert.equal(mailsTo(gone.email).length, 1, 'a removed member gets nothing more')
      })

      test('only admins invite; the new password obeys the password rules; a secret never sent is not found', async () => {
        const recruiter = await t.member('recruiter')
        assertProblem(
          await t.call('POST', '/v1/Members', recruiter.token, { Name: 'X', Email: 'x@example.com', Role: 'admin' }),
          403,
          'insufficient_scope',
        )
        assertProblem(await t.call('POST', `/v1/Members/${recruiter.id}/Invitation`, recruiter.token), 403, 'insufficient_scope')
        const { secret } = await invite()
        assertProblem(await usePassword(secret, 'short'), 400, 'validation_failed', 'Password')
        assertProblem(await usePassword('A'.repeat(43)), 404, 'link_not_found')
        assertProblem(await usePassword('not a secret'), 404, 'link_not_found')
        // The refused attempts did not use it up.
        assert.equal((await usePassword(secret)).statusCode, 200)
      })
    })

    describe('"Forgot your password?"', () => {
      test('the sign-in page learns the organization', async () => {
        const res = await t.app.inject({ method: 'GET', url: '/v1/Organization' })
        assert.equal(res.statusCode, 200, res.body)
        assert.deepEqual(json(res), { Name: 'Acme Robotics' })
      })

      test('a member gets a reset link; an unknown email gets the same answer and nothing is sent', async () => {
        const { member, email, secret } = await invite()
        assert.equal((await usePassword(secret)).statusCode, 200)
        const stranger = `nobody${n}@example.com`
        const unknown = await askReset(stranger)
        const known = await askReset(email.toUpperCase())
        assert.equal(unknown.statusCode, 204)
        assert.deepEqual(
          [known.statusCode, known.body, known.headers['content-type']],
          [unknown.statusCode, unknown.body, unknown.headers['content-type']],
        )
        const reset = await nextMail(email, 1)
        assert.match(reset.mail.subject ?? '', /new password/)
        assert.match(reset.mail.text ?? '', /did not ask for it/)
        const resetSecret = secretIn(reset.mail.text)
        const link = await db()
          .selectFrom('member_links')
          .selectAll()
          .where('member_id', '=', member.Id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
        assert.equal(link.purpose, 'reset')
        // The unknown address got nothing, and nothing was written for it.
        await jobsSettled(t)
        assert.equal(mailsTo(stranger).length, 0)
        assert.equal((await db().selectFrom('emails').select('id').where('to_address', '=', stranger).execute()).length, 0)

        assert.equal((await usePassword(resetSecret, 'the password after a reset')).statusCode, 200)
        assertProblem(await signInWith(email), 403, 'invalid_credentials')
        assert.equal((await signInWith(email, 'the password after a reset')).statusCode, 200)
        assertProblem(await usePassword(resetSecret, 'yet another password'), 410, 'link_used')
      })

      test('more than 10 requests within 15 minutes for an account or from an address: 429, known or not', async () => {
        const { email } = await invite()
        for (let i = 0; i < 10; i++) assert.equal((await askReset(email, `10.1.0.${i}`)).statusCode, 204)
        const limited = assertProblem(await askReset(email, '10.1.1.1'), 429, 'rate_limited')
        assert.ok(Number(limited && (await askReset(email, '10.1.1.2')).headers['retry-after']) > 0)
        for (let i = 0; i < 10; i++) assert.equal((await askReset(`ghost${i}@example.com`, '10.2.0.1')).statusCode, 204)
        assertProblem(await askReset('ghost-last@example.com', '10.2.0.1'), 429, 'rate_limited')
      })

      test("without ATS_PUBLIC_URL links lead to the listening address, never to a request's Host", async () => {
        const plain = await buildTestApp(backend, { organizationName: 'Acme Robotics', host: '127.0.0.1', port: 8123 })
        try {
          const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' }
          const member = json(
            await plain.call('POST', '/v1/Members', undefined, { Name: 'Hosted', Email: 'hosted@example.com', Role: 'recruiter' }, headers),
          )
          const reset = await plain.app.inject({
            method: 'POST',
            url: '/v1/PasswordResets',
            payload: { Email: 'hosted@example.com' },
            headers,
          })
          assert.equal(reset.statusCode, 204)
          const db = plain.app.services.stores.database.db
          await waitFor(
            async () => (await db.selectFrom('emails').select('id').where('member_id', '=', member.Id).execute()).length === 2,
            'the invitation and the reset recorded',
          )
          const bodies = (await db.selectFrom('emails').select('body').where('member_id', '=', member.Id).execute()).map((e) => e.body)
          for (const body of bodies) {
            assert.match(body, /http:\/\/127\.0\.0\.1:8123\/set-password#/)
            assert.ok(!body.includes('evil.example'), body)
            // Never sent (no SMTP server), so the link's secret was never stored.
            assert.doesNotMatch(body, /set-password#[A-Za-z0-9_-]{43}/)
          }
        } finally {
          await plain.close()
        }
      })
    })

    describe('PUT /v1/Members/{id}', () => {
      test('an admin changes name, role and time zone; a member its own name, time zone and notification emails', async () => {
        const m = await t.member('recruiter')
        const byAdmin = await t.call('PUT', `/v1/Members/${m.id}`, undefined, {
          Name: ' Rita ',
          Role: 'hiring_manager',
          TimeZone: 'Europe/Berlin',
        })
        assert.equal(byAdmin.statusCode, 200, byAdmin.body)
        assert.deepEqual(
          [json(byAdmin).Name, json(byAdmin).Role, json(byAdmin).TimeZone, json(byAdmin).NotificationEmails],
          ['Rita', 'hiring_manager', 'Europe/Berlin', true],
        )
        const own = await t.call('PUT', `/v1/Members/${m.id}`, m.token, {
          Name: 'Rita R.',
          TimeZone: 'America/New_York',
          NotificationEmails: false,
        })
        assert.equal(own.statusCode, 200, own.body)
        assert.deepEqual([json(own).Name, json(own).TimeZone, json(own).NotificationEmails], ['Rita R.', 'America/New_York', false])
        const read = await t.call('GET', `/v1/Members/${m.id}`, m.token)
        assert.deepEqual(json(read), json(own))
        // A name is kept in the time zone data's own case.
        const lower = await t.call('PUT', `/v1/Members/${m.id}`, m.token, { TimeZone: 'europe/berlin' })
        assert.equal(json(lower).TimeZone, 'Europe/Berlin')
        const cleared = await t.call('PUT', `/v1/Members/${m.id}`, m.token, { TimeZone: null })
        assert.equal(json(cleared).TimeZone, null)
        assert.equal(json(cleared).Name, 'Rita R.', 'fields left out stay')
        const rows = (await auditRows(t, `MemberId=${m.id}`)).filter((r) => r.ResourceType === 'member' && r.ResourceId === m.id)
        assert.equal(rows.filter((r) => r.Action === 'update').length, 3)
        const adminRows = (await auditRows(t)).filter((r) => r.ResourceType === 'member' && r.ResourceId === m.id && r.MemberId !== m.id)
        assert.deepEqual(
          adminRows.map((r) => [r.Action, r.CandidateId]),
          [['update', null]],
        )
      })

      test('what a member may not change is refused, and nothing changes', async () => {
        const m = await t.member('recruiter')
        const other = await t.member('recruiter')
        assertProblem(await t.call('PUT', `/v1/Members/${m.id}`, m.token, { Role: 'admin' }), 403, 'insufficient_scope')
        assertProblem(await t.call('PUT', `/v1/Members/${other.id}`, m.token, { Name: 'Hijacked' }), 403, 'insufficient_scope')
        assertProblem(await t.call('GET', `/v1/Members/${other.id}`, m.token), 403, 'insufficient_scope')
        assertProblem(await t.call('PUT', `/v1/Members/${m.id}`, undefined, { NotificationEmails: false }), 403, 'insufficient_scope')
        const unchanged = json(await t.call('GET', `/v1/Members/${m.id}`))
        assert.deepEqual([unchanged.Role, unchanged.NotificationEmails], ['recruiter', true])
        // Naming its own role unchanged is no change.
        assert.equal((await t.call('PUT', `/v1/Members/${m.id}`, m.token, { Role: 'recruiter', Name: 'Same role' })).statusCode, 200)
      })

      test('bad input is 400 naming the field', async () => {
        const m = await t.member('recruiter')
        for (const zone of ['Mars/Olympus_Mons', '+01:00', 'Europe/', '../etc/passwd', '']) {
          assertProblem(await t.call('PUT', `/v1/Members/${m.id}`, undefined, { TimeZone: zone }), 400, 'validation_failed', 'TimeZone')
        }
        assertProblem(await t.call('PUT', `/v1/Members/${m.id}`, undefined, { Role: 'owner' }), 400, 'validation_failed', 'Role')
        assertProblem(await t.call('PUT', `/v1/Members/${m.id}`, undefined, { Name: '   ' }), 400, 'validation_failed', 'Name')
        assertProblem(
          await t.call('PUT', `/v1/Members/${m.id}`, undefined, { NotificationEmails: 'no' }),
          400,
          'validation_failed',
          'NotificationEmails',
        )
        assertProblem(
          await t.call('PUT', `/v1/Members/${m.id}`, undefined, { Email: 'new@example.com' }),
          400,
          'validation_failed',
          'Email',
        )
        assertProblem(await t.call('PUT', '/v1/Members/987654321', undefined, { Name: 'Nobody' }), 404, 'member_not_found')
        assert.equal(json(await t.call('GET', `/v1/Members/${m.id}`)).TimeZone, null)
      })

      test('a changed role holds from the next request: tokens and sessions are capped to it', async () => {
        const admin = await t.member('admin')
        const session = await signIn(t, admin.id)
        // Both used once as an admin, so both are in the authenticator's memory.
        assert.equal((await t.call('GET', '/v1/Members', admin.token)).statusCode, 200)
        assert.equal((await t.call('GET', '/v1/Members', null, undefined, { cookie: session.cookie })).statusCode, 200)
        const res = await t.call('PUT', `/v1/Members/${admin.id}`, undefined, { Role: 'hiring_manager' })
        assert.equal(res.statusCode, 200, res.body)
        assertProblem(await t.call('GET', '/v1/Members', admin.token), 403, 'insufficient_scope')
        assertProblem(
          await t.call('POST', '/v1/Candidates', admin.token, { FirstName: 'Not', LastName: 'Allowed' }),
          403,
          'insufficient_scope',
        )
        assert.equal((await t.call('GET', '/v1/Candidates', admin.token)).statusCode, 200, 'what a hiring manager may do still works')
        assertProblem(await t.call('GET', '/v1/Members', null, undefined, { cookie: session.cookie }), 403, 'insufficient_scope')
        const who = json(await t.call('GET', '/v1/Session', null, undefined, { cookie: session.cookie }))
        assert.equal(who.Role, 'hiring_manager')
        // The token keeps its scopes on record; what it may do follows the role, back up as well.
        assert.equal((await t.call('PUT', `/v1/Members/${admin.id}`, undefined, { Role: 'admin' })).statusCode, 200)
        assert.equal((await t.call('GET', '/v1/Members', admin.token)).statusCode, 200)
      })

      test('the last admin can be neither demoted nor removed', async () => {
        const solo = await buildTestApp(backend)
        try {
          const [first] = json<any[]>(await solo.call('GET', '/v1/Members'))
          assertProblem(await solo.call('PUT', `/v1/Members/${first.Id}`, undefined, { Role: 'recruiter' }), 409, 'last_admin')
          assertProblem(await solo.call('DELETE', `/v1/Members/${first.Id}`), 409, 'last_admin')
          const second = json(
            await solo.call('POST', '/v1/Members', undefined, { Name: 'Second', Email: 'second@example.com', Role: 'admin' }),
          )
          const secondToken = json(await solo.call('POST', `/v1/Members/${second.Id}/Tokens`, undefined, { Scopes: ['admin'] })).Token
          assert.equal((await solo.call('PUT', `/v1/Members/${first.Id}`, undefined, { Role: 'recruiter' })).statusCode, 200)
          // The first admin is a recruiter from its next request on: the second is the last admin now.
          assertProblem(await solo.call('PUT', `/v1/Members/${second.Id}`, undefined, { Role: 'recruiter' }), 403, 'insufficient_scope')
          assertProblem(await solo.call('PUT', `/v1/Members/${second.Id}`, secondToken, { Role: 'recruiter' }), 409, 'last_admin')
          assertProblem(await solo.call('DELETE', `/v1/Members/${second.Id}`, secondToken), 409, 'last_admin')
          const rows = (await auditRows({ ...solo, call: (m, u, _t, b, h) => solo.call(m, u, secondToken, b, h) })).filter(
            (r) => r.ResourceType === 'member',
          )
          assert.deepEqual(
            rows.map((r) => [r.Action, r.ResourceId]),
            [
              ['create', second.Id],
              ['update', first.Id],
            ],
          )
        } finally {
          await solo.close()
        }
      })
    })

    describe('the templates', () => {
      test('member_invitation and password_reset are listed, editable, and checked for their own placeholders', async () => {
        const names = json<any[]>(await t.call('GET', '/v1/EmailTemplates')).map((x) => x.Name)
        assert.ok(names.includes('member_invitation') && names.includes('password_reset'))
        const put = (name: string, Subject: string, Body: string) =>
          t.call('PUT', `/v1/EmailTemplates/${name}`, undefined, { Subject, Body })
        const wrong = assertProblem(
          await put('member_invitation', 'Join us', 'Dear {{FirstName}}: {{Link}}'),
          400,
          'validation_failed',
          'Body',
        )
        assert.match(wrong.detail, /\{\{MemberName\}\}/)
        assertProblem(await put('password_reset', 'Reset', 'No link at all, {{MemberName}}'), 400, 'validation_failed', 'Body')
        assertProblem(await put('application_received', 'Hi', 'Hello {{MemberName}}'), 400, 'validation_failed', 'Body')
        assert.equal(
          (await put('member_invitation', 'Welcome to {{OrganizationName}}', 'Hi {{MemberName}}, start here: {{Link}}')).statusCode,
          200,
        )
        try {
          const { mail, member } = await invite()
          assert.equal(mail.mail.subject, 'Welcome to Acme Robotics')
          assert.match(mail.mail.text ?? '', new RegExp(`^Hi ${member.Name as string}, start here: ${PUBLIC_URL}/set-password#`))
        } finally {
          await t.app.services.stores.database.db.deleteFrom('email_templates').where('name', '=', 'member_invitation').execute()
        }
      })
    })
  })
}
