/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any> (see migrations/) */
import { sql, type Kysely } from 'kysely'

/**
 * SQLite cannot change a column's constraints in place: the table is made
 * anew, as SQLite's documentation lays out ("Making Other Kinds Of Table
 * Schema Changes"). Foreign keys are off while the old table goes (dropping
 * it would otherwise cascade into the tables that refer to it, such as an
 * application's history), the copy, the swap and the indexes are one
 * transaction, and the foreign keys are checked before it commits. The id
 * sequence (AUTOINCREMENT) is carried over, so an id deleted at the top is
 * still never given twice.
 */
export async function rebuildWithoutNotNull(db: Kysely<any>, table: string, column: string): Promise<void> {
  const found = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db)
  const createSql = found.rows[0]?.sql
  if (!createSql) throw new Error(`No table ${table} to rebuild.`)
  // Kysely wrote the column as `"name" type not null ...`: the constraint goes, the rest stays.
  const columnDefinition = new RegExp(`("${column}"\\s+\\w+)\\s+not null`, 'i')
  // Nullable already (a migration undone and done again): nothing to change.
  if (!columnDefinition.test(createSql)) return
  const temp = `${table}_rebuilt`
  const newSql = createSql.replace(columnDefinition, '$1').replace(/^create table\s+("?)[A-Za-z_]+\1/i, `create table "${temp}"`)
  const indexes = await sql<{
    sql: string
  }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db)
  const triggers = await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(db)
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db)

  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(newSql).execute(trx)
      await sql`insert into ${sql.table(temp)} select * from ${sql.table(table)}`.execute(trx)
      await sql`drop table ${sql.table(table)}`.execute(trx)
      await sql`alter table ${sql.table(temp)} rename to ${sql.table(table)}`.execute(trx)
      for (const { sql: statement } of [...indexes.rows, ...triggers.rows]) await sql.raw(statement).execute(trx)
      const seq = sequence.rows[0]?.seq
      if (seq !== undefined) {
        const copied = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(trx)
        await sql`delete from sqlite_sequence where name = ${table}`.execute(trx)
        await sql`insert into sqlite_sequence (name, seq) values (${table}, ${Math.max(seq, copied.rows[0]?.seq ?? 0)})`.execute(trx)
      }
      const broken = await sql`pragma foreign_key_check`.execute(trx)
      if (broken.rows.length > 0) throw new Error(`Rebuilding ${table} left ${broken.rows.length} broken foreign keys.`)
    })
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}
