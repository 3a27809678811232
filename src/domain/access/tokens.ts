import { hash, randomBytes, timingSafeEqual } from 'node:crypto'

import { TOKEN_SHAPE } from '../../config.js'

const TOKEN_PREFIX = 'ats_'

/** A new secret: 256 random bits behind a recognisable prefix (secret scanners look for it). */
export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url')
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_SHAPE.test(token)
}

/**
 * A fast hash is enough: the secret has 256 bits of entropy, so there is
 * nothing for a slow hash to protect against, and every request pays it
 * (the one-shot form, without a Hash object: half the cost).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex')
}

export function tokenStart(token: string): string {
  return token.slice(0, TOKEN_PREFIX.length + 6)
}

export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * What a secret looks like, with or without its prefix: anything after
 * `ats_`, or a run of 24 or more base64url characters that mixes upper and
 * lower case, as encoded random bytes do (a generated secret is 43 of them;
 * the odds that one has no capital letter are below 1 in 10^9). Request ids
 * in common use do not look like that: UUIDs and hex trace ids are lower
 * case, ULIDs upper case, and nanoids shorter.
 */
const SECRET_CANDIDATE = /ats_[^\s"]+|[A-Za-z0-9_-]{24,}/g
const isSecretRun = (run: string) => run.startsWith(TOKEN_PREFIX) || (/[A-Z]/.test(run) && /[a-z]/.test(run))

/** Whether text holds something shaped like a token secret (see SECRET_CANDIDATE). */
export function looksLikeSecret(text: string): boolean {
  for (const run of text.match(SECRET_CANDIDATE) ?? []) if (isSecretRun(run)) return true
  return false
}

/**
 * Masks every secret-shaped run in text that goes back to a client or into
 * a log, such as a path or field name echoed in an error: a token pasted in
 * the wrong place, prefix or not, must not travel on into client logs and
 * proxies.
 */
export function maskSecrets(text: string): string {
  return text.replace(SECRET_CANDIDATE, (run) => (isSecretRun(run) ? 'ats_***' : run))
}

/** Takes the token out of an Authorization header: the bare token, or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined
  const value = header.trim()
  const m = /^bearer\s+(.+)$/i.exec(value)
  return m?.[1] !== undefined ? m[1].trim() : value
}
