import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import fc from 'fast-check'
import { parseSearchQuery } from '../../../src/domain/search/search-query.js'
import { highlightsOf, snippetOf } from '../../../src/domain/search/search-snippet.js'
import { AppError } from '../../../src/errors/app-error.js'
import { foldWord, indexedText, MAX_INDEXED_WORDS, wordsOf } from '../../../src/shared/search-text.js'

describe('folding', () => {
  test('case, accents, compatibility forms and ß', () => {
    assert.equal(foldWord('Müller'), 'muller')
    assert.equal(foldWord('MÜLLER'), 'muller')
    assert.equal(foldWord('Mu\u0308ller'), 'muller')
    assert.equal(foldWord('Straße'), 'strasse')
    assert.equal(foldWord('ﬁnance'), 'finance')
    assert.equal(foldWord('Ｋｕｂｅ'), 'kube')
    assert.equal(foldWord('Ångström'), 'angstrom')
    assert.equal(foldWord('İstanbul'), 'istanbul')
  })

  test('words are runs of letters and digits, with offsets in UTF-16 code units', () => {
    assert.deepEqual(wordsOf('😀 Zoë, k8s/DevOps-2024 jane@example.com'), [
      { start: 3, length: 3, folded: 'zoe' },
      { start: 8, length: 3, folded: 'k8s' },
      { start: 12, length: 6, folded: 'devops' },
      { start: 19, length: 4, folded: '2024' },
      { start: 24, length: 4, folded: 'jane' },
      { start: 29, length: 7, folded: 'example' },
      { start: 37, length: 3, folded: 'com' },
    ])
    assert.equal(foldWord('a'.repeat(100)).length, 64)
  })

  test('a long text is indexed up to its 16,000th word', () => {
    const text = Array.from({ length: MAX_INDEXED_WORDS + 5 }, (_, i) => `w${i}`).join(' ')
    const { body, terms } = indexedText(text)
    assert.equal(terms.split(' ').length, MAX_INDEXED_WORDS)
    assert.ok(body.endsWith(`w${MAX_INDEXED_WORDS - 1}`))
  })
})

describe('parseSearchQuery', () => {
  test('words, phrases, prefixes', () => {
    assert.deepEqual(parseSearchQuery('Kubernetes "senior  Engineer" dev* german'), [
      { kind: 'word', words: ['kubernetes'] },
      { kind: 'phrase', words: ['senior', 'engineer'] },
      { kind: 'prefix', words: ['dev'] },
      { kind: 'word', words: ['german'] },
    ])
  })

  test('an unclosed quote closes at the end; a one-word phrase is a word; repeats count once', () => {
    assert.deepEqual(parseSearchQuery('a "b c'), [
      { kind: 'word', words: ['a'] },
      { kind: 'phrase', words: ['b', 'c'] },
    ])
    assert.deepEqual(parseSearchQuery('"b" B b'), [{ kind: 'word', words: ['b'] }])
  })

  test('operators and syntax characters only separate words', () => {
    assert.deepEqual(parseSearchQuery("col:word AND (x) -y ^z ' ; -- 😀"), [
      { kind: 'word', words: ['col'] },
      { kind: 'word', words: ['word'] },
      { kind: 'word', words: ['and'] },
      { kind: 'word', words: ['x'] },
      { kind: 'word', words: ['y'] },
      { kind: 'word', words: ['z'] },
    ])
  })

  test('no word, too long or too many terms: validation_failed naming q', () => {
    for (const q of ['', '"', '""', '*', '-- ;', '😀', 'a'.repeat(1001), Array.from({ length: 33 }, (_, i) => `w${i}`).join(' ')]) {
      assert.throws(
        () => parseSearchQuery(q),
        (err: unknown) => err instanceof AppError && err.code === 'validation_failed' && err.extensions?.field === 'q',
        q,
      )
    }
  })

  test('property: any input either parses to folded words only or is refused naming q', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1200, unit: 'binary' }), (q) => {
        try {
          for (const term of parseSearchQuery(q)) {
            assert.ok(term.words.length > 0)
            for (const w of term.words) assert.match(w, /^[\p{L}\p{N}]+$/u)
          }
        } catch (err) {
          assert.ok(err instanceof AppError && err.extensions?.field === 'q', String(err))
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('snippets', () => {
  test('the whole of a short text, with every matched word and every word of a phrase', () => {
    const terms = parseSearchQuery('"go developer" rust*')
    assert.deepEqual(snippetOf('A Go developer, Rustacean; go.', terms), {
      text: 'A Go developer, Rustacean; go.',
      highlights: [
        [2, 2],
        [5, 9],
        [16, 9],
      ],
    })
  })

  test('white space is run together; a text without a match starts at its beginning', () => {
    assert.equal(snippetOf('one\n\ntwo   three', parseSearchQuery('four')).text, 'one two three')
    assert.deepEqual(highlightsOf('Ölfeld oelfeld', parseSearchQuery('olfeld')), [[0, 6]])
  })
})
