import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { indexedText } from '../../shared/search-text.js'
import { fragmentsOf, type WordsTerm } from '../engine.js'
import type { SearchEntryTable } from '../tables.js'
import { noteSeenBy } from './note.repository.js'
import { candidateAmongSeenBy, candidateSeenBy } from '../sql/team-scope.js'
import type { Db, Visibility } from './types.js'

// The terms' shape is the engines' (engine.ts SqlFragments); named here too, where the domain reads it.
export type { WordsTerm } from '../engine.js'

/** Who searches: what they may see (domain/access/access.ts visibilityOf) and whether they may read documents and notes. */
export interface SearchViewer {
  readonly visibility: Visibility
  readonly documents: boolean
  readonly notes: boolean
}

/** The most candidates one search answers, over all its pages. */
const MAX_RESULTS = 1000

/** A search whose every term is held by more entries ranks the candidates of this many entries of its rarest term. */
const POOL_ENTRIES = 500

/**
 * Where the engine checks a term on an entry's own row (PostgreSQL), the
 * newest POOL_ENTRIES entries of a common term are looked for among this
 * many newest entries first, each checked in turn (what a term held by most
 * entries needs), then in ranges of ids this far back from the newest,
 * each through the term's index and the ids' (what a rarer term needs),
 * and only then among all the older ones: see newestEntriesOf.
 */
const NEWEST_CHECKED = 1024
const WINDOWS = [2 ** 15, 2 ** 18, 2 ** 21]

const WORD = /^[\p{L}\p{N}]+$/u

// ---- Keeping the index: called by the domain in the transaction of each change.

type Field = SearchEntryTable['field']

type Entry = { candidate_id: number; field: Field; note_id?: number; document_id?: string }

/** Entries for texts, in one statement; a text with no words has none. */
async function insertEntries(db: Db, entries: ReadonlyArray<readonly [entry: Entry, text: string]>): Promise<void> {
  const rows = entries.flatMap(([entry, text]) => {
    const { body, terms } = indexedText(text)
    return terms === '' ? [] : [{ note_id: null, document_id: null, ...entry, body, terms }]
  })
  if (rows.length > 0) await db.insertInto('search_entries').values(rows).execute()
}

function insertEntry(db: Db, entry: Entry, text: string): Promise<void> {
  return insertEntries(db, [[entry, text]])
}

/**
 * Whether the indexed row was just inserted: ids are never given twice, so
 * it has no entries yet, and the statement that would drop them is skipped.
 */
type Written = 'new' | 'changed'

/** A candidate's name ("First Last") and email, as they now are. */
export async function indexCandidate(
  db: Db,
  c: { id: number; first_name: string; last_name: string; email: string | null },
  written: Written,
): Promise<void> {
  if (written === 'changed') {
    await db.deleteFrom('search_entries').where('candidate_id', '=', c.id).where('field', 'in', ['Name', 'Email']).execute()
  }
  await insertEntries(db, [
    [{ candidate_id: c.id, field: 'Name' }, `${c.first_name} ${c.last_name}`],
    ...(c.email ? [[{ candidate_id: c.id, field: 'Email' }, c.email] as const] : []),
  ])
}

/** A note's text, as it now is. (A deleted note's entry goes with it: foreign key.) */
export async function indexNote(db: Db, note: { id: number; candidate_id: number; note: string }, written: Written): Promise<void> {
  if (written === 'changed') await db.deleteFrom('search_entries').where('note_id', '=', note.id).execute()
  await insertEntry(db, { candidate_id: note.candidate_id, field: 'Note', note_id: note.id }, note.note)
}

/** A document's text, or none (failed, or to be read again). A deleted document's entry goes with it: foreign key. */
export async function indexDocumentText(db: Db, documentId: string, candidateId: number, text: string | null): Promise<void> {
  await db.deleteFrom('search_entries').where('document_id', '=', documentId).execute()
  if (text !== null) await insertEntry(db, { candidate_id: candidateId, field: 'Document', document_id: documentId }, text)
}

