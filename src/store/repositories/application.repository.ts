import type { Insertable } from 'kysely'
import { writePathsOf } from '../engine.js'
import type { Move, MoveOutcome } from '../sql/application-rows.js'
import { APPLICATION_COLUMNS, type ApplicationHistoryRow, type ApplicationRow, type ApplicationTable } from '../tables.js'
import { preparedQuery } from '../sql/prepared-query.js'
import { applicationSeenBy, onTeamOf } from '../sql/team-scope.js'
import type { Db, Page, Visibility } from './types.js'
import { afterKey, inPage, pageArgs } from './keyset-page.js'

/**
 * A new application with the history entry of its creation (from no stage
 * and no status, by its creator, at its creation), written as the engine
 * writes it best (engine.ts WritePaths: one statement on PostgreSQL).
 */
export function insertNewApplication(db: Db, values: Insertable<ApplicationTable>): Promise<ApplicationRow> {
  return writePathsOf(db).insertNewApplication(db, values)
}

// A change decides on the locked row and writes its history with these, which SQLite's Move shares
// (sql/application-rows.ts); named here too, where the domain reads them.
export { insertHistory, lockApplication, updateApplication, type Move, type MoveOutcome } from '../sql/application-rows.js'

/** The applications the viewer may see (domain/access/access.ts `visibilityOf`), every column. */
export function visibleApplications(db: Db, visibility: Visibility) {
  const query = db.selectFrom('applications').selectAll('applications')
  const seen = applicationSeenBy(visibility)
  return seen ? query.where(seen) : query
}

export function findApplication(db: Db, id: number, visibility: Visibility): Promise<ApplicationRow | undefined> {
  return visibleApplications(db, visibility).where('id', '=', id).executeTakeFirst()
}

export function listCandidateApplications(db: Db, candidateId: number, visibility: Visibility, page: Page): Promise<ApplicationRow[]> {
  return inPage(visibleApplications(db, visibility).where('candidate_id', '=', candidateId), page).execute()
}

const boardQuery = (db: Db, vacancyId: number) =>
  db.selectFrom('applications').select(APPLICATION_COLUMNS).where('vacancy_id', '=', vacancyId)

/** The pipeline board as a recruiter opens it: a vacancy's applications, no filter (a hot read, prepared). */
export const boardOf = preparedQuery((db: Db, vacancyId: number, after: number, rows: number) =>
  afterKey(boardQuery(db, vacancyId), after, rows),
)
/** The same for a hiring manager: empty unless it sits on the vacancy's team. */
export const teamBoardOf = preparedQuery((db: Db, vacancyId: number, viewerId: number, after: number, rows: number) =>
  afterKey(boardQuery(db, vacancyId).where(onTeamOf('applications.vacancy_id', viewerId)), after, rows),
)

export function listVacancyApplications(
  db: Db,
  vacancyId: number,
  visibility: Visibility,
  page: Page,
  filter: { stageId?: number; status?: string },
): Promise<ApplicationRow[]> {
  if (filter.stageId === undefined && filter.status === undefined && visibility.reach !== 'interviews') {
    return visibility.reach === 'hiring_team'
      ? teamBoardOf(db, vacancyId, visibility.viewerId, ...pageArgs(page))
      : boardOf(db, vacancyId, ...pageArgs(page))
  }
  let query = visibleApplications(db, visibility).where('vacancy_id', '=', vacancyId)
  if (filter.stageId !== undefined) query = query.where('stage_id', '=', filter.stageId)
  if (filter.status !== undefined) query = query.where('status', '=', filter.status)
  return inPage(query, page).execute()
}

export function listHistory(db: Db, applicationId: number, page: Page): Promise<ApplicationHistoryRow[]> {
  return inPage(db.selectFrom('application_history').selectAll().where('application_id', '=', applicationId), page).execute()
}

/**
 * Moves the application if it may move, with its history entry, all or
 * nothing, and answers what was found and done: the same outcome on every
 * engine, however it makes it (engine.ts WritePaths).
 * Of two Moves expecting the same stage, the second finds the first's result and moves nothing.
 */
export function moveApplication(db: Db, move: Move): Promise<MoveOutcome> {
  return writePathsOf(db).moveApplication(db, move)
}

/** The candidate's application to the vacancy, in any status (there is at most one). */
export function findCandidateApplication(db: Db, candidateId: number, vacancyId: number): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('vacancy_id', '=', vacancyId)
    .executeTakeFirst()
}
