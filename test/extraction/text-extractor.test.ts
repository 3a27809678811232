import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { makeDoc } from '../../src/demo/doc-file.js'
import { makeDocx } from '../../src/demo/docx-file.js'
import type { ExtractionResult } from '../../src/extraction/extraction-result.js'
import { normalizeText } from '../../src/extraction/normalize-text.js'
import { TextExtractor } from '../../src/extraction/text-extractor.js'
import { streamedDocumentText } from '../../src/extraction/docx-stream-text.js'
import mammoth from 'mammoth'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { hostileDocx, hostilePdf, ole2With, SAMPLES, waitFor } from '../helpers/documents.js'
import {
  deflateBombDocx,
  encryptedPdf,
  endlessPdf,
  entityBombDocx,
  docxOfBody,
  heavyDocx,
  imageOnlyPdf,
  longTextDocx,
  lyingDocx,
  textPdf,
  unicodePdf,
} from '../helpers/extraction-files.js'
import type { DocumentKind } from '../../src/domain/vocabulary.js'

const dir = mkdtempSync(join(tmpdir(), 'ats-extraction-'))
after(() => rmSync(dir, { recursive: true, force: true }))
let files = 0

/** The bytes written to a file of their own, as the job will stage a blob. */
function file(bytes: Buffer): string {
  const path = join(dir, `f${++files}`)
  writeFileSync(path, bytes)
  return path
}

function failed(result: ExtractionResult): string {
  assert.equal(result.ok, false, `expected a failure, got ${JSON.stringify(result).slice(0, 200)}`)
  return result.ok ? '' : result.reason
}

function text(result: ExtractionResult): string {
  assert.equal(result.ok, true, `expected text, got ${JSON.stringify(result)}`)
  return result.ok ? result.text : ''
}

/** A promise's outcome as text, its rejection handled at once: a file cut off by close() rejects while the test awaits something else. */
function settle(p: Promise<ExtractionResult>): Promise<string> {
  return p.then(
    (v) => JSON.stringify(v),
    (e: unknown) => (e instanceof Error ? e.message : 'rejected'),
  )
}

const world = 'Müller, Ærø, 東京, 😀'

describe('text of real files', () => {
  const extractor = new TextExtractor({ timeoutMs: 20_000 })
  after(() => extractor.close())
  const read = (bytes: Buffer, kind: DocumentKind) => extractor.extract(file(bytes), kind)

  test('a two-page PDF: lines in order, pages separated by a blank line', async () => {
    const pdf = textPdf([['Jane Example', 'Kubernetes and Go'], ['Languages: German, English']])
    assert.equal(text(await read(pdf, 'pdf')), 'Jane Example\nKubernetes and Go\n\nLanguages: German, English')
  })

  test('a two-column PDF written column after column reads one column, then the other', async () => {
    const pdf = textPdf(
      [],
      [
        ['Left one', 'Left two', 'Left three'],
        ['Right one', 'Right two', 'Right three'],
      ],
    )
    assert.equal(text(await read(pdf, 'pdf')), 'Left one\nLeft two\nLeft three\nRight one\nRight two\nRight three')
  })

  test('text beyond Latin-1 in a PDF, a DOCX and a DOC', async () => {
    assert.equal(text(await read(unicodePdf(world), 'pdf')), world)
    const doc = { title: 'Zoë Łukasik', lines: [world, 'Straße 5'] }
    assert.equal(text(await read(makeDocx(doc), 'docx')), `Zoë Łukasik\n\n${world}\n\nStraße 5`)
    assert.equal(text(await read(makeDoc(doc), 'doc')), `Zoë Łukasik\n\n${world}\nStraße 5`)
  })

  test('the samples of each kind', async () => {
    for (const kind of ['pdf', 'docx', 'doc'] as const) {
      assert.match(text(await read(SAMPLES[kind].bytes, kind)), /^Curriculum Vitae\n+Jane Example\n+Software engineer, 8 years\n+Berlin$/)
    }
  })

  test('a scanned PDF (an image, no text) gives empty text, not a failure', async () => {
    assert.equal(text(await read(imageOnlyPdf(), 'pdf')), '')
  })

  test('a PDF that needs a password fails as encrypted', async () => {
    assert.equal(failed(await read(encryptedPdf(), 'pdf')), 'encrypted')
  })

  test('the hostile PDF and DOCX give their words, markup as text', async () => {
    assert.equal(text(await read(hostilePdf(), 'pdf')), 'Hostile but harmless')
    const docx = text(await read(hostileDocx(), 'docx'))
    assert.match(docx, /<script>alert\("docx script ran"\)<\/script>/)
    assert.doesNotMatch(docx, /chunk ran/)
  })

  test('garbage of each kind, and a Word file with broken streams, fail as malformed', async () => {
    const garbage = Buffer.from('%PDF-1.7 this is not what it says it is \x00\x01\x02', 'latin1')
    assert.equal(failed(await read(garbage, 'pdf')), 'malformed')
    assert.equal(failed(await read(Buffer.from('PK\x03\x04 not a zip'), 'docx')), 'malformed')
    assert.equal(failed(await read(Buffer.from('\xd0\xcf\x11\xe0 not ole2', 'latin1'), 'doc')), 'malformed')
    const broken = ole2With({ '/WordDocument': Buffer.alloc(5000, 7), '/1Table': Buffer.alloc(100, 1) })
    assert.equal(failed(await read(broken, 'doc')), 'malformed')
  })

  test('a DOCX deflate bomb is refused before it is unpacked', async () => {
    const result = await read(deflateBombDocx(16), 'docx')
    assert.equal(failed(result), 'too_large')
    assert.match(result.ok ? '' : result.detail, /word\/document\.xml packs \d+ to 1/)
  })

  test('a DOCX whose directory understates a part fails instead of unpacking it', async () => {
    assert.equal(failed(await read(lyingDocx(), 'docx')), 'malformed')
  })

  test('an XML entity bomb is not expanded: the undeclared-to-the-parser entity fails the document', async () => {
    const result = await read(entityBombDocx(), 'docx')
    assert.equal(failed(result), 'malformed')
    assert.match(result.ok ? '' : result.detail, /entity not found/)
  })

  test('a file that cannot be opened rejects: it is the caller, not the document', async () => {
    await assert.rejects(extractor.extract(join(dir, 'missing'), 'pdf'), /ENOENT/)
  })
})

