import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { queueScorecardsDue, raiseScorecardsDue } from '../../src/domain/notifications/index.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, waitFor } from '../helpers/documents.js'
import { hoursFromNow, plusMinutes, schedule, writeScorecard } from '../helpers/interviews.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'
import { startSmtpReceiver } from '../helpers/smtp-receiver.js'

const PUBLIC_URL = 'https://ats.example.com'
const FIELDS = ['Id', 'Type', 'CandidateId', 'ApplicationId', 'InterviewId', 'CreatedDate', 'ReadDate']

interface Notification {
  Id: number
  Type: string
  CandidateId: number | null
  ApplicationId: number | null
  InterviewId: number | null
  CreatedDate: string
  ReadDate: string | null
}

type Member = { id: number; token: string; email: string }

for (const backend of await backends()) {
  describe(`a member's notifications [${backend.name}]`, () => {
    let t: TestApp
    let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>

    before(async () => {
      receiver = await startSmtpReceiver()
      t = await buildTestApp(backend, {
        smtpUrl: receiver.url,
        mailFrom: 'Hiring <hiring@example.com>',
        jobPollMs: 20,
        publicUrl: PUBLIC_URL,
      })
    })
    after(async () => {
      await jobsSettled(t)
      await t.close()
      await receiver.close()
    })

    const db = () => t.app.services.stores.database.db

    async function member(role: 'admin' | 'recruiter' | 'hiring_manager' | 'interviewer', emails = true): Promise<Member> {
      const m = await t.member(role)
      const row = await db().selectFrom('members').select('email').where('id', '=', m.id).executeTakeFirstOrThrow()
      if (!emails) await db().updateTable('members').set({ notification_emails: 0 }).where('id', '=', m.id).execute()
      return { ...m, email: row.email.toLowerCase() }
    }

    async function notifications(m: Member, query = ''): Promise<Notification[]> {
      const res = await t.call('GET', `/v1/Members/${m.id}/Notifications${query}`, m.token)
      assert.equal(res.statusCode, 200, res.body)
      return json(res)
    }

    /** Every page of the member's list, following `Link: rel="next"`. */
    async function allPages(m: Member, query: string): Promise<{ items: Notification[]; pages: number }> {
      const items: Notification[] = []
      let next: string | undefined = `/v1/Members/${m.id}/Notifications${query}`
      let pages = 0
      while (next) {
        const res = await t.call('GET', next, m.token)
        assert.equal(res.statusCode, 200, res.body)
        items.push(...json<Notification[]>(res))
        pages++
        const link = res.headers.link
        next = typeof link === 'string' ? /<([^>]+)>; rel="next"/.exec(link)?.[1]?.replace(PUBLIC_URL, '') : undefined
      }
      return { items, pages }
    }

    async function publishedJob(team: number[], title: string): Promise<number> {
      const id = await vacancyWithTeam(t, team, title)
      assert.equal(
        (await t.call('PUT', `/v1/Vacancies/${id}`, undefined, { Published: true, Location: 'Berlin', Description: 'A job worth having.' }))
          .statusCode,
        200,
      )
      return id
    }

    async function apply(jobId: number, fields: Record<string, string>): Promise<{ candidateId: number; applicationId: number }> {
      const res = await applyTo(t, jobId, applicationParts(applicantFields(fields)))
      assert.equal(res.statusCode, 201, res.body)
      const row = await db()
        .selectFrom('applications')
        .innerJoin('candidates', 'candidates.id', 'applications.candidate_id')
        .select(['applications.id', 'applications.candidate_id'])
        .where('applications.vacancy_id', '=', jobId)
        .where('candidates.email', '=', fields.Email!)
        .executeTakeFirstOrThrow()
      return { candidateId: row.candidate_id, applicationId: row.id }
    }

    /** The messages received to `address` once `count` of them came. */
    async function mailTo(address: string, count: number) {
      await waitFor(() => receiver.accepted.filter((m) => m.envelopeTo.includes(address)).length >= count, `${count} emails to ${address}`)
      return receiver.accepted.filter((m) => m.envelopeTo.includes(address))
    }

    describe('raised by an application on the careers form', () => {
      test('each member of the hiring team is told, in the console and by email unless it turned that off; no one else', async () => {
        const [hm, onTeam, quiet, offTeam] = [
          await member('hiring_manager'),
          await member('recruiter'),
          await member('recruiter', false),
          await member('recruiter'),
        ]
        const job = await publishedJob([hm.id, onTeam.id, quiet.id], 'Backend engineer')
        const email = `grace-${Date.now()}@example.com`
        const { candidateId, applicationId } = await apply(job, { FirstName: 'Grace', LastName: 'Hopper', Email: email })

        for (const m of [hm, onTeam, quiet]) {
          const list = await notifications(m)
          assert.equal(list.length, 1, `${m.email}: ${JSON.stringify(list)}`)
          assert.deepEqual(Object.keys(list[0]!), FIELDS)
          assert.deepEqual(
            { ...list[0], Id: 0, CreatedDate: '' },
            {
              Id: 0,
              Type: 'application_received',
              CandidateId: candidateId,
              ApplicationId: applicationId,
              InterviewId: null,
              CreatedDate: '',
              ReadDate: null,
            },
          )
        }
        assert.deepEqual(await notifications(offTeam), [], 'a recruiter off the team is not told')
        const admin = await db().selectFrom('members').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirstOrThrow()
        assert.equal((await db().selectFrom('notifications').select('id').where('member_id', '=', admin.id).execute()).length, 0)

        // The emails: to each member that wants them, written for it, with the console's absolute link.
        for (const m of [hm, onTeam]) {
          const [message] = await mailTo(m.email, 1)
          assert.equal(message!.mail.subject, 'New application for Backend engineer: Grace Hopper')
          assert.match(message!.mail.text ?? '', /Grace Hopper applied for Backend engineer\./)
          assert.ok(message!.mail.text?.includes(`${PUBLIC_URL}/candidates/${candidateId}`), message!.mail.text)
        }
        await mailTo(email.toLowerCase(), 1) // the applicant's own confirmation, sent after these were queued
        await jobsSettled(t)
        assert.equal(receiver.accepted.filter((m) => m.envelopeTo.includes(quiet.email)).length, 0, 'NotificationEmails off: no email')
        assert.equal(receiver.accepted.filter((m) => m.envelopeTo.includes(offTeam.email)).length, 0)
        // Emails to members are recorded about the candidate, never among the candidate's own (SPEC C10).
        const rows = await db().selectFrom('emails').select(['member_id', 'template']).where('candidate_id', '=', candidateId).execute()
        assert.deepEqual(
          rows
            .filter((r) => r.member_id !== null)
            .map((r) => [r.member_id, r.template])
            .sort(),
          [
            [hm.id, 'notification_application_received'],
            [onTeam.id, 'notification_application_received'],
          ],
        )
        const listed = json<Array<{ Template: string }>>(await t.call('GET', `/v1/Candidates/${candidateId}/Emails`))
        assert.deepEqual(
          listed.map((e) => e.Template),
          ['application_received'],
        )
      })

      test('a known candidate applying again is told as such; applying to another vacancy is a new application', async () => {
        const hm = await member('hiring_manager')
        const first = await publishedJob([hm.id], 'Designer')
        const second = await publishedJob([hm.id], 'Illustrator')
        const email = `ada-${Date.now()}@example.com`
        const a = await apply(first, { FirstName: 'Ada', LastName: 'Lovelace', Email: email })
        const again = await apply(first, { FirstName: 'Ada', LastName: 'Lovelace', Email: email })
        assert.equal(again.applicationId, a.applicationId)
        const b = await apply(second, { FirstName: 'Ada', LastName: 'Lovelace', Email: email })
        const list = await notifications(hm)
        assert.deepEqual(
          list.map((n) => [n.Type, n.ApplicationId]),
          [
            ['application_received', b.applicationId],
            ['application_resubmitted', a.applicationId],
            ['application_received', a.applicationId],
          ],
        )
        const messages = await mailTo(hm.email, 3)
        assert.deepEqual(messages.map((m) => m.mail.subject).sort(), [
          'Ada Lovelace applied again for Designer',
          'New application for Designer: Ada Lovelace',
          'New application for Illustrator: Ada Lovelace',
        ])
      })
    })

    describe('raised by interviews, in the console only', () => {
      test('put on, changed, taken off, cancelled: each interviewer told, the one who made the change not, no email', async () => {
        const [r1, r2, r3, scheduler] = [
          await member('recruiter'),
          await member('recruiter'),
          await member('recruiter'),
          await member('recruiter'),
        ]
        const vacancy = await vacancyWithTeam(t, [], 'Interviewed')
        const cid = json(
          await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Alan', LastName: 'Turing', Email: 'alan@example.com' }),
        ).Id
        const app = json(await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: vacancy })).Id
        const mailBefore = receiver.accepted.length
        const interview = await schedule(t, app, [r1.id, r2.id, scheduler.id], {}, scheduler.token)
        const types = async (m: Member) => (await notifications(m)).map((n) => [n.Type, n.InterviewId, n.ApplicationId, n.CandidateId])
        assert.deepEqual(await types(r1), [['interview_assigned', interview.Id, app, cid]])
        assert.deepEqual(await types(r2), [['interview_assigned', interview.Id, app, cid]])
        assert.deepEqual(await types(scheduler), [], 'the member who scheduled it is not told of its own change')

        const start = hoursFromNow(72)
        const moved = await t.call('PUT', `/v1/Interviews/${interview.Id}`, scheduler.token, {
          StartDate: start,
          EndDate: plusMinutes(start, 45),
          InterviewerIds: [r1.id, r3.id, scheduler.id],
        })
        assert.equal(moved.statusCode, 200, moved.body)
        assert.deepEqual((await types(r1))[0], ['interview_changed', interview.Id, app, cid])
        assert.deepEqual((await types(r2))[0], ['interview_unassigned', interview.Id, app, cid])
        assert.deepEqual(await types(r3), [['interview_assigned', interview.Id, app, cid]])

        // A change of the interviewers alone tells those put on and taken off, not those kept.
        assert.equal(
          (await t.call('PUT', `/v1/Interviews/${interview.Id}`, scheduler.token, { InterviewerIds: [r1.id, r3.id] })).statusCode,
          200,
        )
        assert.equal((await notifications(r1)).length, 2)
        assert.equal((await t.call('PUT', `/v1/Interviews/${interview.Id}`, scheduler.token, { Location: 'Room 4' })).statusCode, 200)
        assert.equal((await notifications(r1))[0]!.Type, 'interview_changed')

        assert.equal((await t.call('POST', `/v1/Interviews/${interview.Id}/Cancel`, scheduler.token)).statusCode, 200)
        assert.equal((await notifications(r1))[0]!.Type, 'interview_cancelled')
        assert.equal((await notifications(r3))[0]!.Type, 'interview_cancelled')
        assert.equal((await notifications(r2)).length, 2, 'taken off before: not told of the cancellation')
        await jobsSettled(t)
        assert.equal(receiver.accepted.length, mailBefore, 'interview notifications send no email (C9 interview_assignment does)')
      })
    })

    describe("read under the member's own read rules", () => {
      test('a hiring manager taken off the team no longer sees the notification about that vacancy; put back, it does', async () => {
        const [hm, other] = [await member('hiring_manager', false), await member('hiring_manager', false)]
        const job = await publishedJob([hm.id, other.id], 'Team-scoped')
        await apply(job, { Email: `scoped-${Date.now()}@example.com` })
        assert.equal((await notifications(hm)).length, 1)
        assert.equal((await t.call('PUT', `/v1/Vacancies/${job}/HiringTeam`, undefined, { MemberIds: [other.id] })).statusCode, 200)
        assert.deepEqual(await notifications(hm), [])
        assert.deepEqual(await notifications(hm, '?Unread=true'), [])
        assert.equal((await notifications(other)).length, 1)
        assert.equal((await t.call('PUT', `/v1/Vacancies/${job}/HiringTeam`, undefined, { MemberIds: [hm.id, other.id] })).statusCode, 200)
        assert.equal((await notifications(hm)).length, 1)
      })

      test('an interviewer on the team: told of its interviews, not of applications; taken off, it sees none of them', async () => {
        const [iv, hm] = [await member('interviewer', false), await member('hiring_manager', false)]
        const job = await publishedJob([iv.id, hm.id], 'Interviewer-scoped')
        const { applicationId } = await apply(job, { Email: `interviewed-${Date.now()}@example.com` })
        assert.deepEqual(await notifications(iv), [], 'an interviewer does not read applications: not told of them')
        assert.equal((await notifications(hm)).length, 1)
        // A year ahead: it never ends while the tests run.
        const interview = await schedule(t, applicationId, [iv.id], { StartDate: hoursFromNow(24 * 365) })
        assert.deepEqual(
          (await notifications(iv)).map((n) => [n.Type, n.InterviewId]),
          [['interview_assigned', interview.Id]],
        )
        // Taken off its only interview, it no longer sees the candidate: what it was told about it is absent too.
        assert.equal((await t.call('PUT', `/v1/Interviews/${interview.Id}`, undefined, { InterviewerIds: [hm.id] })).statusCode, 200)
        assert.deepEqual(await notifications(iv), [])
        assert.equal((await t.call('PUT', `/v1/Interviews/${interview.Id}`, undefined, { InterviewerIds: [iv.id] })).statusCode, 200)
        assert.deepEqual(
          (await notifications(iv)).map((n) => n.Type),
          ['interview_assigned', 'interview_unassigned', 'interview_assigned'],
        )
      })

      test('newest first, paged by after in that order; Unread filters; marked read by Ids, then All', async () => {
        const hm = await member('hiring_manager', false)
        const other = await member('hiring_manager', false)
        const job = await publishedJob([hm.id, other.id], 'Paged')
        for (let i = 0; i < 5; i++) await apply(job, { Email: `paged-${i}-${Date.now()}@example.com` })
        const whole = await notifications(hm)
        assert.equal(whole.length, 5)
        const ids = whole.map((n) => n.Id)
        assert.deepEqual(
          ids,
          [...ids].sort((a, b) => b - a),
          'newest first',
        )

        const paged = await allPages(hm, '?limit=2')
        assert.equal(paged.pages, 3)
        assert.deepEqual(
          paged.items.map((n) => n.Id),
          ids,
        )
        const first = await t.call('GET', `/v1/Members/${hm.id}/Notifications?limit=2`, hm.token)
        assert.match(
          String(first.headers.link),
          new RegExp(`^<${PUBLIC_URL}/v1/Members/${hm.id}/Notifications\\?limit=2&after=${ids[1]}>; rel="next"$`),
        )

        const marked = await t.call('POST', `/v1/Members/${hm.id}/Notifications/Read`, hm.token, { Ids: [ids[0], ids[2]] })
        assert.equal(marked.statusCode, 204, marked.body)
        assert.equal(marked.body, '')
        const unread = await notifications(hm, '?Unread=true')
        assert.deepEqual(
          unread.map((n) => n.Id),
          [ids[1], ids[3], ids[4]],
        )
        assert.deepEqual(
          (await allPages(hm, '?Unread=true&limit=1')).items.map((n) => n.Id),
          [ids[1], ids[3], ids[4]],
        )
        const read = (await notifications(hm)).filter((n) => n.ReadDate !== null)
        assert.deepEqual(
          read.map((n) => n.Id),
          [ids[0], ids[2]],
        )
        const firstRead = read[0]!.ReadDate
        assert.deepEqual((await notifications(hm, '?Unread=false')).length, 5)

        // Another member's ids change nothing of its list.
        const theirs = (await notifications(other)).map((n) => n.Id)
        assert.equal((await t.call('POST', `/v1/Members/${hm.id}/Notifications/Read`, hm.token, { Ids: theirs })).statusCode, 204)
        assert.equal((await notifications(other, '?Unread=true')).length, 5)

        assert.equal((await t.call('POST', `/v1/Members/${hm.id}/Notifications/Read`, hm.token, { All: true })).statusCode, 204)
        assert.deepEqual(await notifications(hm, '?Unread=true'), [])
        assert.equal((await notifications(hm)).find((n) => n.Id === ids[0])!.ReadDate, firstRead, 'one read keeps its first ReadDate')
        assert.equal((await notifications(other, '?Unread=true')).length, 5)
      })

      test('bad input: 400 naming the field', async () => {
        const m = await member('recruiter')
        const read = (body: unknown) => t.call('POST', `/v1/Members/${m.id}/Notifications/Read`, m.token, body)
        assertProblem(await read({}), 400, 'validation_failed', 'Ids')
        assertProblem(await read({ All: false }), 400, 'validation_failed', 'All')
        assertProblem(await read({ All: true, Ids: [1] }), 400, 'validation_failed', 'Ids')
        assertProblem(await read({ Ids: [] }), 400, 'validation_failed')
        assertProblem(await read({ Ids: ['x'] }), 400, 'validation_failed')
        assertProblem(await read({ Everything: true }), 400, 'validation_failed')
        for (const query of ['?Unread=yes', '?limit=0', '?limit=1001', '?after=-1']) {
          assertProblem(await t.call('GET', `/v1/Members/${m.id}/Notifications${query}`, m.token), 400, 'validation_failed')
        }
      })

      test("another member's notifications: 403 insufficient_scope, for an admin too", async () => {
        const [m, other] = [await member('recruiter'), await member('recruiter')]
        for (const token of [other.token, t.adminToken]) {
          assertProblem(await t.call('GET', `/v1/Members/${m.id}/Notifications`, token), 403, 'insufficient_scope')
          assertProblem(await t.call('POST', `/v1/Members/${m.id}/Notifications/Read`, token, { All: true }), 403, 'insufficient_scope')
        }
        assertProblem(await t.call('GET', '/v1/Members/987654321/Notifications', m.token), 403, 'insufficient_scope')
        const noRead = (await t.member('recruiter', ['notes:read'])) as Member
        assertProblem(await t.call('GET', `/v1/Members/${noRead.id}/Notifications`, noRead.token), 403, 'insufficient_scope')
      })
    })

    describe('erased and anonymized candidates', () => {
      test("notifications about an erased candidate are gone with it (foreign keys); an anonymized one's are deleted", async () => {
        const hm = await member('hiring_manager', false)
        const job = await publishedJob([hm.id], 'Privacy')
        const erased = await apply(job, { Email: `erased-${Date.now()}@example.com` })
        const anonymized = await apply(job, { Email: `anon-${Date.now()}@example.com` })
        const interview = await schedule(t, erased.applicationId, [hm.id])
        assert.equal((await notifications(hm)).length, 3)
        const about = (candidateId: number) =>
          db().selectFrom('notifications').select('id').where('candidate_id', '=', candidateId).execute()
        assert.equal((await about(erased.candidateId)).length, 2)

        assert.equal((await t.call('DELETE', `/v1/Candidates/${erased.candidateId}`)).statusCode, 204)
        assert.equal((await about(erased.candidateId)).length, 0)
        assert.equal((await db().selectFrom('notifications').select('id').where('interview_id', '=', interview.Id).execute()).length, 0)
        assert.equal((await t.call('POST', `/v1/Candidates/${anonymized.candidateId}/Anonymize`)).statusCode, 200)
        assert.equal((await about(anonymized.candidateId)).length, 0)
        assert.deepEqual(await notifications(hm), [])
      })
    })

    describe('scorecards owed', () => {
      test("told once the interview ended, again each day while owed, in the member's zone; not once submitted", async () => {
        const [r1, r2] = [await member('recruiter'), await member('recruiter')]
        await db().updateTable('members').set({ time_zone: 'Europe/Paris' }).where('id', '=', r1.id).execute()
        const vacancy = await vacancyWithTeam(t, [], 'Scored')
        const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Emmy', LastName: 'Noether' })).Id
        const app = json(await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: vacancy })).Id
        // Days ahead, looked at as from later still: the service's own clock (which looks at now) never sees it ended.
        const start = hoursFromNow(100)
        const end = Date.parse(plusMinutes(start, 60))
        const interview = await schedule(t, app, [r1.id, r2.id], { StartDate: start, EndDate: plusMinutes(start, 60) })
        const mail = t.app.services.mail
        const at = (hours: number) => new Date(end + hours * 3_600_000).toISOString()
        const due = async (m: Member) => (await notifications(m)).filter((n) => n.Type === 'scorecard_due')
        // What one look raised for these two members: other tests' interviews in the same store may be owed too.
        const raise = async (moment: string) => {
          const owed = async () => (await due(r1)).length + (await due(r2)).length
          const before = await owed()
          await raiseScorecardsDue(db(), mail, moment)
          return (await owed()) - before
        }

        assert.equal(await raise(at(-0.5)), 0, 'not ended yet')
        assert.equal(await raise(at(0)), 2)
        assert.equal(await raise(at(0)), 0, 'once per member, interview and day')
        assert.equal(await raise(at(5)), 0)
        const [first] = await due(r1)
        assert.deepEqual(
          [first!.InterviewId, first!.ApplicationId, first!.CandidateId, first!.CreatedDate],
          [interview.Id, app, cid, at(0)],
        )

        const [message] = await mailTo(r1.email, 1)
        assert.equal(message!.mail.subject, 'Scorecard due: Emmy Noether, Scored')
        const paris = new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Paris',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(start))
        assert.match(message!.mail.text ?? '', new RegExp(` ${paris} \\(Europe/Paris\\) has ended`))
        assert.ok(message!.mail.text?.includes(`${PUBLIC_URL}/candidates/${cid}`))
        const [forR2] = await mailTo(r2.email, 1)
        assert.match(forR2!.mail.text ?? '', / \d\d:\d\d \(UTC\) has ended/)

        // A draft is still owed: the next day, told again.
        assert.equal((await writeScorecard(t, interview.Id, r1.token, { Ratings: [], Recommendation: null })).statusCode, 200)
        assert.equal(await raise(at(23)), 0, 'not a day yet')
        assert.equal(await raise(at(24)), 2)
        assert.equal((await due(r1)).length, 2)
        // Submitted: no more for it.
        const submitted = await writeScorecard(t, interview.Id, r1.token, { Ratings: [], Recommendation: 'yes', Submit: true })
        assert.equal(submitted.statusCode, 200, submitted.body)
        assert.equal(await raise(at(48)), 1)
        assert.equal((await due(r1)).length, 2)
        assert.equal((await due(r2)).length, 3)
        await mailTo(r2.email, 3)
        // Cancelled: owed no more.
        assert.equal((await t.call('POST', `/v1/Interviews/${interview.Id}/Cancel`)).statusCode, 200)
        assert.equal(await raise(at(72)), 0)
      })

      test('the job on the clock raises them through the runner', async () => {
        const r = await member('recruiter', false)
        const vacancy = await vacancyWithTeam(t, [], 'Clocked')
        const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Clock', LastName: 'Work' })).Id
        const app = json(await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: vacancy })).Id
        const start = hoursFromNow(-3)
        await schedule(t, app, [r.id], { StartDate: start, EndDate: plusMinutes(start, 30) })
        // Queued here or by the clock already: either way one look runs.
        await queueScorecardsDue(db())
        t.app.services.jobs.wake()
        await waitFor(async () => (await notifications(r)).some((n) => n.Type === 'scorecard_due'), 'the scorecard notification')
        await jobsSettled(t)
        assert.equal((await notifications(r)).filter((n) => n.Type === 'scorecard_due').length, 1)
      })
    })
  })
}

