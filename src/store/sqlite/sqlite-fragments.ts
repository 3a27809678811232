import { sql } from 'kysely'
import type { SqlFragments, WordsTerm } from '../engine.js'

/** A term as an FTS5 query: see searchHits. */
function ftsMatch(term: WordsTerm): string {
  return term.prefix ? `"${term.words[0] ?? ''}" *` : `"${term.words.join(' ')}"`
}

/** SQLite's pieces of SQL (engine.ts SqlFragments). */
export const sqliteFragments: SqlFragments = {
  claimLocking: (query) => query,

  jsonString: (text) => sql<string>`json_quote(${text})`,

  // julianday keeps the milliseconds of an ISO date-time; rounding drops the float's last bits.
  millisBetween: (earlier, later) => sql<number>`cast(round((julianday(${later}) - julianday(${earlier})) * 86400000) as integer)`,

  /**
   * Over the FTS5 table of migration 007. Each word double-quoted (a string
   * in FTS5's syntax, whatever it holds); a prefix as \`"word" *\`, a phrase
   * as one quoted string of its words. bm25 is lower for better matches:
   * negated, higher is better.
   */
  searchHits(term) {
    return sql`select rowid as id, -bm25(search_fts) as rank from search_fts where search_fts match ${ftsMatch(term)}`
  },
  searchEntryIds(term) {
    return sql`select rowid as id from search_fts where search_fts match ${ftsMatch(term)}`
  },
  /**
   * `+rowid`: FTS5 walks the term's entries once and each is looked up in
   * `among`. Given `rowid in` as a constraint, it would run the whole match
   * again for every id (and bm25 count the term's entries again for every
   * hit): 530 ms instead of 26 for 3,600 ids on a 5,000-candidate store.
   */
  searchHitsAmong(term, among) {
    return sql`select rowid as id, -bm25(search_fts) as rank from search_fts where search_fts match ${ftsMatch(term)} and +rowid in (${among})`
  },
}
