import yauzl from 'yauzl'
import { ExtractionError } from './extraction-result.js'

/** A CV has a few dozen parts; a ZIP with far more is not one worth reading. */
const MAX_ENTRIES = 10_000
/** No part of a CV unpacks to this much. */
const MAX_PART_BYTES = 64 * 1024 * 1024
const MAX_TOTAL_BYTES = 256 * 1024 * 1024
/**
 * XML packs about 5 to 20 times; DEFLATE at most about 1032 times, which is
 * what a bomb uses. Parts too small to matter are not held to it.
 */
const MAX_RATIO = 100
const RATIO_FLOOR_BYTES = 1024 * 1024
/** The parts mammoth reads: XML and relationships. Images are never unpacked for text. */
const READ_PARTS = /\.(xml|rels)$/i

/**
 * Refuses a DOCX whose unpacking would cost too much, before mammoth (JSZip)
 * unpacks it: the central directory's declared sizes and ratios first, then
 * every part mammoth will read is inflated once here, streamed and thrown
 * away, so a part that unpacks to more than it declares (a lying directory)
 * is caught by yauzl's size check instead of by the heap. Answers the
 * unpacked size of `word/document.xml`.
 */
export function checkDocxArchive(path: string): Promise<{ documentBytes: number }> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true }, (err, zip) => {
      // yauzl gives a file exactly when it gives no error.
      if (err) return reject(malformed(err))
      let entries = 0
      let total = 0
      let documentBytes: number | undefined
      const fail = (e: ExtractionError) => {
        zip.removeAllListeners('entry')
        zip.removeAllListeners('end')
        zip.on('error', () => {})
        zip.close()
        reject(e)
      }
      zip.on('error', (e: Error) => fail(malformed(e)))
      zip.on('entry', (entry: yauzl.Entry) => {
        const size = entry.uncompressedSize
        total += size
        if (++entries > MAX_ENTRIES) return fail(bomb(`more than ${MAX_ENTRIES} parts`))
        if (size > MAX_PART_BYTES) return fail(bomb(`${entry.fileName} unpacks to ${size} bytes`))
        if (total > MAX_TOTAL_BYTES) return fail(bomb(`the parts unpack to more than ${MAX_TOTAL_BYTES} bytes`))
        if (size > RATIO_FLOOR_BYTES && size > MAX_RATIO * Math.max(1, entry.compressedSize)) {
          return fail(bomb(`${entry.fileName} packs ${Math.round(size / Math.max(1, entry.compressedSize))} to 1`))
        }
        if (entry.fileName === 'word/document.xml') documentBytes = size
        if (!READ_PARTS.test(entry.fileName)) return zip.readEntry()
        drain(zip, entry).then(
          () => zip.readEntry(),
          (e: unknown) => fail(malformed(e)),
        )
      })
      zip.on('end', () => {
        if (documentBytes === undefined) return reject(new ExtractionError('malformed', 'the DOCX has no word/document.xml'))
        resolve({ documentBytes })
      })
      zip.readEntry()
    })
  })
}

/** Inflates an entry and discards it; yauzl fails the stream if it outgrows its declared size. */
function drain(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err)
      stream.on('error', reject)
      stream.on('end', resolve)
      stream.resume()
    })
  })
}

function bomb(detail: string): ExtractionError {
  return new ExtractionError('too_large', `the DOCX would unpack too much: ${detail}`)
}

function malformed(err: unknown): ExtractionError {
  return new ExtractionError(
    'malformed',
    `the DOCX is not a readable ZIP: ${(err instanceof Error ? err.message : String(err)).slice(0, 200)}`,
  )
}
