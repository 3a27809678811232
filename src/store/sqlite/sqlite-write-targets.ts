import type BetterSqlite3 from 'better-sqlite3'

/**
 * Tables no kept answer, verified token or kept document row reads (the
 * readers of the store generation: hot-reads/, domain/access/authenticate.ts,
 * stores.ts `documentRows`): the audit log's rows, the job queue and the
 * record of webhook deliveries. A write to these alone leaves the generation
 * where it was (docs/decisions/group-commit.md). A table joins this list only
 * once no reader of the generation reads it.
 */
export const TABLES_NO_KEPT_ANSWER_READS: ReadonlySet<string> = new Set(['audit_events', 'jobs', 'webhook_deliveries'])

// Every way a statement names the table it writes: INSERT [OR x] INTO, REPLACE INTO, UPDATE [OR x], DELETE FROM.
// A false match (an upsert's `do update set`) names no such table, so it counts as a write elsewhere: only ever too many.
const WRITE_TARGET =
  /\b(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+(?:main\s*\.\s*)?["`[]?(\w+)/gi

/**
 * Whether the writing statement `sql` provably changes rows of `tables`
 * only: every table it names as a target is one of them, it names at least
 * one, and none of those fires a trigger or has rows that a foreign key's
 * action could change elsewhere. Asked once per statement, when it is
 * prepared (the schema is complete by then: migrations run at open). Any
 * doubt answers false.
 */
export function writesOnlyTo(db: BetterSqlite3.Database, sql: string, tables: ReadonlySet<string>): boolean {
  const targets = [...sql.matchAll(WRITE_TARGET)].map((m) => (m[1] ?? '').toLowerCase())
  if (targets.length === 0 || !targets.every((t) => tables.has(t))) return false
  return targets.every((t) => !hasTriggersOrDependents(db, t))
}

function hasTriggersOrDependents(db: BetterSqlite3.Database, table: string): boolean {
  const trigger = db.prepare(`select 1 from sqlite_master where type = 'trigger' and lower(tbl_name) = ?`).get(table)
  const dependent = db
    .prepare(`select 1 from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table' and lower(f."table") = ?`)
    .get(table)
  return trigger !== undefined || dependent !== undefined
}
