import type PgModule from 'pg'

/**
 * The SQL of the reads on the hot path of every request (sql/prepared-query.ts,
 * the generation read), each with a statement name of its own.
 *
 * On PostgreSQL they run as named prepared statements: parsed and planned
 * once per connection, then only bound and executed, which took a notes
 * read from about 420 to 280 µs on a shared 2-core machine. They select
 * their columns by name, never `*`: a column added by a newer instance's
 * migration during a rolling upgrade then leaves their result unchanged,
 * where a prepared `select *` would fail ("cached plan must not change
 * result type"). Every other query stays unnamed, so nothing unbounded is
 * kept on the server. SQLite caches every statement by its text already
 * (sqlite/sqlite-statement-cache.ts).
 */
export class HotStatements {
  readonly #names = new Map<string, string>()

  /** Names a statement; the store registers them all when it opens (postgres-database.ts). */
  add(sql: string): void {
    if (!this.#names.has(sql)) this.#names.set(sql, `ats_hot_${this.#names.size + 1}`)
  }

  nameOf(sql: string): string | undefined {
    return this.#names.get(sql)
  }
}

/**
 * A pg Client that runs the registered statements by name. Kysely and the
 * pool pass SQL text and values; that is the one form recognised here.
 */
export function namingClient(pg: typeof PgModule, statements: HotStatements): typeof PgModule.Client {
  // pg's query() has a dozen overloads that a subclass cannot restate one by one: this one
  // override takes any of them (hence `any`) and passes every call but the one form above
  // through unchanged.
  /* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-confusing-void-expression */
  return class NamingClient extends pg.Client {
    override query(config: any, values?: any, callback?: any): any {
      const name = typeof config === 'string' && (values === undefined || Array.isArray(values)) ? statements.nameOf(config) : undefined
      if (name === undefined) return super.query(config, values, callback)
      return super.query({ name, text: config, values }, callback)
    }
  }
  /* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-confusing-void-expression */
}
