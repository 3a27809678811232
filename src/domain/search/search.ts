import { randomBytes } from 'node:crypto'
import { errors } from '../../errors/catalog.js'
import * as search from '../../store/repositories/search.repository.js'
import type { Db } from '../../store/repositories/types.js'
import { visibilityOf, type Principal } from '../access/index.js'
import { parseSearchQuery, type SearchTerm } from './search-query.js'
import { snippetOf } from './search-snippet.js'

/** Matches shown per candidate, best first. */
const MATCHES_PER_CANDIDATE = 5

interface SearchMatch {
  readonly field: 'Name' | 'Email' | 'Document' | 'Note'
  readonly id: number | string | null
  readonly snippet: string
  readonly highlights: Array<[number, number]>
}

interface SearchResult {
  readonly candidateId: number
  readonly firstName: string
  readonly lastName: string
  readonly matches: SearchMatch[]
}

export interface SearchPage {
  readonly results: SearchResult[]
  /** The cursor of the next page, when there is one. */
  readonly next?: string
}

/** A cursor: the snapshot's id (22 characters of base64url) and the offset of the page. */
const CURSOR = /^([A-Za-z0-9_-]{22})\.([0-9]{1,4})$/

/**
 * A search (SPEC C5): the candidates the caller sees for which every term
 * matches one of the entries it may read, best first, one page. The first
 * page ranks the whole result (at most 1,000 candidates) and, when more
 * pages follow, keeps its order as a snapshot that the cursor names; a later
 * page checks its candidates again (visibility and match), in that order, so
 * writes in between neither skip nor repeat a candidate.
 */
export async function searchCandidates(
  db: Db,
  principal: Principal,
  input: { q: string; limit: number; cursor?: string },
  now = new Date(),
): Promise<SearchPage> {
  const terms = parseSearchQuery(input.q)
  const engineTerms = terms.map((t) => ({ words: t.words, prefix: t.kind === 'prefix' }))
  const viewer: search.SearchViewer = {
    visibility: visibilityOf(principal),
    documents: principal.scopes.has('documents:read'),
    notes: principal.scopes.has('notes:read'),
  }
  const counts = await search.termCounts(db, engineTerms)
  let pageIds: number[]
  let next: string | undefined
  // The first page's snapshot is written while the page's matches are read (another connection, where there are several).
  let saving: Promise<void> | undefined
  if (input.cursor === undefined) {
    const ranked = await search.matchingCandidates(db, engineTerms, counts, viewer)
    pageIds = ranked.slice(0, input.limit)
    if (ranked.length > input.limit) {
      const id = randomBytes(16).toString('base64url')
      saving = search.saveSnapshot(db, { id, memberId: principal.memberId, query: input.q, candidateIds: ranked }, now)
      next = `${id}.${input.limit}`
    }
  } else {
    const { id, offset, candidateIds } = await openCursor(db, principal, input.q, input.cursor, now)
    pageIds = candidateIds.slice(offset, offset + input.limit)
    if (offset + input.limit < candidateIds.length) next = `${id}.${offset + input.limit}`
  }
  const [results] = await Promise.all([resultsOf(db, terms, engineTerms, counts, viewer, pageIds), saving])
  return next === undefined ? { results } : { results, next }
}

async function openCursor(db: Db, principal: Principal, q: string, cursor: string, now: Date) {
  const invalid = () => errors.validation('cursor', 'is not a cursor of this search, or it has expired: search again')
  const parsed = CURSOR.exec(cursor)
  if (!parsed) throw invalid()
  const [, id = '', offsetText = ''] = parsed
  const snapshot = await search.findSnapshot(db, id)
  if (
    !snapshot ||
    snapshot.memberId !== principal.memberId ||
    snapshot.query !== q ||
    Date.parse(snapshot.createdDate) + search.SNAPSHOT_TTL_MS < now.getTime()
  ) {
    throw invalid()
  }
  return { id, offset: Number(offsetText), candidateIds: snapshot.candidateIds }
}

/** Each candidate of the page that still matches every term, in the page's order, with its best matches and their snippets. */
async function resultsOf(
  db: Db,
  terms: readonly SearchTerm[],
  engineTerms: readonly search.WordsTerm[],
  counts: readonly number[],
  viewer: search.SearchViewer,
  pageIds: readonly number[],
): Promise<SearchResult[]> {
  const hits = await search.entryHits(db, engineTerms, counts, viewer, pageIds)
  const byCandidate = new Map<number, { terms: Set<number>; entries: Map<number, { hit: search.EntryHit; rank: number }> }>()
  for (const hit of hits) {
    let c = byCandidate.get(hit.candidateId)
    if (!c) byCandidate.set(hit.candidateId, (c = { terms: new Set(), entries: new Map() }))
    c.terms.add(hit.term)
    const entry = c.entries.get(hit.entryId)
    if (entry) entry.rank += hit.rank
    else c.entries.set(hit.entryId, { hit, rank: hit.rank })
  }
  const kept = pageIds.filter((id) => byCandidate.get(id)?.terms.size === terms.length)
  const best = new Map(
    kept.map((id) => {
      const entries = [...(byCandidate.get(id)?.entries.values() ?? [])]
      entries.sort((a, b) => b.rank - a.rank || a.hit.entryId - b.hit.entryId)
      return [id, entries.slice(0, MATCHES_PER_CANDIDATE).map((e) => e.hit)]
    }),
  )
  const [bodies, names] = await Promise.all([
    search.entryBodies(
      db,
      [...best.values()].flat().map((h) => h.entryId),
    ),
    search.candidateNames(db, kept),
  ])
  return kept.flatMap((id) => {
    const name = names.get(id)
    if (!name) return []
    return [
      {
        candidateId: id,
        firstName: name.first_name,
        lastName: name.last_name,
        matches: (best.get(id) ?? []).map((hit) => {
          const { text, highlights } = snippetOf(bodies.get(hit.entryId) ?? '', terms)
          return { field: hit.field, id: hit.noteId ?? hit.documentId, snippet: text, highlights }
        }),
      },
    ]
  })
}
