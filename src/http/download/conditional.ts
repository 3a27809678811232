import fresh from 'fresh'

/**
 * Conditional request headers (RFC 9110 §13) against one representation.
 * ETags here are strong (they are the SHA-256 of the bytes).
 */

/**
 * Whether the client's copy is current: `If-None-Match` (weak comparison,
 * and it wins over `If-Modified-Since`), else `If-Modified-Since`; a request
 * sent with `Cache-Control: no-cache` is an end-to-end reload and never is.
 * The rules are those of `fresh`, which Express and @fastify/static use.
 */
export function clientCopyIsCurrent(
  requestHeaders: { 'if-none-match'?: string; 'if-modified-since'?: string; 'cache-control'?: string },
  validators: { etag: string; 'last-modified': string },
): boolean {
  return fresh(requestHeaders, validators)
}

/**
 * Whether a `Range` may be honoured given `If-Range`: only when the client's
 * validator still matches, so a client never stitches parts of two versions.
 * A date validator is weak by nature and never matches a strong comparison.
 * (Not in `fresh` or `range-parser`; @fastify/static writes its own too.)
 */
export function ifRangeAllows(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true
  const value = header.trim()
  return !value.startsWith('W/') && value === etag
}
