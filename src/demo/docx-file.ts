import { strToU8, zipSync } from 'fflate'
import type { TextDocument } from './pdf-file.js'

/**
 * A minimal valid WordprocessingML package: the content-types list, the
 * package relationship to the main part, and the main part itself.
 */
export function makeDocx(doc: TextDocument): Buffer {
  const paragraphs = [
    `<w:p><w:pPr><w:spacing w:after="200"/></w:pPr><w:r><w:rPr><w:b/><w:sz w:val="32"/></w:rPr><w:t xml:space="preserve">${xml(doc.title)}</w:t></w:r></w:p>`,
    ...doc.lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${xml(line)}</w:t></w:r></w:p>`),
  ]
  const files = {
    '[Content_Types].xml':
      XML_DECL +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      XML_DECL +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      XML_DECL +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      paragraphs.join('') +
      '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>' +
      '</w:body></w:document>',
  }
  // A fixed date keeps the output reproducible.
  const mtime = new Date('2026-01-01T00:00:00Z')
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime }]]))))
}

const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

const XML_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' }

function xml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => XML_ESCAPES[c] ?? c)
}
