import type { LimitVerdict } from '../../domain/limits/index.js'
import { errors } from '../../errors/catalog.js'
import type { AppError } from '../../errors/app-error.js'

/**
 * The headers of SPEC C7 on every answer to a request authorized by a token
 * or a session: the limit per minute, what is left of it in the current
 * window, and the seconds until the window ends (the IETF draft's names,
 * each its own header).
 */
export function rateLimitHeaders(v: LimitVerdict): Record<string, string> {
  const list = rateLimitHeaderList(v)
  const headers: Record<string, string> = {}
  for (let i = 0; i < list.length; i += 2) headers[list[i] ?? ''] = list[i + 1] ?? ''
  return headers
}

/** How many headers `rateLimitHeaderList` gives. */
export const RATE_LIMIT_HEADER_COUNT = 3

/**
 * The same headers as names and values in one list, as the hot reads' fast path writes them
 * (hot-reads/front.ts): into `list` from `at` when given, else into a list of their own.
 */
export function rateLimitHeaderList(v: LimitVerdict, list: string[] = [], at = 0): string[] {
  list[at] = 'ratelimit-limit'
  list[at + 1] = String(v.limit)
  list[at + 2] = 'ratelimit-remaining'
  list[at + 3] = String(v.remaining)
  list[at + 4] = 'ratelimit-reset'
  list[at + 5] = String(v.resetSeconds)
  return list
}

/** The refusal of a request over its limit (429 `rate_limited` with `Retry-After`), or undefined when within it. */
export function overLimit(v: LimitVerdict): AppError | undefined {
  if (v.retryAfterSeconds === undefined) return undefined
  return errors.rateLimited(
    v.retryAfterSeconds,
    `More than ${v.limit} requests within a minute for this token or session; try again later.`,
  )
}
