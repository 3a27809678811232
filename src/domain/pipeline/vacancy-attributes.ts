import { errors } from '../../errors/catalog.js'
import * as repo from '../../store/repositories/scorecard.repository.js'
import type { Db } from '../../store/repositories/types.js'
import { findVacancy, lockVacancy } from '../../store/repositories/vacancy.repository.js'
import { stageNameKey } from './stage-names.js'

/** The attributes every new vacancy's scorecards start with (SPEC C9). */
const FIRST_ATTRIBUTES = ['Technical skills', 'Communication', 'Problem solving', 'Team fit'] as const

/** "Duplicates ignoring case" compares these (the stage names' folding: one Unicode form, lower case). */
export const attributeKey = stageNameKey

/** A vacancy's attributes, in order. */
export async function getAttributes(db: Db, vacancyId: number): Promise<string[]> {
  if (!(await findVacancy(db, vacancyId))) throw errors.vacancyNotFound(vacancyId)
  return (await repo.listAttributes(db, vacancyId)).map((a) => a.name)
}

/** The attributes a new vacancy starts with, in the vacancy's creating transaction (vacancies.ts). */
export function giveFirstAttributes(trx: Db, vacancyId: number): Promise<void> {
  return repo.replaceAttributes(
    trx,
    vacancyId,
    FIRST_ATTRIBUTES.map((name) => ({ name, key: attributeKey(name) })),
  )
}

/** Replaces a vacancy's attributes (duplicates ignoring case: 400 naming `Attributes`); written scorecards stay as they are. */
export async function replaceAttributes(db: Db, vacancyId: number, names: readonly string[]): Promise<string[]> {
  const keyed = names.map((name) => ({ name, key: attributeKey(name) }))
  if (new Set(keyed.map((k) => k.key)).size !== keyed.length) throw errors.validation('Attributes', 'holds a name twice (ignoring case)')
  await db.transaction().execute(async (trx) => {
    if (!(await lockVacancy(trx, vacancyId))) throw errors.vacancyNotFound(vacancyId)
    await repo.replaceAttributes(trx, vacancyId, keyed)
  })
  return keyed.map((k) => k.name)
}
