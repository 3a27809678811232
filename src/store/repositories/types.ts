import type { Kysely } from 'kysely'
import type { Tables } from '../tables.js'

/** A database handle or an open transaction: repositories accept either; callers own transactions. */
export type Db = Kysely<Tables>

/**
 * The filter every read applies (decided in domain/access/access.ts, applied in
 * SQL): private notes reach only their author, whatever the role; a hiring
 * manager sees candidates, applications and notes only through the hiring
 * teams it sits on.
 */
export interface Visibility {
  readonly viewerId: number
  readonly hiringTeamOnly: boolean
}

/** The resources a candidate's events are about, each read under its own rules (event.repository.ts). */
export type EventKind = 'candidate' | 'document' | 'note' | 'flag' | 'application' | 'email' | 'interview' | 'scorecard'

/**
 * What a reader sees of a candidate's activity (decided in domain/access/access.ts
 * `activityOf`): the events of the kinds it may read, under its visibility.
 */
export interface ActivityVisibility extends Visibility {
  readonly kinds: readonly EventKind[]
}

/** Keyset paging: rows with an id above `after`, at most `limit`. */
export interface Page {
  readonly after: number
  readonly limit: number
}
