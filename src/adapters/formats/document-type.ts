import yauzl from 'yauzl'
import { ole2RootStreams } from './ole2-directory.js'

/**
 * What a file is, told by its bytes: the three formats the service accepts
 * (the domain's DOCUMENT_KINDS names the same three, with their media types).
 */
export type SniffedKind = 'pdf' | 'doc' | 'docx'

/** How many leading bytes the sniffing needs. */
export const SNIFF_BYTES = 8

const PDF = Buffer.from('%PDF-', 'latin1')
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml']
/** A real DOCX has a few dozen entries; a ZIP with far more is not one, and is not worth walking. */
const MAX_ZIP_ENTRIES = 10_000

/** What the bytes are: an accepted kind, or why they are refused (a reason worth telling the client, if any). */
export type Sniffed =
  { readonly kind: SniffedKind; readonly refused?: undefined } | { readonly kind?: undefined; readonly refused: string | undefined }

const NOT_A_DOCUMENT: Sniffed = { refused: undefined }

/**
 * Decides the kind from the content alone: the file name and the declared
 * type are a client's claim, the bytes are the fact. `head` is the file's
 * first bytes; `path` the complete file, whose structure (a ZIP's central
 * directory, an OLE2 directory) is read in place, never loaded whole.
 */
export async function sniffDocument(head: Buffer, path: string): Promise<Sniffed> {
  if (startsWith(head, PDF)) return { kind: 'pdf' }
  if (startsWith(head, OLE2)) {
    // Any OLE2 file starts so (.xls, .ppt, .msg, .msi); a Word document is the one with a WordDocument stream.
    const streams = await ole2RootStreams(path)
    return streams?.has('WordDocument') ? { kind: 'doc' } : { refused: 'The file is an OLE2 compound file but not a Word document.' }
  }
  if (startsWith(head, ZIP_LOCAL_HEADER)) {
    const zip = await readDocxParts(path)
    if (!zip?.isDocx) return NOT_A_DOCUMENT
    if (zip.macros) return { refused: 'The DOCX holds macros (VBA), which are not accepted: a CV has no reason to carry them.' }
    return { kind: 'docx' }
  }
  return NOT_A_DOCUMENT
}

/** The kind, or undefined for anything refused. */
export async function detectDocumentKind(head: Buffer, path: string): Promise<SniffedKind | undefined> {
  return (await sniffDocument(head, path)).kind
}

function startsWith(head: Buffer, magic: Buffer): boolean {
  return head.length >= magic.length && head.subarray(0, magic.length).equals(magic)
}

/**
 * Macros in Office Open XML: the VBA project part (`vbaProject.bin`, its
 * `vbaData.xml`) and the macro-enabled content types (`...macroEnabled...`,
 * `application/vnd.ms-office.vbaProject`). Part names are compared ignoring
 * case, as OPC does, and wherever they lie: Word finds the project through
 * relationships, not by its usual path.
 */
const MACRO_PART = /(^|\/)vba(project\.bin|data\.xml)$/i
const MACRO_CONTENT_TYPE = /macroenabled|vbaproject|vbadata/i
/** `[Content_Types].xml` is a short list; a far larger one is not a DOCX worth reading. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024

interface DocxParts {
  readonly isDocx: boolean
  readonly macros: boolean
}

/**
 * Walks the ZIP's central directory (yauzl) and inflates only
 * `[Content_Types].xml`, bounded; no other entry is ever unpacked. Any ZIP
 * error means "not a DOCX".
 */
function readDocxParts(path: string): Promise<DocxParts | undefined> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (err, zip) => {
      // yauzl gives a file exactly when it gives no error.
      if (err) return resolve(undefined)
      const missing = new Set(DOCX_PARTS)
      let macros = false
      let contentTypes: yauzl.Entry | undefined
      let seen = 0
      const settle = (answer: DocxParts | undefined) => {
        zip.removeAllListeners('entry')
        zip.removeAllListeners('end')
        zip.on('error', () => {})
        zip.close()
        resolve(answer)
      }
      zip.on('entry', (entry: yauzl.Entry) => {
        missing.delete(entry.fileName)
        if (entry.fileName === '[Content_Types].xml') contentTypes = entry
        if (MACRO_PART.test(entry.fileName)) macros = true
        if (++seen >= MAX_ZIP_ENTRIES) return settle(undefined)
        zip.readEntry()
      })
      zip.on('end', () => {
        if (missing.size > 0 || !contentTypes) return settle({ isDocx: false, macros })
        if (macros) return settle({ isDocx: true, macros })
        readEntryText(zip, contentTypes, MAX_CONTENT_TYPES_BYTES).then(
          (text) => settle(text === undefined ? undefined : { isDocx: true, macros: MACRO_CONTENT_TYPE.test(text) }),
          () => settle(undefined),
        )
      })
      zip.on('error', () => settle(undefined))
      zip.readEntry()
    })
  })
}

/** An entry's text, or undefined when it unpacks to more than `max` bytes. */
function readEntryText(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<string | undefined> {
  if (entry.uncompressedSize > max) return Promise.resolve(undefined)
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err)
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        // validateEntrySizes already stops a stream that outgrows its declared size; this is belt and braces.
        if (size > max) {
          stream.destroy()
          return resolve(undefined)
        }
        chunks.push(chunk)
      })
      stream.on('error', reject)
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    })
  })
}
