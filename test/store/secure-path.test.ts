import assert from 'node:assert/strict'
import { join, resolve } from 'node:path'
import { describe, test } from 'node:test'
import { keyOf, safePath, UnsafePathError } from '../../src/store/blobs/secure-path.js'

const root = resolve('/srv/ats/blobs/objects')

describe('safePath: the one way a key becomes a disk path', () => {
  test('keys the service makes map inside the root', () => {
    assert.equal(safePath(root, 'ab/ab12cd'), join(root, 'ab', 'ab12cd'))
    assert.equal(safePath(root, 'upload-0f.part'), join(root, 'upload-0f.part'))
    assert.equal(safePath(root, 'A-_z/x.y.z'), join(root, 'A-_z', 'x.y.z'))
  })

  const hostile = [
    '',
    '.',
    '..',
    '../etc/passwd',
    'ab/../../etc/passwd',
    'ab/..',
    './ab',
    '/etc/passwd',
    'ab//cd',
    'ab/',
    '/ab',
    'ab\\..\\..\\windows',
    'C:\\evil',
    'c:evil',
    '.hidden',
    'ab/.git',
    'ab\u0000cd',
    'ab\ncd',
    'ab cd',
    'ab%2F..',
    '%2e%2e',
    'ａｂ', // full-width letters
    'ab/\u202egpj.exe',
    '~/x',
    'x'.repeat(129),
    'ab/'.repeat(200) + 'x',
  ]
  for (const key of hostile) {
    test(`refuses ${JSON.stringify(key.length > 40 ? key.slice(0, 40) + '...' : key)}`, () => {
      assert.throws(() => safePath(root, key), UnsafePathError)
    })
  }

  test('refuses non-strings', () => {
    assert.throws(() => safePath(root, undefined as unknown as string), UnsafePathError)
    assert.throws(() => safePath(root, 42 as unknown as string), UnsafePathError)
  })

  test('a refusal does not echo the key (it could be a secret or a log injection)', () => {
    try {
      safePath(root, '../secret-token')
      assert.fail('should throw')
    } catch (err) {
      assert.ok(!(err as Error).message.includes('secret'))
    }
  })

  test('keyOf maps listed paths back to keys, and rejects what is not a key', () => {
    assert.equal(keyOf(root, join(root, 'ab', 'cd')), 'ab/cd')
    assert.equal(keyOf(root, join(root, '..', 'incoming', 'x')), undefined)
    assert.equal(keyOf(root, join(root, '.DS_Store')), undefined)
  })
})
