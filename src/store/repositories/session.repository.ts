import type { Insertable } from 'kysely'
import type { SessionRow, SessionTable } from '../tables.js'
import { preparedQuery } from '../sql/prepared-query.js'
import type { Db } from './types.js'

export function insertSession(db: Db, values: Insertable<SessionTable>): Promise<SessionRow> {
  return db.insertInto('sessions').values(values).returningAll().executeTakeFirstOrThrow()
}

/** The session with this hash and its member's role, unless the member was removed. */
export const sessionByHash = preparedQuery((db: Db, hash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.id',
      'sessions.member_id',
      'sessions.hash',
      'sessions.csrf_token',
      'sessions.created_date',
      'sessions.last_seen_date',
      'members.role',
    ])
    .where('sessions.hash', '=', hash)
    .where('members.removed_date', 'is', null),
)

export async function touchSession(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_date: at }).where('id', '=', id).execute()
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute()
}

/** Ends every session of the member, but the one named (the session that changed the password). */
export async function deleteMemberSessions(db: Db, memberId: number, except?: number): Promise<void> {
  let query = db.deleteFrom('sessions').where('member_id', '=', memberId)
  if (except !== undefined) query = query.where('id', '!=', except)
  await query.execute()
}
