import { PostgresAdapter, sql, type Insertable, type Updateable } from 'kysely'
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

/** What a Move found, and whether it moved: the domain turns a refusal into its error (domain/applications.ts). */
export interface MoveOutcome {
  /** The application as it was when the Move decided (locked); undefined when the viewer may not see it. */
  readonly before?: ApplicationRow
  /** Whether the target stage is one of the application's vacancy. */
  readonly stageOfVacancy: boolean
  /** The application after the Move; undefined when nothing moved. */
  readonly after?: ApplicationRow
}

/** Whether this handle runs on PostgreSQL, where a Move is one statement (moveInOneStatement). */
export function movesInOneStatement(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * A Move on PostgreSQL as one statement: the application locked and read,
 * the target stage checked, the row changed and the history written, all or
 * nothing, in one round trip instead of six (begin, lock, stage, update,
 * history, commit). A locked row is read at its newest version (PostgreSQL
 * re-reads it after waiting for the lock), so of two Moves expecting the
 * same stage the second finds the first's result and moves nothing. The same
 * rules as the transaction the other engine runs (domain/applications.ts).
 */
export async function moveInOneStatement(
  db: Db,
  move: { id: number; to: number; expected: number | null; at: string; by: number; teamOf: number | null },
): Promise<MoveOutcome> {
  const { rows } = await sql<ApplicationRow & { stage_of_vacancy: boolean; moved_date: string | null }>`
    with cur as (
      select * from applications
      where id = ${move.id}::bigint
        and (${move.teamOf}::bigint is null or vacancy_id in (select t.vacancy_id from hiring_team_members t where t.member_id = ${move.teamOf}::bigint))
      for update
    ),
    target as (
      select cur.id from cur where exists (select 1 from stages s where s.id = ${move.to}::bigint and s.vacancy_id = cur.vacancy_id)
    ),
    upd as (
      update applications a set stage_id = ${move.to}::bigint, updated_date = ${move.at}::text
      from cur, target
      where a.id = cur.id and cur.status = 'active' and cur.stage_id <> ${move.to}::bigint
        and (${move.expected}::bigint is null or cur.stage_id = ${move.expected})
      returning a.updated_date
    ),
    hist as (
      insert into application_history (application_id, from_stage_id, to_stage_id, from_status, to_status, reason, changed_by_id, changed_date)
      select cur.id, cur.stage_id, ${move.to}::bigint, 'active', 'active', null, ${move.by}::bigint, ${move.at}::text from cur, upd
    )
    select cur.*, exists (select 1 from target) as stage_of_vacancy, (select updated_date from upd) as moved_date from cur`.execute(db)
  const found = rows[0]
  if (!found) return { stageOfVacancy: false }
  const { stage_of_vacancy: stageOfVacancy, moved_date: movedDate, ...before } = found
  const after = movedDate === null ? undefined : { ...before, stage_id: move.to, updated_date: movedDate }
  return { before, stageOfVacancy, after }
}