/** Every document's text out of the index (`ats reindex` reads them all again). */
export async function removeAllDocumentTexts(db: Db): Promise<void> {
  await db.deleteFrom('search_entries').where('field', '=', 'Document').execute()
}

// ---- Searching.

/**
 * The entries the viewer may read (SPEC C5, the rules of domain/access/access.ts):
 * names and emails of the candidates it sees, documents with
 * `documents:read`, notes with `notes:read` and only those the notes list
 * would show it (note.repository.ts noteSeenBy). The entry is `e`.
 */
function entrySeen(viewer: SearchViewer): RawBuilder<SqlBool> {
  const field = fieldSeen(viewer)
  const candidate = candidateSeenBy(viewer.visibility, 'e.candidate_id')
  return candidate ? sql<SqlBool>`${field} and ${candidate}` : field
}

/** entrySeen without the hiring manager's candidate check, which depends on the candidate only. */
function fieldSeen(viewer: SearchViewer): RawBuilder<SqlBool> {
  const fields = [sql`e.field in ('Name', 'Email')`]
  if (viewer.documents) fields.push(sql`e.field = 'Document'`)
  if (viewer.notes)
    fields.push(sql`(e.field = 'Note' and exists (select 1 from notes where notes.id = e.note_id and ${noteSeenBy(viewer.visibility)}))`)
  return sql<SqlBool>`(${sql.join(fields, sql` or `)})`
}

/** The fields of the entries the viewer may read, before fieldSeen's check of each note. */
function fieldsOf(viewer: SearchViewer): RawBuilder<SqlBool> {
  const fields = ['Name', 'Email', ...(viewer.documents ? ['Document'] : []), ...(viewer.notes ? ['Note'] : [])]
  return sql<SqlBool>`e.field in (${sql.join(fields.map((f) => sql.lit(f)))})`
}

/** The words of each term, checked again: letters and digits only (shared/search-text.ts), which the engines quote. */
function checked(terms: readonly WordsTerm[]): readonly WordsTerm[] {
  for (const term of terms) {
    if (term.words.length === 0 || !term.words.every((w) => WORD.test(w))) throw new Error('a search term must be folded words')
  }
  return terms
}

/**
 * Every (term, entry) hit among the entries `among` gives (a subquery of
 * their ids), numbered by term, each ranked by the engine as in a search of
 * the whole index (engine.ts SqlFragments searchHitsAmong). A term held by at most
 * POOL_ENTRIES entries (`counts`, as termCounts counts them) is found
 * through its own index among the entries of `candidates` (a subquery or a
 * list of ids) where the engine offers it (searchRareHitsOf); the caller
 * checks those hits' fields and visibility itself. The queries below take
 * it as a `materialized` CTE, the entries too: each is computed once, in
 * the order written, rather than folded into a join the planner may drive
 * from the wrong end.
 */
function hitsAmong(
  db: Db,
  terms: readonly WordsTerm[],
  counts: readonly number[],
  among: RawBuilder<unknown>,
  candidates: RawBuilder<unknown>,
) {
  const fragments = fragmentsOf(db)
  return sql.join(
    checked(terms).map((term, i) => {
      const rare = (counts[i] ?? Infinity) <= POOL_ENTRIES ? fragments.searchRareHitsOf?.(term, candidates) : undefined
      const hits = rare ?? fragments.searchHitsAmong(term, among)
      return sql`select ${sql.lit(i)} as term, h.id as id, h.rank as rank from (${hits}) h`
    }),
    sql` union all `,
  )
}

