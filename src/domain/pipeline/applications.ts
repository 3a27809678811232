import { errors } from '../../errors/catalog.js'
import { dbErrorKind } from '../../store/db-errors.js'
import * as apps from '../../store/repositories/application.repository.js'
import { candidateExists } from '../../store/repositories/candidate.repository.js'
import { onHiringTeam } from '../../store/repositories/hiring-team.repository.js'
import { listBoardCards, type BoardCardRow } from '../../store/repositories/board.repository.js'
import { findStage, listStages } from '../../store/repositories/stage.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import { findVacancy } from '../../store/repositories/vacancy.repository.js'
import type { ApplicationHistoryRow, ApplicationRow } from '../../store/tables.js'
import { scorecardSeenBy, visibilityOf, type Principal } from '../access/index.js'
import { nowIso } from '../clock.js'
import { queueTemplateEmail, type MailSettings } from '../email/index.js'
import { recordEvent } from '../changes/index.js'
import { toApplication } from '../representations/index.js'
import { getVacancy } from './vacancies.js'
import type { EventType, ApplicationStatus } from '../vocabulary.js'

/**
 * Puts a candidate on a vacancy's pipeline, in its first stage unless
 * another is named, with the creation as the first entry of its history.
 * An empty `Source` is no source (null), as an absent one is: reports then
 * count one kind of "none".
 */
export async function createApplication(
  db: Db,
  principal: Principal,
  candidateId: number,
  input: { VacancyId: number; StageId?: number; Source?: string | null },
): Promise<ApplicationRow> {
  const visibility = visibilityOf(principal)
  if (!(await candidateExists(db, candidateId, visibility))) throw errors.candidateNotFound(candidateId)
  const vacancy = await findVacancy(db, input.VacancyId)
  if (!vacancy) throw errors.vacancyNotFound(input.VacancyId, 'VacancyId')
  if (visibility.reach !== 'all' && !(await onHiringTeam(db, vacancy.id, principal.memberId))) throw errors.notOnTeam()
  if (vacancy.status === 'closed') throw errors.conflict('vacancy_closed', 'The vacancy is closed and takes no new applications.')
  const stageId = input.StageId ?? (await listStages(db, vacancy.id))[0]?.id
  if (stageId === undefined || !(await findStage(db, vacancy.id, stageId))) throw errors.stageNotFound(input.StageId ?? 0, 'StageId')
  const now = nowIso()
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await apps.insertNewApplication(trx, {
        candidate_id: candidateId,
        vacancy_id: vacancy.id,
        stage_id: stageId,
        status: 'active',
        rejection_reason: null,
        created_by_id: principal.memberId,
        created_date: now,
        updated_date: now,
        source: input.Source || null,
      })
      await recordEvent(trx, applicationEvent('application.created', principal, row))
      return row
    })
  } catch (err) {
    const kind = dbErrorKind(err)
    if (kind === 'unique') throw errors.conflict('application_exists', 'The candidate already has an application to this vacancy.')
    // The candidate was erased, or the stage deleted, between the checks and the insert.
    if (kind === 'foreign_key') {
      if (!(await candidateExists(db, candidateId, visibility))) throw errors.candidateNotFound(candidateId)
      throw errors.stageNotFound(stageId, 'StageId')
    }
    throw err
  }
}

/** An application the viewer may not see is answered exactly like one that does not exist. */
export async function getApplication(db: Db, principal: Principal, id: number): Promise<ApplicationRow> {
  const row = await apps.findApplication(db, id, visibilityOf(principal))
  if (!row) throw errors.applicationNotFound(id)
  return row
}

export async function listCandidateApplications(db: Db, principal: Principal, candidateId: number, page: Page): Promise<ApplicationRow[]> {
  const visibility = visibilityOf(principal)
  if (!(await candidateExists(db, candidateId, visibility))) throw errors.candidateNotFound(candidateId)
  return apps.listCandidateApplications(db, candidateId, visibility, page)
}

