import type { Kysely } from 'kysely'
import type { Tables } from '../tables.js'

/** A database handle or an open transaction: repositories accept either; callers own transactions. */
export type Db = Kysely<Tables>

/**
 * The filter every note read applies (decided in domain/access.ts): private
 * notes reach only their author, whatever the role; hiring managers see only
 * notes sent to the hiring team.
 */
export interface NoteVisibility {
  readonly viewerId: number
  readonly hiringTeamOnly: boolean
}

/** Keyset paging: rows with an id above `after`, at most `limit`. */
export interface Page {
  readonly after: number
  readonly limit: number
}
