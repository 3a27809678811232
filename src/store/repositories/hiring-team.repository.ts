import type { Db, Page } from './types.js'
import { inPage } from './keyset-page.js'

export interface TeamMemberRow {
  readonly member_id: number
  readonly name: string
  readonly role: string
}

/** The vacancy's hiring team in member id order: whole, or a page of it. */
export function listHiringTeam(db: Db, vacancyId: number, page?: Page): Promise<TeamMemberRow[]> {
  const query = db
    .selectFrom('hiring_team_members as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select(['t.member_id', 'm.name', 'm.role'])
    .where('t.vacancy_id', '=', vacancyId)
  return (page ? inPage(query, page, 't.member_id') : query.orderBy('t.member_id')).execute()
}

/** Replaces the team; the caller holds the vacancy's lock (vacancy.repository.ts lockVacancy). */
export async function replaceHiringTeam(db: Db, vacancyId: number, memberIds: readonly number[]): Promise<void> {
  await db.deleteFrom('hiring_team_members').where('vacancy_id', '=', vacancyId).execute()
  if (memberIds.length === 0) return
  await db
    .insertInto('hiring_team_members')
    .values(memberIds.map((member_id) => ({ vacancy_id: vacancyId, member_id })))
    .execute()
}

/** Whether the member sits on the vacancy's hiring team. */
export async function onHiringTeam(db: Db, vacancyId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('hiring_team_members')
    .select('member_id')
    .where('vacancy_id', '=', vacancyId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  return row !== undefined
}

/** The ids among `ids` that name a current member (a removed one is gone for teams as for the directory). */
export async function existingMemberIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('members').select('id').where('id', 'in', ids).where('removed_date', 'is', null).execute()
  return new Set(rows.map((r) => r.id))
}