// Several instances share one PostgreSQL database: each scorecard owed is told once a day, whoever looks.
for (const backend of (await backends()).filter((b) => b.name === 'postgres')) {
  describe(`two instances on one database raise each scorecard notification once [${backend.name}]`, () => {
    let t: TestApp
    let other: FastifyInstance

    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
      other = await buildApp({ ...t.config }, { logger: false })
      await other.ready()
    })
    after(async () => {
      await other.close()
      await t.close()
    })

    test('both looking at the same moment, again and again: one notification and one email per member, interview and day', async () => {
      const db = t.app.services.stores.database.db
      const members = [await t.member('recruiter'), await t.member('recruiter'), await t.member('recruiter')]
      const vacancy = await vacancyWithTeam(t, [], 'Twice looked')
      const interviews: number[] = []
      for (let i = 0; i < 4; i++) {
        const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: `Owed ${i}`, LastName: 'Scorecard' })).Id
        const app = json(await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: vacancy })).Id
        const start = hoursFromNow(200)
        interviews.push(
          (
            await schedule(
              t,
              app,
              members.map((m) => m.id),
              { StartDate: start, EndDate: plusMinutes(start, 30) },
            )
          ).Id,
        )
      }
      const after = new Date(Date.parse(hoursFromNow(201))).toISOString()
      const instances = [t.app, other, t.app, other]
      const raised = await Promise.all(
        instances.map((app) => raiseScorecardsDue(app.services.stores.database.db, app.services.mail, after)),
      )
      assert.equal(
        raised.reduce((a, b) => a + b, 0),
        members.length * interviews.length,
      )
      const rows = await db.selectFrom('notifications').select(['member_id', 'interview_id']).where('type', '=', 'scorecard_due').execute()
      assert.equal(rows.length, members.length * interviews.length)
      assert.equal(new Set(rows.map((r) => `${r.member_id}:${r.interview_id}`)).size, rows.length)
      const emails = await db.selectFrom('emails').select('member_id').where('template', '=', 'notification_scorecard_due').execute()
      assert.equal(emails.length, members.length * interviews.length, 'one email per notification written')

      // Queued on both instances' clocks and run by both runners: still nothing twice.
      const queued = await Promise.all([queueScorecardsDue(db), queueScorecardsDue(other.services.stores.database.db)])
      assert.ok(queued.includes(true))
      t.app.services.jobs.wake()
      other.services.jobs.wake()
      await jobsSettled(t)
      assert.equal((await db.selectFrom('notifications').select('id').where('type', '=', 'scorecard_due').execute()).length, rows.length)
    })
  })
}
