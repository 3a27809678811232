import { errors } from '../../errors/catalog.js'
import { dbErrorKind } from '../../store/db-errors.js'
import * as team from '../../store/repositories/hiring-team.repository.js'
import * as stages from '../../store/repositories/stage.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import * as repo from '../../store/repositories/vacancy.repository.js'
import type { StageRow, VacancyRow } from '../../store/tables.js'
import { nowIso } from '../clock.js'
import { recordEvent } from '../changes/index.js'
import { toStage, toTeamMember, toVacancy } from '../representations/index.js'
import { giveFirstAttributes } from './vacancy-attributes.js'
import { FIRST_STAGES, stageNameKey } from './stage-names.js'
import type { VacancyStatus } from '../vocabulary.js'

/** What a vacancy is given or changed with (SPEC C1, C8). */
export interface VacancyFields {
  Title?: string
  Status?: VacancyStatus
  Location?: string
  Description?: string
  Published?: boolean
}

/** A vacancy, its first stages and its first scorecard attributes, in one transaction. */
export function createVacancy(db: Db, actorId: number | null, input: VacancyFields & { Title: string }): Promise<VacancyRow> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso()
    const published = input.Published === true
    const vacancy = await repo.insertVacancy(trx, {
      title: input.Title,
      status: input.Status ?? 'open',
      created_date: now,
      updated_date: now,
      location: input.Location ?? '',
      description: input.Description ?? '',
      published: published ? 1 : 0,
      published_date: published ? now : null,
    })
    await stages.insertStages(
      trx,
      FIRST_STAGES.map((name, i) => ({ vacancy_id: vacancy.id, name, name_key: stageNameKey(name), position: i + 1 })),
    )
    await giveFirstAttributes(trx, vacancy.id)
    await recordEvent(trx, { type: 'vacancy.created', actorId, candidateId: null, data: toVacancy(vacancy) })
    return vacancy
  })
}

export async function getVacancy(db: Db, id: number): Promise<VacancyRow> {
  const row = await repo.findVacancy(db, id)
  if (!row) throw errors.vacancyNotFound(id)
  return row
}

/**
 * Vacancies oldest first, one page (and one row more, to tell whether another
 * follows); with `teamMemberId`, those whose hiring team includes that member
 * (hiring teams are visible to every role, SPEC C1).
 */
export function listVacancies(db: Db, page: Page, teamMemberId?: number): Promise<VacancyRow[]> {
  return repo.listVacancies(db, page, teamMemberId)
}

/**
 * Changes the fields named; `UpdatedDate` moves with them. The row is locked
 * first, so that whether `Published` becomes true (and `PublishedDate` is
 * renewed) is decided on the row as it is, not as two writers both saw it.
 */
export async function updateVacancy(db: Db, actorId: number | null, id: number, input: VacancyFields): Promise<VacancyRow> {
  const row = await db.transaction().execute(async (trx) => {
    const current = await repo.lockVacancy(trx, id)
    if (!current) return undefined
    const now = nowIso()
    const publishing = input.Published === true && current.published !== 1
    const updated = await repo.updateVacancy(trx, id, {
      ...(input.Title !== undefined && { title: input.Title }),
      ...(input.Status !== undefined && { status: input.Status }),
      ...(input.Location !== undefined && { location: input.Location }),
      ...(input.Description !== undefined && { description: input.Description }),
      ...(input.Published !== undefined && { published: input.Published ? 1 : 0 }),
      // When Published last became true; an unpublished vacancy keeps the date it had.
      ...(publishing && { published_date: now }),
      updated_date: now,
    })
    if (updated) await recordEvent(trx, { type: 'vacancy.updated', actorId, candidateId: null, data: toVacancy(updated) })
    return updated
  })
  if (!row) throw errors.vacancyNotFound(id)
  return row
}

/** A page of the vacancy's stages in their order: paged by `Position`, which is their order (B2's `after` names one). */
export async function listVacancyStages(db: Db, vacancyId: number, page: Page): Promise<StageRow[]> {
  await getVacancy(db, vacancyId)
  return stages.listStagePage(db, vacancyId, page)
}

/**
 * Runs a change of the vacancy's stages or team with the vacancy locked, so
 * that two changes at once serialise (positions stay 1..n, with no gap).
 * The change records its event itself, last (stagesChanged, team_changed).
 */
async function withVacancyLocked<T>(db: Db, vacancyId: number, change: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await repo.lockVacancy(trx, vacancyId))) throw errors.vacancyNotFound(vacancyId)
      return change(trx)
    })
  } catch (err) {
    if (dbErrorKind(err) === 'unique') throw stageExists()
    throw err
  }
}

/** `vacancy.stages_changed`: the vacancy's id and its stages as they are now, in their order. */
async function stagesChanged(trx: Db, actorId: number | null, vacancyId: number): Promise<void> {
  const now = (await stages.listStages(trx, vacancyId)).map(toStage)
  await recordEvent(trx, { type: 'vacancy.stages_changed', actorId, candidateId: null, data: { Id: vacancyId, Stages: now } })
}

