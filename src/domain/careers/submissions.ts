import { errors } from '../../errors/catalog.js'
import { candidateExists } from '../../store/repositories/candidate.repository.js'
import * as repo from '../../store/repositories/submission.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import type { ConsentRow, SubmissionRow } from '../../store/tables.js'
import { requirePartsOfRecord, visibilityOf, type Principal } from '../access/index.js'
import { getApplication } from '../pipeline/index.js'

/**
 * What an applicant sent on the careers site (SPEC C8), read under the
 * candidate's rules: an application the caller may not see is missing
 * (getApplication), and so is a candidate (C3).
 */

/** The latest submission of an application, with its consents; 404 `submission_not_found` for one a member made. */
export async function getSubmission(
  db: Db,
  principal: Principal,
  applicationId: number,
): Promise<{ candidateId: number; submission: SubmissionRow; consents: ConsentRow[] }> {
  requirePartsOfRecord(principal, 'careers submissions')
  const application = await getApplication(db, principal, applicationId)
  const submission = await repo.latestSubmission(db, application.id)
  if (!submission) throw errors.submissionNotFound(application.id)
  return { candidateId: application.candidate_id, submission, consents: await repo.consentsOfSubmission(db, submission.id) }
}

/**
 * An application's careers submissions, oldest first, one page (and one row
 * more), each with its consents: an empty list for an application a member
 * made and no one sent again.
 */
export async function listSubmissions(
  db: Db,
  principal: Principal,
  applicationId: number,
  page: Page,
): Promise<{ candidateId: number; submissions: SubmissionRow[]; consents: ConsentRow[] }> {
  const application = await getApplication(db, principal, applicationId)
  const submissions = await repo.listApplicationSubmissions(db, application.id, page)
  const consents = await repo.consentsOfSubmissions(
    db,
    submissions.map((s) => s.id),
  )
  return { candidateId: application.candidate_id, submissions, consents }
}

/** A candidate's consents, oldest first; a candidate the caller may not see answers as a missing one. */
export async function listConsents(db: Db, principal: Principal, candidateId: number, page: Page): Promise<ConsentRow[]> {
  requirePartsOfRecord(principal, 'consents')
  if (!(await candidateExists(db, candidateId, visibilityOf(principal)))) throw errors.candidateNotFound(candidateId)
  return repo.listCandidateConsents(db, candidateId, page)
}
