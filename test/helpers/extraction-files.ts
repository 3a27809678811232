import { deflateSync } from 'node:zlib'
import { strToU8, zipSync } from 'fflate'
import { pdfOf as pdfFile } from '../../src/demo/pdf-file.js'
import { docxWith } from './documents.js'

const pdfOf = (objects: readonly (string | Buffer)[], trailer = '') => pdfFile(objects, trailer, '1.7')

/**
 * Files for the text extractor, built in code as the demo builds its own:
 * PDFs written object by object with exact cross-reference offsets, DOCX
 * packages from the valid sample with parts replaced.
 */

/** A stream object's text. */
function stream(content: string | Buffer, dict = ''): Buffer {
  const bytes = typeof content === 'string' ? latin1(content) : content
  return Buffer.concat([latin1(`<< /Length ${bytes.length} ${dict}>>\nstream\n`), bytes, latin1('\nendstream')])
}

/** Pages of text lines in Helvetica (ASCII), one content stream per page; `columns` lays each page out in two columns, left one first. */
export function textPdf(pages: readonly (readonly string[])[], columns?: readonly [readonly string[], readonly string[]]): Buffer {
  const contents = pages.map((lines) => {
    let ops = 'BT /F1 11 Tf 15 TL 56 780 Td\n'
    for (const line of lines) ops += `(${line}) Tj T*\n`
    return ops + 'ET'
  })
  if (columns) {
    const column = (x: number, lines: readonly string[]) =>
      `BT /F1 11 Tf 15 TL ${x} 780 Td\n${lines.map((l) => `(${l}) Tj T*`).join('\n')}\nET\n`
    contents.push(column(56, columns[0]) + column(320, columns[1]))
  }
  const n = contents.length
  const pageIds = contents.map((_, i) => 4 + i * 2)
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${n} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  for (const [i, content] of contents.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    )
    objects.push(stream(content))
  }
  return pdfOf(objects)
}

/**
 * Text beyond Latin-1 ("Müller, Ærø, 東京, 😀"): a Type0 font whose ToUnicode
 * map gives each two-byte glyph code its characters, as PDF writers do for
 * any script. The glyphs are never drawn, so no font program is embedded.
 */
export function unicodePdf(text: string): Buffer {
  // One glyph code per code point: ToUnicode maps codes to code points (an emoji sequence would be several).
  const chars = Array.from(text)
  const codes = chars.map((_, i) => (i + 1).toString(16).padStart(4, '0').toUpperCase())
  const utf16 = (ch: string) => Buffer.from(ch, 'utf16le').swap16().toString('hex').toUpperCase()
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    `${chars.length} beginbfchar`,
    ...chars.map((ch, i) => `<${codes[i]}> <${utf16(ch)}>`),
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n')
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 7 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /ArialUnicode /Encoding /Identity-H /DescendantFonts [5 0 R] /ToUnicode 6 0 R >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /ArialUnicode /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 600 >>',
    stream(cmap),
    stream(`BT /F1 12 Tf 56 780 Td <${codes.join('')}> Tj ET`),
  ])
}

/** A scanned page: one grey image drawn over the page, no text at all. */
export function imageOnlyPdf(): Buffer {
  const pixels = Buffer.alloc(16 * 16, 0x80)
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    stream(
      deflateSync(pixels),
      '/Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode ',
    ),
    stream('q 595 0 0 842 0 0 cm /Im1 Do Q'),
  ])
}

/**
 * A PDF under the standard security handler (RC4, revision 3) whose user
 * password is not empty: its owner and user keys are of a password nobody
 * here knows, so no reader can open it without asking.
 */
