import { describeProblem } from './api.js'

/** The query that reads a vacancy's stages in one page: their positions stop at 1,000, the most a page holds (B2). */
export const WHOLE_STAGES = { limit: '1000' } as const

/** A parameter of the `Link: <...>; rel="next"` header's target, or undefined on the last page. */
function nextParam(response: Response, name: string): string | undefined {
  const link = response.headers.get('link')
  const target = link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined
  return target ? (new URL(target, location.origin).searchParams.get(name) ?? undefined) : undefined
}

/** The `after` of the next page of a list (B2), or undefined on the last page. */
export function nextAfter(response: Response): string | undefined {
  return nextParam(response, 'after')
}

/** The opaque `cursor` of the next page of a search (C5), or undefined on the last page. */
export function nextCursor(response: Response): string | undefined {
  return nextParam(response, 'cursor')
}

/**
 * Every item of a paged list, page after page until no `Link: rel="next"`;
 * with the problem's detail when a page was refused (the items read so far
 * come with it).
 */
export async function allPages<T>(
  read: (after: string | undefined) => Promise<{ data?: T[]; error?: unknown; response: Response }>,
): Promise<{ items: T[]; problem?: string }> {
  const items: T[] = []
  let after: string | undefined
  do {
    const { data, error, response } = await read(after)
    if (!data) return { items, problem: describeProblem(error, response.status) }
    items.push(...data)
    after = nextAfter(response)
  } while (after)
  return { items }
}
