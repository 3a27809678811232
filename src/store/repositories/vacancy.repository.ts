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

export function listVacancies(db: Db, page: Page): Promise<VacancyRow[]> {
  return inPage(db.selectFrom('vacancies').selectAll(), page).execute()
}
