import { Readable } from 'node:stream'
import { ZipFile } from 'yazl'

/** A file of the archive: bytes at hand, or a stream opened only when its turn comes. */
export type ZipEntry =
  | { readonly path: string; readonly mtime: Date; readonly bytes: Buffer }
  | {
      readonly path: string
      readonly mtime: Date
      /** The exact number of bytes `open` gives: the archive's length is known before it starts. */
      readonly size: number
      /** The bytes; rejects when they cannot be read (its error aborts the archive). */
      open(): Promise<Readable>
    }

export interface ZipStream {
  readonly stream: Readable
  /** The archive's length in bytes, known in advance: every entry is stored (no compression) at a known size. */
  readonly size: number
}

/**
 * A ZIP made as it is read (yazl), one entry after the other, each stream
 * opened only when the one before it has been written, and read no faster
 * than the client takes it (back-pressure through the pipes): memory does
 * not grow with the files' sizes or their number. Entries are stored, not
 * compressed: documents are PDF and DOCX, compressed already, and a known
 * length lets the answer carry `Content-Length`, so a cut-off archive is
 * visibly short to any client.
 *
 * Any failure once bytes are flowing (a blob gone or unreadable, a size that
 * does not match) destroys the stream with the error, which aborts the
 * answer (its connection is closed before the central directory is sent):
 * the client never holds an archive that looks complete but is not. When the
 * client goes away, the stream being read is closed and no other is opened.
 */
export async function zipStream(entries: readonly ZipEntry[], onBytes: (n: number) => void = () => {}): Promise<ZipStream> {
  const zip = new ZipFile()
  const out = zip.outputStream
  // yazl's is a PassThrough; its typings say only NodeJS.ReadableStream, which cannot be destroyed.
  if (!(out instanceof Readable)) throw new Error('yazl no longer streams through a Node stream')
  let current: Readable | undefined
  const fail = (err: unknown) => {
    current?.destroy()
    out.destroy(err instanceof Error ? err : new Error(String(err)))
  }
  zip.on('error', fail)
  out.once('close', () => current?.destroy())

  for (const entry of entries) {
    const options = { mtime: entry.mtime, compress: false }
    if ('bytes' in entry) {
      zip.addBuffer(entry.bytes, entry.path, options)
      continue
    }
    zip.addReadStreamLazy(entry.path, { ...options, size: entry.size }, (give) => {
      if (out.destroyed) return
      entry.open().then((stream) => {
        if (out.destroyed) return void stream.destroy()
        current = stream
        stream.once('error', fail)
        // yazl pipes it at once, in this same turn: the count sees the bytes the pipe passes on.
        give(null, stream)
        stream.on('data', (chunk: Buffer) => onBytes(chunk.length))
      }, fail)
    })
  }
  const size = await new Promise<number>((resolve) => {
    ;(zip.end as (options: undefined, sized: (size: number) => void) => void).call(zip, undefined, resolve)
  })
  if (size < 0) throw new Error('a stored ZIP of entries of known sizes has a known length')
  return { stream: out, size }
}
