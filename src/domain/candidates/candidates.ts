import { errors } from '../../errors/catalog.js'
import { timeZoneName } from '../../shared/time-zone.js'
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
  /** An IANA name, or null for the service's zone; left out of a replacement, the stored one stays (SPEC C9). */
  TimeZone?: string | null
}

/** A candidate's `TimeZone` as kept: a known IANA name in its own spelling, or null; anything else is 400 naming it. */
function checkedTimeZone(value: string | null): string | null {
  if (value === null) return null
  const name = timeZoneName(value)
  if (name === undefined) throw errors.validation('TimeZone', 'must be an IANA time zone name such as Europe/Berlin, or null')
  return name
}

/** The candidate, with its name and email in the search index and its event in the same transaction. */
export function createCandidate(db: Db, actor: Actor | null, input: CandidateFields): Promise<CandidateRow> {
  const now = nowIso()
  const timeZone = checkedTimeZone(input.TimeZone ?? null)
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertCandidate(trx, {
      first_name: input.FirstName,
      last_name: input.LastName,
      email: input.Email ?? null,
      phone: input.Phone ?? null,
      time_zone: timeZone,
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

/**
 * PUT replaces the editable fields; omitted optional fields become null,
 * except `TimeZone`, which a client written before it existed would
 * otherwise erase at every change (the careers form sets it): left out, it stays.
 */
export async function replaceCandidate(db: Db, actor: Actor | null, id: number, input: CandidateFields): Promise<CandidateRow> {
  const timeZone = input.TimeZone === undefined ? undefined : checkedTimeZone(input.TimeZone)
  const row = await db.transaction().execute(async (trx) => {
    const updated = await repo.updateCandidate(trx, id, {
      first_name: input.FirstName,
      last_name: input.LastName,
      email: input.Email ?? null,
      phone: input.Phone ?? null,
      ...(timeZone !== undefined && { time_zone: timeZone }),
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
