import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Passwords are kept only as scrypt hashes (memory-hard, in node:crypto):
 * `scrypt$N$r$p$salt$hash`, base64url, so the cost can be raised later and
 * older hashes still verify. N = 2^15 with r = 8 takes 32 MiB and about 100
 * ms per check here: slow for a guesser, once per sign-in for a member.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_BYTES = 32
const PREFIX = 'scrypt'

export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 1024

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether the password matches the stored hash; false for a malformed one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split('$')
  if (prefix !== PREFIX || !n || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash nobody's password matches, checked when the email is unknown so that both failures take as long. */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64url'))
  return decoy
}

/** A password made for a member (the first admin, the demo's members): 96 random bits, 16 characters. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url')
}
