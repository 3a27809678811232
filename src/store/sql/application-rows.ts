import type { Insertable, Updateable } from 'kysely'
import type { ApplicationHistoryTable, ApplicationRow, ApplicationTable, StageRow } from '../tables.js'
import type { Db, Visibility } from './db.js'
import { applicationSeenBy } from './team-scope.js'

// The statements on an application's rows that a change decides on, and that SQLite's Move and new
// application are made of (sqlite/sqlite-writes.ts): here, below both the repositories and the engines.

/** A Move of an application to another stage, by a member, as the domain decided to ask for it. */
export interface Move {
  readonly id: number
  /** The target stage. */
  readonly to: number
  /** The stage the mover saw the card in; null: wherever it is. */
  readonly expected: number | null
  readonly at: string
  readonly by: number
  /** What the mover may see: an application off its hiring teams is not found. */
  readonly visibility: Visibility
}

/** What a Move found, and whether it moved: the domain turns a refusal into its error (domain/pipeline/applications.ts). */
export interface MoveOutcome {
  /** The application as it was when the Move decided (locked); undefined when the viewer may not see it. */
  readonly before?: ApplicationRow
  /** Whether the target stage is one of the application's vacancy. */
  readonly stageOfVacancy: boolean
  /** The application after the Move; undefined when nothing moved. */
  readonly after?: ApplicationRow
}

export function insertApplication(db: Db, values: Insertable<ApplicationTable>): Promise<ApplicationRow> {
  return db.insertInto('applications').values(values).returningAll().executeTakeFirstOrThrow()
}

/** The history entry of an application's creation: from no stage and no status, by its creator, at its creation. */
export function creationEntry(row: ApplicationRow): Insertable<ApplicationHistoryTable> {
  return {
    application_id: row.id,
    from_stage_id: null,
    to_stage_id: row.stage_id,
    from_status: null,
    to_status: row.status,
    reason: null,
    changed_by_id: row.created_by_id,
    changed_date: row.created_date,
  }
}

export async function insertHistory(db: Db, values: Insertable<ApplicationHistoryTable>): Promise<void> {
  await db.insertInto('application_history').values(values).execute()
}

/**
 * The application as it is now, locked for the rest of the
 * transaction, if the viewer may see it: a change decides on this row, so
 * two changes at once serialise and the second sees what the first did.
 */
export function lockApplication(db: Db, id: number, visibility: Visibility): Promise<ApplicationRow | undefined> {
  let query = db
    .updateTable('applications')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
  const seen = applicationSeenBy(visibility)
  if (seen) query = query.where(seen)
  return query.returningAll().executeTakeFirst()
}

export function updateApplication(db: Db, id: number, values: Updateable<ApplicationTable>): Promise<ApplicationRow> {
  return db.updateTable('applications').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

/** The stage, if it is one of the vacancy's. */
export function findStage(db: Db, vacancyId: number, stageId: number): Promise<StageRow | undefined> {
  return db.selectFrom('stages').selectAll().where('vacancy_id', '=', vacancyId).where('id', '=', stageId).executeTakeFirst()
}
