import { loadConfig } from '../src/config.js'
import { openStores } from '../src/store/stores.js'

const BATCH = 1000

/**
 * Writes `total` note events straight into the store the service made, in
 * batches: the feed's benchmark needs a log of a long-lived service, which
 * the API would take hours to fill on this machine.
 */
export async function fillEvents(env: Record<string, string>, total: number): Promise<void> {
  const stores = await openStores(loadConfig({ ...process.env, ...env }))
  try {
    const { db } = stores.database
    const date = new Date().toISOString()
    for (let done = 0; done < total; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, total - done) }, (_, i) => ({
        type: 'note.created',
        occurred_date: date,
        actor_id: 1,
        candidate_id: 1 + ((done + i) % 1000),
        data: JSON.stringify({ Id: done + i + 1, CandidateId: 1 + ((done + i) % 1000), Note: 'Solid fundamentals, clear communication.' }),
      }))
      await db.insertInto('events').values(rows).execute()
    }
  } finally {
    await stores.close()
  }
}
