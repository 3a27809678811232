import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api.js'
import { ExtractionError } from './extraction-result.js'
import { TextBudget } from './text-budget.js'

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
let pdfjs: Promise<PdfJs> | undefined

/**
 * PDF.js's legacy build, the one that runs on Node 20. Its display module
 * builds a `DOMMatrix` when it loads, which Node lacks; PDF.js borrows one
 * from `@napi-rs/canvas` (an optional native package) when it is installed.
 * Reading text never draws, so without it an inert stand-in is enough: the
 * service never needs the native package.
 */
export function loadPdfJs(): Promise<PdfJs> {
  if (!('DOMMatrix' in globalThis)) Object.assign(globalThis, { DOMMatrix: InertMatrix })
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs')
  return pdfjs
}

/** Never used to compute anything: text is read, not drawn. */
class InertMatrix {
  readonly is2D = true
}

/** PDF.js's own data: character maps (CJK fonts) and the metrics of the 14 standard fonts. */
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
const CMAPS = `${pathToFileURL(join(PDFJS_DIR, 'cmaps')).href}/`
const STANDARD_FONTS = `${pathToFileURL(join(PDFJS_DIR, 'standard_fonts')).href}/`

/**
 * The text of every page in the order PDF.js reads it (the content stream's
 * order, which is the reading order of what word processors write: one
 * column after the other), pages separated by a blank line. Scripts, forms
 * and fonts are never run or loaded; an image-only page has no text.
 */
export async function pdfText(path: string, maxTextBytes: number): Promise<string> {
  const { getDocument } = await loadPdfJs()
  const data = new Uint8Array(await readFile(path))
  const task = getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    cMapUrl: CMAPS,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  })
  const budget = new TextBudget(maxTextBytes)
  try {
    const doc = await task.promise.catch((err: unknown) => {
      throw pdfError(err)
    })
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      if (n > 1) budget.add('\n\n')
      const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<TextContent>
      const lines = new LineJoiner(budget)
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) break
        for (const item of chunk.value.items) if ('str' in item) lines.add(item)
      }
      page.cleanup()
    }
    return budget.text()
  } catch (err) {
    throw pdfError(err)
  } finally {
    await task.destroy()
  }
}

/** Items of one page into lines: a break where PDF.js marks one or where the baseline moves. */
class LineJoiner {
  private lastY: number | undefined
  private atLineStart = true

  constructor(private readonly budget: TextBudget) {}

  add(item: TextItem): void {
    const y = Number(item.transform[5])
    if (!this.atLineStart && this.lastY !== undefined && Math.abs(y - this.lastY) > Math.max(1, item.height / 2)) this.newLine()
    if (item.str !== '') {
      this.budget.add(item.str)
      this.atLineStart = false
      this.lastY = y
    }
    if (item.hasEOL) this.newLine()
  }

  private newLine(): void {
    this.budget.add('\n')
    this.atLineStart = true
  }
}

function pdfError(err: unknown): unknown {
  if (err instanceof ExtractionError) return err
  const name = err instanceof Error ? err.name : ''
  const message = err instanceof Error ? err.message : String(err)
  if (name === 'PasswordException') return new ExtractionError('encrypted', 'the PDF needs a password')
  return new ExtractionError('malformed', `the PDF cannot be read: ${message.slice(0, 200)}`)
}
