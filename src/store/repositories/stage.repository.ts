import type { Insertable } from 'kysely'
import type { StageRow, StageTable } from '../tables.js'
import type { Db, Page } from './types.js'
import { inPage } from './keyset-page.js'

/** The vacancy's stages in position order. */
export function listStages(db: Db, vacancyId: number): Promise<StageRow[]> {
  return db.selectFrom('stages').selectAll().where('vacancy_id', '=', vacancyId).orderBy('position').execute()
}

export function listStagePage(db: Db, vacancyId: number, page: Page): Promise<StageRow[]> {
  return inPage(db.selectFrom('stages').selectAll().where('vacancy_id', '=', vacancyId), page, 'position').execute()
}

// Shared with SQLite's Move (sql/application-rows.ts).
export { findStage } from '../sql/application-rows.js'

export function insertStages(db: Db, values: Insertable<StageTable>[]): Promise<StageRow[]> {
  return db.insertInto('stages').values(values).returningAll().execute()
}

export function insertStage(db: Db, values: Insertable<StageTable>): Promise<StageRow> {
  return db.insertInto('stages').values(values).returningAll().executeTakeFirstOrThrow()
}

export function renameStage(db: Db, stageId: number, name: string, nameKey: string): Promise<void> {
  return db
    .updateTable('stages')
    .set({ name, name_key: nameKey })
    .where('id', '=', stageId)
    .execute()
    .then(() => undefined)
}

export async function setStagePosition(db: Db, stageId: number, position: number): Promise<void> {
  await db.updateTable('stages').set({ position }).where('id', '=', stageId).execute()
}

/** Adds `by` (1 or -1) to the position of the vacancy's stages from `from` to `to`, both included. */
export async function shiftStages(db: Db, vacancyId: number, from: number, to: number, by: 1 | -1): Promise<void> {
  await db
    .updateTable('stages')
    .set((eb) => ({ position: eb('position', '+', by) }))
    .where('vacancy_id', '=', vacancyId)
    .where('position', '>=', from)
    .where('position', '<=', to)
    .execute()
}

export async function deleteStage(db: Db, stageId: number): Promise<void> {
  await db.deleteFrom('stages').where('id', '=', stageId).execute()
}

/** Whether any application, in any status, is in the stage. */
export async function stageInUse(db: Db, stageId: number): Promise<boolean> {
  const row = await db.selectFrom('applications').select('id').where('stage_id', '=', stageId).limit(1).executeTakeFirst()
  return row !== undefined
}
