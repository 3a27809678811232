/**
 * The words of a text as search sees them (SPEC C5), computed once here for
 * both engines: the index stores these folded words (`search_entries.terms`)
 * and the queries are built from them, so SQLite and PostgreSQL match the
 * same words and answer the same candidates.
 *
 * A word is a letter or digit followed by letters, digits and the combining
 * marks written on them (so `Mu` + U+0308 + `ller` stays one word). Folding:
 * lower case, compatibility decomposition (NFKD: `ﬁ` is `fi`, full-width
 * letters are plain ones), combining marks removed (`é` is `e`), `ß` as
 * `ss`; what is left that is not a letter or a digit is dropped, and a word
 * is cut at 64 characters (neither engine indexes an endless word the same
 * way).
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu
const MARK = /\p{M}/gu
const NOT_WORD = /[^\p{L}\p{N}]/gu
const MAX_WORD = 64

export interface Word {
  /** Offset of the word in the text, in UTF-16 code units. */
  readonly start: number
  /** Length of the word as written, in UTF-16 code units. */
  readonly length: number
  /** The folded word; never empty. */
  readonly folded: string
}

/** A word of ASCII letters and digits alone, which lower case folds whole: most words of most texts. */
const ASCII_WORD = /^[A-Za-z0-9]+$/

/** One word folded; empty when nothing of it is a letter or a digit. */
export function foldWord(word: string): string {
  // NFKD, marks and ß change nothing here, and each character is one code unit (a snippet folds thousands of words).
  if (ASCII_WORD.test(word)) return (word.length <= MAX_WORD ? word : word.slice(0, MAX_WORD)).toLowerCase()
  const folded = word.toLowerCase().normalize('NFKD').replace(MARK, '').replace(/ß/g, 'ss').replace(NOT_WORD, '')
  if (folded.length <= MAX_WORD) return folded
  return Array.from(folded).slice(0, MAX_WORD).join('')
}

/** The words of a text, with where each is written. */
export function wordsOf(text: string): Word[] {
  return [...wordsIn(text)]
}

/** The same, one at a time, for a reader that may stop early (a snippet). */
export function* wordsIn(text: string): Generator<Word, void, undefined> {
  for (const match of text.matchAll(WORD)) {
    const folded = foldWord(match[0])
    if (folded) yield { start: match.index, length: match[0].length, folded }
  }
}

/** At most this many words of a text are indexed (PostgreSQL keeps word positions up to 16,383 only). */
export const MAX_INDEXED_WORDS = 16_000

/**
 * What the index stores for a text: the original up to the last indexed
 * word (for snippets) and the folded words joined by spaces.
 */
export function indexedText(text: string): { body: string; terms: string } {
  const words = wordsOf(text)
  if (words.length <= MAX_INDEXED_WORDS) return { body: text, terms: words.map((w) => w.folded).join(' ') }
  const kept = words.slice(0, MAX_INDEXED_WORDS)
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- kept holds MAX_INDEXED_WORDS words
  const last = kept[kept.length - 1]!
  return { body: text.slice(0, last.start + last.length), terms: kept.map((w) => w.folded).join(' ') }
}
