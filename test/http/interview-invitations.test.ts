import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import ICAL from 'ical.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, waitFor } from '../helpers/documents.js'
import { applicationOnTeam, plusMinutes, schedule } from '../helpers/interviews.js'
import { startSmtpReceiver } from '../helpers/smtp-receiver.js'
import { unzip } from '../helpers/unzip.js'

type Received = Awaited<ReturnType<typeof startSmtpReceiver>>['accepted'][number]

/** The calendar a received email carries, read by another library (ical.js) than the one that wrote it (ical-generator). */
function calendarOf(message: Received) {
  const part = message.mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  assert.ok(part, `a calendar attached to "${message.mail.subject}"`)
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  const address = (value: unknown) =>
    String(value)
      .replace(/^mailto:/i, '')
      .toLowerCase()
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    // In UTC as written: a time with a zone of its own would read the same instant but not say so.
    utc: ['dtstart', 'dtend'].every((name) => (event.getFirstPropertyValue(name) as ICAL.Time).zone?.tzid === 'UTC'),
    location: event.getFirstPropertyValue('location'),
    organizer: address(event.getFirstPropertyValue('organizer')),
    attendees: event
      .getAllProperties('attendee')
      .map((a) => address(a.getFirstValue()))
      .sort(),
    contentType: part.contentType,
  }
}

/** A Monday in November: Berlin is UTC+1, New York UTC-5, Tokyo UTC+9 (no daylight saving in any of them then). */
const START = '2030-11-25T13:00:00.000Z'
const ORIGIN = 'https://ats.example.com'

