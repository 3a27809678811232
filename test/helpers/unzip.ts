import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'

/** What one file of an archive held, read back by yauzl (an unzip library independent of the one that wrote it). */
export interface Unzipped {
  readonly size: number
  readonly sha256: string
  /** The bytes themselves, kept only when asked for. */
  readonly bytes?: Buffer
}

/** Reads every file of a ZIP (a buffer, or a file's path), checking each one's CRC-32 and size as yauzl does. */
export async function unzip(source: Buffer | string, keepBytes = true): Promise<Map<string, Unzipped>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    const done = (err: Error | null, z?: yauzl.ZipFile) => (err || !z ? reject(err ?? new Error('no archive')) : resolve(z))
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true, autoClose: false, strictFileNames: true }, done)
    else yauzl.fromBuffer(source, { lazyEntries: true, autoClose: false, strictFileNames: true }, done)
  })
  const files = new Map<string, Unzipped>()
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | undefined>((resolve, reject) => {
        zip.once('entry', resolve)
        zip.once('end', () => resolve(undefined))
        zip.once('error', reject)
        zip.readEntry()
      })
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error')
      if (!entry) return files
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (err, s) => (err || !s ? reject(err ?? new Error('no stream')) : resolve(s))),
      )
      const hash = createHash('sha256')
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk)
        size += chunk.length
        if (keepBytes) chunks.push(chunk)
      }
      files.set(entry.fileName, { size, sha256: hash.digest('hex'), ...(keepBytes && { bytes: Buffer.concat(chunks) }) })
    }
  } finally {
    zip.close()
  }
}
