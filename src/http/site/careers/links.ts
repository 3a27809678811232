/** The longest `Source` an application takes (SPEC C8): a longer `?source=` is cut to it rather than refused. */
const MAX_SOURCE = 100

/**
 * The `?source=` a page was opened with (SPEC C8), carried into every link of
 * the site and into the form's `Source`, so a candidate who came from a job
 * board and browsed on still applies with its name. Cut to the length the
 * form takes, counted in characters.
 */
export function sourceOf(query: unknown): string {
  const value = (query as Record<string, unknown> | undefined)?.source
  const text: unknown = Array.isArray(value) ? value[0] : value
  return typeof text === 'string' ? cut(text, MAX_SOURCE) : ''
}

/** At most `max` UTF-16 units of `text`, never half of a character written as two. */
export function cut(text: string, max: number): string {
  const head = text.slice(0, max)
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head
}

/** A careers path with the source carried, when there is one. */
export function careersPath(path: string, source: string, more: Record<string, string> = {}): string {
  const params = new URLSearchParams(more)
  if (source !== '') params.set('source', source)
  const query = params.toString()
  return query === '' ? path : `${path}?${query}`
}

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

/** `2026-11-22T09:30:00.000Z` as "22 November 2026". */
export const dayOf = (iso: string): string => DAY.format(new Date(iso))
