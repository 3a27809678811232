import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import ICAL from 'ical.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, waitFor } from '../helpers/documents.js'
import { applicationOnTeam, schedule } from '../helpers/interviews.js'
import { startSmtpReceiver } from '../helpers/smtp-receiver.js'

type Received = Awaited<ReturnType<typeof startSmtpReceiver>>['accepted'][number]

/** The calendar a received email carries, read by another library than the one that wrote it. */
function calendarOf(message: Received) {
  const part = message.mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  assert.ok(part, `a calendar attached to "${message.mail.subject}"`)
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    // In UTC as written: a time with a zone of its own would read the same instant but not say so.
    utc: ['dtstart', 'dtend'].every((name) => (event.getFirstPropertyValue(name) as ICAL.Time).zone?.tzid === 'UTC'),
    location: event.getFirstPropertyValue('location'),
    attendees: event
      .getAllProperties('attendee')
      .map((a) =>
        String(a.getFirstValue())
          .replace(/^mailto:/i, '')
          .toLowerCase(),
      )
      .sort(),
    contentType: part.contentType,
  }
}

for (const backend of await backends()) {
  describe(`interview invitations sent to an SMTP server on loopback [${backend.name}]`, () => {
    let t: TestApp
    let smtp: Received[]
    let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>
    const members: Array<{ id: number; token: string; email: string }> = []

    before(async () => {
      receiver = await startSmtpReceiver()
      smtp = receiver.accepted
      t = await buildTestApp(backend, { smtpUrl: receiver.url, mailFrom: 'Hiring <hiring@example.com>', jobPollMs: 20 })
      const made = [await t.member('recruiter'), await t.member('recruiter'), await t.member('recruiter')]
      const all: Array<{ Id: number; Email: string }> = json(await t.call('GET', '/v1/Members?limit=1000'))
      for (const m of made) members.push({ ...m, email: all.find((x) => x.Id === m.id)!.Email.toLowerCase() })
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

    test('scheduled, changed, cancelled: REQUEST to everyone, the raised SEQUENCE, CANCEL to one taken off, then to all', async () => {
      const app = await applicationOnTeam(t, [], { first: 'Grace', last: 'Hopper', email: 'grace@example.com' })
      const [a, b, c] = members
      let from = smtp.length
      const where = 'Room 4, floor 2; badge at the desk'
      const interview = await schedule(t, app.applicationId, [a!.id, b!.id], { Location: where, SendInvitations: true })
      let got = await received(from, 3)
      assert.deepEqual([...got.keys()].sort(), ['grace@example.com', a!.email, b!.email].sort())
      const first = calendarOf(got.get('grace@example.com')!)
      assert.equal(first.method, 'REQUEST')
      assert.equal(first.sequence, 0)
      assert.equal(first.start, interview.StartDate)
      assert.equal(first.end, interview.EndDate)
      assert.equal(first.utc, true)
      // Written escaped (\, and \;), read back whole.
      assert.equal(first.location, where)
      assert.deepEqual(first.attendees, ['grace@example.com', a!.email, b!.email].sort())
      assert.match(first.contentType, /^text\/calendar/)
      const toGrace = got.get('grace@example.com')!.mail
      assert.match(toGrace.text ?? '', /Dear Grace Hopper/)
      assert.match(toGrace.text ?? '', /Room 4, floor 2; badge at the desk/)
      assert.doesNotMatch(`${toGrace.subject} ${toGrace.text}`, /\{\{|\}\}/)
      assert.equal(toGrace.from?.value[0]?.address, 'hiring@example.com')
      for (const m of got.values()) assert.equal(calendarOf(m).uid, first.uid)

      from = smtp.length
      const put = await t.call('PUT', `/v1/Interviews/${interview.Id}`, undefined, { InterviewerIds: [a!.id, c!.id] })
      assert.equal(put.statusCode, 200, put.body)
      got = await received(from, 4)
      assert.deepEqual(
        [...got.entries()].map(([to, m]) => [to, calendarOf(m).method, calendarOf(m).sequence, calendarOf(m).uid === first.uid]).sort(),
        [
          ['grace@example.com', 'REQUEST', 1, true],
          [a!.email, 'REQUEST', 1, true],
          [c!.email, 'REQUEST', 1, true],
          [b!.email, 'CANCEL', 1, true],
        ].sort(),
      )
      // RFC 5546: the organizer's CANCEL to an attendee it removes names that attendee alone; the others' update names those left.
      assert.deepEqual(calendarOf(got.get(b!.email)!).attendees, [b!.email])
      assert.deepEqual(calendarOf(got.get(a!.email)!).attendees, ['grace@example.com', a!.email, c!.email].sort())

      from = smtp.length
      assert.equal((await t.call('POST', `/v1/Interviews/${interview.Id}/Cancel`)).statusCode, 200)
      got = await received(from, 3)
      assert.deepEqual([...got.keys()].sort(), ['grace@example.com', a!.email, c!.email].sort())
      for (const m of got.values()) {
        assert.deepEqual([calendarOf(m).method, calendarOf(m).sequence], ['CANCEL', 2])
        assert.match(m.mail.subject ?? '', /^Cancelled/)
      }
      // Every one is among the candidate's emails, so that erasing the candidate erases them.
      const emails = json(await t.call('GET', `/v1/Candidates/${app.candidateId}/Emails?limit=100`))
      assert.equal(emails.length, 10)
    })

    test('an interview scheduled without invitations sends nothing, then or at any change', async () => {
      const app = await applicationOnTeam(t, [], { email: 'quiet@example.com' })
      const interview = await schedule(t, app.applicationId, [members[0]!.id])
      assert.equal((await t.call('PUT', `/v1/Interviews/${interview.Id}`, undefined, { Location: 'Elsewhere' })).statusCode, 200)
      assert.equal((await t.call('POST', `/v1/Interviews/${interview.Id}/Cancel`)).statusCode, 200)
      assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${app.candidateId}/Emails`)), [])
    })
  })
}