export function encryptedPdf(): Buffer {
  const key32 = (seed: number) => `<${Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 37 + seed) & 0xff)).toString('hex')}>`
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      stream('0123456789abcdef0123456789abcdef'),
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O ${key32(11)} /U ${key32(99)} >>`,
    ],
    '/Encrypt 5 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] ',
  )
}

/**
 * A PDF that never ends: a page draws form X9 ten times, X9 draws X8 ten
 * times, and so on down to X0, which shows one letter: 10^10 letters from a
 * file of a few kilobytes. Every level has text, so no reader's "empty form"
 * cache cuts it short.
 */
export function endlessPdf(levels = 10): Buffer {
  const formId = (level: number) => 4 + level
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /X 0 R >> >> /Contents ${formId(levels)} 0 R >>`,
  ]
  for (let level = 0; level < levels; level++) {
    const body = level === 0 ? 'BT /F1 1 Tf (a) Tj ET' : Array.from({ length: 10 }, () => '/X Do').join(' ')
    const resources =
      level === 0 ? '<< /Font << /F1 ' + (formId(levels) + 1) + ' 0 R >> >>' : `<< /XObject << /X ${formId(level - 1)} 0 R >> >>`
    objects.push(stream(body, `/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources ${resources} `))
  }
  objects.push(stream(Array.from({ length: 10 }, () => '/X Do').join(' ')))
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  // The page's own resources name the top form.
  objects[2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /X ${formId(levels - 1)} 0 R >> >> /Contents ${formId(levels)} 0 R >>`
  return pdfOf(objects)
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'

/** A DOCX whose body is this XML inside `<w:body>`. */
function docxWithBody(body: string, prolog = ''): Buffer {
  return docxWith({
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>${prolog}<w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
    ),
  })
}

function paragraph(text: string): string {
  return `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`
}

/** A deflate bomb: word/document.xml unpacks to `mib` MiB of one repeated paragraph, about a thousand times its packed size. */
export function deflateBombDocx(mib = 48): Buffer {
  const unit = paragraph('A'.repeat(1000))
  const body = unit.repeat(Math.ceil((mib * 1024 * 1024) / unit.length))
  return Buffer.from(
    zipSync(
      { ...docxParts(), 'word/document.xml': strToU8(`<w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`) },
      { level: 9 },
    ),
  )
}

/** A DOCX whose central directory says word/document.xml is tiny while it unpacks to megabytes. */
export function lyingDocx(): Buffer {
  const body = paragraph('B'.repeat(1000)).repeat(4000)
  const zip = Buffer.from(
    zipSync({ ...docxParts(), 'word/document.xml': strToU8(`<w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`) }),
  )
  // Both headers of the entry (local and central) get an uncompressed size of 2000 bytes.
  const name = Buffer.from('word/document.xml')
  for (let at = zip.indexOf(name); at !== -1; at = zip.indexOf(name, at + 1)) {
    if (zip.readUInt32LE(at - 30) === 0x04034b50) zip.writeUInt32LE(2000, at - 30 + 22)
    if (zip.readUInt32LE(at - 46) === 0x02014b50) zip.writeUInt32LE(2000, at - 46 + 24)
  }
  return zip
}

/** Billion laughs: ten levels of entities, each ten of the one below, in a DOCTYPE of word/document.xml. */
export function entityBombDocx(): Buffer {
  const entities = ['<!ENTITY lol0 "lol">']
  for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`)
  return docxWithBody(paragraph('before &lol9; after'), `<!DOCTYPE w:document [${entities.join('')}]>`)
}

function docxParts(): Record<string, Uint8Array> {
  return {
    '[Content_Types].xml': strToU8(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  }
}

function latin1(s: string): Buffer {
  return Buffer.from(s, 'latin1')
}

/**
 * A DOCX holding `mib` MiB of text (as UTF-8), in paragraphs of varied words,
 * with a first and a last word of its own: what a long CV export looks like.
 */
export function longTextDocx(mib: number, first: string, last: string): Buffer {
  const words = ['kubernetes', 'german', 'engineer', 'berlin', 'python', 'team', 'lead', 'cloud', 'data', 'english', 'sql', 'design']
  let seed = 11
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff)
  const paragraphs = [paragraph(first)]
  // Each paragraph is followed by a blank line in the text: its words and two line breaks.
  let size = first.length + 2 + last.length
  while (size < mib * 1024 * 1024) {
    const text = Array.from({ length: 12 }, () => `${words[next() % words.length]}${next() % 1000}`).join(' ')
    paragraphs.push(paragraph(text))
    size += text.length + 2
  }
  paragraphs.push(paragraph(last))
  return docxWithBody(paragraphs.join(''))
}

/** A DOCX whose body is this XML (paragraphs, tables, runs), for readers to agree on. */
export function docxOfBody(body: string): Buffer {
  return docxWithBody(body)
}

/** A real but heavy DOCX: `mib` MiB of paragraphs of varied words (packing about 3 to 1), costly to parse into a tree. */
export function heavyDocx(mib: number): Buffer {
  const words = ['kubernetes', 'german', 'engineer', 'berlin', 'python', 'team', 'lead', 'cloud', 'data', 'english', 'sql', 'design']
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff)
  const paragraphs: string[] = []
  let size = 0
  while (size < mib * 1024 * 1024) {
    const p = paragraph(Array.from({ length: 12 }, () => `${words[next() % words.length]}${next() % 1000}`).join(' '))
    paragraphs.push(p)
    size += p.length
  }
  return docxWithBody(paragraphs.join(''))
}
