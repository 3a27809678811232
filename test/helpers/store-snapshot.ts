import type { Stores } from '../../src/store/stores.js'

export const TABLES = [
  'members',
  'tokens',
  'candidates',
  'vacancies',
  'notes',
  'flags',
  'documents',
  'stages',
  'applications',
  'application_history',
  'submissions',
  'consents',
] as const

/**
 * Everything the stores hold, as one comparable value: every row of every
 * table in a stable order, and every blob key. Two equal snapshots mean that
 * nothing was written in between.
 */
export async function storeSnapshot(stores: Stores): Promise<{ tables: Record<string, unknown[]>; blobs: string[] }> {
  const db = stores.database.db
  const tables: Record<string, unknown[]> = {}
  for (const table of TABLES) tables[table] = await db.selectFrom(table).selectAll().orderBy('id').execute()
  tables.hiring_team_members = await db.selectFrom('hiring_team_members').selectAll().orderBy('vacancy_id').orderBy('member_id').execute()
  const blobs: string[] = []
  for await (const b of stores.blobs.list()) blobs.push(b.key)
  return { tables, blobs: blobs.sort() }
}

/**
 * Every row of every table the database holds, found by asking the database
 * (a table added later is in it without anyone editing a list), and every
 * blob key: for a check that nothing at all was written, or that a value is
 * nowhere. Rows are in a stable order (their JSON text, sorted).
 */
export async function everyRow(stores: Stores): Promise<{ tables: Record<string, string[]>; blobs: string[] }> {
  const db = stores.database.db
  const tables: Record<string, string[]> = {}
  for (const table of await db.introspection.getTables()) {
    // The tables are typed by name, and introspection also names some the types cannot know of (the migrations' own).
    const rows = await db
      .selectFrom(table.name as (typeof TABLES)[number])
      .selectAll()
      .execute()
    tables[table.name] = rows.map((r) => JSON.stringify(r)).sort()
  }
  const blobs: string[] = []
  for await (const b of stores.blobs.list()) blobs.push(b.key)
  return { tables, blobs: blobs.sort() }
}
