import type { Insertable } from 'kysely'
import type { ConsentRow, ConsentTable, SubmissionRow, SubmissionTable } from '../tables.js'
import { inPage } from './keyset-page.js'
import type { Db, Page } from './types.js'

export function insertSubmission(db: Db, values: Insertable<SubmissionTable>): Promise<SubmissionRow> {
  return db.insertInto('submissions').values(values).returningAll().executeTakeFirstOrThrow()
}

export function insertConsents(db: Db, values: Insertable<ConsentTable>[]): Promise<ConsentRow[]> {
  if (values.length === 0) return Promise.resolve([])
  return db.insertInto('consents').values(values).returningAll().execute()
}
/** The application's latest submission, if it was made on the careers site. */
export function latestSubmission(db: Db, applicationId: number): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom('submissions')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** An application's submissions, oldest first, one page (and one row more). */
export function listApplicationSubmissions(db: Db, applicationId: number, page: Page): Promise<SubmissionRow[]> {
  return inPage(db.selectFrom('submissions').selectAll().where('application_id', '=', applicationId), page).execute()
}

/** The consents given with these submissions, in id order. */
export function consentsOfSubmissions(db: Db, submissionIds: readonly number[]): Promise<ConsentRow[]> {
  if (submissionIds.length === 0) return Promise.resolve([])
  return db.selectFrom('consents').selectAll().where('submission_id', 'in', submissionIds).orderBy('id').execute()
}

export function consentsOfSubmission(db: Db, submissionId: number): Promise<ConsentRow[]> {
  return db.selectFrom('consents').selectAll().where('submission_id', '=', submissionId).orderBy('id').execute()
}

/** A candidate's consents, oldest first, one page (and one row more). */
export function listCandidateConsents(db: Db, candidateId: number, page: Page): Promise<ConsentRow[]> {
  return inPage(db.selectFrom('consents').selectAll().where('candidate_id', '=', candidateId), page).execute()
}

/** In an erasure's transaction: what the applicant sent and agreed to goes with it (SPEC C7). */
export async function deleteCandidateSubmissions(db: Db, candidateId: number): Promise<void> {
  await db.deleteFrom('consents').where('candidate_id', '=', candidateId).execute()
  await db.deleteFrom('submissions').where('candidate_id', '=', candidateId).execute()
}
