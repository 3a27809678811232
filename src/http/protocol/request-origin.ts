import { isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

/**
 * Whether a browser's `Origin` is the service's own (SPEC C7, for `/mcp`,
 * as the MCP transport asks against DNS rebinding). Own is:
 * - the public origin, `ATS_PUBLIC_URL`, or the address the service listens
 *   at when it is unset (MailSettings' `consoleOrigin`), whatever `Host` a
 *   proxy passes on;
 * - the origin the request was sent to (its scheme and `Host`), when that
 *   host is an IP address or `localhost`: no name can be rebound to those,
 *   while a rebound name has its `Host` and `Origin` agree, so a name is
 *   own only as the public origin.
 * `null` (a sandboxed frame, a file) and anything that is not one serialized
 * origin are not own.
 */
export function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  const sent = serializedOrigin(origin)
  if (sent === undefined) return false
  if (sent === serializedOrigin(publicOrigin)) return true
  const own = serializedOrigin(`${request.protocol}://${request.host}`)
  return sent === own && isUnbindable(new URL(sent).hostname)
}

/** The origin as browsers write it (RFC 6454), or undefined for `null` or anything with more than a scheme, host and port. */
function serializedOrigin(text: string): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  return url.origin === text.toLowerCase() ? url.origin : undefined
}

/** A host no DNS answer stands for: an IP literal (IPv6 in brackets, as URLs write it) or `localhost`, which browsers resolve to loopback themselves. */
function isUnbindable(hostname: string): boolean {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
  return bare === 'localhost' || isIP(bare) !== 0
}
