import { isAbsolute, relative, resolve, sep } from 'node:path'

export class UnsafePathError extends Error {
  constructor(what: string) {
    super(`Refused an unsafe storage path (${what})`)
    this.name = 'UnsafePathError'
  }
}

/**
 * One segment: letters, digits, `-`, `_` and inner dots. No leading dot, so
 * `.`, `..` and hidden names are out; no separators, drive letters, NUL or
 * other bytes that different file systems read differently.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/
const MAX_KEY_LENGTH = 512

/**
 * The only way a storage key becomes a disk path. Keys are made by the
 * service, so anything outside this narrow shape is a bug or an attack, and
 * is refused rather than cleaned up. The final check on the resolved path is
 * belt and braces should the shape ever be loosened.
 */
export function safePath(root: string, key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new UnsafePathError('bad length')
  const segments = key.split('/')
  if (!segments.every((s) => SEGMENT.test(s))) throw new UnsafePathError('bad segment')
  const base = resolve(root)
  const full = resolve(base, ...segments)
  const rel = relative(base, full)
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || !full.startsWith(base + sep)) {
    throw new UnsafePathError('outside the root')
  }
  return full
}

/** The key of a path found under `root` when listing, or undefined if it is not a valid key. */
export function keyOf(root: string, path: string): string | undefined {
  const key = relative(resolve(root), path).split(sep).join('/')
  try {
    safePath(root, key)
    return key
  } catch {
    return undefined
  }
}
