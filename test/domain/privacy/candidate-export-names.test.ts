import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { zipFileNames } from '../../../src/domain/privacy/candidate-export.js'

/** The documents' names inside an export's ZIP (SPEC C7): files any unzip tool writes where they belong, none over another. */
describe('zipFileNames', () => {
  test('names that are fine stay as they are', () => {
    assert.deepEqual(zipFileNames(['cv.pdf', 'Lettre de motivation.docx', 'Müller – CV.doc']), [
      'cv.pdf',
      'Lettre de motivation.docx',
      'Müller – CV.doc',
    ])
  })

  test('the same name twice, whatever its case, is numbered before its extension', () => {
    assert.deepEqual(zipFileNames(['cv.pdf', 'CV.pdf', 'cv.pdf', 'cv (2).pdf']), ['cv.pdf', 'CV (2).pdf', 'cv (3).pdf', 'cv (2) (2).pdf'])
  })

  test('no folder, no parent, no character a file system refuses, no reserved name', () => {
    assert.deepEqual(zipFileNames(['../../etc/passwd.pdf', 'a\\b.pdf', 'what? "now": <x>|*.pdf', 'con.pdf', 'LPT1', 'tab\there.pdf']), [
      '_.._etc_passwd.pdf',
      'a_b.pdf',
      'what_ _now__ _x___.pdf',
      '_con.pdf',
      '_LPT1',
      'tab_here.pdf',
    ])
  })

  test('leading and trailing dots and spaces go; nothing left is a name of its own', () => {
    assert.deepEqual(zipFileNames(['. .hidden.pdf', 'cv.pdf. ', '...', '']), ['hidden.pdf', 'cv.pdf', 'document', 'document (2)'])
  })
})
