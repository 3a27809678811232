import type { Readable } from 'node:stream'
import type { SweepReport } from './sweep-folder.js'

/** What the store knows about one blob. */
export interface BlobInfo {
  readonly key: string
  readonly size: number
  readonly modified: Date
}

/** Inclusive byte offsets, as in an HTTP Range. */
export interface ByteRange {
  readonly start: number
  readonly end: number
}

/**
 * Where document bytes live. Keys are chosen by the service (never by a
 * client). Every write is all-or-nothing: a blob is either absent or complete
 * and durable, never half-written under its key. The disk implementation is
 * the default; an object store (S3) implements the same five operations.
 */
export interface BlobStore {
  /** Stores the stream under `key`; resolves once the bytes are durable. */
  put(key: string, body: Readable): Promise<BlobInfo>
  /**
   * Stores a complete local file under `key`. The file may be moved rather
   * than copied (the disk store renames it), so the caller must not use it
   * afterwards, only remove it if it is still there.
   */
  putFile(key: string, path: string): Promise<BlobInfo>
  /**
   * The bytes, or a slice of them; undefined when there is no such blob.
   * `sink`, the response the stream will be piped into, lets a store reuse
   * its read buffers once that response has closed.
   */
  get(key: string, range?: ByteRange, sink?: NodeJS.WritableStream): Promise<Readable | undefined>
  head(key: string): Promise<BlobInfo | undefined>
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>
  list(): AsyncIterable<BlobInfo>
  /**
   * Removes leftovers of writes interrupted before `olderThan`: what it
   * removed, and what it could not handle and left (it goes on past those).
   */
  sweep(olderThan: Date): Promise<SweepReport>
  /** Checks that the store answers (for readiness). */
  ping(): Promise<void>
  /**
   * The folder holding each blob as a file at `<filesRoot>/<key>`, for a
   * proxy that sends the bytes itself; absent on a store without files (S3).
   */
  readonly filesRoot?: string
  /** Releases connections, if the store holds any. */
  close?(): void
}