for (const backend of await backends()) {
  describe(`interview invitations sent to an SMTP server on loopback [${backend.name}]`, () => {
    let t: TestApp
    let smtp: Received[]
    let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>
    /** Berlin, no zone of its own (the service's: Tokyo), New York. */
    const members: Array<{ id: number; token: string; email: string; name: string }> = []
    const db = () => t.app.services.stores.database.db

    before(async () => {
      receiver = await startSmtpReceiver()
      smtp = receiver.accepted
      t = await buildTestApp(backend, {
        smtpUrl: receiver.url,
        mailFrom: 'Hiring <hiring@example.com>',
        jobPollMs: 20,
        publicUrl: ORIGIN,
        timeZone: 'Asia/Tokyo',
      })
      const made = [await t.member('recruiter'), await t.member('recruiter'), await t.member('recruiter')]
      const all: Array<{ Id: number; Email: string; Name: string }> = json(await t.call('GET', '/v1/Members?limit=1000'))
      for (const m of made) {
        const row = all.find((x) => x.Id === m.id)!
        members.push({ ...m, email: row.Email.toLowerCase(), name: row.Name })
      }
      // Members' zones are set by their own API; here straight in the store, which is what the emails read.
      const zones = ['Europe/Berlin', null, 'America/New_York']
      for (const [i, m] of members.entries())
        await db()
          .updateTable('members')
          .set({ time_zone: zones[i] ?? null })
          .where('id', '=', m.id)
          .execute()
    })
    after(async () => {
      await jobsSettled(t)
      await t.close()
      await receiver.close()
    })

    /** The messages received since `from`, once `count` of them arrived, by recipient. */
    const received = async (from: number, count: number) => {
      await waitFor(() => smtp.length >= from + count, `${count} emails`)
      const batch = smtp.slice(from)
      assert.equal(batch.length, count, 'no more than these')
      return new Map(batch.map((m) => [m.envelopeTo[0]!.toLowerCase(), m]))
    }

    /** A candidate applied to a new vacancy, in the zone given (none: the service's). */
    const candidate = async (names: { first: string; last: string; email: string }, timeZone?: string) => {
      const app = await applicationOnTeam(t, [], names)
      if (timeZone) {
        const put = await t.call('PUT', `/v1/Candidates/${app.candidateId}`, undefined, {
          FirstName: names.first,
          LastName: names.last,
          Email: names.email,
          TimeZone: timeZone,
        })
        assert.equal(json(put).TimeZone, timeZone, put.body)
      }
      return app
    }

    test('the candidate and each interviewer get their own email, times in their own zones, calendars naming whom they should', async () => {
      const app = await candidate({ first: 'Grace', last: 'Hopper', email: 'grace@example.com' }, 'America/New_York')
      const [a, b, c] = members
      let from = smtp.length
      const where = 'Room 4, floor 2; badge at the desk'
      const interview = await schedule(t, app.applicationId, [a!.id, b!.id], {
        StartDate: START,
        EndDate: plusMinutes(START, 60),
        Location: where,
        SendInvitations: true,
      })
      let got = await received(from, 3)
      assert.deepEqual([...got.keys()].sort(), ['grace@example.com', a!.email, b!.email].sort())

      // The candidate's: written for the candidate, in New York time; its calendar names the organizer and the candidate only.
      const toGrace = got.get('grace@example.com')!
      const graces = calendarOf(toGrace)
      assert.deepEqual(
        [graces.method, graces.sequence, graces.start, graces.end, graces.utc],
        ['REQUEST', 0, START, interview.EndDate, true],
      )
      assert.equal(graces.location, where)
      assert.equal(graces.organizer, 'hiring@example.com')
      assert.deepEqual(graces.attendees, ['grace@example.com'])
      assert.match(graces.contentType, /^text\/calendar/)
      assert.match(toGrace.mail.text ?? '', /Dear Grace Hopper/)
      assert.match(toGrace.mail.text ?? '', /We would like to invite you/)
      assert.match(toGrace.mail.text ?? '', /When: Monday 25 November 2030, 08:00 \(America\/New_York\)/)
      assert.match(toGrace.mail.subject ?? '', /Monday 25 November 2030, 08:00 \(America\/New_York\)$/)
      assert.doesNotMatch(`${toGrace.mail.subject} ${toGrace.mail.text}`, /\{\{|\}\}|UTC/)
      assert.equal(toGrace.mail.from?.value[0]?.address, 'hiring@example.com')
      // No interviewer's address anywhere in the message the candidate receives, headers and attachment included.
      for (const m of [a!, b!]) assert.ok(!toGrace.raw.toLowerCase().includes(m.email), `${m.email} is not in the candidate's email`)

      // Each interviewer's: written for the interviewer, in its own zone (Berlin; the service's Tokyo for one without).
      for (const [m, time] of [
        [a!, 'Monday 25 November 2030, 14:00 (Europe/Berlin)'],
        [b!, 'Monday 25 November 2030, 22:00 (Asia/Tokyo)'],
      ] as const) {
        const message = got.get(m.email)!
        const text = message.mail.text ?? ''
        assert.equal(message.mail.subject, `Interview with Grace Hopper for Interviewed vacancy: ${time}`)
        assert.match(text, new RegExp(`^Hello ${m.name},`))
        assert.ok(text.includes('an interview with Grace Hopper, who applied for Interviewed vacancy'), text)
        assert.ok(text.includes(`When: ${time}`), text)
        assert.ok(text.includes(`Where: ${where}`), text)
        assert.ok(text.includes(`${ORIGIN}/candidates/${app.candidateId}\n`), text)
        assert.ok(text.includes(`${ORIGIN}/candidates/${app.candidateId}?application=${app.applicationId}&interview=${interview.Id}`), text)
        assert.doesNotMatch(text, /We would like to invite you|does not suit you|\{\{|\}\}/)
        const calendar = calendarOf(message)
        assert.deepEqual([calendar.method, calendar.uid, calendar.sequence, calendar.start], ['REQUEST', graces.uid, 0, START])
        assert.deepEqual(calendar.attendees, [a!.email, b!.email].sort())
        assert.equal(calendar.organizer, 'hiring@example.com')
      }

      from = smtp.length
      const put = await t.call('PUT', `/v1/Interviews/${interview.Id}`, undefined, { InterviewerIds: [a!.id, c!.id] })
      assert.equal(put.statusCode, 200, put.body)
      got = await received(from, 4)
      assert.deepEqual(
        [...got.entries()].map(([to, m]) => [to, calendarOf(m).method, calendarOf(m).sequence, calendarOf(m).uid === graces.uid]).sort(),
        [
          ['grace@example.com', 'REQUEST', 1, true],
          [a!.email, 'REQUEST', 1, true],
          [c!.email, 'REQUEST', 1, true],
          [b!.email, 'CANCEL', 1, true],
        ].sort(),
      )
      assert.deepEqual(calendarOf(got.get('grace@example.com')!).attendees, ['grace@example.com'])
      // RFC 5546: the organizer's CANCEL to an attendee it removes names that attendee alone; the others' update names those left.
      assert.deepEqual(calendarOf(got.get(b!.email)!).attendees, [b!.email])
      assert.match(got.get(b!.email)!.mail.subject ?? '', /^No longer on the panel: interview with Grace Hopper/)
      assert.deepEqual(calendarOf(got.get(a!.email)!).attendees, [a!.email, c!.email].sort())
      // The interviewer added by the change gets the assignment, in its zone.
      assert.equal(
        got.get(c!.email)!.mail.subject,
        'Interview with Grace Hopper for Interviewed vacancy: Monday 25 November 2030, 08:00 (America/New_York)',
      )

      from = smtp.length
      assert.equal((await t.call('POST', `/v1/Interviews/${interview.Id}/Cancel`)).statusCode, 200)
      got = await received(from, 3)
      assert.deepEqual([...got.keys()].sort(), ['grace@example.com', a!.email, c!.email].sort())
      for (const [to, m] of got) {
        assert.deepEqual([calendarOf(m).method, calendarOf(m).sequence], ['CANCEL', 2])
        assert.match(m.mail.subject ?? '', /^Cancelled/)
        assert.deepEqual(calendarOf(m).attendees, to === 'grace@example.com' ? [to] : [a!.email, c!.email].sort())
      }
      assert.match(
        got.get(a!.email)!.mail.text ?? '',
        /The interview with Grace Hopper for Interviewed vacancy on Monday 25 November 2030, 14:00 \(Europe\/Berlin\) is cancelled/,
      )

      // The candidate's emails are those sent to it; the interviewers' are emails to members about it.
      const emails = json(await t.call('GET', `/v1/Candidates/${app.candidateId}/Emails?limit=100`))
      assert.deepEqual(
        emails.map((e: any) => [e.To, e.Template]),
        [
          ['grace@example.com', 'interview_invitation'],
          ['grace@example.com', 'interview_invitation'],
          ['grace@example.com', null],
        ],
      )
      const toMembers = await db()
        .selectFrom('emails')
        .select(['member_id', 'to_address', 'template'])
        .where('candidate_id', '=', app.candidateId)
        .where('member_id', 'is not', null)
        .orderBy('id')
        .execute()
      assert.equal(toMembers.length, 7)
      for (const e of toMembers) assert.equal(e.to_address.toLowerCase(), members.find((m) => m.id === e.member_id)?.email)
      assert.deepEqual(
        toMembers.map((e) => e.template),
        ['interview_assignment', 'interview_assignment', 'interview_assignment', 'interview_assignment', null, null, null],
      )
    })

    test('one scheduling is one email in the candidate activity, the change feed and its Emails list', async () => {
      const app = await candidate({ first: 'Alan', last: 'Turing', email: 'alan@example.com' })
      const from = smtp.length
      await schedule(t, app.applicationId, [members[0]!.id, members[1]!.id], {
        StartDate: START,
        EndDate: plusMinutes(START, 45),
        SendInvitations: true,
      })
      const got = await received(from, 3)
      // A candidate without a zone reads the service's.
      assert.match(got.get('alan@example.com')!.mail.text ?? '', /When: Monday 25 November 2030, 22:00 \(Asia\/Tokyo\)/)
      await waitFor(async () => {
        const rows = await db().selectFrom('emails').select('status').where('candidate_id', '=', app.candidateId).execute()
        return rows.length === 3 && rows.every((r) => r.status === 'sent')
      }, 'all three sent')
      const activity = json(await t.call('GET', `/v1/Candidates/${app.candidateId}/Events?limit=1000`)).filter((e: any) =>
        e.Type.startsWith('email.'),
      )
      assert.deepEqual(
        activity.map((e: any) => [e.Type, e.Data.To]),
        [['email.sent', 'alan@example.com']],
      )
      const feed = json(await t.call('GET', '/v1/Events?limit=1000')).filter((e: any) => e.Type.startsWith('email.'))
      assert.deepEqual(
        feed.filter((e: any) => e.CandidateId === app.candidateId).map((e: any) => e.Data.To),
        ['alan@example.com'],
      )
      // No event anywhere carries an email to a member.
      for (const e of feed) assert.ok(!members.some((m) => m.email === String(e.Data.To).toLowerCase()), JSON.stringify(e))
      assert.equal(json(await t.call('GET', `/v1/Candidates/${app.candidateId}/Emails`)).length, 1)
    })

    test('the export lists the interviewers’ emails apart; erasure and anonymization remove them', async () => {
      const memberEmailsOf = async (candidateId: number) =>
        (
          await db().selectFrom('emails').select('id').where('candidate_id', '=', candidateId).where('member_id', 'is not', null).execute()
        ).map((r) => r.id)
      for (const ending of ['erase', 'anonymize'] as const) {
        const app = await candidate({ first: 'Edsger', last: 'Dijkstra', email: `edsger-${ending}@example.com` }, 'Europe/Amsterdam')
        const from = smtp.length
        await schedule(t, app.applicationId, [members[0]!.id], { SendInvitations: true })
        // Sent before the candidate goes, so that no later test counts them.
        await received(from, 2)
        const ids = await memberEmailsOf(app.candidateId)
        assert.equal(ids.length, 1)
        const res = await t.call('GET', `/v1/Candidates/${app.candidateId}/Export`)
        assert.equal(res.statusCode, 200)
        const data = JSON.parse((await unzip(res.rawPayload)).get('candidate.json')!.bytes!.toString('utf8'))
        assert.deepEqual(
          data.Emails.map((e: any) => [e.To, e.Template]),
          [[`edsger-${ending}@example.com`, 'interview_invitation']],
        )
        assert.deepEqual(
          data.EmailsToMembers.map((e: any) => [e.To.toLowerCase(), e.Template]),
          [[members[0]!.email, 'interview_assignment']],
        )
        const done =
          ending === 'erase'
            ? await t.call('DELETE', `/v1/Candidates/${app.candidateId}`)
            : await t.call('POST', `/v1/Candidates/${app.candidateId}/Anonymize`)
        assert.ok([200, 204].includes(done.statusCode), done.body)
        assert.deepEqual(
          await db().selectFrom('emails').select('id').where('id', 'in', ids).execute(),
          [],
          `${ending}: no email to a member left`,
        )
      }
    })

    test('a member removed from the service since is written nothing about the interview', async () => {
      const leaving = await t.member('recruiter')
      const app = await candidate({ first: 'Kathleen', last: 'Booth', email: 'kathleen@example.com' })
      let from = smtp.length
      const interview = await schedule(t, app.applicationId, [members[0]!.id, leaving.id], { SendInvitations: true })
      await received(from, 3)
      assert.equal((await t.call('DELETE', `/v1/Members/${leaving.id}`)).statusCode, 204)
      from = smtp.length
      assert.equal((await t.call('POST', `/v1/Interviews/${interview.Id}/Cancel`)).statusCode, 200)
      const got = await received(from, 2)
      assert.deepEqual([...got.keys()].sort(), ['kathleen@example.com', members[0]!.email].sort())
      const toLeaving = await db().selectFrom('emails').select('id').where('member_id', '=', leaving.id).execute()
      assert.equal(toLeaving.length, 1, 'the assignment before, nothing since')
    })

    test('an interview scheduled without invitations sends nothing, to anyone, then or at any change', async () => {
      const app = await applicationOnTeam(t, [], { email: 'quiet@example.com' })
      const interview = await schedule(t, app.applicationId, [members[0]!.id])
      assert.equal(
        (await t.call('PUT', `/v1/Interviews/${interview.Id}`, undefined, { Location: 'Elsewhere', InterviewerIds: [members[1]!.id] }))
          .statusCode,
        200,
      )
      assert.equal((await t.call('POST', `/v1/Interviews/${interview.Id}/Cancel`)).statusCode, 200)
      assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${app.candidateId}/Emails`)), [])
      assert.deepEqual(await db().selectFrom('emails').select('id').where('candidate_id', '=', app.candidateId).execute(), [])
    })

    test('interview_assignment: the admin’s version is what interviewers get; its own placeholders are refused elsewhere', async () => {
      const change = {
        Subject: 'Panel: {{FirstName}} {{LastName}}, {{InterviewStart}}',
        Body: '{{MemberName}}: {{CandidateUrl}} | {{ScorecardUrl}} | {{InterviewLocation}}',
      }
      const res = await t.call('PUT', '/v1/EmailTemplates/interview_assignment', undefined, change)
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(json(res), { Name: 'interview_assignment', ...change })
      assertProblem(
        await t.call('PUT', '/v1/EmailTemplates/interview_invitation', undefined, { Subject: 'Hi', Body: 'See {{CandidateUrl}}' }),
        400,
        'validation_failed',
        'Body',
      )
      assertProblem(
        await t.call('PUT', '/v1/EmailTemplates/interview_assignment', undefined, { Subject: '{{Salary}}', Body: 'b' }),
        400,
        'validation_failed',
        'Subject',
      )
      const app = await candidate({ first: 'Barbara', last: 'Liskov', email: 'barbara@example.com' })
      const from = smtp.length
      const interview = await schedule(t, app.applicationId, [members[0]!.id], {
        StartDate: START,
        EndDate: plusMinutes(START, 30),
        Location: 'Video',
        SendInvitations: true,
      })
      const got = await received(from, 2)
      const message = got.get(members[0]!.email)!
      assert.equal(message.mail.subject, 'Panel: Barbara Liskov, Monday 25 November 2030, 14:00 (Europe/Berlin)')
      assert.equal(
        (message.mail.text ?? '').trim(),
        `${members[0]!.name}: ${ORIGIN}/candidates/${app.candidateId} | ${ORIGIN}/candidates/${app.candidateId}?application=${app.applicationId}&interview=${interview.Id} | Video`,
      )
    })
  })
}
