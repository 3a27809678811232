import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { clientCopyIsCurrent, ifRangeAllows } from '../../../src/http/download/conditional.js'

const validators = { etag: '"abc"', 'last-modified': new Date('2026-11-22T09:30:00.000Z').toUTCString() }

describe('clientCopyIsCurrent', () => {
  test('If-None-Match listing the ETag, weakly or not, or *', () => {
    for (const h of ['"abc"', 'W/"abc"', '"x", "abc"', '*']) assert.equal(clientCopyIsCurrent({ 'if-none-match': h }, validators), true, h)
    for (const h of ['"abd"', '"x", "y"']) assert.equal(clientCopyIsCurrent({ 'if-none-match': h }, validators), false, h)
  })
  test('If-Modified-Since at or after the last change, only without If-None-Match', () => {
    assert.equal(clientCopyIsCurrent({ 'if-modified-since': 'Sun, 22 Nov 2026 09:30:00 GMT' }, validators), true)
    assert.equal(clientCopyIsCurrent({ 'if-modified-since': 'Sun, 22 Nov 2026 09:29:59 GMT' }, validators), false)
    assert.equal(clientCopyIsCurrent({ 'if-modified-since': 'not a date' }, validators), false)
    assert.equal(
      clientCopyIsCurrent({ 'if-none-match': '"other"', 'if-modified-since': 'Sun, 22 Nov 2026 10:00:00 GMT' }, validators),
      false,
    )
  })
  test('no condition is never current; an end-to-end reload is still answered from the validators (the origin decides, not a cache)', () => {
    assert.equal(clientCopyIsCurrent({}, validators), false)
    // fetch() adds Cache-Control: no-cache to a request that sets If-None-Match itself.
    assert.equal(clientCopyIsCurrent({ 'if-none-match': '"abc"', 'cache-control': 'no-cache' } as Record<string, string>, validators), true)
  })
})

describe('ifRangeAllows', () => {
  test('a range is honoured only for the current strong ETag', () => {
    assert.equal(ifRangeAllows(undefined, '"abc"'), true)
    assert.equal(ifRangeAllows('"abc"', '"abc"'), true)
    assert.equal(ifRangeAllows('W/"abc"', '"abc"'), false)
    assert.equal(ifRangeAllows('"old"', '"abc"'), false)
    assert.equal(ifRangeAllows(validators['last-modified'], '"abc"'), false)
  })
})
