import { randomBytes } from 'node:crypto'

/**
 * Document ids are capabilities in all but name: 256 random bits, base64url
 * (43 characters), so one cannot be guessed from another. The accepted shape
 * is wider (any URL-safe string up to 128 characters) so ids from an older
 * or imported store stay readable.
 */
export const DOCUMENT_ID_PATTERN = '^[A-Za-z0-9_-]{1,128}$'

export function newDocumentId(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * Where the bytes live: unrelated to the public id (which can then change
 * shape without moving files), lower-case hex so that case-insensitive file
 * systems cannot confuse two keys, under a two-character folder to keep
 * folders small.
 */
export function newBlobKey(): string {
  const hex = randomBytes(32).toString('hex')
  return `${hex.slice(0, 2)}/${hex}`
}
