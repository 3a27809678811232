import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { parsePositiveInteger } from '../../src/shared/positive-integer.js'

describe('parsePositiveInteger', () => {
  test('digits only, 1 up to the bound', () => {
    assert.equal(parsePositiveInteger('1'), 1)
    assert.equal(parsePositiveInteger('007'), 7)
    assert.equal(parsePositiveInteger('9007199254740991'), Number.MAX_SAFE_INTEGER)
    assert.equal(parsePositiveInteger('10', 10), 10)
  })
  test('anything a loose Number() would let through is refused', () => {
    for (const text of ['0', '', ' 7', '7 ', '+7', '-1', '1e3', '0x10', '7.0', '1_000', '9007199254740992', '١٢']) {
      assert.equal(parsePositiveInteger(text), undefined, JSON.stringify(text))
    }
    assert.equal(parsePositiveInteger('11', 10), undefined)
  })
})
