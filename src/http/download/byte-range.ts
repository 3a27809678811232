import type { ByteRange } from '../../store/blobs/blob-store.js'

export type RangeRequest = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' }

/**
 * Reads a `Range` header against a body of `size` bytes (RFC 9110 §14).
 * Only a single `bytes` range is served as 206; a header that is malformed,
 * of another unit, or asks for several ranges is ignored (the full 200),
 * which RFC 9110 allows and which saves multipart/byteranges bodies nobody
 * here needs.
 *
 * Hand-written rather than `range-parser` (send, @fastify/static): that
 * library answers "unsatisfiable" for a suffix longer than the body, which
 * RFC 9110 §14.1.2 says selects the whole body, and for a spec whose last
 * byte comes before its first, which §14.1.1 calls invalid (so ignored).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'full' }
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!m) return { kind: 'full' }
  const [, first = '', last = ''] = m
  if (first === '' && last === '') return { kind: 'full' }
  if (first === '') {
    // Suffix range: the last N bytes.
    const n = Number(last)
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', range: { start: Math.max(0, size - n), end: size - 1 } }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return { kind: 'full' }
  if (start >= size) return { kind: 'unsatisfiable' }
  return { kind: 'partial', range: { start, end } }
}
