import type { Kysely } from 'kysely'
import type { Tables } from '../tables.js'

/** A database handle or an open transaction: repositories and engines accept either; callers own transactions. */
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
