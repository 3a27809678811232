import { cleanErasedRows } from '../../store/repositories/anonymization.repository.js'
import type { Db } from '../../store/repositories/types.js'
import { VACUUM_ERASED, VACUUM_ERASED_ATTEMPTS } from '../../store/sql/erased-tables.js'

/**
 * The job an erasure leaves where the engine removes its bytes later (SPEC C7): on PostgreSQL, the
 * VACUUM of the tables erasures touch, within the bound docs/OPERATIONS.md states.
 */
export const CLEAN_ERASED = VACUUM_ERASED
export const CLEAN_ERASED_ATTEMPTS = VACUUM_ERASED_ATTEMPTS

export function cleanErased(db: Db): Promise<void> {
  return cleanErasedRows(db)
}
