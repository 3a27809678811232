import { errors } from '../../errors/catalog.js'
import type { Db, Page } from '../../store/repositories/types.js'
import { findJobPosting, listJobPostings, type JobPostingRow } from '../../store/repositories/vacancy.repository.js'
import { parsePositiveInteger } from '../../shared/positive-integer.js'

/**
 * Job postings (SPEC C8): the vacancies that are `open` and `Published`,
 * read by anyone without a token. Any other vacancy, and any id that names
 * none or is not an id at all, is one and the same "no such job", so the
 * public learns nothing of vacancies it may not see.
 */

export type { JobPostingRow }

/** Job postings oldest first, one page (and one row more, to tell whether another follows). */
export function listJobs(db: Db, page: Page): Promise<JobPostingRow[]> {
  return listJobPostings(db, page)
}

/** The job posting of this id as sent (any text): 404 `job_not_found` unless it is an open, published vacancy. */
export async function getJob(db: Db, id: string): Promise<JobPostingRow> {
  const n = parsePositiveInteger(id)
  const row = n === undefined ? undefined : await findJobPosting(db, n)
  if (!row) throw errors.jobNotFound()
  return row
}
