import type { IncomingMessage } from 'node:http'
import type { FastifyRequest } from 'fastify'

/**
 * The origin absolute URLs of public pages start with (SPEC C8: canonical
 * links, structured data, the sitemap): `ATS_PUBLIC_URL` when set, else the
 * scheme and `Host` the request came with, as Fastify reads them (a trusted
 * proxy's `X-Forwarded-Proto` and `X-Forwarded-Host` included).
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`
}

/**
 * What `publicOrigin` reads from a request, as one string: two requests with
 * the same key get the same origin, so an answer made for one may be given to
 * the other (hot-reads/). A page made for a Host a client chose is only ever
 * given again to requests naming the same Host. With `ATS_PUBLIC_URL` set
 * nothing of the request counts. Behind trusted proxies the forwarded
 * headers count, and with a list of proxies the peer's address too (whether
 * it is one of them decides whether those headers are read).
 */
export function originKeyer(publicUrl: string | undefined, trustProxy: boolean | string): (req: IncomingMessage) => string {
  if (publicUrl !== undefined) return () => ''
  const base = (req: IncomingMessage) => `${'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'} ${req.headers.host ?? ''}`
  if (trustProxy === false) return base
  const forwarded = (req: IncomingMessage) =>
    `${base(req)} ${String(req.headers['x-forwarded-proto'] ?? '')} ${String(req.headers['x-forwarded-host'] ?? '')}`
  if (trustProxy === true) return forwarded
  return (req) => `${forwarded(req)} ${req.socket.remoteAddress ?? ''}`
}
