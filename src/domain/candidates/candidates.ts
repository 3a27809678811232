import { errors } from '../../errors/catalog.js'
import * as repo from '../../store/repositories/candidate.repository.js'
import { indexCandidate } from '../../store/repositories/search.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import type { CandidateRow } from '../../store/tables.js'
import { visibilityOf, type Actor, type Principal } from '../access/index.js'
import { nowIso } from '../clock.js'
import { recordEvent } from '../changes/index.js'
import { toCandidate } from '../representations/index.js'

export interface CandidateFields {
  FirstName: string
  LastName: string
  Email?: string | null
  Phone?: string | null
}

/** The candidate, with its name and email in the search index and its event in the same transaction. */
export function createCandidate(db: Db, actor: Actor | null, input: CandidateFields): Promise<CandidateRow> {
  const now = nowIso()
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertCandidate(trx, {
      first_name: input.FirstName,
      last_name: input.LastName,
      email: input.Email ?? null,
      phone: input.Phone ?? null,
      document_id: null,
      created_date: now,
      updated_date: now,
    })
    await indexCandidate(trx, row, 'new')
    await recordEvent(trx, {
      type: 'candidate.created',
      actorId: actor?.memberId ?? null,
      candidateId: row.id,
      data: toCandidate(row),
      by: actor,
    })
    return row
  })
}

/** A candidate the viewer may not see is answered exactly like one that does not exist. */
export async function getCandidate(db: Db, principal: Principal, id: number): Promise<CandidateRow> {
  const row = await repo.findCandidate(db, id, visibilityOf(principal))
  if (!row) throw errors.candidateNotFound(id)
  return row
}

/** PUT replaces the editable fields; omitted optional fields become null. */
export async function replaceCandidate(db: Db, actor: Actor | null, id: number, input: CandidateFields): Promise<CandidateRow> {
  const row = await db.transaction().execute(async (trx) => {
    const updated = await repo.updateCandidate(trx, id, {
      first_name: input.FirstName,
      last_name: input.LastName,
      email: input.Email ?? null,
      phone: input.Phone ?? null,
      updated_date: nowIso(),
    })
    if (updated) {
      await indexCandidate(trx, updated, 'changed')
      await recordEvent(trx, {
        type: 'candidate.updated',
        actorId: actor?.memberId ?? null,
        candidateId: id,
        data: toCandidate(updated),
        by: actor,
      })
    }
    return updated
  })
  if (!row) throw errors.candidateNotFound(id)
  return row
}

/**
 * The candidate's sub-resources (notes, flags) answer 400, never 404, when
 * the candidate is missing: the original interface has no 404 there.
 */
export async function requireCandidateForSubresource(db: Db, principal: Principal, id: number): Promise<void> {
  if (!(await repo.candidateExists(db, id, visibilityOf(principal)))) throw errors.candidateNotFound(id, 400)
}

/**
 * Candidates oldest first, one page (and one row more, to tell whether
 * another follows); `q` matches a name or the email, `ids` names them.
 */
export function listCandidates(db: Db, principal: Principal, page: Page, filter: repo.CandidateFilter = {}): Promise<CandidateRow[]> {
  return repo.listCandidates(db, visibilityOf(principal), page, filter)
}
