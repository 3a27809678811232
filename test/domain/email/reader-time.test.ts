import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { readerTime } from '../../../src/domain/email/reader-time.js'

describe('readerTime: a time as an email shows it (SPEC C9)', () => {
  const at = '2030-11-25T13:00:00.000Z'

  test("in the reader's zone, with the zone's name", () => {
    assert.equal(readerTime(at, 'Europe/Berlin', 'UTC'), 'Monday 25 November 2030, 14:00 (Europe/Berlin)')
    assert.equal(readerTime(at, 'America/New_York', 'UTC'), 'Monday 25 November 2030, 08:00 (America/New_York)')
    // Across midnight the date and the weekday are the reader's too.
    assert.equal(readerTime(at, 'Pacific/Auckland', 'UTC'), 'Tuesday 26 November 2030, 02:00 (Pacific/Auckland)')
  })

  test("without a zone of its own, the service's", () => {
    assert.equal(readerTime(at, null, 'Asia/Tokyo'), 'Monday 25 November 2030, 22:00 (Asia/Tokyo)')
    assert.equal(readerTime(at, undefined, 'UTC'), 'Monday 25 November 2030, 13:00 (UTC)')
  })

  test("a stored zone the runtime does not know falls back to the service's rather than failing the email", () => {
    assert.equal(readerTime(at, 'Nowhere/Gone', 'Europe/Berlin'), 'Monday 25 November 2030, 14:00 (Europe/Berlin)')
  })

  test('summer time is the reader’s on that day', () => {
    assert.equal(readerTime('2030-07-01T13:00:00.000Z', 'Europe/Berlin', 'UTC'), 'Monday 1 July 2030, 15:00 (Europe/Berlin)')
  })
})
