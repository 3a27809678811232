import type { Insertable } from 'kysely'
import type { ConsentRow, ConsentTable, SubmissionRow, SubmissionTable } from '../tables.js'
import type { Db } from './types.js'

export function insertSubmission(db: Db, values: Insertable<SubmissionTable>): Promise<SubmissionRow> {
  return db.insertInto('submissions').values(values).returningAll().executeTakeFirstOrThrow()
}

export function insertConsents(db: Db, values: Insertable<ConsentTable>[]): Promise<ConsentRow[]> {
  if (values.length === 0) return Promise.resolve([])
  return db.insertInto('consents').values(values).returningAll().execute()
}
