import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { asciiFallback, attachment, fileNameFromDisposition } from '../../src/http/protocol/content-disposition.js'

describe('attachment', () => {
  test('always both an ASCII filename and a UTF-8 filename*', () => {
    assert.equal(attachment('cv.pdf'), `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`)
    assert.equal(attachment('Müller CV.pdf'), `attachment; filename="Muller CV.pdf"; filename*=UTF-8''M%C3%BCller%20CV.pdf`)
    assert.equal(attachment("it's (1)*.pdf"), `attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`)
  })
  test('the ASCII fallback can break out of no quoted string', () => {
    assert.equal(asciiFallback('a"b\\c%d\r\n.pdf'), 'a_b_c_d__.pdf')
    assert.equal(asciiFallback('履歴書.pdf'), '___.pdf')
  })
})

describe('fileNameFromDisposition', () => {
  test('filename* wins, in UTF-8 or Latin-1', () => {
    assert.equal(fileNameFromDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''M%C3%BCller.pdf`), 'Müller.pdf')
    assert.equal(fileNameFromDisposition(`attachment; filename*=iso-8859-1'en'M%FCller.pdf`), 'Müller.pdf')
  })
  test('a plain filename, quoted with escapes or raw UTF-8 as most clients send it', () => {
    assert.equal(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"'), 'a "b".pdf')
    assert.equal(fileNameFromDisposition('attachment; filename=cv.pdf'), 'cv.pdf')
    assert.equal(fileNameFromDisposition(`attachment; filename="${Buffer.from('Müller.pdf').toString('latin1')}"`), 'Müller.pdf')
  })
  test('no name', () => {
    assert.equal(fileNameFromDisposition(undefined), undefined)
    assert.equal(fileNameFromDisposition('attachment'), undefined)
  })
})
