import type BetterSqlite3 from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'

/**
 * Kysely prepares every query anew; compiling SQL costs more than running a
 * small query, and the application only ever issues a few hundred distinct
 * statements (values travel as parameters). So prepared statements are kept
 * and reused, least recently used first out. Safe because better-sqlite3 is
 * synchronous and Kysely never iterates a statement while running another.
 */
export function withStatementCache(db: BetterSqlite3.Database, capacity = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>()
  return {
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql)
      if (statement) {
        cache.delete(sql)
      } else {
        statement = db.prepare(sql) as unknown as SqliteStatement
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
