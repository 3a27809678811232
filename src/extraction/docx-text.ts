import mammoth from 'mammoth'
import { checkDocxArchive } from './docx-archive.js'
import { ExtractionError } from './extraction-result.js'

/**
 * The text of a DOCX's body (mammoth's raw text: paragraphs, tables cell by
 * cell, footnotes), once the archive has passed the bomb checks: mammoth
 * unpacks with JSZip, which trusts the sizes a ZIP declares.
 */
export async function docxText(path: string, maxTextBytes: number): Promise<string> {
  const { documentBytes } = await checkDocxArchive(path)
  // The XML is at least as long as its text; a body over twice the budget is refused before it is parsed.
  if (documentBytes > maxTextBytes * 2 + 1024 * 1024)
    throw new ExtractionError('too_large', `word/document.xml unpacks to ${documentBytes} bytes`)
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
