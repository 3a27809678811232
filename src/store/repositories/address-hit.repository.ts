import type { Db } from './types.js'

/**
 * Counts one request of `subject` at `at` and answers the times of its
 * requests since `since` (the new one included), oldest first. The row is
 * written before the count is read, each in its own statement: two
 * instances counting at the same moment each see the other's row or are
 * seen by it, so together they never let more through than the limit.
 * Rows no window can count any more (`forgetBefore`) go as well, whoever
 * they were for: the table holds the last window's requests only.
 */
export async function countHit(db: Db, subject: string, at: string, since: string, forgetBefore: string): Promise<string[]> {
  await db.insertInto('address_hits').values({ subject, hit_date: at }).execute()
  const rows = await db
    .selectFrom('address_hits')
    .select('hit_date')
    .where('subject', '=', subject)
    .where('hit_date', '>', since)
    .orderBy('hit_date')
    .execute()
  await db.deleteFrom('address_hits').where('hit_date', '<=', forgetBefore).execute()
  return rows.map((r) => r.hit_date)
}
