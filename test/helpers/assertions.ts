import assert from 'node:assert/strict'
import type { LightMyRequestResponse } from 'fastify'
import { json, type TestApp } from './app.js'

/** Every time in the API: ISO 8601, UTC, milliseconds. */
export const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/**
 * Checks an RFC 9457 problem answer and returns its body. `field`, when
 * given, is the request field the problem must name.
 */
export function assertProblem(res: LightMyRequestResponse, status: number, code?: string, field?: string) {
  assert.equal(res.statusCode, status, `expected ${status}, got ${res.statusCode}: ${res.body}`)
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
  const body = json(res)
  for (const key of ['type', 'title', 'status', 'detail', 'code']) assert.ok(key in body, `problem lacks ${key}: ${res.body}`)
  assert.equal(body.status, status)
  if (code !== undefined) assert.equal(body.code, code, res.body)
  if (field !== undefined) assert.equal(body.field, field, res.body)
  return body
}

/** The target of a `Link: <...>; rel="next"` header, or undefined when there is none. */
export function nextLink(res: LightMyRequestResponse): string | undefined {
  const header = res.headers.link
  if (header === undefined) return undefined
  const m = /^<([^>]+)>;\s*rel="next"$/.exec(String(header))
  assert.ok(m, `malformed Link header: ${header}`)
  return m[1]
}

/**
 * Follows `rel="next"` links from `url` to the last page and returns every
 * page's items, checking that each page but the last one is full.
 */
export async function collectPages(t: TestApp, url: string, token: string, limit: number): Promise<any[][]> {
  const pages: any[][] = []
  let next: string | undefined = url
  while (next !== undefined) {
    const res = await t.call('GET', next, token)
    assert.equal(res.statusCode, 200, res.body)
    const items = json<any[]>(res)
    assert.ok(Array.isArray(items))
    assert.ok(items.length <= limit, `page of ${items.length} items exceeds limit ${limit}`)
    next = nextLink(res)
    if (next !== undefined) assert.equal(items.length, limit, 'a page followed by another must be full')
    pages.push(items)
    assert.ok(pages.length < 100, 'paging does not end')
  }
  return pages
}
