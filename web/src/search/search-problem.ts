import { describeProblem, problemCode } from '../api.js'

/**
 * What to tell a member whose search the service refused, in words: a query
 * with nothing to search for (only punctuation or symbols), one too long, or
 * a "Show more" whose results expired; otherwise the problem's own detail.
 */
export function searchProblem(error: unknown, status: number, q: string): string {
  const field = error && typeof error === 'object' && 'field' in error ? error.field : undefined
  if (problemCode(error) !== 'validation_failed') return describeProblem(error, status)
  if (field === 'q')
    return /[\p{L}\p{N}]/u.test(q)
      ? 'This search is too long: use at most 32 words and 1,000 characters.'
      : `“${q}” has no word to search for: type a name, an email, or a word of a CV or a note.`
  if (field === 'cursor') return 'These results are out of date: search again to see more.'
  return describeProblem(error, status)
}
