import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import ICAL from 'ical.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { applicationOnTeam, schedule } from '../helpers/interviews.js'

/** The calendar parsed by another library than the one that wrote it (ical.js). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent')
  assert.equal(events.length, 1, 'one VEVENT')
  const event = events[0]!
  const time = (name: string) => {
    const prop = event.getFirstProperty(name)!
    const value = prop.getFirstValue() as ICAL.Time
    return {
      utc: value.zone === ICAL.Timezone.utcTimezone,
      iso: value.toJSDate().toISOString(),
      raw: text.match(new RegExp(`^${name.toUpperCase()}[:;].*$`, 'm'))?.[0],
    }
  }
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
    start: time('dtstart'),
    end: time('dtend'),
  }
}

for (const backend of await backends()) {
  describe(`an interview's calendar [${backend.name}]`, () => {
    let t: TestApp
    let interviewer: { id: number; token: string }

    before(async () => {
      t = await buildTestApp(backend, { mailFrom: 'hiring@example.com' })
      interviewer = await t.member('recruiter')
    })
    after(() => t.close())

    const calendar = async (id: number, token?: string) => {
      const res = await t.call('GET', `/v1/Interviews/${id}/Calendar`, token)
      assert.equal(res.statusCode, 200, res.body)
      return res
    }

    test('REQUEST with UID, SEQUENCE 0, times in UTC, the location escaped, the organizer and every attendee', async () => {
      const app = await applicationOnTeam(t, [], { first: 'Grace', last: 'Hopper', email: 'grace@example.com' })
      const location = 'Room 4, floor 2; east wing\\annex'
      const i = await schedule(t, app.applicationId, [interviewer.id], {
        StartDate: '2031-05-06T09:30:00+02:00',
        EndDate: '2031-05-06T10:15:00+02:00',
        Location: location,
        SendInvitations: true,
      })
      const res = await calendar(i.Id)
      assert.match(String(res.headers['content-type']), /^text\/calendar; charset=utf-8; method=REQUEST$/)
      // RFC 5545 §3.3.11: commas, semicolons and backslashes in TEXT are escaped on the wire.
      assert.match(res.body, /^LOCATION:Room 4\\, floor 2\\; east wing\\\\annex\r$/m)
      const c = parse(res.body)
      assert.equal(c.method, 'REQUEST')
      assert.equal(c.location, location)
      assert.equal(c.sequence, 0)
      assert.ok(typeof c.uid === 'string' && c.uid.length > 10)
      assert.deepEqual(
        [c.start.utc, c.start.iso, c.end.utc, c.end.iso],
        [true, '2031-05-06T07:30:00.000Z', true, '2031-05-06T08:15:00.000Z'],
      )
      assert.match(c.start.raw!, /^DTSTART:20310506T073000Z\r?$/)
      assert.match(String(c.summary), /Grace Hopper/)
      assert.equal(c.organizer.toLowerCase(), 'mailto:hiring@example.com')
      const member = json(await t.call('GET', '/v1/Members?limit=1000')).find((m: any) => m.Id === interviewer.id)
      assert.deepEqual(c.attendees.sort(), ['mailto:grace@example.com', `mailto:${member.Email.toLowerCase()}`].sort())
    })

    test('every change raises SEQUENCE under the same UID; a cancellation is METHOD:CANCEL', async () => {
      const app = await applicationOnTeam(t, [], { email: null })
      const i = await schedule(t, app.applicationId, [interviewer.id])
      const first = parse((await calendar(i.Id)).body)
      // A candidate without an email is no attendee: there is nowhere to send it.
      assert.equal(first.attendees.length, 1)
      assert.equal(first.location, null)
      await t.call('PUT', `/v1/Interviews/${i.Id}`, undefined, { Location: 'Video' })
      const second = parse((await calendar(i.Id, interviewer.token)).body)
      assert.deepEqual([second.uid, second.sequence, second.location], [first.uid, 1, 'Video'])
      await t.call('PUT', `/v1/Interviews/${i.Id}`, undefined, { Location: 'Video' })
      assert.equal(parse((await calendar(i.Id)).body).sequence, 1, 'a PUT that changes nothing is no change')
      await t.call('POST', `/v1/Interviews/${i.Id}/Cancel`)
      const res = await calendar(i.Id)
      assert.match(String(res.headers['content-type']), /method=CANCEL$/)
      const cancelled = parse(res.body)
      assert.deepEqual([cancelled.method, cancelled.uid, cancelled.sequence, cancelled.status], ['CANCEL', first.uid, 2, 'CANCELLED'])
    })
  })
}
