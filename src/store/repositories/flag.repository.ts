import type { Insertable } from 'kysely'
import { FLAG_COLUMNS, type FlagRow, type FlagTable } from '../tables.js'
import { preparedQuery } from './prepared-query.js'
import type { Db, Page } from './types.js'

export function insertFlag(db: Db, values: Insertable<FlagTable>): Promise<FlagRow> {
  return db.insertInto('flags').values(values).returningAll().executeTakeFirstOrThrow()
}

export async function deleteFlag(db: Db, candidateId: number, flagId: number): Promise<boolean> {
  const result = await db.deleteFrom('flags').where('candidate_id', '=', candidateId).where('id', '=', flagId).executeTakeFirst()
  return result.numDeletedRows > 0n
}

export const flagsOf = preparedQuery((db: Db, candidateId: number, after: number, limit: number) =>
  db.selectFrom('flags').select(FLAG_COLUMNS).where('candidate_id', '=', candidateId).where('id', '>', after).orderBy('id').limit(limit),
)

export function listFlags(db: Db, candidateId: number, page: Page): Promise<FlagRow[]> {
  return flagsOf(db, candidateId, page.after, page.limit + 1)
}