/** The pipeline board: a vacancy's applications, optionally of one stage or status. */
export async function listVacancyApplications(
  db: Db,
  principal: Principal,
  vacancyId: number,
  page: Page,
  filter: { StageId?: number; Status?: ApplicationStatus },
): Promise<ApplicationRow[]> {
  await getVacancy(db, vacancyId)
  if (filter.StageId !== undefined && !(await findStage(db, vacancyId, filter.StageId)))
    throw errors.stageNotFound(filter.StageId, 'StageId')
  return apps.listVacancyApplications(db, vacancyId, visibilityOf(principal), page, { stageId: filter.StageId, status: filter.Status })
}

/**
 * The board's cards: the same applications as listVacancyApplications, each
 * with its next interview and how many of the scorecards expected so far
 * were submitted, read in one statement for the whole page (never one per
 * card). The counts are over the scorecards the caller may read (SPEC C9):
 * a member still to judge an application counts only its own.
 */
export async function listBoardCardsOf(
  db: Db,
  principal: Principal,
  vacancyId: number,
  page: Page,
  filter: { StageId?: number; Status?: ApplicationStatus },
): Promise<BoardCardRow[]> {
  await getVacancy(db, vacancyId)
  if (filter.StageId !== undefined && !(await findStage(db, vacancyId, filter.StageId)))
    throw errors.stageNotFound(filter.StageId, 'StageId')
  const stage = { stageId: filter.StageId, status: filter.Status }
  return listBoardCards(db, vacancyId, visibilityOf(principal), scorecardSeenBy(principal, 's'), page, stage, nowIso())
}

/** An application's history, with the application (whose candidate the audit row names). */
export async function applicationHistory(
  db: Db,
  principal: Principal,
  id: number,
  page: Page,
): Promise<{ application: ApplicationRow; history: ApplicationHistoryRow[] }> {
  const application = await getApplication(db, principal, id)
  return { application, history: await apps.listHistory(db, id, page) }
}

/**
 * Moves an active application to another stage of its vacancy. With
 * `ExpectedStageId`, only if it is still there: of two people moving the same
 * card from the same stage, the second gets `stage_conflict` and nothing
 * changes. A move to the stage it is in changes nothing and records nothing.
 * The Move is the engine's (one statement on PostgreSQL); its event is
 * written in the same transaction, only when it moved.
 */
export async function moveApplication(
  db: Db,
  principal: Principal,
  id: number,
  input: { StageId: number; ExpectedStageId?: number },
): Promise<ApplicationRow> {
  const outcome = await db.transaction().execute(async (trx) => {
    const moved = await apps.moveApplication(trx, {
      id,
      to: input.StageId,
      expected: input.ExpectedStageId ?? null,
      at: nowIso(),
      by: principal.memberId,
      visibility: visibilityOf(principal),
    })
    if (moved.after) await recordEvent(trx, applicationEvent('application.moved', principal, moved.after))
    return moved
  })
  if (!outcome.before) throw errors.applicationNotFound(id)
  if (outcome.after) return outcome.after
  // Nothing moved: say why, if it was refused; a Move to the stage it is in changes nothing.
  refuseMove(outcome.before, input, outcome.stageOfVacancy)
  return outcome.before
}

/** Why a Move of this application cannot happen, if it cannot: a stage of another vacancy, a closed application, a moved card. */
function refuseMove(current: ApplicationRow, input: { StageId: number; ExpectedStageId?: number }, stageOfVacancy: boolean): void {
  if (!stageOfVacancy) throw errors.stageNotFound(input.StageId, 'StageId')
  requireActive(current)
  if (input.ExpectedStageId !== undefined && input.ExpectedStageId !== current.stage_id) {
    throw errors.conflict('stage_conflict', 'The application is no longer in the expected stage: someone else moved it.')
  }
}

/**
 * With `sendEmail`, the candidate gets the `application_rejected` email,
 * written in the same transaction; the reason is internal and never in it.
 * A candidate without an address then refuses the whole change (409
 * `candidate_has_no_email`): the caller asked for an email that cannot be.
 */
