import type { DbErrorKind } from '../db-errors.js'

/** PostgreSQL's SQLSTATE codes, by the kind the domain knows them as (db-errors.ts). */
export const POSTGRES_ERROR_KINDS: Readonly<Record<string, DbErrorKind>> = {
  // unique_violation, foreign_key_violation
  '23505': 'unique',
  '23503': 'foreign_key',
  // serialization_failure, deadlock_detected
  '40001': 'busy',
  '40P01': 'busy',
}
