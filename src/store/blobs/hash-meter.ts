import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'

/** What crossed a meter: its length, its SHA-256 (hex) and its first bytes. */
export interface Metered {
  readonly size: number
  readonly sha256: string
  readonly head: Buffer
}

export interface MeterOptions {
  /** Bytes let through at most; the first chunk past it fails the stream with `overLimit()`. */
  readonly limit?: number
  readonly overLimit?: () => Error
  /** How many leading bytes to keep (for sniffing a type). */
  readonly keepHead?: number
  /** Judges the whole once it has passed; an error fails the stream before it ends. */
  readonly verify?: (metered: Metered) => Error | null
}

/**
 * A pass-through that counts and hashes document bytes on their way, for an
 * upload going to its scratch file and for a copy between stores, so neither
 * ever holds a document in memory. `metered()` is complete once the stream
 * has ended.
 */
export function hashMeter(opts: MeterOptions = {}): { stream: Transform; metered: () => Metered } {
  const hash = createHash('sha256')
  const keep = opts.keepHead ?? 0
  let size = 0
  let head = Buffer.alloc(0)
  let sha256 = ''
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (opts.limit !== undefined && size > opts.limit) {
        callback(opts.overLimit?.() ?? new Error(`more than ${opts.limit} bytes`))
        return
      }
      hash.update(chunk)
      if (head.length < keep) head = Buffer.concat([head, chunk.subarray(0, keep - head.length)])
      callback(null, chunk)
    },
    flush(callback) {
      sha256 = hash.digest('hex')
      callback(opts.verify?.({ size, sha256, head }) ?? null)
    },
  })
  return { stream, metered: () => ({ size, sha256, head }) }
}
