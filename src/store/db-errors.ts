/**
 * Driver errors of SQLite and PostgreSQL, translated into the few kinds the
 * domain cares about. Everything else is an internal error.
 */
export type DbErrorKind = 'unique' | 'foreign_key' | 'busy'

export function dbErrorKind(err: unknown): DbErrorKind | undefined {
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return undefined
  switch (code) {
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
    case '23505':
      return 'unique'
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
    case '23503':
      return 'foreign_key'
    case 'SQLITE_BUSY':
    case 'SQLITE_LOCKED':
    case '40001':
    case '40P01':
      return 'busy'
    default:
      return undefined
  }
}
