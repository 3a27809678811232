import type { Insertable } from 'kysely'
import type { TokenRow, TokenTable } from '../tables.js'
import { preparedQuery } from '../sql/prepared-query.js'
import type { Db, Page } from './types.js'
import { inPage } from './keyset-page.js'

export function insertToken(db: Db, values: Insertable<TokenTable>): Promise<TokenRow> {
  return db.insertInto('tokens').values(values).returningAll().executeTakeFirstOrThrow()
}

/** The token with this hash and its member's role; revocation and expiry are judged by the caller. */
export async function findTokenByHash(db: Db, hash: string) {
  return (await tokenByHash(db, hash))[0]
}

export const tokenByHash = preparedQuery((db: Db, hash: string) =>
  db
    .selectFrom('tokens')
    .innerJoin('members', 'members.id', 'tokens.member_id')
    .select([
      'tokens.id',
      'tokens.member_id',
      'tokens.hash',
      'tokens.scopes',
      'tokens.expires_date',
      'tokens.revoked_date',
      'tokens.rate_limit',
      'members.role',
    ])
    .where('tokens.hash', '=', hash)
    // A removed member's tokens stop working at once, revoked or not.
    .where('members.removed_date', 'is', null),
)

export function listTokens(db: Db, memberId: number, page: Page): Promise<TokenRow[]> {
  return inPage(db.selectFrom('tokens').selectAll().where('member_id', '=', memberId), page).execute()
}

/** Marks the token revoked; the row stays for the audit trail. Returns false when there is no such token. */
export async function revokeToken(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('tokens')
    .set((eb) => ({ revoked_date: eb.fn.coalesce('revoked_date', eb.val(at)) }))
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