/** With `opts.email`, the rejection email is written too, with those settings. */
export function rejectApplication(db: Db, principal: Principal, id: number, reason: string, opts: { email?: MailSettings } = {}) {
  const mail = opts.email
  return change(
    db,
    principal,
    id,
    'application.rejected',
    (_trx, current) => {
      requireActive(current)
      return Promise.resolve({ status: 'rejected', rejection_reason: reason, reason })
    },
    mail ? (trx, updated) => rejectionEmail(trx, mail, principal, updated) : undefined,
  )
}

async function rejectionEmail(trx: Db, mail: MailSettings, principal: Principal, application: ApplicationRow): Promise<void> {
  const email = await queueTemplateEmail(trx, {
    mail,
    template: 'application_rejected',
    candidateId: application.candidate_id,
    vacancyId: application.vacancy_id,
    createdById: principal.memberId,
    by: principal,
  })
  if (!email) throw errors.candidateHasNoEmail(application.candidate_id)
}

export function withdrawApplication(db: Db, principal: Principal, id: number, reason: string | undefined) {
  return close(db, principal, id, 'withdrawn', reason ?? null, 'application.withdrawn')
}

export function hireApplication(db: Db, principal: Principal, id: number) {
  return close(db, principal, id, 'hired', null, 'application.hired')
}

/** Back to `active` in the stage it was closed in; the reason is cleared. */
export function reopenApplication(db: Db, principal: Principal, id: number) {
  return change(db, principal, id, 'application.reopened', (_trx, current) => {
    if (current.status === 'active') throw errors.conflict('application_open', 'The application is active already.')
    return Promise.resolve({ status: 'active', rejection_reason: null })
  })
}

function close(db: Db, principal: Principal, id: number, status: ApplicationStatus, reason: string | null, event: EventType) {
  return change(db, principal, id, event, (_trx, current) => {
    requireActive(current)
    return Promise.resolve({ status, rejection_reason: reason, reason })
  })
}

function requireActive(current: ApplicationRow): void {
  if (current.status !== 'active')
    throw errors.conflict('application_closed', `The application is ${current.status}; only an active one can change.`)
}

interface Change {
  stage_id?: number
  status?: string
  rejection_reason?: string | null
  /** The reason recorded in the history, when there is one. */
  reason?: string | null
}

/**
 * One change of an application, decided on its locked current row and
 * recorded in its history and as `event` in the same transaction. `decide`
 * answers the change, or undefined for none (nothing written, the row
 * answered as is).
 */
async function change(
  db: Db,
  principal: Principal,
  id: number,
  event: EventType,
  decide: (trx: Db, current: ApplicationRow) => Promise<Change | undefined>,
  /** What else the change writes, in its transaction, before its event. */
  alongside?: (trx: Db, updated: ApplicationRow) => Promise<void>,
): Promise<ApplicationRow> {
  return db.transaction().execute(async (trx) => {
    const current = await apps.lockApplication(trx, id, visibilityOf(principal))
    if (!current) throw errors.applicationNotFound(id)
    const decided = await decide(trx, current)
    if (!decided) return current
    const { reason = null, ...values } = decided
    const now = nowIso()
    const updated = await apps.updateApplication(trx, id, { ...values, updated_date: now })
    await apps.insertHistory(trx, historyEntry(principal, now, current, updated, reason))
    if (alongside) await alongside(trx, updated)
    await recordEvent(trx, applicationEvent(event, principal, updated))
    return updated
  })
}

function applicationEvent(type: EventType, principal: Principal, row: ApplicationRow) {
  return {
    type,
    actorId: principal.memberId,
    candidateId: row.candidate_id,
    data: toApplication(row),
    subject: { vacancyId: row.vacancy_id },
    by: principal,
  }
}

function historyEntry(principal: Principal, at: string, before: ApplicationRow | undefined, after: ApplicationRow, reason: string | null) {
  return {
    application_id: after.id,
    from_stage_id: before?.stage_id ?? null,
    to_stage_id: after.stage_id,
    from_status: before?.status ?? null,
    to_status: after.status,
    reason,
    changed_by_id: principal.memberId,
    changed_date: at,
  }
}
