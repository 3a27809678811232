/**
 * A small, valid one-page PDF 1.4 with text in the standard Helvetica fonts
 * (no embedding needed): header, objects, a cross-reference table whose
 * offsets are counted from the bytes actually written, trailer.
 */
export interface TextDocument {
  readonly title: string
  /** Paragraphs; an empty string is a blank line. */
  readonly lines: readonly string[]
}

/**
 * A PDF (of this version) of these objects (1 is the catalog), numbered in order, with `trailer`
 * added to the trailer dictionary; the cross-reference offsets are counted
 * from the bytes written.
 */
export function pdfOf(objects: readonly (string | Buffer)[], trailer = '', version = '1.4'): Buffer {
  // The second line's high bytes mark the file as binary for transfer tools.
  const header = Buffer.from(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')
  const parts: Buffer[] = [header]
  let offset = header.length
  const offsets: number[] = []
  objects.forEach((body, i) => {
    const bytes = Buffer.concat([latin1(`${i + 1} 0 obj\n`), typeof body === 'string' ? latin1(body) : body, latin1('\nendobj\n')])
    offsets.push(offset)
    parts.push(bytes)
    offset += bytes.length
  })
  // Each xref entry is exactly 20 bytes, end of line included.
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ]
  parts.push(latin1(xref.join('')))
  parts.push(latin1(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${offset}\n%%EOF\n`))
  return Buffer.concat(parts)
}

export function makePdf(doc: TextDocument): Buffer {
  const content = pageContent(doc)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    Buffer.concat([latin1(`<< /Length ${content.length} >>\nstream\n`), content, latin1('\nendstream')]),
    Buffer.concat([latin1('<< /Title '), pdfString(doc.title), latin1(' /Producer (ats demo) >>')]),
  ]
  return pdfOf(objects, '/Info 7 0 R ')
}

function pageContent(doc: TextDocument): Buffer {
  const ops: Buffer[] = [latin1('BT\n/F2 18 Tf\n56 780 Td\n'), pdfString(doc.title), latin1(' Tj\n/F1 11 Tf\n15 TL\n0 -12 Td\n')]
  for (const line of doc.lines.slice(0, 45)) ops.push(latin1('T* '), pdfString(line), latin1(' Tj\n'))
  ops.push(latin1('ET'))
  return Buffer.concat(ops)
}

/** Characters of Windows-1252 outside Latin-1 that CVs use; the rest of Latin-1 maps to itself. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
}

/** The WinAnsi byte of a character; others fall back to their base letter ("ğ" to "g"), or "?". */
function winAnsi(ch: string): number {
  const direct = WIN_ANSI[ch] ?? ch.codePointAt(0) ?? 0x3f
  if (direct <= 0xff) return direct
  const base = (LOOKALIKE[ch] ?? ch.normalize('NFKD')).codePointAt(0) ?? 0x3f
  return base < 0x80 ? base : 0x3f
}
const LOOKALIKE: Record<string, string> = { ı: 'i', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D' }

/** A literal string in WinAnsiEncoding, with `\`, `(` and `)` escaped. */
function pdfString(text: string): Buffer {
  const bytes: number[] = [0x28]
  for (const ch of text) {
    const code = winAnsi(ch)
    if (code === 0x28 || code === 0x29 || code === 0x5c) bytes.push(0x5c)
    bytes.push(code)
  }
  bytes.push(0x29)
  return Buffer.from(bytes)
}

function latin1(s: string): Buffer {
  return Buffer.from(s, 'latin1')
}
