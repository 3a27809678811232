import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { timeZoneName } from '../../src/shared/time-zone.js'

describe('timeZoneName: what a TimeZone may be', () => {
  test('an IANA name is kept, in the time zone data’s case', () => {
    assert.equal(timeZoneName('Europe/Berlin'), 'Europe/Berlin')
    assert.equal(timeZoneName('europe/berlin'), 'Europe/Berlin')
    assert.equal(timeZoneName('America/Argentina/Buenos_Aires'), 'America/Argentina/Buenos_Aires')
    assert.equal(timeZoneName('UTC'), 'UTC')
  })

  test('an alias stays as written: browsers report either name', () => {
    assert.equal(timeZoneName('Asia/Calcutta'), 'Asia/Calcutta')
    assert.equal(timeZoneName('Asia/Kolkata'), 'Asia/Kolkata')
  })

  test('offsets, unknown names and other text are none', () => {
    for (const bad of [
      '',
      '+01:00',
      'UTC+01:00',
      'Mars/Olympus_Mons',
      'Europe/',
      '/Berlin',
      'Europe Berlin',
      'Europe/../Berlin',
      `Europe/${'x'.repeat(60)}`,
    ])
      assert.equal(timeZoneName(bad), undefined, bad)
  })
})
