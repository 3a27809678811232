import { errors } from '../../errors/catalog.js'
import { dbErrorKind } from '../../store/db-errors.js'
import * as flags from '../../store/repositories/flag.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import type { FlagRow } from '../../store/tables.js'
import { visibilityOf, type Principal } from '../access/index.js'
import { requireCandidateForSubresource } from './candidates.js'
import { nowIso } from '../clock.js'
import { recordEvent } from '../changes/index.js'
import { toFlag } from '../representations/index.js'

export async function listFlags(db: Db, principal: Principal, candidateId: number, page: Page): Promise<FlagRow[]> {
  const rows = await flags.listFlags(db, candidateId, visibilityOf(principal), page)
  // A flag proves its candidate exists (foreign key); only an empty page needs the extra read.
  if (rows.length === 0) await requireCandidateForSubresource(db, principal, candidateId)
  return rows
}

/** The flags of several candidates at once (a board's cards): a candidate missing or unseen simply has none. */
export function listFlagsOf(db: Db, principal: Principal, candidateIds: readonly number[], page: Page): Promise<FlagRow[]> {
  return flags.listFlagsOf(db, candidateIds, visibilityOf(principal), page)
}

export async function createFlag(
  db: Db,
  principal: Principal,
  candidateId: number,
  input: { FlagType: 1 | 2; Note: string },
): Promise<FlagRow> {
  await requireCandidateForSubresource(db, principal, candidateId)
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await flags.insertFlag(trx, {
        candidate_id: candidateId,
        flag_type: input.FlagType,
        note: input.Note,
        created_by_id: principal.memberId,
        created_date: nowIso(),
      })
      await recordEvent(trx, { type: 'flag.created', actorId: principal.memberId, candidateId, data: toFlag(row), by: principal })
      return row
    })
  } catch (err) {
    if (dbErrorKind(err) === 'foreign_key') throw errors.candidateNotFound(candidateId, 400)
    throw err
  }
}

/** Flags are the team's judgement, not a personal remark: anyone with flags:write may remove one. */
export async function deleteFlag(db: Db, principal: Principal, candidateId: number, flagId: number): Promise<void> {
  await requireCandidateForSubresource(db, principal, candidateId)
  await db.transaction().execute(async (trx) => {
    if (!(await flags.deleteFlag(trx, candidateId, flagId))) throw errors.flagNotFound(flagId)
    await recordEvent(trx, { type: 'flag.deleted', actorId: principal.memberId, candidateId, data: { Id: flagId }, by: principal })
  })
}
