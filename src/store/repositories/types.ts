import type { Kysely } from 'kysely'
import type { Tables } from '../tables.js'

/** A database handle or an open transaction: repositories accept either; callers own transactions. */
export type Db = Kysely<Tables>

/** Keyset paging: rows with an id above `after`, at most `limit`. */
export interface Page {
  readonly after: number
  readonly limit: number
}
