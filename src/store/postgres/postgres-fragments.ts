import { sql, type SqlBool } from 'kysely'
import type { SqlFragments, WordsTerm } from '../engine.js'

/** A term as a tsquery: see searchHits. */
function tsQuery(term: WordsTerm): string {
  return term.prefix ? `'${term.words[0] ?? ''}':*` : term.words.map((w) => `'${w}'`).join(' <-> ')
}

/** That the search entry `e` holds the term: its stored vector matches (engine.ts searchEntryHolds). */
function entryHolds(term: WordsTerm) {
  return sql<SqlBool>`e.vector @@ to_tsquery('simple', ${tsQuery(term)})`
}

/** PostgreSQL's pieces of SQL (engine.ts SqlFragments). */
export const postgresFragments: SqlFragments = {
  claimLocking: (query) => query.forUpdate().skipLocked(),

  jsonString: (text) => sql<string>`to_json(${text}::text)::text`,

  millisBetween: (earlier, later) =>
    sql<number>`cast(round(extract(epoch from (cast(${later} as timestamptz) - cast(${earlier} as timestamptz))) * 1000) as bigint)`,

  /**
   * Over the stored vector of migration 007, in the 'simple' configuration.
   * Each word quoted as a lexeme; a prefix as \`'word':*\`, a phrase as \`'a' <-> 'b'\`.
   */
  searchHits(term) {
    return sql`select e.id, ts_rank(e.vector, q) as rank from search_entries e, to_tsquery('simple', ${tsQuery(term)}) q where e.vector @@ q`
  },
  searchEntryIds(term) {
    return sql`select e.id from search_entries e where ${entryHolds(term)}`
  },
  searchEntryHolds: entryHolds,
  searchEntryRank(term) {
    return sql<number>`ts_rank(e.vector, to_tsquery('simple', ${tsQuery(term)}))`
  },
  searchRareHitsOf(term, candidates) {
    return sql`select e.id, ts_rank(e.vector, q) as rank from search_entries e, to_tsquery('simple', ${tsQuery(term)}) q where e.vector @@ q and e.candidate_id in (${candidates})`
  },
  searchHitsAmong(term, among) {
    return sql`select e.id, ts_rank(e.vector, q) as rank from search_entries e, to_tsquery('simple', ${tsQuery(term)}) q where e.id in (${among}) and e.vector @@ q`
  },
}
