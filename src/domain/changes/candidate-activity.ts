import { errors } from '../../errors/catalog.js'
import { candidateExists } from '../../store/repositories/candidate.repository.js'
import { listCandidateActivity } from '../../store/repositories/event.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import type { EventRow } from '../../store/tables.js'
import { activityOf, visibilityOf, type Principal } from '../access/index.js'

/**
 * A candidate's activity: its events the principal may read (access.ts
 * `activityOf`), oldest first, paged as the change feed (and one more, to
 * tell whether a page follows). A candidate it may not see, erased or never
 * made, answers 404 as the candidate's other lists do (SPEC C3).
 */
export async function candidateActivity(db: Db, principal: Principal, candidateId: number, page: Page): Promise<EventRow[]> {
  if (!(await candidateExists(db, candidateId, visibilityOf(principal)))) throw errors.candidateNotFound(candidateId)
  return listCandidateActivity(db, candidateId, activityOf(principal), page)
}
