import mammoth from 'mammoth'
import { checkDocxArchive } from './docx-archive.js'
import { streamedDocumentText } from './docx-stream-text.js'
import { ExtractionError } from './extraction-result.js'

/**
 * A body larger than this is read as it streams (docx-stream-text.ts), not
 * by mammoth, whose tree of the document costs some 25 times the XML in heap
 * and grows slower with it: 11.8 MB of XML (8 MiB of text) passed the
 * worker's 256 MiB after 25 s. Below it, mammoth's tree fits with room to
 * spare, and its reading (footnotes included) is kept for the CVs people write.
 */
const STREAMED_FROM_BYTES = 2 * 1024 * 1024

/**
 * The text of a DOCX's body (mammoth's raw text: paragraphs, tables cell by
 * cell, footnotes), once the archive has passed the bomb checks: mammoth
 * unpacks with JSZip, which trusts the sizes a ZIP declares. A large body is
 * streamed instead, within SPEC C5's bounds (10 MiB of text, 60 s) whatever
 * the machine's load, in the heap the text itself needs.
 */
export async function docxText(path: string, maxTextBytes: number): Promise<string> {
  const { documentBytes } = await checkDocxArchive(path)
  // The XML is at least as long as its text; a body over twice the budget is refused before it is parsed.
  if (documentBytes > maxTextBytes * 2 + 1024 * 1024)
    throw new ExtractionError('too_large', `word/document.xml unpacks to ${documentBytes} bytes`)
  if (documentBytes > STREAMED_FROM_BYTES) return streamedDocumentText(path, maxTextBytes)
  let result: { value: string }
  try {
    result = await mammoth.extractRawText({ path })
  } catch (err) {
    throw new ExtractionError('malformed', `the DOCX cannot be read: ${(err instanceof Error ? err.message : String(err)).slice(0, 200)}`)
  }
  if (Buffer.byteLength(result.value, 'utf8') > maxTextBytes)
    throw new ExtractionError('too_large', `the text passes ${maxTextBytes} bytes`)
  return result.value
}
