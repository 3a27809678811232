import type { Insertable } from 'kysely'
import type { MemberRow, MemberTable } from '../tables.js'
import type { Db, Page } from './types.js'
import { inPage } from './keyset-page.js'

export function insertMember(db: Db, values: Insertable<MemberTable>): Promise<MemberRow> {
  return db.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow()
}

/** A member that has not been removed. */
export function findMember(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).where('removed_date', 'is', null).executeTakeFirst()
}

export async function setPasswordHash(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: hash }).where('id', '=', id).execute()
}

/**
 * Marks the member removed, revokes its tokens and takes it off every hiring
 * team; the row stays, so what it wrote keeps its author. False when there
 * is no such member (or it was removed already).
 */
export async function markRemoved(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ removed_date: at, password_hash: null })
    .where('id', '=', id)
    .where('removed_date', 'is', null)
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) return false
  await db.updateTable('tokens').set({ revoked_date: at }).where('member_id', '=', id).where('revoked_date', 'is', null).execute()
  await db.deleteFrom('sessions').where('member_id', '=', id).execute()
  await db.deleteFrom('hiring_team_members').where('member_id', '=', id).execute()
  return true
}

/** How many members of this role are left (not removed). */
export async function countActive(db: Db, role: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', role)
    .where('removed_date', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst()
}

export async function countMembers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function listMembers(db: Db, page: Page): Promise<MemberRow[]> {
  return inPage(db.selectFrom('members').selectAll().where('removed_date', 'is', null), page).execute()
}

/** A member by id, removed or not (to tell a removed member from one that never was). */
export function findMemberEvenRemoved(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Changes the fields given of a member that has not been removed; the row as it is now, or undefined. */
export function updateMember(
  db: Db,
  id: number,
  changes: Partial<Pick<MemberRow, 'name' | 'role' | 'time_zone' | 'notification_emails'>>,
): Promise<MemberRow | undefined> {
  return db.updateTable('members').set(changes).where('id', '=', id).where('removed_date', 'is', null).returningAll().executeTakeFirst()
}
