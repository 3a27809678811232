import type { Visibility } from '../sql/db.js'

// Defined beside the SQL that repositories and engines share (sql/db.ts); named here too, where the domain reads them.
export type { Db, Reach, Visibility } from '../sql/db.js'

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
