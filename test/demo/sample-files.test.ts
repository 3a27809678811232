import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import CFB from 'cfb'
import { strFromU8, unzipSync } from 'fflate'
import { makeDoc } from '../../src/demo/doc-file.js'
import { makeDocx } from '../../src/demo/docx-file.js'
import { makePdf } from '../../src/demo/pdf-file.js'
import { detectDocumentKind } from '../../src/adapters/formats/document-type.js'

const cv = { title: 'Zeynep Yılmaz', lines: ['Data Analyst – Köln', 'Skills: SQL (advanced), Tableau', '', 'Experience: 5 years'] }

/** Runs the service's own sniffing on the bytes, as an upload would. */
async function kindOf(bytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'ats-sample-'))
  try {
    writeFileSync(join(dir, 'f'), bytes)
    return await detectDocumentKind(bytes.subarray(0, 8), join(dir, 'f'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('demo documents are valid files, not just the right first bytes', () => {
  test('PDF: every cross-reference offset points at its object', async () => {
    const pdf = makePdf(cv)
    const text = pdf.toString('latin1')
    assert.ok(text.startsWith('%PDF-1.4\n') && text.endsWith('%%EOF\n'))
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1])
    assert.equal(text.slice(startxref, startxref + 4), 'xref')
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!
    assert.equal(first, '0')
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count))
    for (const [i, entry] of entries.entries()) {
      assert.equal(entry.length + 1, 20, 'each entry is 20 bytes')
      if (i === 0) continue
      const offset = Number(entry.slice(0, 10))
      assert.equal(text.slice(offset, offset + `${i} 0 obj`.length), `${i} 0 obj`)
    }
    assert.match(text, new RegExp(`/Size ${count} `))
    // Letters outside WinAnsi fall back to their base letter rather than "?".
    assert.ok(text.includes('(Zeynep Yilmaz)'))
    assert.equal(await kindOf(pdf), 'pdf')
  })

  test('DOCX: a real ZIP with the content types, the package relationships and the main part', async () => {
    const docx = makeDocx({ ...cv, title: 'Ada <&> "Lovelace"' })
    const files = unzipSync(docx)
    assert.deepEqual(Object.keys(files).sort(), ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])
    assert.match(strFromU8(files['[Content_Types].xml']!), /PartName="\/word\/document.xml"/)
    assert.match(strFromU8(files['_rels/.rels']!), /Target="word\/document.xml"/)
    assert.ok(strFromU8(files['word/document.xml']!).includes('Ada &lt;&amp;&gt; &quot;Lovelace&quot;'))
    assert.equal(await kindOf(docx), 'docx')
  })

  test('DOC: an OLE2 file whose WordDocument FIB and piece table lead to the text', async () => {
    const doc = makeDoc(cv)
    const container = CFB.read(doc, { type: 'buffer' })
    const word = Buffer.from(CFB.find(container, '/WordDocument')!.content as Uint8Array)
    const table = Buffer.from(CFB.find(container, '/1Table')!.content as Uint8Array)
    assert.equal(word.readUInt16LE(0), 0xa5ec, 'wIdent')
    assert.equal(word.readUInt16LE(2), 0x00c1, 'nFib: Word 97')
    assert.ok(word.readUInt16LE(10) & 0x0200, 'fWhichTblStm: 1Table')
    assert.equal(word.readUInt16LE(32), 14, 'csw')
    assert.equal(word.readUInt16LE(62), 22, 'cslw')
    assert.equal(word.readUInt16LE(152), 93, 'cbRgFcLcb')
    const ccpText = word.readUInt32LE(64 + 12)
    const fcClx = word.readUInt32LE(154 + 33 * 8)
    const lcbClx = word.readUInt32LE(154 + 33 * 8 + 4)
    const clx = table.subarray(fcClx, fcClx + lcbClx)
    assert.equal(clx[0], 0x02, 'Pcdt')
    assert.equal(clx.readUInt32LE(1), lcbClx - 5)
    assert.equal(clx.readUInt32LE(5), 0)
    assert.equal(clx.readUInt32LE(9), ccpText, 'the piece covers the main text')
    const fc = clx.readUInt32LE(15)
    assert.equal(fc & 0x40000000, 0, 'UTF-16 piece')
    const text = word.subarray(fc, fc + ccpText * 2).toString('utf16le')
    assert.ok(text.startsWith('Zeynep Yılmaz\r'))
    assert.ok(text.endsWith('\r'), 'the text ends with a paragraph mark')
    assert.equal(await kindOf(doc), 'doc')
  })

  const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0
  test('LibreOffice opens the DOC and DOCX and renders their text', { skip: !soffice && 'LibreOffice (soffice) is not installed' }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'ats-lo-'))
    try {
      writeFileSync(join(dir, 'a.doc'), makeDoc(cv))
      writeFileSync(join(dir, 'b.docx'), makeDocx(cv))
      const run = spawnSync(
        'soffice',
        [
          '--headless',
          `-env:UserInstallation=file://${dir}/profile`,
          '--convert-to',
          'txt:Text (encoded):UTF8',
          '--outdir',
          dir,
          join(dir, 'a.doc'),
          join(dir, 'b.docx'),
        ],
        { encoding: 'utf8', timeout: 120_000 },
      )
      assert.equal(run.status, 0, run.stderr)
      for (const name of ['a.txt', 'b.txt']) {
        const out = readFileSync(join(dir, name), 'utf8')
        assert.ok(out.includes('Zeynep Yılmaz') && out.includes('Data Analyst – Köln'), `${name}: ${out.slice(0, 200)}`)
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