const stageExists = () => errors.conflict('stage_exists', 'The vacancy already has a stage of this name (ignoring case).')

function positionOutOfRange(max: number) {
  return errors.validation('Position', `must be between 1 and ${max}`)
}

/** Inserts a stage at `Position` (1..n+1; the end by default); the stages from there on move down one. */
export function addStage(db: Db, actorId: number | null, vacancyId: number, input: { Name: string; Position?: number }): Promise<StageRow> {
  return withVacancyLocked(db, vacancyId, async (trx) => {
    const current = await stages.listStages(trx, vacancyId)
    const position = input.Position ?? current.length + 1
    if (position > current.length + 1) throw positionOutOfRange(current.length + 1)
    const key = stageNameKey(input.Name)
    if (current.some((s) => s.name_key === key)) throw stageExists()
    await stages.shiftStages(trx, vacancyId, position, current.length, 1)
    const stage = await stages.insertStage(trx, { vacancy_id: vacancyId, name: input.Name, name_key: key, position })
    await stagesChanged(trx, actorId, vacancyId)
    return stage
  })
}

/** Renames a stage and/or moves it to `Position` (1..n); the stages in between shift by one. */
export function updateStage(
  db: Db,
  actorId: number | null,
  vacancyId: number,
  stageId: number,
  input: { Name?: string; Position?: number },
): Promise<StageRow> {
  return withVacancyLocked(db, vacancyId, async (trx) => {
    const current = await stages.listStages(trx, vacancyId)
    const stage = current.find((s) => s.id === stageId)
    if (!stage) throw errors.stageNotFound(stageId)
    let { name, name_key: key, position } = stage
    if (input.Name !== undefined) {
      name = input.Name
      key = stageNameKey(name)
      if (current.some((s) => s.id !== stageId && s.name_key === key)) throw stageExists()
      await stages.renameStage(trx, stageId, name, key)
    }
    if (input.Position !== undefined && input.Position !== position) {
      if (input.Position > current.length) throw positionOutOfRange(current.length)
      if (input.Position < position) await stages.shiftStages(trx, vacancyId, input.Position, position - 1, 1)
      else await stages.shiftStages(trx, vacancyId, position + 1, input.Position, -1)
      position = input.Position
      await stages.setStagePosition(trx, stageId, position)
    }
    // A PUT that names the stage's own name and place changes nothing, and records nothing.
    if (name !== stage.name || position !== stage.position) await stagesChanged(trx, actorId, vacancyId)
    return { ...stage, name, name_key: key, position }
  })
}

/** Removes a stage no application is in; the last stage of a vacancy stays. */
export function deleteStage(db: Db, actorId: number | null, vacancyId: number, stageId: number): Promise<void> {
  return withVacancyLocked(db, vacancyId, async (trx) => {
    const current = await stages.listStages(trx, vacancyId)
    const stage = current.find((s) => s.id === stageId)
    if (!stage) throw errors.stageNotFound(stageId)
    if (current.length === 1) throw errors.conflict('stage_required', 'A vacancy keeps at least one stage.')
    if (await stages.stageInUse(trx, stageId)) throw stageInUse()
    try {
      await stages.deleteStage(trx, stageId)
    } catch (err) {
      // An application entered the stage after the check (SQLite checks at the statement).
      if (dbErrorKind(err) === 'foreign_key') throw stageInUse()
      throw err
    }
    await stages.shiftStages(trx, vacancyId, stage.position + 1, current.length, -1)
    await stagesChanged(trx, actorId, vacancyId)
  })
}

const stageInUse = () => errors.conflict('stage_in_use', 'Applications are in this stage; move them first.')

/** A page of the vacancy's hiring team, paged by `MemberId`, its order. */
export async function getHiringTeam(db: Db, vacancyId: number, page: Page): Promise<team.TeamMemberRow[]> {
  await getVacancy(db, vacancyId)
  return team.listHiringTeam(db, vacancyId, page)
}

/** Replaces the vacancy's hiring team; every id must name a member. */
export function replaceHiringTeam(
  db: Db,
  actorId: number | null,
  vacancyId: number,
  memberIds: readonly number[],
): Promise<team.TeamMemberRow[]> {
  return withVacancyLocked(db, vacancyId, async (trx) => {
    const known = await team.existingMemberIds(trx, memberIds)
    const missing = memberIds.find((id) => !known.has(id))
    if (missing !== undefined) throw errors.memberNotFound(missing, 'MemberIds')
    await team.replaceHiringTeam(trx, vacancyId, memberIds)
    const now = await team.listHiringTeam(trx, vacancyId)
    const data = { Id: vacancyId, HiringTeam: now.map(toTeamMember) }
    await recordEvent(trx, { type: 'vacancy.team_changed', actorId, candidateId: null, data })
    return now
  })
}
