import { errors } from '../../errors/catalog.js'
import { decodeUtf8 } from './well-formed-text.js'

/**
 * `Content-Disposition` for downloads (RFC 6266) and for raw uploads: the
 * writer is in shared/attachment-header.ts (free of Node, so the console sends
 * uploads with the very same header); the reader is here.
 */
export { asciiFallback, attachment } from '../../shared/attachment-header.js'

/**
 * The file name in a request's `Content-Disposition`, preferring `filename*`.
 * Node hands header bytes over as Latin-1; clients that put raw UTF-8 into
 * `filename="..."` (most do) are read back as UTF-8 when that decodes cleanly.
 */
export function fileNameFromDisposition(header: string | undefined): string | undefined {
  if (!header) return undefined
  const params = parseParams(header)
  const extended = params.get('filename*')
  if (extended !== undefined) {
    const m = /^(utf-8|iso-8859-1)'[^']*'(.*)$/i.exec(extended)
    const [, charset, encoded] = m ?? []
    if (charset !== undefined && encoded !== undefined) {
      const bytes = percentDecode(encoded)
      return charset.toLowerCase() === 'utf-8' ? strictUtf8(bytes) : bytes.toString('latin1')
    }
  }
  const plain = params.get('filename')
  if (plain === undefined) return undefined
  const utf8 = Buffer.from(plain, 'latin1').toString('utf8')
  // eslint-disable-next-line no-control-regex -- "anything outside ASCII" spans the control characters too
  return /[^\u0000-\u007f]/u.test(plain) && !utf8.includes('\ufffd') ? utf8 : plain
}

/**
 * A name declared UTF-8 that is not (a lone surrogate's bytes, a cut
 * sequence) is refused rather than stored with U+FFFD in place of what the
 * client sent: the name would come back altered.
 */
function strictUtf8(bytes: Buffer): string {
  const { text, invalid } = decodeUtf8(bytes)
  if (invalid) throw errors.validation('Content-Disposition', 'has a filename* that is not valid UTF-8')
  return text
}

/** %XX escapes to bytes; the other characters are already bytes (Node reads headers as Latin-1). */
function percentDecode(value: string): Buffer {
  const bytes: number[] = []
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3)
    if (value[i] === '%' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(value.charCodeAt(i) & 0xff)
    }
  }
  return Buffer.from(bytes)
}

/** `type; a=b; c="d \" e"` into a map of lower-case parameter names. */
function parseParams(header: string): Map<string, string> {
  const params = new Map<string, string>()
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g
  for (const m of header.matchAll(re)) {
    const [, rawName = '', rawValue = ''] = m
    const name = rawName.toLowerCase()
    let value = rawValue.trim()
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1')
    if (!params.has(name)) params.set(name, value)
  }
  return params
}