describe('a long DOCX is read within the bounds of SPEC C5, not those of the machine', () => {
  test('8 MiB of text: read whole by a worker of the default heap (256 MiB) within the default deadline (60 s)', async () => {
    const extractor = new TextExtractor()
    try {
      const result = await extractor.extract(file(longTextDocx(8, 'Firstwordofall', 'Lastwordofall')), 'docx')
      const body = text(result)
      assert.ok(Buffer.byteLength(body) > 8 * 1024 * 1024 - 64, `${Buffer.byteLength(body)} bytes`)
      assert.ok(body.startsWith('Firstwordofall\n\n'), body.slice(0, 40))
      assert.ok(body.endsWith('\n\nLastwordofall'), body.slice(-40))
      // Past SPEC C5's 10 MiB it fails as too large, never as memory or time.
      assert.equal(failed(await extractor.extract(file(longTextDocx(10.5, 'a', 'b')), 'docx')), 'too_large')
    } finally {
      await extractor.close()
    }
  })

  test('the streamed reading of a body says what mammoth says: paragraphs, tables, tabs, entities; a break is a line break', async () => {
    const run = (t: string) => `<w:r><w:t xml:space="preserve">${t}</w:t></w:r>`
    const body =
      `<w:p>${run('Jane &amp; &lt;Example&gt; &#233;&#x1F600;')}<w:r><w:tab/><w:t>after tab</w:t></w:r></w:p>` +
      `<w:p>${run('kept')}<w:r><w:delText>deleted</w:delText></w:r></w:p>` +
      `<w:tbl><w:tr><w:tc><w:p>${run('cell one')}</w:p></w:tc><w:tc><w:p>${run('cell "two"')}</w:p></w:tc></w:tr></w:tbl>` +
      `<w:p/><w:p>${run(world)}<!-- a comment <w:t>not text</w:t> --></w:p>`
    const path = file(docxOfBody(body))
    const streamed = normalizeText(await streamedDocumentText(path, 1024 * 1024))
    assert.equal(streamed, normalizeText((await mammoth.extractRawText({ path })).value))
    assert.equal(streamed, `Jane & <Example> é😀\tafter tab\n\nkept\n\ncell one\n\ncell "two"\n\n${world}`)
    // mammoth drops a break (its words would run together); read as it streams, it is a line break.
    const broken = file(docxOfBody(`<w:p>${run('line')}<w:r><w:br/><w:t>broken</w:t></w:r></w:p>`))
    assert.equal(normalizeText(await streamedDocumentText(broken, 1024)), 'line\nbroken')
    // An entity other than XML's own fails the document: nothing is expanded.
    await assert.rejects(streamedDocumentText(file(docxOfBody(`<w:p>${run('&lol9;')}</w:p>`)), 1024), /entity not found/)
  })
})

