import { InvalidArgumentError, type Command } from 'commander'
import { parsePositiveInteger } from '../../shared/positive-integer.js'
import { applyRetention } from '../../domain/privacy/index.js'
import { withStores } from '../run.js'

function days(value: string): number {
  const n = parsePositiveInteger(value, 36_500)
  if (n === undefined) throw new InvalidArgumentError('must be a whole number of days, 1 to 36500')
  return n
}

export function registerRetention(program: Command): void {
  program
    .command('retention')
    .description(
      'erase the candidates with no change for N days, except those who gave retention consent within ATS_RETENTION_CONSENT_DAYS (and those anonymized already)',
    )
    .requiredOption('--inactive-days <days>', 'erase candidates with no change for this many days', days)
    .option('--dry-run', 'only tell what would be erased; change nothing')
    .action(async (opts: { inactiveDays: number; dryRun?: boolean }) => {
      await withStores(async ({ database, blobs }, config) => {
        const report = await applyRetention(database.db, blobs, {
          inactiveDays: opts.inactiveDays,
          consentDays: config.retentionConsentDays,
          dryRun: opts.dryRun,
        })
        const verb = opts.dryRun ? 'would erase' : 'erased'
        const ids = report.erased.length > 0 ? `: ${report.erased.join(', ')}` : ''
        console.log(`${verb} ${report.erased.length} candidates with no change for ${opts.inactiveDays} days${ids}`)
        console.log(
          `kept ${report.keptForConsent} inactive candidates for their retention consent (given within ${config.retentionConsentDays} days)`,
        )
        console.log(`kept ${report.keptAnonymized} inactive candidates anonymized already`)
        if (report.blobsLeft > 0) console.log(`${report.blobsLeft} document files could not be deleted now; ats gc removes them`)
        if (opts.dryRun) console.log('dry run: nothing was changed')
      })
    })
}
