import { onTeamOf } from '../sql/team-scope.js'
import type { Insertable, Updateable } from 'kysely'
import type { VacancyRow, VacancyTable } from '../tables.js'
import type { Db, Page } from './types.js'
import { inPage } from './keyset-page.js'

export function insertVacancy(db: Db, values: Insertable<VacancyTable>): Promise<VacancyRow> {
  return db.insertInto('vacancies').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findVacancy(db: Db, id: number): Promise<VacancyRow | undefined> {
  return db.selectFrom('vacancies').selectAll().where('id', '=', id).executeTakeFirst()
}

export function updateVacancy(db: Db, id: number, values: Updateable<VacancyTable>): Promise<VacancyRow | undefined> {
  return db.updateTable('vacancies').set(values).where('id', '=', id).returningAll().executeTakeFirst()
}

/**
 * Takes the vacancy's row lock (PostgreSQL) for the rest of the transaction
 * and answers the row: every change to a vacancy's stages or team locks it
 * first, so they serialise and positions stay 1..n. Undefined when missing.
 */
export function lockVacancy(db: Db, id: number): Promise<VacancyRow | undefined> {
  return db
    .updateTable('vacancies')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

/** Vacancies oldest first; with `teamMemberId`, only those whose hiring team includes that member. */
export function listVacancies(db: Db, page: Page, teamMemberId?: number): Promise<VacancyRow[]> {
  const all = db.selectFrom('vacancies').selectAll()
  return inPage(teamMemberId === undefined ? all : all.where(onTeamOf('vacancies.id', teamMemberId)), page).execute()
}

/** What of a vacancy the public may see (SPEC C8): these columns and no other are ever read for it. */
export type JobPostingRow = Pick<VacancyRow, 'id' | 'title' | 'location' | 'description'> & { published_date: string }

/**
 * Vacancies that are jobs: `open` and published. Every public read starts
 * here, so none can forget the condition. A published vacancy always has
 * its date (domain/pipeline/vacancies.ts sets both at once); the condition says so.
 */
const jobPostings = (db: Db) =>
  db
    .selectFrom('vacancies')
    .select(['id', 'title', 'location', 'description', 'published_date'])
    .where('status', '=', 'open')
    .where('published', '=', 1)
    .where('published_date', 'is not', null)
    .$narrowType<{ published_date: string }>()

export function findJobPosting(db: Db, id: number): Promise<JobPostingRow | undefined> {
  return jobPostings(db).where('id', '=', id).executeTakeFirst()
}

/** A job and the id of its first stage (null: it has none), in one read: where an application to it is kept. */
export function findJobPostingToApply(db: Db, id: number): Promise<(JobPostingRow & { first_stage_id: number | null }) | undefined> {
  return jobPostings(db)
    .where('id', '=', id)
    .select((eb) =>
      eb
        .selectFrom('stages')
        .select('stages.id')
        .whereRef('stages.vacancy_id', '=', 'vacancies.id')
        .orderBy('stages.position')
        .limit(1)
        .as('first_stage_id'),
    )
    .executeTakeFirst()
}

export function listJobPostings(db: Db, page: Page): Promise<JobPostingRow[]> {
  return inPage(jobPostings(db), page).execute()
}
