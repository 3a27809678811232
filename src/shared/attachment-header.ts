/**
 * `Content-Disposition: attachment` (RFC 6266), as the service writes it on
 * downloads and the console on uploads; plain string work, no Node API.
 *
 * A download carries the name twice: `filename*` (RFC 8187, UTF-8,
 * percent-encoded) for every current client, and a plain ASCII `filename`
 * for old ones, with accents dropped and anything else that is not safe in a
 * quoted string replaced by `_`.
 *
 * Hand-written rather than the `content-disposition` module: it adds
 * `filename*` only to names outside Latin-1, where the contract (B5) wants
 * both forms on every download, and its current major needs Node 22.
 */
export function attachment(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc8187(fileName)}`
}

export function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
}

function encodeRfc8187(value: string): string {
  // encodeURIComponent leaves !'()* alone; RFC 8187's attr-char excludes ' ( ) *.
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}
