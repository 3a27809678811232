import type { Kysely } from 'kysely'
import type { Tables } from '../tables.js'

/** A database handle or an open transaction: repositories and engines accept either; callers own transactions. */
export type Db = Kysely<Tables>

/**
 * The filter every read applies (decided in domain/access/access.ts, applied in
 * SQL by sql/team-scope.ts): private notes reach only their author, whatever
 * the role; how far the viewer sees candidates, applications, interviews and
 * notes is its `reach`.
 */
export interface Visibility {
  readonly viewerId: number
  /**
   * `all`: every candidate (admins, recruiters); `hiring_team`: through the
   * hiring teams the viewer sits on (SPEC C3); `interviews`: through the
   * scheduled interviews it sits on (SPEC C18).
   */
  readonly reach: Reach
}

export type Reach = 'all' | 'hiring_team' | 'interviews'
