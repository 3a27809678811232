import type BetterSqlite3 from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'
import { LRUCache } from 'lru-cache'
import { writesOnlyTo } from './sqlite-write-targets.js'

/**
 * Told after a statement that may have written: `moves` is false when it
 * provably changed no table a kept answer reads (`unread`), or only ended a
 * transaction (its statements told already); what a sync to disk must cover
 * either way.
 */
export type OnWrite = (moves: boolean) => void

// Transaction control is `readonly` to SQLite, yet a commit is where a transaction's writes reach the WAL file.
const ENDS_TRANSACTION = /^\s*(?:commit|end|rollback|release)\b/i

/**
 * Kysely prepares every query anew; compiling SQL costs more than running a
 * small query, and the application only ever issues a few hundred distinct
 * statements (values travel as parameters). So prepared statements are kept
 * and reused, the least recently used first out (lru-cache). Safe because better-sqlite3 is
 * synchronous and Kysely never iterates a statement while running another.
 *
 * `onWrite` runs after every statement that can change the database (SQLite's
 * own verdict: `readonly` is false), whether it succeeded or not, so that
 * in-process caches learn of this process's writes, and after every end of
 * a transaction, so that a sync to disk covers its commit (OnWrite).
 *
 * Rows are read as arrays and made into objects here: better-sqlite3 builds
 * each row object through V8's API one property at a time, which took about
 * half the time of a 20-row read; a plain JavaScript object costs a fraction
 * of that. The objects are the same (column names as keys, the last of two
 * equal names winning).
 */
export function withStatementCache(
  db: BetterSqlite3.Database,
  onWrite: OnWrite,
  capacity = 500,
  unread: ReadonlySet<string> = new Set(),
): SqliteDatabase {
  const cache = new LRUCache<string, SqliteStatement>({ max: capacity })
  const moving = () => onWrite(true)
  const still = () => onWrite(false)
  const signalOf = (prepared: BetterSqlite3.Statement, sql: string) => {
    if (!prepared.readonly) return writesOnlyTo(db, sql, unread) ? still : moving
    return ENDS_TRANSACTION.test(sql) ? still : undefined
  }
  return {
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql)
      if (!statement) {
        const prepared = db.prepare(sql)
        statement = kyselyStatement(prepared, signalOf(prepared, sql))
        cache.set(sql, statement)
      }
      return statement
    },
    close() {
      cache.clear()
      db.close()
    },
  }
}

/**
 * The subset of a statement Kysely's driver uses. Rows come back as objects
 * made from raw arrays; `onWrite`, when given, runs after each run.
 */
function kyselyStatement(statement: BetterSqlite3.Statement, onWrite: (() => void) | undefined): SqliteStatement {
  const toRow = statement.reader ? rowMaker(statement) : undefined
  const after = onWrite ?? (() => {})
  return {
    reader: statement.reader,
    all(parameters: readonly unknown[]) {
      try {
        const rows = statement.all(parameters) as unknown[][]
        return toRow ? rows.map(toRow) : rows
      } finally {
        after()
      }
    },
    run(parameters: readonly unknown[]) {
      try {
        return statement.run(parameters)
      } finally {
        after()
      }
    },
    *iterate(parameters: readonly unknown[]) {
      try {
        for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toRow ? toRow(row) : row
      } finally {
        after()
      }
    },
  }
}

function rowMaker(statement: BetterSqlite3.Statement): (values: unknown[]) => Record<string, unknown> {
  statement.raw(true)
  const names = statement.columns().map((c) => c.name)
  return (values) => {
    const row: Record<string, unknown> = {}
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i < names.length; this runs for every column of every row
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i]
    return row
  }
}
