import type { DocumentKind } from '../domain/vocabulary.js'

/**
 * Why a document has no text. Each is a fact about the file (or about what
 * reading it cost), never about the service: a job that gets one records it
 * and does not retry.
 * - `timeout`: reading ran past the deadline (an endless or enormous file).
 * - `too_large`: the text would pass the limit (10 MiB of UTF-8 by default).
 * - `memory`: reading needed more memory than the worker may take (a bomb).
 * - `encrypted`: the file needs a password.
 * - `malformed`: the file is broken, or is not the kind it was taken for.
 * - `crashed`: the worker died some other way while reading it.
 */
export type ExtractionFailure = 'timeout' | 'too_large' | 'memory' | 'encrypted' | 'malformed' | 'crashed'

export type ExtractionResult =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: ExtractionFailure; readonly detail: string }

/** What the pool sends a worker: one file to read. */
export interface ExtractionRequest {
  readonly id: number
  readonly path: string
  readonly kind: DocumentKind
  readonly maxTextBytes: number
}

/** What a worker answers; `io` is a failure to read the file at all, which is the caller's, not the file's. */
export type ExtractionReply = { readonly id: number } & (ExtractionResult | { readonly ok: 'io'; readonly detail: string })

/** Thrown inside a worker by the readers; turned into a failed result, never out of the worker. */
export class ExtractionError extends Error {
  constructor(
    readonly reason: ExtractionFailure,
    detail: string,
  ) {
    super(detail)
    this.name = 'ExtractionError'
  }
}
