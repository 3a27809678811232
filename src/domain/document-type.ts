import yauzl from 'yauzl'

/** The three accepted kinds, with the media type a download announces. */
export const DOCUMENT_KINDS = {
  pdf: { contentType: 'application/pdf', extension: '.pdf' },
  doc: { contentType: 'application/msword', extension: '.doc' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
} as const
export type DocumentKind = keyof typeof DOCUMENT_KINDS

/** How many leading bytes the sniffing needs. */
export const SNIFF_BYTES = 8

const PDF = Buffer.from('%PDF-', 'latin1')
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml']
/** A real DOCX has a few dozen entries; a ZIP with far more is not one, and is not worth walking. */
const MAX_ZIP_ENTRIES = 10_000

/**
 * Decides the kind from the content alone: the file name and the declared
 * type are a client's claim, the bytes are the fact. `head` is the file's
 * first bytes; `path` the complete file, read only for a ZIP's central
 * directory. Undefined means "not a document we accept".
 */
export async function detectDocumentKind(head: Buffer, path: string): Promise<DocumentKind | undefined> {
  if (startsWith(head, PDF)) return 'pdf'
  if (startsWith(head, OLE2)) return 'doc'
  if (startsWith(head, ZIP_LOCAL_HEADER) && (await zipHasEntries(path, DOCX_PARTS))) return 'docx'
  return undefined
}

function startsWith(head: Buffer, magic: Buffer): boolean {
  return head.length >= magic.length && head.subarray(0, magic.length).equals(magic)
}

/** Reads only the ZIP's central directory (yauzl), never the compressed entries. Any ZIP error means "no". */
function zipHasEntries(path: string, names: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return resolve(false)
      const missing = new Set(names)
      let seen = 0
      const settle = (answer: boolean) => {
        zip.removeAllListeners('entry')
        zip.close()
        resolve(answer)
      }
      zip.on('entry', (entry: yauzl.Entry) => {
        missing.delete(entry.fileName)
        if (missing.size === 0) return settle(true)
        if (++seen >= MAX_ZIP_ENTRIES) return settle(false)
        zip.readEntry()
      })
      zip.on('end', () => settle(false))
      zip.on('error', () => settle(false))
      zip.readEntry()
    })
  })
}

export type DocumentContentType = (typeof DOCUMENT_KINDS)[DocumentKind]['contentType']
