import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Db } from './types.js'

/** What `ats retention` asks of the store (domain/privacy/retention.ts decides what it means). */
export interface RetentionQuery {
  /** No change at or after this time (ISO 8601): the candidate is inactive. */
  readonly inactiveBefore: string
  /** A `retention` consent given at or after this time keeps it. */
  readonly consentSince: string
  /** The record anonymization leaves: such a candidate holds nothing personal and is kept for the statistics. */
  readonly anonymized: { readonly firstName: string; readonly lastName: string }
  /** Only this candidate (the check made again in its erasure's transaction). */
  readonly id?: number
}

export interface InactiveCandidate {
  readonly id: number
  /** Kept: it gave a `retention` consent since `consentSince`. */
  readonly consented: boolean
  /** Kept: it is anonymized already. */
  readonly anonymized: boolean
}

/**
 * The candidate `c` changed at or after `since`: its record, or anything
 * held about it (an application or its history, a note, a flag, a document,
 * a careers submission, an interview changed or still to come, a
 * scorecard, an email). Dates are ISO 8601 text on both engines: compared
 * as text, in order.
 */
function activeSince(since: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(c.updated_date >= ${since}
    or exists (select 1 from applications a where a.candidate_id = c.id and a.updated_date >= ${since})
    or exists (select 1 from application_history h join applications a on a.id = h.application_id
      where a.candidate_id = c.id and h.changed_date >= ${since})
    or exists (select 1 from notes n where n.candidate_id = c.id and n.updated_date >= ${since})
    or exists (select 1 from flags f where f.candidate_id = c.id and f.created_date >= ${since})
    or exists (select 1 from documents d where d.candidate_id = c.id and d.created_date >= ${since})
    or exists (select 1 from submissions s where s.candidate_id = c.id and s.submitted_date >= ${since})
    or exists (select 1 from interviews i join applications a on a.id = i.application_id
      where a.candidate_id = c.id and (i.updated_date >= ${since} or i.end_date >= ${since}))
    or exists (select 1 from scorecards sc join applications a on a.id = sc.application_id
      where a.candidate_id = c.id and sc.updated_date >= ${since})
    or exists (select 1 from emails e where e.candidate_id = c.id and e.created_date >= ${since}))`
}

/** The candidates with no change since `inactiveBefore`, oldest first, each with why it would be kept. */
export async function inactiveCandidates(db: Db, q: RetentionQuery): Promise<InactiveCandidate[]> {
  let query = db
    .selectFrom('candidates as c')
    .select((eb) => [
      'c.id',
      eb
        .exists(
          eb
            .selectFrom('consents as k')
            .select('k.id')
            .whereRef('k.candidate_id', '=', 'c.id')
            .where('k.purpose', '=', 'retention')
            .where('k.given_date', '>=', q.consentSince),
        )
        .as('consented'),
      eb
        .and([
          eb('c.first_name', '=', q.anonymized.firstName),
          eb('c.last_name', '=', q.anonymized.lastName),
          eb('c.email', 'is', null),
          eb('c.phone', 'is', null),
          eb('c.document_id', 'is', null),
        ])
        .as('anonymized'),
    ])
    .where(sql<SqlBool>`not ${activeSince(q.inactiveBefore)}`)
    .orderBy('c.id')
  if (q.id !== undefined) query = query.where('c.id', '=', q.id)
  const rows = await query.execute()
  // SQLite answers booleans as 0/1, PostgreSQL as true/false.
  return rows.map((r) => ({ id: r.id, consented: Boolean(r.consented), anonymized: Boolean(r.anonymized) }))
}
