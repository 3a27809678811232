import { InvalidArgumentError, type Command } from 'commander'
import { collectGarbage } from '../../domain/documents/index.js'
import { parsePositiveInteger } from '../../shared/positive-integer.js'
import { withStores } from '../run.js'

function minutes(value: string): number {
  const n = parsePositiveInteger(value)
  if (n === undefined) throw new InvalidArgumentError('must be a whole number of minutes, at least 1')
  return n
}

export function registerGc(program: Command): void {
  program
    .command('gc')
    .description('remove document bytes that no document refers to, and scratch files of interrupted uploads')
    .option('--min-age <minutes>', 'leave anything younger alone (uploads in flight)', minutes, 60)
    .option('--dry-run', 'only count what would be removed')
    .action(async (opts: { minAge: number; dryRun?: boolean }) => {
      await withStores(async ({ database, blobs, staging, textScratch }) => {
        const report = await collectGarbage(database.db, blobs, staging, {
          minAgeMs: opts.minAge * 60_000,
          dryRun: opts.dryRun,
          textScratch,
        })
        const verb = opts.dryRun ? 'would remove' : 'removed'
        // Each entry gc left, with why, so the operator can look; the summary counts them.
        for (const { path, reason } of report.skipped) process.stderr.write(`ats gc: skipped ${path} (${reason})\n`)
        const skipped =
          report.skipped.length > 0 ? `; skipped ${report.skipped.length} entries it could not handle (listed on standard error)` : ''
        console.log(
          `scanned ${report.scanned} blobs; ${verb} ${report.orphans} unreferenced blobs and ${report.scratch} scratch files${skipped}`,
        )
      })
    })
}
