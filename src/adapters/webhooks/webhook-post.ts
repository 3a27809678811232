import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { VettedTarget } from './webhook-url.js'

/** What came of one POST: the receiver's status, or why none came (never the URL: it may hold a receiver's token). */
export type PostOutcome = { readonly status: number } | { readonly status: null; readonly reason: string }

/**
 * POSTs `body` to a vetted target, connecting to its checked address only
 * (the `lookup` below answers it whatever name is asked), with TLS checked
 * against the URL's host name as usual. No redirect is followed (node:http
 * follows none), no proxy is used, the answer's body is not read, and the
 * whole exchange is bounded by `timeoutMs`.
 */
export function postToTarget(
  target: VettedTarget,
  body: string,
  headers: Readonly<Record<string, string>>,
  options: { readonly timeoutMs: number; readonly signal?: AbortSignal },
): Promise<PostOutcome> {
  const { url, address, family } = target
  // Node 20 asks with { all: true } when it tries several addresses (autoSelectFamily): one is all there is.
  const pinned = ((_host, opts, callback) => {
    if (opts.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as LookupFunction
  const send = url.protocol === 'https:' ? https.request : http.request
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: PostOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const request = send(url, {
      method: 'POST',
      lookup: pinned,
      agent: false,
      signal: options.signal,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    })
    const timer = setTimeout(() => {
      settle({ status: null, reason: 'timed out' })
      request.destroy()
    }, options.timeoutMs)
    request.on('response', (response) => {
      settle({ status: response.statusCode ?? 0 })
      // Only the status counts: the connection is closed rather than the body read.
      response.destroy()
      request.destroy()
    })
    request.on('error', (err: NodeJS.ErrnoException) => settle({ status: null, reason: err.code ?? 'connection failed' }))
    request.end(body)
  })
}
