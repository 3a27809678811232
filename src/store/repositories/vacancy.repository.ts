import type { Insertable } from 'kysely'
import type { VacancyRow, VacancyTable } from '../tables.js'
import type { Db, Page } from './types.js'

export function insertVacancy(db: Db, values: Insertable<VacancyTable>): Promise<VacancyRow> {
  return db.insertInto('vacancies').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findVacancy(db: Db, id: number): Promise<VacancyRow | undefined> {
  return db.selectFrom('vacancies').selectAll().where('id', '=', id).executeTakeFirst()
}

export function listVacancies(db: Db, page: Page): Promise<VacancyRow[]> {
  return db
    .selectFrom('vacancies')
    .selectAll()
    .where('id', '>', page.after)
    .orderBy('id')
    .limit(page.limit + 1)
    .execute()
}
