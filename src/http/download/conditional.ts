/**
 * Conditional request headers (RFC 9110 §13) against one representation.
 * ETags here are strong (they are the SHA-256 of the bytes).
 */

/** True when `If-None-Match` lists the ETag (weak comparison, as §13.1.2 requires) or is `*`. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  const opaque = stripWeak(etag)
  return header.split(',').some((candidate) => stripWeak(candidate.trim()) === opaque)
}

/** True when `If-Modified-Since` is at or after the last change (HTTP dates have whole seconds). */
export function notModifiedSince(header: string | undefined, lastModified: Date): boolean {
  if (header === undefined) return false
  const since = Date.parse(header)
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since
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
