import type { Insertable, Updateable } from 'kysely'
import type { ApplicationHistoryRow, ApplicationHistoryTable, ApplicationRow, ApplicationTable } from '../tables.js'
import { onTeamOf } from './team-scope.js'
import type { Db, Page, Visibility } from './types.js'

export function insertApplication(db: Db, values: Insertable<ApplicationTable>): Promise<ApplicationRow> {
  return db.insertInto('applications').values(values).returningAll().executeTakeFirstOrThrow()
}

export async function insertHistory(db: Db, values: Insertable<ApplicationHistoryTable>): Promise<void> {
  await db.insertInto('application_history').values(values).execute()
}

function visibleApplications(db: Db, visibility: Visibility) {
  const query = db.selectFrom('applications').selectAll()
  return visibility.hiringTeamOnly ? query.where(onTeamOf('applications.vacancy_id', visibility.viewerId)) : query
}

export function findApplication(db: Db, id: number, visibility: Visibility): Promise<ApplicationRow | undefined> {
  return visibleApplications(db, visibility).where('id', '=', id).executeTakeFirst()
}

/**
 * The application as it is now, locked (PostgreSQL) for the rest of the
 * transaction, if the viewer may see it: a change decides on this row, so
 * two changes at once serialise and the second sees what the first did.
 */
export function lockApplication(db: Db, id: number, visibility: Visibility): Promise<ApplicationRow | undefined> {
  let query = db
    .updateTable('applications')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
  if (visibility.hiringTeamOnly) query = query.where(onTeamOf('applications.vacancy_id', visibility.viewerId))
  return query.returningAll().executeTakeFirst()
}

export function updateApplication(db: Db, id: number, values: Updateable<ApplicationTable>): Promise<ApplicationRow> {
  return db.updateTable('applications').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export function listCandidateApplications(db: Db, candidateId: number, visibility: Visibility, page: Page): Promise<ApplicationRow[]> {
  return visibleApplications(db, visibility)
    .where('candidate_id', '=', candidateId)
    .where('id', '>', page.after)
    .orderBy('id')
    .limit(page.limit + 1)
    .execute()
}

export function listVacancyApplications(
  db: Db,
  vacancyId: number,
  visibility: Visibility,
  page: Page,
  filter: { stageId?: number; status?: string },
): Promise<ApplicationRow[]> {
  let query = visibleApplications(db, visibility).where('vacancy_id', '=', vacancyId).where('id', '>', page.after)
  if (filter.stageId !== undefined) query = query.where('stage_id', '=', filter.stageId)
  if (filter.status !== undefined) query = query.where('status', '=', filter.status)
  return query
    .orderBy('id')
    .limit(page.limit + 1)
    .execute()
}

export function listHistory(db: Db, applicationId: number, page: Page): Promise<ApplicationHistoryRow[]> {
  return db
    .selectFrom('application_history')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('id', '>', page.after)
    .orderBy('id')
    .limit(page.limit + 1)
    .execute()
}
