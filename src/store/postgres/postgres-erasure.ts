import { sql } from 'kysely'
import { ERASED_TABLES } from '../sql/erased-tables.js'
import type { Db } from '../sql/db.js'

/**
 * After an erasure committed (SPEC C7): VACUUM of the tables it touched, so
 * that its rows' dead versions are removed from their pages and indexes at
 * once rather than when autovacuum comes by. Plain VACUUM takes no lock that
 * stops reads or writes; it only waits for transactions that began before
 * the erasure and could still see the rows. What it leaves (bytes in free
 * space until reused, keys of the GIN index, the server's WAL and backups)
 * and what an operator runs for them is in docs/OPERATIONS.md.
 */
export async function finishPostgresErasure(db: Db): Promise<void> {
  await sql`vacuum ${sql.join(ERASED_TABLES.map((t) => sql.table(t)))}`.execute(db)
}
