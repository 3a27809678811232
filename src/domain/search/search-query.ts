import { errors } from '../../errors/catalog.js'
import { foldWord } from '../../shared/search-text.js'

/**
 * One term of a search (SPEC C5): every term must match the candidate.
 * `words` are folded (search-text.ts): letters and digits only, never empty,
 * so an engine query built from them holds no syntax of the user's.
 */
export type SearchTerm =
  | { readonly kind: 'word'; readonly words: readonly [string] }
  | { readonly kind: 'prefix'; readonly words: readonly [string] }
  | { readonly kind: 'phrase'; readonly words: readonly string[] }

const MAX_QUERY_LENGTH = 1000
const MAX_TERMS = 32

const PIECE = /"|[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(\*)?/gu

/**
 * Reads a query: words (each must match), `"quoted phrases"` (consecutive
 * words within one entry; an unclosed quote closes at the end), `word*` (a
 * prefix). Everything else (operators, SQL or FTS syntax, emoji) only
 * separates words. A repeated term counts once. Throws 400
 * `validation_failed` naming `q` when there is no word, the query is over
 * 1,000 characters or has over 32 terms.
 */
export function parseSearchQuery(q: string): SearchTerm[] {
  if (q.length > MAX_QUERY_LENGTH) throw errors.validation('q', `must be at most ${MAX_QUERY_LENGTH} characters`)
  const terms: SearchTerm[] = []
  const seen = new Set<string>()
  const add = (term: SearchTerm) => {
    const key = `${term.kind}:${term.words.join(' ')}`
    if (seen.has(key)) return
    seen.add(key)
    terms.push(term)
  }
  let phrase: string[] | undefined
  const closePhrase = () => {
    if (phrase?.length === 1) add({ kind: 'word', words: [phrase[0] as string] })
    else if (phrase && phrase.length > 1) add({ kind: 'phrase', words: phrase })
    phrase = undefined
  }
  for (const match of q.matchAll(PIECE)) {
    if (match[0] === '"') {
      if (phrase) closePhrase()
      else phrase = []
      continue
    }
    const word = foldWord(match[1] === undefined ? match[0] : match[0].slice(0, -1))
    if (!word) continue
    if (phrase) phrase.push(word)
    else add(match[1] === undefined ? { kind: 'word', words: [word] } : { kind: 'prefix', words: [word] })
  }
  closePhrase()
  if (terms.length === 0) throw errors.validation('q', 'must hold at least one word (letters or digits)')
  if (terms.length > MAX_TERMS) throw errors.validation('q', `must hold at most ${MAX_TERMS} terms`)
  return terms
}

/** Whether the folded word at `i` of `words` begins an occurrence of the term. */
export function termMatchesAt(term: SearchTerm, words: readonly string[], i: number): boolean {
  const first = words[i]
  if (first === undefined) return false
  if (term.kind === 'prefix') return first.startsWith(term.words[0])
  return term.words.every((w, k) => words[i + k] === w)
}
