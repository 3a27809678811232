import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { parseRange } from '../../../src/http/download/byte-range.js'

describe('parseRange', () => {
  const size = 1000
  test('one satisfiable range is served as it asks, clipped to the body', () => {
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=-10', 990, 999],
      ['bytes=100-', 100, 999],
      ['bytes=5-5', 5, 5],
      ['bytes=10-5000', 10, 999],
      ['BYTES=1-2', 1, 2],
      ['bytes=-5000', 0, 999],
    ]
    for (const [header, start, end] of cases) assert.deepEqual(parseRange(header, size), { kind: 'partial', range: { start, end } }, header)
  })
  test('a range past the end, or an empty suffix, is unsatisfiable', () => {
    for (const header of ['bytes=1000-', 'bytes=2000-3000', 'bytes=-0'])
      assert.deepEqual(parseRange(header, size), { kind: 'unsatisfiable' }, header)
    assert.deepEqual(parseRange('bytes=0-', 0), { kind: 'unsatisfiable' })
  })
  test('no header, a malformed one, another unit, a descending spec or several ranges: the whole body', () => {
    for (const header of [undefined, '', 'bytes', 'bytes=a-b', 'lines=1-2', 'bytes=9-3', 'bytes=0-1,5-6', 'bytes=0-1,2000-3000x']) {
      assert.deepEqual(parseRange(header, size), { kind: 'full' }, String(header))
    }
  })
})
