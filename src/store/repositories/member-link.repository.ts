import type { Insertable } from 'kysely'
import type { MemberLinkRow, MemberLinkTable } from '../tables.js'
import type { Db } from './types.js'

/** Ends every link of the member still working (a newer one replaces them, or it is removed). */
export async function endLinks(db: Db, memberId: number, at: string): Promise<void> {
  await db.updateTable('member_links').set({ used_date: at }).where('member_id', '=', memberId).where('used_date', 'is', null).execute()
}

export function insertLink(db: Db, values: Insertable<MemberLinkTable>): Promise<MemberLinkRow> {
  return db.insertInto('member_links').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findLinkByHash(db: Db, hash: string): Promise<MemberLinkRow | undefined> {
  return db.selectFrom('member_links').selectAll().where('hash', '=', hash).executeTakeFirst()
}

/** Marks the link followed, unless it was already used or replaced: false then (two tabs at once use it once). */
export async function useLink(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('member_links')
    .set({ used_date: at })
    .where('id', '=', id)
    .where('used_date', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Whether a link of the member newer than this one exists: the older one was replaced rather than followed. */
export async function hasNewerLink(db: Db, memberId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_links')
    .select('id')
    .where('member_id', '=', memberId)
    .where('id', '>', id)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