describe('limits: a hostile file fails alone', () => {
  test('an endless PDF is stopped at the deadline, and the next file gets a fresh worker', async () => {
    const extractor = new TextExtractor({ timeoutMs: 1000 })
    try {
      const result = await extractor.extract(file(endlessPdf()), 'pdf')
      assert.equal(failed(result), 'timeout')
      assert.equal(text(await extractor.extract(file(textPdf([['After']])), 'pdf')), 'After')
    } finally {
      await extractor.close()
    }
  })

  test('text past the limit fails while it grows: the endless PDF is stopped by its size long before its deadline', async () => {
    const extractor = new TextExtractor({ timeoutMs: 600_000, maxTextBytes: 2000 })
    try {
      assert.equal(failed(await extractor.extract(file(endlessPdf()), 'pdf')), 'too_large')
      const long = textPdf(Array.from({ length: 20 }, (_, i) => Array.from({ length: 10 }, () => `page ${i} words words words`)))
      assert.equal(failed(await extractor.extract(file(long), 'pdf')), 'too_large')
      assert.equal(text(await extractor.extract(file(textPdf([['Short']])), 'pdf')), 'Short')
    } finally {
      await extractor.close()
    }
  })

  test('a file that needs more heap than the worker may take fails as memory, and the next one is read', async () => {
    const extractor = new TextExtractor({ maxHeapMb: 64 })
    try {
      assert.equal(failed(await extractor.extract(file(heavyDocx(8)), 'docx')), 'memory')
      assert.equal(text(await extractor.extract(file(SAMPLES.doc.bytes), 'doc')).split('\n')[0], 'Curriculum Vitae')
    } finally {
      await extractor.close()
    }
  })

  test('with two workers, a good file is read while a hostile one still runs', async () => {
    const extractor = new TextExtractor({ workers: 2, timeoutMs: 600_000 })
    try {
      let hostileDone = false
      const hostile = settle(extractor.extract(file(endlessPdf()), 'pdf').finally(() => (hostileDone = true)))
      assert.equal(text(await extractor.extract(file(textPdf([['Meanwhile']])), 'pdf')), 'Meanwhile')
      assert.equal(hostileDone, false)
      await extractor.close()
      assert.match(await hostile, /closed/)
    } finally {
      await extractor.close()
    }
  })

  test('a worker left without a file is stopped, and the next file starts a fresh one', async () => {
    const extractor = new TextExtractor({ idleMs: 50 })
    try {
      assert.equal(extractor.workers, 0, 'no worker before the first file')
      assert.equal((await extractor.extract(file(SAMPLES.docx.bytes), 'docx')).ok, true)
      assert.equal(extractor.workers, 1)
      await waitFor(() => extractor.workers === 0, 'the idle worker to stop')
      const again = await extractor.extract(file(SAMPLES.docx.bytes), 'docx')
      assert.equal(again.ok, true)
    } finally {
      await extractor.close()
    }
  })

  test('close() rejects the files waiting and further calls', async () => {
    const extractor = new TextExtractor({ timeoutMs: 600_000 })
    const running = settle(extractor.extract(file(endlessPdf()), 'pdf'))
    const waiting = settle(extractor.extract(file(textPdf([['Never read']])), 'pdf'))
    await extractor.close()
    assert.match(await running, /closed/)
    assert.match(await waiting, /closed/)
    await assert.rejects(extractor.extract(file(textPdf([['Late']])), 'pdf'), /closed/)
  })
})

describe('the service keeps answering while a hostile file is read', () => {
  let t: TestApp
  const extractor = new TextExtractor({ timeoutMs: 600_000, maxHeapMb: 64 })
  before(async () => {
    t = await buildTestApp((await backends())[0]!)
  })
  after(async () => {
    await extractor.close()
    await t.close()
  })

  test('requests are answered while the endless PDF churns in the worker', async () => {
    let settled = false
    const churn = settle(extractor.extract(file(endlessPdf()), 'pdf').finally(() => (settled = true)))
    for (let i = 0; i < 20; i++) {
      const res = await t.call('GET', '/healthz', null)
      assert.equal(res.statusCode, 200)
    }
    assert.equal(settled, false, 'the endless PDF ended before the requests were answered')
    await extractor.close()
    assert.match(await churn, /closed/)
  })
})

test('normalized for search: NFC, no control or invisible characters, whitespace collapsed', () => {
  const raw = '  Mu\u0308ller\u0000 Ku\u00adber\u200bnetes \r\n\r\n\r\n\r\nA\t\t b \u00a0 c \f  \n\n\nend\u0007 \ud800x  '
  assert.equal(normalizeText(raw), 'Müller Kubernetes\n\nA\tb c\n\nend x')
})
