import type { FastifyInstance } from 'fastify'
import type { CallApi } from './tools.js'

/**
 * The API of `app`, called in-process (`app.inject`) with the caller's own
 * `Authorization` header: each tool call is one request through the same
 * routes, authentication, scopes, access rules, audit rows and events as
 * any client's. `requestId`, the id of the request that carried the call
 * (HTTP), is passed on as `X-Request-Id`, so logs and audit rows name it.
 */
export function callApiOf(app: FastifyInstance, authorization: string, requestId?: string): CallApi {
  return async ({ method, url, body }) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        authorization,
        accept: 'application/json',
        ...(requestId !== undefined && { 'x-request-id': requestId }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    })
    const link = res.headers.link
    return {
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: res.body,
      ...(typeof link === 'string' && { link }),
    }
  }
}