/**
 * hitsAmong where the engine checks and ranks a term on an entry's own row
 * (searchEntryHolds, searchEntryRank: PostgreSQL): every (term, entry) hit
 * among the entries `where` selects (a condition on `e`), each row read
 * once for all the terms, with the columns the visibility checks read
 * (`id`, `candidate_id`, `field`, `note_id`, `document_id`, `term`, `rank`).
 * hitsAmong reads the entries again for each term, each through its id: a
 * pool of 500 candidates holds some 6,500 entries, 28,000 buffer reads a
 * term. A term held by at most POOL_ENTRIES entries is still found through
 * its own index among `candidates` (searchRareHitsOf). Undefined where the
 * engine has no such checks (SQLite: hitsAmong).
 */
function rowHits(
  db: Db,
  terms: readonly WordsTerm[],
  counts: readonly number[],
  where: RawBuilder<SqlBool>,
  candidates: RawBuilder<unknown>,
): RawBuilder<unknown> | undefined {
  const fragments = fragmentsOf(db)
  if (!fragments.searchEntryHolds || !fragments.searchEntryRank) return undefined
  const holds = (term: WordsTerm) => fragments.searchEntryHolds?.(term) ?? sql<SqlBool>`false`
  const rank = (term: WordsTerm) => fragments.searchEntryRank?.(term) ?? sql<number>`0`
  const columns = sql`e.id, e.candidate_id, e.field, e.note_id, e.document_id`
  const rare = checked(terms).flatMap((term, i) =>
    (counts[i] ?? Infinity) <= POOL_ENTRIES && fragments.searchRareHitsOf ? [{ term, i }] : [],
  )
  const read = terms.flatMap((term, i) => (rare.some((r) => r.i === i) ? [] : [{ term, i }]))
  const parts = rare.map(
    ({ term, i }) =>
      sql`select ${sql.lit(i)} as term, ${columns}, h.rank as rank from (${fragments.searchRareHitsOf?.(term, candidates)}) h join search_entries e on e.id = h.id`,
  )
  const [only] = read
  if (only && read.length === 1) {
    parts.push(
      sql`select ${sql.lit(only.i)} as term, ${columns}, ${rank(only.term)} as rank from search_entries e where ${where} and ${holds(only.term)}`,
    )
  } else if (read.length > 1) {
    // One row of the lateral list per term: each term's check (and rank, where it holds) made once on the row read.
    const each = sql.join(read.map(({ term, i }) => sql`(${sql.lit(i)}, case when ${holds(term)} then ${rank(term)} end)`))
    parts.push(sql`select t.term as term, ${columns}, t.rank as rank
      from search_entries e cross join lateral (values ${each}) t(term, rank) where ${where} and t.rank is not null`)
  }
  return sql.join(parts, sql` union all `)
}

/**
 * How many entries hold each term, counted up to POOL_ENTRIES + 1: what
 * decides how a search finds each term (candidatesOf, hitsAmong).
 */
export function termCounts(db: Db, terms: readonly WordsTerm[]): Promise<number[]> {
  return Promise.all(checked(terms).map((t) => entriesHolding(db, t, POOL_ENTRIES + 1)))
}

