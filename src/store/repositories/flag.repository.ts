import type { Insertable } from 'kysely'
import { FLAG_COLUMNS, type FlagRow, type FlagTable } from '../tables.js'
import { preparedQuery } from '../sql/prepared-query.js'
import { candidateOnTeamOf, candidateSeenBy, orEveryRow } from '../sql/team-scope.js'
import type { Db, Page, Visibility } from './types.js'
import { afterKey, inPage, pageArgs } from './keyset-page.js'

export function insertFlag(db: Db, values: Insertable<FlagTable>): Promise<FlagRow> {
  return db.insertInto('flags').values(values).returningAll().executeTakeFirstOrThrow()
}

export async function deleteFlag(db: Db, candidateId: number, flagId: number): Promise<boolean> {
  const result = await db.deleteFrom('flags').where('candidate_id', '=', candidateId).where('id', '=', flagId).executeTakeFirst()
  return result.numDeletedRows > 0n
}

const flagsQuery = (db: Db, candidateId: number) => db.selectFrom('flags').select(FLAG_COLUMNS).where('candidate_id', '=', candidateId)

export const flagsOf = preparedQuery((db: Db, candidateId: number, after: number, rows: number) =>
  afterKey(flagsQuery(db, candidateId), after, rows),
)
/** A hiring manager's: only of a candidate it sees. */
export const teamFlagsOf = preparedQuery((db: Db, candidateId: number, viewerId: number, after: number, rows: number) =>
  afterKey(flagsQuery(db, candidateId).where(candidateOnTeamOf('flags.candidate_id', viewerId)), after, rows),
)

export function listFlags(db: Db, candidateId: number, visibility: Visibility, page: Page): Promise<FlagRow[]> {
  const { reach, viewerId } = visibility
  if (reach === 'all') return flagsOf(db, candidateId, ...pageArgs(page))
  if (reach === 'hiring_team') return teamFlagsOf(db, candidateId, viewerId, ...pageArgs(page))
  return afterKey(
    flagsQuery(db, candidateId).where(orEveryRow(candidateSeenBy(visibility, 'flags.candidate_id'))),
    ...pageArgs(page),
  ).execute()
}

/** The flags of several candidates, oldest first; a hiring manager's only of the candidates it sees (SPEC C3). */
export function listFlagsOf(db: Db, candidateIds: readonly number[], visibility: Visibility, page: Page): Promise<FlagRow[]> {
  let query = db.selectFrom('flags').select(FLAG_COLUMNS).where('candidate_id', 'in', candidateIds)
  const seen = candidateSeenBy(visibility, 'flags.candidate_id')
  if (seen) query = query.where(seen)
  return inPage(query, page).execute()
}
