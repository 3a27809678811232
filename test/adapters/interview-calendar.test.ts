import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import ICAL from 'ical.js'
import { interviewCalendar } from '../../src/adapters/calendar/interview-calendar.js'

const INTERVIEW = {
  uid: 'interview-1@ats',
  sequence: 2,
  startDate: '2026-12-01T10:00:00.000Z',
  endDate: '2026-12-01T11:00:00.000Z',
  location: 'Room 4',
  updatedDate: '2026-11-29T10:00:00.000Z',
}

/** The attendees as an independent parser (ical.js, as Thunderbird) reads them: address and name. */
function attendeesOf(name: string): Array<[string, string]> {
  const text = interviewCalendar(
    INTERVIEW,
    { organizer: 'hiring@example.com', candidateName: 'Eve', attendees: [{ name, email: 'eve@example.com' }], vacancyTitle: 'Analyst' },
    'REQUEST',
  )
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
  return event.getAllProperties('attendee').map((a) => [String(a.getFirstValue()), String(a.getParameter('cn'))])
}

describe("an interview's calendar (RFC 5545)", () => {
  test('a quote in a name cannot name another attendee: encoded per RFC 6868, read back as typed', () => {
    const name = 'Eve x":mailto:attacker@evil.test;ROLE=CHAIR;X-A="y'
    assert.deepEqual(attendeesOf(name), [['MAILTO:eve@example.com', name]])
  })

  test('carets, line breaks of every kind and control characters stay inside the name', () => {
    for (const breaker of ['\r\n', '\n', '\r', '\u2028', '\u2029', '\u0085']) {
      const [[address, cn]] = attendeesOf(`Zoë ^ O"Neil${breaker}ROLE=CHAIR`) as [[string, string]]
      assert.equal(address, 'MAILTO:eve@example.com')
      assert.equal(cn, `Zoë ^ O"Neil\nROLE=CHAIR`)
    }
    assert.deepEqual(attendeesOf('Ada\u0007\u001bLovelace'), [['MAILTO:eve@example.com', 'Ada  Lovelace']])
  })
})
