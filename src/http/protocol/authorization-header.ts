const NAME = 'authorization'

/**
 * Whether a request carries more than one `Authorization` header line.
 * Node keeps only the first of them in `req.headers`, while a proxy in
 * front may read the last: the two would disagree about who is asking, so
 * such a request is refused rather than authorized by either. Read from
 * `rawHeaders` with no allocation: this runs on every authorized request,
 * the cached reads included.
 */
export function repeatsAuthorization(rawHeaders: readonly string[]): boolean {
  let seen = false
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (isAuthorization(rawHeaders[i] ?? '')) {
      if (seen) return true
      seen = true
    }
  }
  return false
}

function isAuthorization(name: string): boolean {
  if (name.length !== NAME.length) return false
  for (let i = 0; i < NAME.length; i++) {
    // ASCII letters only in the name: setting 0x20 lowers a capital.
    if ((name.charCodeAt(i) | 0x20) !== NAME.charCodeAt(i)) return false
  }
  return true
}
