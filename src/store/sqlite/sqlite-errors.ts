import type { DbErrorKind } from '../db-errors.js'

/** better-sqlite3's extended result codes, by the kind the domain knows them as (db-errors.ts). */
export const SQLITE_ERROR_KINDS: Readonly<Record<string, DbErrorKind>> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  SQLITE_BUSY: 'busy',
  SQLITE_LOCKED: 'busy',
}
