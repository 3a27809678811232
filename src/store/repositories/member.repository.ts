import type { Insertable } from 'kysely'
import type { MemberRow, MemberTable } from '../tables.js'
import type { Db, Page } from './types.js'

export function insertMember(db: Db, values: Insertable<MemberTable>): Promise<MemberRow> {
  return db.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findMember(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst()
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
  return db
    .selectFrom('members')
    .selectAll()
    .where('id', '>', page.after)
    .orderBy('id')
    .limit(page.limit + 1)
    .execute()
}
