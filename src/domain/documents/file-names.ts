import { DOCUMENT_KINDS, type DocumentKind } from '../vocabulary.js'

const MAX_NAME_LENGTH = 255

/**
 * The name a document is kept and offered under. The client's name is only
 * a label: folders are dropped (a name is never a path), control and
 * bidirectional-override characters removed, the length bounded, and the
 * extension made to match the detected kind, so a DOCX sent as "cv.pdf"
 * downloads as "cv.pdf.docx" and opens in the right program.
 */
export function documentFileName(raw: string | undefined, kind: DocumentKind): string {
  const { extension } = DOCUMENT_KINDS[kind]
  let name = (raw ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^.*[\\/]/, '')
    .trim()
    .replace(/^\.+/, '')
  if (name === '') name = 'document'
  if (!name.toLowerCase().endsWith(extension)) name += extension
  if (name.length > MAX_NAME_LENGTH) {
    // Cut by code points, never through a surrogate pair; 120 of them fit in 255 UTF-16 units.
    const stem = Array.from(name.slice(0, -extension.length)).slice(0, 120).join('')
    name = stem + extension
  }
  return name
}
