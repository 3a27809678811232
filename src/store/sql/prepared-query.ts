import type { Compilable, CompiledQuery } from 'kysely'
import type { Db } from './db.js'

/** Stands for the n-th argument while a query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

interface Prepared {
  readonly query: CompiledQuery
  /** For each compiled parameter: the argument it takes, or -1 for a constant. */
  readonly slots: readonly number[]
}

/**
 * A read on the hot path of every request, built and compiled once per
 * database and then run with new values: building and compiling a Kysely
 * query costs more than running a small indexed one. `build` must hand each
 * argument to Kysely as a value as it is (no arithmetic, no branching on it);
 * queries whose shape depends on an argument are separate prepared queries.
 * They name their columns (see ../postgres/postgres-hot-statements.ts), never `selectAll()`.
 */
export interface PreparedQuery<A extends unknown[], R> {
  (db: Db, ...args: A): Promise<R[]>
  /** The SQL this query compiles to on `db`'s dialect (repositories/hot-queries.ts: PostgreSQL names it). */
  sqlFor(db: Db): string
}

export function preparedQuery<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>): PreparedQuery<A, R> {
  // Compiled SQL per database: it depends on the dialect only, holds no data and cannot go stale. Kept by the
  // dialect's adapter, which a database handle shares with each of its transactions: every transaction is a
  // handle of its own, and keyed by the handle, a query run in one was built and compiled again each time.
  const compiled = new WeakMap<object, Prepared>()
  const prepared = (db: Db): Prepared => {
    const key = db.getExecutor().adapter
    let p = compiled.get(key)
    if (!p) {
      const query = build(db, ...(Array.from({ length: build.length - 1 }, (_, i) => new Slot(i)) as A)).compile()
      p = { query, slots: query.parameters.map((v) => (v instanceof Slot ? v.index : -1)) }
      compiled.set(key, p)
    }
    return p
  }
  const run = async (db: Db, ...args: A): Promise<R[]> => {
    const { query, slots } = prepared(db)
    const parameters = slots.map((slot, i) => (slot >= 0 ? args[slot] : query.parameters[i]))
    const result = await db.executeQuery<R>({ ...query, parameters })
    return result.rows
  }
  return Object.assign(run, { sqlFor: (db: Db) => prepared(db).query.sql })
}
