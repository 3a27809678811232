/// <reference lib="es2024.string" />
// Node 20 has String#isWellFormed and #toWellFormed; the ES2022 target does not declare them.
/**
 * Text the stores can keep exactly as it came. Both engines store UTF-8: a
 * lone surrogate (JSON `"\ud800"`) cannot be encoded and came back as U+FFFD,
 * and U+0000 fails on PostgreSQL. Invalid UTF-8 bytes would be turned into
 * U+FFFD by Node's decoding before anyone saw them. All three are refused
 * instead, naming the field, so nothing acknowledged comes back altered.
 */

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Two lone low surrogates stand where a body held invalid UTF-8 bytes: the
 * walk below then names that field like an escaped lone surrogate. Two,
 * because an escaped high surrogate just before could pair with one.
 */
const INVALID_BYTES_MARK = '\udc00\udc00'

/** The body as text; `invalid` when its bytes were not UTF-8 (the bad sequences then hold the mark). */
export function decodeUtf8(bytes: Buffer): { text: string; invalid: boolean } {
  try {
    // As fast as Buffer#toString on valid text (measured), and it throws instead of substituting.
    return { text: fatalUtf8.decode(bytes), invalid: false }
  } catch {
    return { text: decodeMarkingInvalid(bytes), invalid: true }
  }
}

/** The rare path: valid runs decoded as usual, each invalid byte replaced by the mark. */
function decodeMarkingInvalid(bytes: Buffer): string {
  let out = ''
  let start = 0
  let i = 0
  while (i < bytes.length) {
    const n = sequenceLength(bytes, i)
    if (n > 0) {
      i += n
      continue
    }
    out += bytes.toString('utf8', start, i) + INVALID_BYTES_MARK
    start = ++i
  }
  return out + bytes.toString('utf8', start)
}

/** Length of the well-formed UTF-8 sequence at `i` (Unicode table 3-7), or 0. */
function sequenceLength(b: Buffer, i: number): number {
  const lead = b[i] ?? 0
  if (lead < 0x80) return 1
  const cont = (k: number, lo = 0x80, hi = 0xbf) => {
    const byte = b[i + k]
    return byte !== undefined && byte >= lo && byte <= hi
  }
  if (lead >= 0xc2 && lead <= 0xdf) return cont(1) ? 2 : 0
  if (lead >= 0xe0 && lead <= 0xef) {
    // E0 needs A0..BF (no overlong form), ED needs 80..9F (no surrogates).
    const second = lead === 0xe0 ? cont(1, 0xa0) : lead === 0xed ? cont(1, 0x80, 0x9f) : cont(1)
    return second && cont(2) ? 3 : 0
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    const second = lead === 0xf0 ? cont(1, 0x90) : lead === 0xf4 ? cont(1, 0x80, 0x8f) : cont(1)
    return second && cont(2) && cont(3) ? 4 : 0
  }
  return 0
}

/**
 * Whether parsed JSON from this text may hold refused text: NUL and lone
 * surrogates can only arrive escaped (`\u0000`, `\ud800`..`\udfff`), so most
 * bodies skip the walk.
 */
export const mayHoldRefusedText = (jsonText: string) => /\\u(?:0000|[dD][89a-fA-F])/.test(jsonText)

export type TextFault = { field: string; message: string }

/**
 * The first string or key holding U+0000 or a lone surrogate in parsed JSON or
 * a query, with its dotted path ('' for the root), if any.
 */
export function findRefusedText(root: unknown): TextFault | undefined {
  const stack: [unknown, string[]][] = [[root, []]]
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [value, path] = top
    if (typeof value === 'string') {
      const message = refusal(value)
      if (message) return { field: fieldName(path), message }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const message = refusal(key)
        if (message) return { field: fieldName([...path, key]), message: `(a field name) ${message}` }
        stack.push([child, [...path, key]])
      }
    }
  }
  return undefined
}

function refusal(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the character U+0000'
  if (!text.isWellFormed()) return 'must be well-formed Unicode text (UTF-8, no lone surrogate)'
  return undefined
}

/** A field name fit to show: a lone surrogate in a key would not survive being shown either. */
const fieldName = (path: string[]) => path.join('.').toWellFormed()

/**
 * The first query parameter whose percent-escapes do not decode to UTF-8
 * text (`%ED%A0%80`, a lone surrogate; `%FF`; a `%` without two hex digits).
 * Fastify's query parser then keeps the raw text instead, which would be
 * searched for or stored as if the client had meant it.
 */
export function findUndecodableParameter(url: string): TextFault | undefined {
  const q = url.indexOf('?')
  if (q < 0 || !url.includes('%', q)) return undefined
  for (const pair of url.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=')
    const name = eq < 0 ? pair : pair.slice(0, eq)
    const value = eq < 0 ? '' : pair.slice(eq + 1)
    const decodedName = decodes(name)
    if (decodedName === undefined) return { field: 'querystring', message: 'has a parameter name that is not percent-encoded UTF-8' }
    if (decodes(value) === undefined) return { field: decodedName || 'querystring', message: 'must be percent-encoded UTF-8 text' }
  }
  return undefined
}

function decodes(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    return undefined
  }
}
