import { sql } from 'kysely'
import { CANDIDATE_COLUMNS, type CandidateRow, type CandidateUpdate, type NewCandidate } from '../tables.js'
import { preparedQuery } from '../sql/prepared-query.js'
import { candidateOnTeamOf, candidateSeenBy, orEveryRow } from '../sql/team-scope.js'
import type { Db, Page, Visibility } from './types.js'
import { inPage } from './keyset-page.js'

export function insertCandidate(db: Db, values: NewCandidate): Promise<CandidateRow> {
  return db.insertInto('candidates').values(values).returningAll().executeTakeFirstOrThrow()
}

export const candidateById = preparedQuery((db: Db, id: number) =>
  db.selectFrom('candidates').select(CANDIDATE_COLUMNS).where('id', '=', id),
)
export const teamCandidateById = preparedQuery((db: Db, id: number, memberId: number) =>
  db.selectFrom('candidates').select(CANDIDATE_COLUMNS).where('id', '=', id).where(candidateOnTeamOf('candidates.id', memberId)),
)
export const candidateIdById = preparedQuery((db: Db, id: number) => db.selectFrom('candidates').select('id').where('id', '=', id))
export const teamCandidateIdById = preparedQuery((db: Db, id: number, memberId: number) =>
  db.selectFrom('candidates').select('id').where('id', '=', id).where(candidateOnTeamOf('candidates.id', memberId)),
)

/** The candidate, if it exists and the viewer may see it (a hiring manager's and everyone's are prepared: the hot reads). */
export async function findCandidate(db: Db, id: number, visibility: Visibility): Promise<CandidateRow | undefined> {
  const { reach, viewerId } = visibility
  if (reach === 'all') return (await candidateById(db, id))[0]
  if (reach === 'hiring_team') return (await teamCandidateById(db, id, viewerId))[0]
  return db.selectFrom('candidates').select(CANDIDATE_COLUMNS).where('id', '=', id).where(seen(visibility)).executeTakeFirst()
}

/** Whether the candidate exists and the viewer may see it. */
export async function candidateExists(db: Db, id: number, visibility: Visibility): Promise<boolean> {
  const { reach, viewerId } = visibility
  if (reach === 'all') return (await candidateIdById(db, id)).length > 0
  if (reach === 'hiring_team') return (await teamCandidateIdById(db, id, viewerId)).length > 0
  return (await db.selectFrom('candidates').select('id').where('id', '=', id).where(seen(visibility)).executeTakeFirst()) !== undefined
}

/** The viewer's condition on a row of `candidates`; one that holds for every row when it sees them all. */
const seen = (visibility: Visibility) => orEveryRow(candidateSeenBy(visibility, 'candidates.id'))

export function updateCandidate(db: Db, id: number, values: CandidateUpdate): Promise<CandidateRow | undefined> {
  return db.updateTable('candidates').set(values).where('id', '=', id).returningAll().executeTakeFirst()
}

export async function deleteCandidate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('candidates').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

export interface CandidateFilter {
  /** A substring of the full name or the email, ignoring case, on both engines. */
  readonly q?: string
  /** Only these candidates. */
  readonly ids?: readonly number[]
}

export function listCandidates(db: Db, visibility: Visibility, page: Page, { q, ids }: CandidateFilter = {}): Promise<CandidateRow[]> {
  let query = db.selectFrom('candidates').selectAll()
  const seenBy = candidateSeenBy(visibility, 'candidates.id')
  if (seenBy) query = query.where(seenBy)
  if (ids) query = query.where('id', 'in', ids)
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    // ESCAPE is spelled out: SQLite has no default escape character, PostgreSQL's is the backslash.
    query = query.where(
      sql<boolean>`(lower(first_name || ' ' || last_name) like ${pattern} escape '\\' or lower(coalesce(email, '')) like ${pattern} escape '\\')`,
    )
  }
  return inPage(query, page).execute()
}

/**
 * Points the candidate at its newest document. In an upload this is the
 * first statement of the transaction on purpose: it locks the candidate row
 * (PostgreSQL), so concurrent uploads to one candidate commit one after the
 * other. False when the candidate is gone.
 */
export async function setLatestDocument(db: Db, id: number, documentId: string | null, at: string): Promise<boolean> {
  const result = await db
    .updateTable('candidates')
    .set({ document_id: documentId, updated_date: at })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Sets `Document` only on a candidate that has none (a careers application of a known candidate, SPEC C8). */
export async function setDocumentIfNone(db: Db, id: number, documentId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('candidates')
    .set({ document_id: documentId, updated_date: at })
    .where('id', '=', id)
    .where('document_id', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Moves `Document` from a deleted document to `next`, unless it already points elsewhere. */
export async function replaceLatestDocument(db: Db, id: number, deleted: string, next: string | null, at: string): Promise<void> {
  await db
    .updateTable('candidates')
    .set({ document_id: next, updated_date: at })
    .where('id', '=', id)
    .where('document_id', '=', deleted)
    .execute()
}

/**
 * Takes the candidate's row lock (PostgreSQL) for the rest of the
 * transaction. Every transaction that changes a candidate's documents locks
 * the candidate first, so they serialise and always lock in the same order.
 */
export async function lockCandidate(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('candidates')
    .set((eb) => ({ document_id: eb.ref('document_id') }))
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * The oldest candidate whose email is this one ignoring case (SPEC C8's
 * match). Both engines fold with `lower` the same way (SQLite's is the
 * service's own: sqlite/sqlite-database.ts).
 */
export async function findCandidateIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('candidates')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  return row?.id
}
