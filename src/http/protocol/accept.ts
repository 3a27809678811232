/**
 * Which of the media types an operation offers the request's `Accept`
 * prefers (RFC 9110 §12.5.1): each type takes the q-value of the most
 * specific range that matches it (`type/subtype`, then `type/*`, then
 * `* /*`); the highest q wins, then the type named by a more specific range
 * (`text/csv, * /*` is CSV), and a tie, a missing header or a header that
 * accepts none of them goes to the first offered (the default).
 */
export function preferredType<T extends string>(accept: string | undefined, offered: readonly [T, ...T[]]): T {
  if (!accept) return offered[0]
  const ranges = accept.split(',').flatMap((part) => {
    const [range = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (!/^[^\s/]+\/[^\s/]+$/.test(range)) return []
    const q = params.find((p) => /^q\s*=/.test(p))
    const value = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''))
    return Number.isFinite(value) ? [{ range, q: Math.min(1, Math.max(0, value)) }] : []
  })
  let best = offered[0]
  let bestScore = scoreOf(offered[0], ranges)
  for (const type of offered.slice(1)) {
    const score = scoreOf(type, ranges)
    if (score.q > bestScore.q || (score.q === bestScore.q && score.q > 0 && score.specificity > bestScore.specificity)) {
      ;[best, bestScore] = [type, score]
    }
  }
  return best
}

/** The type's q-value from its most specific matching range, and how specific that range is (2 exact, 1 `type/*`, 0 `* /*`). */
function scoreOf(type: string, ranges: readonly { range: string; q: number }[]): { q: number; specificity: number } {
  const [major] = type.split('/')
  const candidates = [type, `${major}/*`, '*/*']
  for (const [i, candidate] of candidates.entries()) {
    const match = ranges.filter((r) => r.range === candidate)
    if (match.length > 0) return { q: Math.max(...match.map((r) => r.q)), specificity: 2 - i }
  }
  return { q: 0, specificity: -1 }
}
