import { termMatchesAt, type SearchTerm } from './search-query.js'
import { wordsIn, wordsOf, type Word } from '../../shared/search-text.js'

/** Words of text shown around the first match (SPEC C5 `Snippet`). */
const SNIPPET_WORDS = 30
/** Of them, how many come before the first matched word. */
const WORDS_BEFORE = 8
const ELLIPSIS = '…'

export interface Snippet {
  readonly text: string
  /** `[start, length]` of every matched word in `text`, in UTF-16 code units. */
  readonly highlights: Array<[number, number]>
}

/**
 * The plain text around the first match of any term in an entry's text:
 * about 30 words, cut at word boundaries with `…` where text was left out,
 * white space run together; and the words in it that match a term (every
 * word of a phrase's occurrence). Computed here rather than by an engine so
 * that both answer the same snippet. The words are folded only as far as
 * the snippet needs them: up to its end and one more (a CV's first match
 * is often in its first lines, and its other words cost as much to fold).
 */
export function snippetOf(body: string, terms: readonly SearchTerm[]): Snippet {
  const reach = Math.max(1, ...terms.map((t) => t.words.length))
  const scan = wordsIn(body)
  const words: Word[] = []
  const folded: string[] = []
  let done = false as boolean // set by readTo
  const readTo = (count: number) => {
    while (!done && words.length < count) {
      const next = scan.next()
      if (next.done) done = true
      else {
        words.push(next.value)
        folded.push(next.value.folded)
      }
    }
  }
  let first = -1
  for (let i = 0; first < 0; i++) {
    readTo(i + reach) // a phrase at i reads the words after it
    if (i >= words.length) break
    if (terms.some((t) => termMatchesAt(t, folded, i))) first = i
  }
  if (first < 0) first = 0
  // Enough to place the window, and one word past it to know whether text follows.
  readTo(Math.max(0, first - WORDS_BEFORE) + SNIPPET_WORDS + 1)
  const total = done ? words.length : Infinity
  const from = Math.max(0, Math.min(first - WORDS_BEFORE, total - SNIPPET_WORDS))
  const to = Math.min(total, from + SNIPPET_WORDS)
  const start = from === 0 ? 0 : (words[from]?.start ?? 0)
  const last = words[to - 1]
  const end = to === total || !last ? body.length : last.start + last.length
  let text = body.slice(start, end).replace(/\s+/g, ' ').trim()
  if (from > 0) text = ELLIPSIS + text
  if (to < total) text += ELLIPSIS
  return { text, highlights: highlightsOf(text, terms) }
}

/** Every word of the text that is, or belongs to, an occurrence of a term. */
export function highlightsOf(text: string, terms: readonly SearchTerm[]): Array<[number, number]> {
  const words = wordsOf(text)
  const folded = words.map((w) => w.folded)
  const marked = new Set<number>()
  for (let i = 0; i < words.length; i++) {
    for (const term of terms) {
      if (!termMatchesAt(term, folded, i)) continue
      for (let k = 0; k < term.words.length; k++) marked.add(i + k)
    }
  }
  return [...marked].sort((a, b) => a - b).map((i) => [words[i]!.start, words[i]!.length]) // eslint-disable-line @typescript-eslint/no-non-null-assertion -- i indexes words
}
