/**
 * Conditional request headers (RFC 9110 §13) against one representation.
 * ETags here are strong (they are the SHA-256 of the bytes).
 *
 * Hand-written rather than `fresh` (Express, @fastify/static): `fresh`
 * treats a request carrying `Cache-Control: no-cache` as never current, a
 * rule for caches (RFC 9111 §5.2.1.4) that an origin server does not apply,
 * and every fetch() that sets If-None-Match itself sends that header, so
 * such clients would never get the 304 the contract (B5) promises.
 */

/**
 * Whether the client's copy is current: `If-None-Match` listing the ETag
 * (weak comparison, §13.1.2) or `*`; without it, `If-Modified-Since` at or
 * after the last change (§13.1.3: If-None-Match wins when both are sent).
 */
export function clientCopyIsCurrent(
  requestHeaders: { 'if-none-match'?: string; 'if-modified-since'?: string },
  validators: { etag: string; 'last-modified': string },
): boolean {
  const noneMatch = requestHeaders['if-none-match']
  if (noneMatch !== undefined) return noneMatchHits(noneMatch, validators.etag)
  const since = requestHeaders['if-modified-since']
  return since !== undefined && notModifiedSince(since, validators['last-modified'])
}

function noneMatchHits(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  const opaque = stripWeak(etag)
  return header.split(',').some((candidate) => stripWeak(candidate.trim()) === opaque)
}

/** HTTP dates have whole seconds; `lastModified` is one already. */
function notModifiedSince(header: string, lastModified: string): boolean {
  const since = Date.parse(header)
  return !Number.isNaN(since) && Date.parse(lastModified) <= since
}

/**
 * Whether a `Range` may be honoured given `If-Range`: only when the client's
 * validator still matches, so a client never stitches parts of two versions.
 * A date validator is weak by nature and never matches a strong comparison.
 */
export function ifRangeAllows(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true
  const value = header.trim()
  return !value.startsWith('W/') && value === etag
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag
}
