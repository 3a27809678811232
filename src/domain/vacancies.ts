import { errors } from '../errors/catalog.js'
import * as repo from '../store/repositories/vacancy.repository.js'
import type { Db, Page } from '../store/repositories/types.js'
import type { VacancyRow } from '../store/tables.js'
import { nowIso } from './clock.js'

export function createVacancy(db: Db, input: { Title: string; Status?: string }): Promise<VacancyRow> {
  return repo.insertVacancy(db, { title: input.Title, status: input.Status ?? 'open', created_date: nowIso() })
}

export async function getVacancy(db: Db, id: number): Promise<VacancyRow> {
  const row = await repo.findVacancy(db, id)
  if (!row) throw errors.vacancyNotFound(id)
  return row
}

/** Vacancies oldest first, one page (and one row more, to tell whether another follows). */
export function listVacancies(db: Db, page: Page): Promise<VacancyRow[]> {
  return repo.listVacancies(db, page)
}
