import { POSTGRES_ERROR_KINDS } from './postgres/postgres-errors.js'
import { SQLITE_ERROR_KINDS } from './sqlite/sqlite-errors.js'

/**
 * Driver errors translated into the few kinds the domain cares about; each
 * engine lists its own codes (`<engine>/<engine>-errors.ts`), and their codes
 * never collide. Everything else is an internal error.
 */
export type DbErrorKind = 'unique' | 'foreign_key' | 'busy'

const KINDS: ReadonlyMap<string, DbErrorKind> = new Map([...Object.entries(SQLITE_ERROR_KINDS), ...Object.entries(POSTGRES_ERROR_KINDS)])

export function dbErrorKind(err: unknown): DbErrorKind | undefined {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' ? KINDS.get(code) : undefined
}
