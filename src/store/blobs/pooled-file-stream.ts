import { close, read } from 'node:fs'
import { finished, Readable } from 'node:stream'

/**
 * Read buffers of one size, lent to downloads and given back when each is
 * over. A fresh buffer per chunk (what `fs.createReadStream` does) is
 * garbage outside V8's heap, which V8 collects only once some 64 MB of it
 * has piled up: during streamed downloads that pile was most of the
 * service's growth in resident memory. Lent buffers are reused instead.
 */
export class ChunkPool {
  readonly #free: Buffer[] = []
  #lent = 0

  /**
   * `size`: each buffer's length; `maxLent`: buffers out at once (past it a
   * download reads into buffers of its own, as before); `maxFree`: buffers
   * kept between downloads, the memory the pool holds at rest; `spareSize`:
   * the chunk a download reads in while all are lent.
   */
  constructor(
    readonly size: number,
    readonly maxLent: number,
    readonly maxFree: number,
    readonly spareSize: number,
  ) {}

  /** A buffer to read into, or undefined when `maxLent` are out. */
  take(): Buffer | undefined {
    if (this.#lent >= this.maxLent) return undefined
    this.#lent++
    return this.#free.pop() ?? Buffer.allocUnsafeSlow(this.size)
  }

  /** Buffers no one holds any more: neither the reader nor the socket that wrote them. */
  give(buffers: readonly Buffer[]): void {
    this.#lent -= buffers.length
    for (const b of buffers) if (this.#free.length < this.maxFree) this.#free.push(b)
  }

  /** Buffers lent now (for tests). */
  get lent(): number {
    return this.#lent
  }
}

/** How many of the pool's buffers one download may hold; a longer file reads the rest into buffers of its own. */
const POOLED_PER_STREAM = 4

/**
 * A file's bytes `start` to `end` (inclusive) from an open descriptor,
 * read into the pool's buffers, each used once per download. They go back
 * to the pool when both the stream and `sink` (the response it is piped
 * into) have closed: by then no read is in flight into them, and the
 * socket has written or dropped every chunk that points into them.
 */
export function pooledFileStream(fd: number, start: number, end: number, pool: ChunkPool, sink: NodeJS.WritableStream): Readable {
  const held: Buffer[] = []
  let position = start
  let reading = false
  let afterRead: (() => void) | undefined
  let open = 2
  const release = () => {
    if (--open === 0) pool.give(held.splice(0))
  }
  const stream = new Readable({
    // The chunk is the pool's buffer size: what the stream holds ahead of the socket is one chunk.
    highWaterMark: pool.size,
    read() {
      const left = end - position + 1
      if (left <= 0) {
        this.push(null)
        return
      }
      const own = held.length >= POOLED_PER_STREAM
      const lent = own ? undefined : pool.take()
      if (lent) held.push(lent)
      // Past its share, a download reads into chunks of its own; with the pool all lent, into small ones.
      const buffer = lent ?? Buffer.allocUnsafeSlow(Math.min(own ? pool.size : pool.spareSize, left))
      reading = true
      read(fd, buffer, 0, Math.min(buffer.length, left), position, (err, bytes) => {
        reading = false
        if (afterRead) return afterRead()
        if (err) return this.destroy(err)
        // The file ended early (truncated under the service): the response's Content-Length will not be met.
        if (bytes === 0) return this.destroy(new Error('the file ended before its known size'))
        position += bytes
        this.push(buffer.subarray(0, bytes))
      })
    },
    destroy(err, callback) {
      // A read in flight still writes into its buffer: the descriptor is closed, and the buffers given back, after it.
      const done = () => close(fd, (closeErr) => callback(err ?? closeErr))
      if (reading) afterRead = done
      else done()
    },
  })
  stream.once('close', release)
  finished(sink, { readable: false }, release)
  return stream
}
