import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/** How a host name becomes addresses: the system resolver by default; tests give their own. */
export type Resolver = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true })

/** Where a delivery goes: the URL as given, and the one address checked for it, which the connection must use. */
export interface VettedTarget {
  readonly url: URL
  readonly address: string
  readonly family: 4 | 6
}

/** Why a URL is refused, in words a client can act on (never the addresses a name resolved to). */
export class RefusedUrl extends Error {}

// Ranges that are never a receiver, even where private targets are allowed.
const NEVER = new Set(['unspecified', 'multicast', 'broadcast'])

/**
 * Whether an address may be a webhook's target: only public unicast by
 * default. Everything else (loopback, private, link-local, unique local,
 * carrier-grade NAT, the documentation and reserved ranges, and IPv6 forms
 * that embed an IPv4 address, NAT64 and 6to4 among them) is refused unless
 * `allowPrivate`; IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the
 * IPv4 address it is.
 */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(address)) return false
  const range = ipaddr.process(address).range()
  if (range === 'unicast') return true
  return allowPrivate && !NEVER.has(range)
}

/** The shape of a receiver's URL: absolute http or https, no credentials (they would be shown to every admin). */
export function parseWebhookUrl(text: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new RefusedUrl('must be an absolute http or https URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RefusedUrl('must use http or https')
  if (url.username || url.password) throw new RefusedUrl('must not hold credentials; receivers check the signature instead')
  if (!url.hostname) throw new RefusedUrl('must name a host')
  return url
}

/**
 * Resolves the URL's host once and checks every address it resolves to: a
 * name with one refused address is refused whole (a resolver may answer
 * them in any order). The caller connects to the address answered, never
 * resolving again, so a DNS answer that changes between the check and the
 * connection cannot point a delivery inside.
 */
export async function vetTarget(url: URL, options: { allowPrivate: boolean; resolve?: Resolver }): Promise<VettedTarget> {
  // URL keeps an IPv6 literal in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let found: ReadonlyArray<{ address: string; family: number }>
  if (isIP(host)) found = [{ address: host, family: isIP(host) }]
  else {
    try {
      found = await (options.resolve ?? systemResolver)(host)
    } catch {
      found = []
    }
  }
  if (found.some((a) => !addressAllowed(a.address, options.allowPrivate)))
    throw new RefusedUrl(
      'resolves to a loopback, private, link-local or otherwise internal address (ATS_WEBHOOK_ALLOW_PRIVATE=1 allows them)',
    )
  const [first] = found
  if (!first) throw new RefusedUrl('names a host that does not resolve')
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 }
}
