import { unzipSync } from 'fflate'

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'

/** The body of a CV is small; anything bigger unpacked is not previewed (a ZIP bomb stays packed). */
const MAX_BODY_BYTES = 20 * 1024 * 1024

export interface DocxParagraph {
  text: string
  heading: boolean
}

/**
 * A DOCX's text, paragraph by paragraph, read from `word/document.xml`.
 * Text only: the console shows it as text nodes, so markup, fields, macros
 * and links in the file are words on screen at most, never run or followed.
 * Undefined when the file holds no readable body.
 */
export function docxParagraphs(bytes: ArrayBuffer): DocxParagraph[] | undefined {
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(new Uint8Array(bytes), {
      filter: (f) => f.name === 'word/document.xml' && f.originalSize <= MAX_BODY_BYTES,
    })
  } catch {
    return undefined
  }
  const body = files['word/document.xml']
  if (!body) return undefined
  // An XML document that is parsed, never attached: nothing in it loads or runs.
  const xml = new DOMParser().parseFromString(new TextDecoder().decode(body), 'application/xml')
  if (xml.getElementsByTagName('parsererror').length > 0) return undefined
  const paragraphs: DocxParagraph[] = []
  for (const p of Array.from(xml.getElementsByTagNameNS(W, 'p'))) {
    let text = ''
    const walk = (node: Element) => {
      for (const child of Array.from(node.children)) {
        if (child.namespaceURI !== W) continue
        if (child.localName === 't') text += child.textContent
        else if (child.localName === 'tab') text += '\t'
        else if (child.localName === 'br' || child.localName === 'cr') text += '\n'
        // Nested paragraphs (text boxes) are read on their own.
        else if (child.localName !== 'p') walk(child)
      }
    }
    walk(p)
    if (text.trim() === '') continue
    const style = p.getElementsByTagNameNS(W, 'pStyle')[0]?.getAttributeNS(W, 'val') ?? ''
    paragraphs.push({ text, heading: /^(heading|title)/i.test(style) })
  }
  return paragraphs
}
