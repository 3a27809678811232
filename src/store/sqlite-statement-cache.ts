import type BetterSqlite3 from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'

/**
 * Kysely prepares every query anew; compiling SQL costs more than running a
 * small query, and the application only ever issues a few hundred distinct
 * statements (values travel as parameters). So prepared statements are kept
 * and reused, least recently used first out. Safe because better-sqlite3 is
 * synchronous and Kysely never iterates a statement while running another.
 *
 * `onWrite` runs after every statement that can change the database (SQLite's
 * own verdict: `readonly` is false), whether it succeeded or not, so that
 * in-process caches learn of this process's writes.
 */
export function withStatementCache(db: BetterSqlite3.Database, onWrite: () => void, capacity = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>()
  return {
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql)
      if (statement) {
        cache.delete(sql)
      } else {
        const prepared = db.prepare(sql)
        statement = (prepared.readonly ? prepared : signallingWrites(prepared, onWrite)) as unknown as SqliteStatement
        if (cache.size >= capacity) cache.delete(cache.keys().next().value!)
      }
      cache.set(sql, statement)
      return statement
    },
    close() {
      cache.clear()
      db.close()
    },
  }
}

/** The subset of a statement Kysely's driver uses, calling `onWrite` after each run. */
function signallingWrites(statement: BetterSqlite3.Statement, onWrite: () => void) {
  return {
    reader: statement.reader,
    all(parameters: readonly unknown[]) {
      try {
        return statement.all(parameters)
      } finally {
        onWrite()
      }
    },
    run(parameters: readonly unknown[]) {
      try {
        return statement.run(parameters)
      } finally {
        onWrite()
      }
    },
    *iterate(parameters: readonly unknown[]) {
      try {
        yield* statement.iterate(parameters)
      } finally {
        onWrite()
      }
    },
  }
}
