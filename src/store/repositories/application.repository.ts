import { sql, type Insertable, type Updateable } from 'kysely'
import { engineOf } from '../engine.js'
import {
  APPLICATION_COLUMNS,
  type ApplicationHistoryRow,
  type ApplicationHistoryTable,
  type ApplicationRow,
  type ApplicationTable,
} from '../tables.js'
import { preparedQuery } from './prepared-query.js'
import { onTeamOf } from './team-scope.js'
import type { Db, Page, Visibility } from './types.js'
import { afterKey, inPage, pageArgs } from './keyset-page.js'

function insertApplication(db: Db, values: Insertable<ApplicationTable>): Promise<ApplicationRow> {
  return db.insertInto('applications').values(values).returningAll().executeTakeFirstOrThrow()
}

export async function insertHistory(db: Db, values: Insertable<ApplicationHistoryTable>): Promise<void> {
  await db.insertInto('application_history').values(values).execute()
}

/**
 * A new application with the history entry of its creation (from no stage
 * and no status, by its creator, at its creation): one statement where the
 * engine writes in CTEs (engine.ts `writesInCtes`).
 */
export async function insertNewApplication(db: Db, values: Insertable<ApplicationTable>): Promise<ApplicationRow> {
  if (!engineOf(db).writesInCtes) {
    const row = await insertApplication(db, values)
    await insertHistory(db, creationEntry(row))
    return row
  }
  return db
    .with('a', (q) => q.insertInto('applications').values(values).returningAll())
    .with('h', (q) =>
      q
        .insertInto('application_history')
        .columns(['application_id', 'from_stage_id', 'to_stage_id', 'from_status', 'to_status', 'reason', 'changed_by_id', 'changed_date'])
        .expression((eb) =>
          eb
            .selectFrom('a')
            .select([
              'a.id',
              sql<null>`null::bigint`.as('from_stage_id'),
              'a.stage_id',
              sql<null>`null::text`.as('from_status'),
              'a.status',
              sql<null>`null::text`.as('reason'),
              'a.created_by_id',
              'a.created_date',
            ]),
        )
        .returning('application_history.id'),
    )
    .selectFrom('a')
    .selectAll()
    .executeTakeFirstOrThrow()
}

function creationEntry(row: ApplicationRow): Insertable<ApplicationHistoryTable> {
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

function visibleApplications(db: Db, visibility: Visibility) {
  const query = db.selectFrom('applications').selectAll()
  return visibility.hiringTeamOnly ? query.where(onTeamOf('applications.vacancy_id', visibility.viewerId)) : query
}

export function findApplication(db: Db, id: number, visibility: Visibility): Promise<ApplicationRow | undefined> {
  return visibleApplications(db, visibility).where('id', '=', id).executeTakeFirst()
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
  if (visibility.hiringTeamOnly) query = query.where(onTeamOf('applications.vacancy_id', visibility.viewerId))
  return query.returningAll().executeTakeFirst()
}

export function updateApplication(db: Db, id: number, values: Updateable<ApplicationTable>): Promise<ApplicationRow> {
  return db.updateTable('applications').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
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
  if (filter.stageId === undefined && filter.status === undefined) {
    return visibility.hiringTeamOnly
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

/**
 * Whether the application, locked as `current`, moves to a stage of its
 * vacancy: it is active, elsewhere, and where the mover saw it.
 * (PostgreSQL's one-statement Move states the same rule in SQL.)
 */
export function moveAllowed(current: ApplicationRow, move: Move): boolean {
  return current.status === 'active' && current.stage_id !== move.to && (move.expected === null || current.stage_id === move.expected)
}

/**
 * Moves the application if it may move, with its history entry, all or
 * nothing, and answers what was found and done: the same outcome on every
 * engine, however it makes it (sqlite/sqlite-engine.ts, postgres/postgres-engine.ts).
 * Of two Moves expecting the same stage, the second finds the first's result and moves nothing.
 */
export function moveApplication(db: Db, move: Move): Promise<MoveOutcome> {
  return engineOf(db).moveApplication(db, move)
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
