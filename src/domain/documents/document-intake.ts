import { finished, type Readable } from 'node:stream'
import { errors } from '../../errors/catalog.js'
import { hashMeter } from '../../store/blobs/hash-meter.js'
import { writePrivateFile } from '../../store/private-files.js'
import { SNIFF_BYTES } from '../../adapters/formats/document-type.js'

export interface ReceivedFile {
  readonly size: number
  /** SHA-256 of the bytes, hex. */
  readonly sha256: string
  /** The first bytes, for sniffing the type. */
  readonly head: Buffer
}

/**
 * Streams an upload into the file at `path` (which must not exist), counting,
 * hashing and keeping the first bytes on the way, so nothing is ever held in
 * memory whole. Past `limit` bytes it stops at once with 413.
 *
 * The source is piped by hand rather than through `pipeline`: on an error,
 * `pipeline` would destroy the source, and destroying a request kills its
 * socket before the 413 can be sent. The caller removes the file on failure.
 */
export async function receiveToFile(source: Readable, path: string, limit: number): Promise<ReceivedFile> {
  const { stream: meter, metered } = hashMeter({ limit, overLimit: () => errors.payloadTooLarge(limit), keepHead: SNIFF_BYTES })
  // A client that disconnects mid-upload ends the source early: fail, do not store a truncated file.
  const stopWatching = finished(source, { writable: false }, (err) => {
    if (err) meter.destroy(sourceError(err, limit))
  })
  source.pipe(meter)
  try {
    await writePrivateFile(meter, path)
  } finally {
    stopWatching()
    source.unpipe(meter)
    // Whatever the source reports from now on has no one left to tell.
    source.on('error', () => {})
  }
  return metered()
}

/** A failing source is the client's doing: a body cut short, malformed, or (multipart) over the limit. */
function sourceError(err: Error, limit: number): Error {
  if ((err as { statusCode?: number }).statusCode === 413) return errors.payloadTooLarge(limit)
  return errors.validation('file', 'the upload was cut short or is not well-formed')
}
