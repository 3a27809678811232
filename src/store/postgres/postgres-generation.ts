import type { Pool } from 'pg'
import { oncePerTurn } from '../once-per-turn.js'

/**
 * A PostgreSQL store's generation (see Database.generation), read from the
 * server itself, so that it holds across every instance sharing the database.
 *
 * `pg_current_snapshot()` names the set of transactions a new statement sees
 * as committed. Its text changes when, and only when, some transaction ends
 * (a commit, or an abort that left nothing behind), and never comes back to
 * an earlier value. So if two reads find the same text, nothing was
 * committed between them, in this database or any other of the server: a
 * value derived from the data after the first read is still current.
 *
 * One query serves every request that asked before it was sent (see
 * once-per-turn.ts): a caller arriving once it is on the wire waits for the
 * next one, which is sent after it asked and therefore sees every commit
 * acknowledged before it arrived.
 */
export const SNAPSHOT = 'select pg_current_snapshot()::text as s'

export function snapshotGeneration(pool: Pool): () => Promise<number> {
  let lastSnapshot: string | undefined
  let generation = 0
  const read = async (): Promise<number> => {
    const { rows } = await pool.query<{ s: string }>(SNAPSHOT)
    const snapshot = rows[0]?.s
    if (snapshot === undefined) throw new Error('pg_current_snapshot() answered no row')
    // Answers may come back out of order; any change of text counts as a move,
    // which at worst empties a cache once too often.
    if (snapshot !== lastSnapshot) {
      lastSnapshot = snapshot
      generation++
    }
    return generation
  }
  return oncePerTurn(read)
}
