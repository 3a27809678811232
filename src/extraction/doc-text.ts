import WordExtractor from 'word-extractor'
import { ExtractionError } from './extraction-result.js'

/**
 * The text of a Word 97-2003 document: body, headers and footers (where CVs
 * often keep contact details), footnotes, endnotes and text boxes.
 */
export async function docText(path: string, maxTextBytes: number): Promise<string> {
  let parts: string[]
  try {
    const doc = await new WordExtractor().extract(path)
    parts = [
      doc.getBody(),
      doc.getHeaders({ includeFooters: true }),
      doc.getFootnotes(),
      doc.getEndnotes(),
      doc.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }),
    ]
  } catch (err) {
    throw new ExtractionError('malformed', `the DOC cannot be read: ${(err instanceof Error ? err.message : String(err)).slice(0, 200)}`)
  }
  const text = parts.filter((p) => p.trim() !== '').join('\n\n')
  if (Buffer.byteLength(text, 'utf8') > maxTextBytes) throw new ExtractionError('too_large', `the text passes ${maxTextBytes} bytes`)
  return text
}