/** How many entries hold the term, counted up to `upTo`. */
async function entriesHolding(db: Db, term: WordsTerm, upTo: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from (select h.id from (${fragmentsOf(db).searchEntryIds(term)}) h limit ${sql.lit(upTo)}) c`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/**
 * The candidates that can match (each has a seen entry of the term `driver`,
 * the rarest: the one held by the fewest entries, counted up to
 * POOL_ENTRIES + 1, so of terms all held by more, the first of the query),
 * as a subquery of `(candidate_id)`. All of them when at most
 * POOL_ENTRIES entries hold the term; else those of its newest POOL_ENTRIES
 * entries the viewer sees (highest id: the same entries on both engines).
 * Unbounded, a hiring manager's candidate check is made once per candidate,
 * after the entries are found, rather than in their join: there,
 * PostgreSQL estimates a vacancy's applications from the average (25 in a
 * store with 400 vacancies) and drives the join from every entry of every
 * candidate on the team (5,000 candidates: 400 ms where the hits take 40).
 * Bounded, the check decides which entries are the newest seen, so it is a
 * condition of the entries (the team's candidates gathered once for the
 * statement): SQLite walks the term's entries from the newest in FTS5;
 * PostgreSQL checks the term on each entry's own row, and for a hiring
 * manager reads the team's entries rather than the term's index.
 */
function candidatesOf(db: Db, driver: WordsTerm, viewer: SearchViewer, bounded: boolean, newest: number | undefined) {
  const fragments = fragmentsOf(db)
  const ids = fragments.searchEntryIds(driver)
  const narrowed = viewer.visibility.reach !== 'all'
  const holdsDriver = fragments.searchEntryHolds?.(driver)
  if (bounded && holdsDriver && !narrowed && newest !== undefined && newest > NEWEST_CHECKED) {
    return sql`select distinct d.candidate_id from (${newestEntriesOf(holdsDriver, fieldSeen(viewer), newest)}) d`
  }
  if (bounded) {
    // The walk from the newest entry may pass many of other candidates: the team's are looked up in a set made once.
    const among = candidateAmongSeenBy(viewer.visibility, 'e.candidate_id')
    const seen = among ? sql`${fieldSeen(viewer)} and ${among}` : fieldSeen(viewer)
    // Where the term is a check of the entry itself, it is one condition among the others of the same row, which the
    // planner orders by cost (the term before a note's visibility); joined back to its own table, it came after.
    const holds = fragments.searchEntryHolds?.(driver)
    // For a hiring manager, the term is checked on the team's candidates' entries, never through its own index:
    // PostgreSQL, estimating a team from the average vacancy (25 candidates where there were 5,000), otherwise
    // intersected the term's whole index with each candidate's entries (240 ms against 120 on a 5,000-candidate store).
    const check = holds && narrowed ? sql`(${holds}) is true` : holds
    const entries = check ? sql`search_entries e where ${check} and` : sql`(${ids}) h join search_entries e on e.id = h.id where`
    return sql`select distinct d.candidate_id from (
      select e.candidate_id from ${entries} ${seen} order by e.id desc limit ${sql.lit(POOL_ENTRIES)}) d`
  }
  const candidateOfPool = candidateSeenBy(viewer.visibility, 'd.candidate_id')
  return sql`select distinct d.candidate_id from (
      select e.candidate_id from (${ids}) h join search_entries e on e.id = h.id where ${fieldSeen(viewer)}) d
    ${candidateOfPool ? sql`where ${candidateOfPool}` : sql``}`
}

/**
 * The newest POOL_ENTRIES entries (`id`, `candidate_id`) that hold a term
 * (`holds`, a check of the row `e`) and that `seen` lets through, the entry
 * with the highest id being `newest` or older. A term's index gives its
 * entries in no order, so the whole of it was read to keep the newest 500:
 * 13,012 rows in 11,440 pages for a skill named in one CV in fifteen, where
 * 500 rows are needed. They are looked for in steps, newest first, each
 * step run only while the ones before found fewer than POOL_ENTRIES: the
 * NEWEST_CHECKED newest entries, each checked in turn (a term most entries
 * hold has its 500 there, and reading its whole index would cost more than
 * the rows), then each range of WINDOWS through the term's index and the
 * ids' together (only the term's rows in the range are read), then every
 * older entry. The steps are separate statements of one query, so the
 * rows are the same whatever the plan: the newest that hold the term.
 */
function newestEntriesOf(holds: RawBuilder<SqlBool>, seen: RawBuilder<SqlBool>, newest: number): RawBuilder<unknown> {
  const bounds = [newest - NEWEST_CHECKED, ...WINDOWS.map((w) => newest - w).filter((b) => b > 0)]
  const limit = sql.lit(POOL_ENTRIES)
  const step = (i: number) => sql.ref(`w${i}`)
  const steps = [
    // The check is made on each row in turn (`is true`: no index can answer it), newest first.
    sql`${step(0)} as materialized (select e.id, e.candidate_id from search_entries e
      where e.id > ${sql.lit(bounds[0])} and (${holds}) is true and ${seen} order by e.id desc limit ${limit})`,
    ...bounds.map((upTo, i) => {
      const from = bounds[i + 1]
      const found = sql.join(
        bounds.slice(0, i + 1).map((_, j) => sql`(select count(*) from ${step(j)})`),
        sql` + `,
      )
      return sql`${step(i + 1)} as materialized (select e.id, e.candidate_id from search_entries e
        where ${found} < ${limit} and ${holds} and e.id <= ${sql.lit(upTo)}${from === undefined ? sql`` : sql` and e.id > ${sql.lit(from)}`}
        and ${seen} order by e.id desc limit ${limit})`
    }),
  ]
  const all = sql.join(
    steps.map((_, i) => sql`select id, candidate_id from ${step(i)}`),
    sql` union all `,
  )
  return sql`with ${sql.join(steps)} select id, candidate_id from (${all}) s order by id desc limit ${limit}`
}

/** The highest id of a search entry: where the newest entries are looked for first (newestEntriesOf). */
async function newestEntryId(db: Db): Promise<number> {
  const { rows } = await sql<{ newest: number | string | null }>`select max(id) as newest from search_entries`.execute(db)
  return Number(rows[0]?.newest ?? 0)
}

/**
 * The candidates the viewer sees that every term matches in an entry it
 * sees, best first (relevance summed over the matching entries), ties by id;
 * at most MAX_RESULTS. Only the candidates of the rarest term's entries can
 * match (candidatesOf); the terms are matched and ranked on their entries
 * only, so a query costs what its rarest term costs, and a query whose
 * every term is common costs what POOL_ENTRIES entries cost (DECISIONS.md,
 * "Search").
 */
export async function matchingCandidates(
  db: Db,
  terms: readonly WordsTerm[],
  counts: readonly number[],
  viewer: SearchViewer,
): Promise<number[]> {
  const fewest = Math.min(...counts)
  const driver = terms[counts.indexOf(fewest)] as WordsTerm
  const bounded = fewest > POOL_ENTRIES
  const rowChecks = fragmentsOf(db).searchEntryHolds !== undefined
  const newest = bounded && rowChecks && viewer.visibility.reach === 'all' ? await newestEntryId(db) : undefined
  const pool = candidatesOf(db, driver, viewer, bounded, newest)
  const poolHits = rowHits(
    db,
    terms,
    counts,
    sql<SqlBool>`e.candidate_id in (select candidate_id from pool) and ${fieldsOf(viewer)}`,
    sql`select candidate_id from pool`,
  )
  if (poolHits) {
    // The notes' check (noteSeenBy) is made on the hits only, a few of the candidates' entries.
    const { rows } = await sql<{ candidate_id: number }>`
      with pool as materialized (${pool}), hits as materialized (${poolHits})
      select e.candidate_id as candidate_id, sum(e.rank::float8) as score
      from hits e
      where ${fieldSeen(viewer)}
      group by e.candidate_id
      having count(distinct e.term) = ${sql.lit(terms.length)}
      order by score desc, e.candidate_id
      limit ${sql.lit(MAX_RESULTS)}`.execute(db)
    return rows.map((r) => r.candidate_id)
  }
  // The notes' check (noteSeenBy) is made on the hits only, a few of the candidates' entries.
  const { rows } = await sql<{ candidate_id: number }>`
    with pool as materialized (${pool}),
    entries as materialized (
      select e.id from search_entries e
      where e.candidate_id in (select candidate_id from pool) and ${fieldsOf(viewer)}
    ),
    hits as materialized (${hitsAmong(db, terms, counts, sql`select id from entries`, sql`select candidate_id from pool`)})
    select e.candidate_id as candidate_id, sum(hits.rank) as score
    from hits join search_entries e on e.id = hits.id
    where ${fieldSeen(viewer)}
    group by e.candidate_id
    having count(distinct hits.term) = ${sql.lit(terms.length)}
    order by score desc, e.candidate_id
    limit ${sql.lit(MAX_RESULTS)}`.execute(db)
  return rows.map((r) => r.candidate_id)
}

export interface EntryHit {
  entryId: number
  candidateId: number
  field: Field
  noteId: number | null
  documentId: string | null
  term: number
  rank: number
}

/** Every (term, entry) hit among the entries the viewer sees of these candidates. */
export async function entryHits(
  db: Db,
  terms: readonly WordsTerm[],
  counts: readonly number[],
  viewer: SearchViewer,
  candidateIds: readonly number[],
): Promise<EntryHit[]> {
  if (candidateIds.length === 0) return []
  const ids = sql.join(candidateIds.map((id) => sql`${id}`))
  type Row = {
    id: number
    candidate_id: number
    field: Field
    note_id: number | null
    document_id: string | null
    term: number
    rank: number
  }
  const pageHits = rowHits(db, terms, counts, sql<SqlBool>`e.candidate_id in (${ids}) and ${entrySeen(viewer)}`, ids)
  const { rows } = pageHits
    ? await sql<Row>`
    with hits as materialized (${pageHits})
    select e.id, e.candidate_id, e.field, e.note_id, e.document_id, e.term, e.rank from hits e where ${entrySeen(viewer)}`.execute(db)
    : await sql<Row>`
    with entries as materialized (
      select e.id from search_entries e where e.candidate_id in (${ids}) and ${entrySeen(viewer)}
    ),
    hits as materialized (${hitsAmong(db, terms, counts, sql`select id from entries`, ids)})
    select e.id, e.candidate_id, e.field, e.note_id, e.document_id, hits.term, hits.rank
    from hits join search_entries e on e.id = hits.id
    where ${entrySeen(viewer)}`.execute(db)
  return rows.map((r) => ({
    entryId: r.id,
    candidateId: r.candidate_id,
    field: r.field,
    noteId: r.note_id,
    documentId: r.document_id,
    term: r.term,
    rank: r.rank,
  }))
}

export async function entryBodies(db: Db, entryIds: readonly number[]): Promise<Map<number, string>> {
  if (entryIds.length === 0) return new Map()
  const rows = await db.selectFrom('search_entries').select(['id', 'body']).where('id', 'in', entryIds).execute()
  return new Map(rows.map((r) => [r.id, r.body]))
}

export async function candidateNames(db: Db, ids: readonly number[]): Promise<Map<number, { first_name: string; last_name: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('candidates').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [r.id, r]))
}

// ---- Snapshots of a result, for its next pages.

/** How long a cursor stays valid. */
export const SNAPSHOT_TTL_MS = 60 * 60 * 1000

export async function saveSnapshot(
  db: Db,
  snapshot: { id: string; memberId: number; query: string; candidateIds: readonly number[] },
  now: Date,
): Promise<void> {
  // Expired ones are removed here, by the searches that make new ones.
  await db
    .deleteFrom('search_snapshots')
    .where('created_date', '<', new Date(now.getTime() - SNAPSHOT_TTL_MS).toISOString())
    .execute()
  await db
    .insertInto('search_snapshots')
    .values({
      id: snapshot.id,
      member_id: snapshot.memberId,
      query: snapshot.query,
      candidate_ids: JSON.stringify(snapshot.candidateIds),
      created_date: now.toISOString(),
    })
    .execute()
}

export async function findSnapshot(
  db: Db,
  id: string,
): Promise<{ memberId: number; query: string; candidateIds: number[]; createdDate: string } | undefined> {
  const row = await db.selectFrom('search_snapshots').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  return {
    memberId: row.member_id,
    query: row.query,
    candidateIds: JSON.parse(row.candidate_ids) as number[],
    createdDate: row.created_date,
  }
}
