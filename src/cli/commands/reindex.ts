import type { Command } from 'commander'
import { requeueAllTexts } from '../../domain/documents/index.js'
import { withStores } from '../run.js'

export function registerReindex(program: Command): void {
  program
    .command('reindex')
    .description(
      "read every document's text again (after an upgrade of the readers, or a store copied with `ats copy`); the running service's workers do the reading",
    )
    .action(async () => {
      await withStores(async ({ database }) => {
        const queued = await requeueAllTexts(database.db)
        console.log(`queued ${queued} documents to be read again; a running service reads them (GET /metrics: ats_jobs)`)
      })
    })
}
