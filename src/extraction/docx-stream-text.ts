import { StringDecoder } from 'node:string_decoder'
import yauzl from 'yauzl'
import { ExtractionError } from './extraction-result.js'
import { TextBudget } from './text-budget.js'

/**
 * The text of a large DOCX's body, read as its XML streams out of the ZIP:
 * memory is the text itself and one chunk, whatever the document's size, and
 * time is one pass. For bodies mammoth cannot read within the worker's heap
 * and the deadline (it builds the whole document as a tree: an 8 MiB text
 * needed more than 256 MiB of heap and 25 s, docs/decisions/search.md). What
 * it reads as mammoth's raw text does: the runs' text (`w:t`), a tab for
 * `w:tab`, a line break for `w:br` and `w:cr`, a blank line after each
 * paragraph (table cells are paragraphs too); deleted text and field codes
 * are not text. Footnotes, in parts of their own, are left out.
 * A DOCTYPE, and any entity but XML's five and character references, fail
 * the document: nothing is ever expanded.
 */
export function streamedDocumentText(path: string, maxTextBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true }, (err, zip) => {
      if (err) return reject(new ExtractionError('malformed', `the DOCX is not a readable ZIP: ${err.message.slice(0, 200)}`))
      const fail = (e: unknown) => {
        zip.close()
        reject(
          e instanceof ExtractionError
            ? e
            : new ExtractionError('malformed', `the DOCX cannot be read: ${(e instanceof Error ? e.message : String(e)).slice(0, 200)}`),
        )
      }
      zip.on('error', fail)
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'word/document.xml') return zip.readEntry()
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr) return fail(openErr)
          const reader = new BodyReader(maxTextBytes)
          const decoder = new StringDecoder('utf8')
          stream.on('data', (chunk: Buffer) => {
            try {
              reader.feed(decoder.write(chunk))
            } catch (e) {
              stream.destroy()
              fail(e)
            }
          })
          stream.on('error', fail)
          stream.on('end', () => {
            try {
              reader.feed(decoder.end())
              resolve(reader.end())
              zip.close()
            } catch (e) {
              fail(e)
            }
          })
        })
      })
      zip.on('end', () => reject(new ExtractionError('malformed', 'the DOCX has no word/document.xml')))
      zip.readEntry()
    })
  })
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** WordprocessingML read piece by piece: the text of `w:t` elements, and the breaks its elements stand for. */
class BodyReader {
  private readonly text: TextBudget
  /** What is left of the last piece: an unfinished tag, comment or text run. */
  private rest = ''
  private inText = false

  constructor(maxTextBytes: number) {
    this.text = new TextBudget(maxTextBytes)
  }

  feed(piece: string): void {
    const s = this.rest + piece
    let i = 0
    for (;;) {
      const lt = s.indexOf('<', i)
      if (lt < 0) {
        // Text up to the end may stop inside an entity: keep from its `&` on.
        const amp = this.inText ? s.lastIndexOf('&') : -1
        const cut = amp >= i && s.indexOf(';', amp) < 0 ? amp : s.length
        if (this.inText) this.text.add(decode(s.slice(i, cut)))
        this.rest = s.slice(cut)
        return
      }
      if (this.inText && lt > i) this.text.add(decode(s.slice(i, lt)))
      const end = this.markupEnd(s, lt)
      if (end < 0) {
        this.rest = s.slice(lt)
        return
      }
      this.markup(s.slice(lt, end))
      i = end
    }
  }

  end(): string {
    if (this.rest.trim() !== '') throw new ExtractionError('malformed', 'word/document.xml ends inside an element')
    return this.text.text()
  }

  /** Where the markup starting at `lt` ends (past its last character), or -1 when it goes on in the next piece. */
  private markupEnd(s: string, lt: number): number {
    if (s.startsWith('<!--', lt)) return after(s.indexOf('-->', lt + 4), 3)
    if (s.startsWith('<![CDATA[', lt)) return after(s.indexOf(']]>', lt + 9), 3)
    if (s.startsWith('<?', lt)) return after(s.indexOf('?>', lt + 2), 2)
    // A tag: its end is the first `>` outside a quoted attribute value.
    let quote = ''
    for (let j = lt + 1; j < s.length; j++) {
      const c = s[j]
      if (quote) {
        if (c === quote) quote = ''
      } else if (c === '"' || c === "'") quote = c
      else if (c === '>') return j + 1
    }
    return -1
  }

  private markup(m: string): void {
    if (m.startsWith('<![CDATA[')) {
      if (this.inText) this.text.add(m.slice(9, -3))
      return
    }
    if (m.startsWith('<!DOCTYPE') || m.startsWith('<!doctype'))
      throw new ExtractionError('malformed', 'word/document.xml declares a DOCTYPE: entity not found')
    if (m.startsWith('<!') || m.startsWith('<?')) return
    const closing = m[1] === '/'
    const name = /^<\/?([^\s/>]+)/.exec(m)?.[1] ?? ''
    const empty = m.endsWith('/>')
    switch (name) {
      case 'w:t':
        this.inText = !closing && !empty
        return
      case 'w:tab':
        if (!closing) this.text.add('\t')
        return
      case 'w:br':
      case 'w:cr':
        if (!closing) this.text.add('\n')
        return
      case 'w:p':
        if (closing || empty) this.text.add('\n\n')
        return
    }
  }
}

const after = (index: number, length: number) => (index < 0 ? -1 : index + length)

/** XML's five entities and character references; any other entity fails the document (none is ever expanded). */
function decode(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*);|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) throw new ExtractionError('malformed', 'word/document.xml holds a bare &')
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      if (!(code >= 0 && code <= 0x10ffff)) throw new ExtractionError('malformed', `word/document.xml holds the reference ${whole}`)
      return String.fromCodePoint(code)
    }
    const known = ENTITIES[ref]
    if (known === undefined) throw new ExtractionError('malformed', `word/document.xml holds the entity ${whole}: entity not found`)
    return known
  })
}
