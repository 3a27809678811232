import { sql } from 'kysely'
import type { CandidateRow, CandidateUpdate, NewCandidate } from '../tables.js'
import type { Db, Page } from './types.js'

export function insertCandidate(db: Db, values: NewCandidate): Promise<CandidateRow> {
  return db.insertInto('candidates').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findCandidate(db: Db, id: number): Promise<CandidateRow | undefined> {
  return db.selectFrom('candidates').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function candidateExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('candidates').select('id').where('id', '=', id).executeTakeFirst()
  return row !== undefined
}

export function updateCandidate(db: Db, id: number, values: CandidateUpdate): Promise<CandidateRow | undefined> {
  return db.updateTable('candidates').set(values).where('id', '=', id).returningAll().executeTakeFirst()
}

export async function deleteCandidate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('candidates').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** `q` matches a substring of the full name or the email, ignoring case, on both engines. */
export function listCandidates(db: Db, page: Page, q?: string): Promise<CandidateRow[]> {
  let query = db.selectFrom('candidates').selectAll().where('id', '>', page.after)
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    // ESCAPE is spelled out: SQLite has no default escape character, PostgreSQL's is the backslash.
    query = query.where(
      sql<boolean>`(lower(first_name || ' ' || last_name) like ${pattern} escape '\\' or lower(coalesce(email, '')) like ${pattern} escape '\\')`,
    )
  }
  return query.orderBy('id').limit(page.limit + 1).execute()
}
