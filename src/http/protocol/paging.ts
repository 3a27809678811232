import type { FastifyReply, FastifyRequest } from 'fastify'
import { parsePositiveInteger } from '../../shared/positive-integer.js'
import { errors } from '../../errors/catalog.js'
import type { Page } from '../../store/repositories/types.js'
import { MAX_ID } from '../schemas/common.schema.js'

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 1000

/** Turns a path id into a number, or a 400 naming the parameter. */
export function toId(value: string, field: string): number {
  const n = parsePositiveInteger(value, MAX_ID)
  if (n === undefined) throw errors.validation(field, `must be a positive integer between 1 and ${MAX_ID}`)
  return n
}

export function toPage(query: { limit?: string; after?: string }): Page {
  let limit = DEFAULT_LIMIT
  if (query.limit !== undefined) {
    limit = Number(query.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw errors.validation('limit', `must be an integer between 1 and ${MAX_LIMIT}`)
    }
  }
  let after = 0
  if (query.after !== undefined) {
    after = Number(query.after)
    if (!Number.isSafeInteger(after) || after < 0) throw errors.validation('after', `must be an integer between 0 and ${MAX_ID}`)
  }
  return { limit, after }
}

/**
 * Trims the extra row a repository fetched to learn whether another page
 * exists, and announces that page in a `Link: <...>; rel="next"` header
 * (RFC 8288) that keeps the client's other query parameters. The link is on
 * the service's own origin (`ATS_PUBLIC_URL`), else a path: never on a host
 * the request named (an absolute-form target, a Host header), which a
 * client chooses and a kept answer would give again.
 */
export function pageOf<T extends { id: number | string }>(rows: T[], page: Page, request: FastifyRequest, reply: FastifyReply): T[] {
  return pageBy(rows, page, request, reply, (row) => row.id)
}

/** `pageOf` for a list ordered by another key than its id (stages by position, a team by member id). */
export function pageBy<T>(rows: T[], page: Page, request: FastifyRequest, reply: FastifyReply, keyOf: (row: T) => number | string): T[] {
  if (rows.length <= page.limit) return rows
  const items = rows.slice(0, page.limit)
  const last = items[items.length - 1]
  linkNextPage(request, reply, page, last === undefined ? page.after : keyOf(last))
  return items
}

/** The `Link: <...>; rel="next"` header of `pageBy`, for a page that follows the key `after`. */
export function linkNextPage(request: FastifyRequest, reply: FastifyReply, page: Page, after: number | string): void {
  // The URL as routed: in origin form, its fixed words as declared (route-case.ts).
  const [path, search = ''] = request.url.split('?', 2) as [string, string?]
  const params = new URLSearchParams(search)
  params.set('limit', String(page.limit))
  params.set('after', String(after))
  reply.header('link', `<${request.server.services.config.publicUrl ?? ''}${path}?${params.toString()}>; rel="next"`)
}
