import type { Command } from 'commander'
import { loadConfig, makeConfig } from '../../config.js'
import { copyStores } from '../../store/copy-store.js'
import { openStores } from '../../store/stores.js'

/**
 * `ats copy`: moves an installation to other stores, typically from the
 * embedded SQLite and disk store to PostgreSQL and S3. The source is what the
 * environment configures (as for `ats serve`); the target is given by options.
 */
export function registerCopy(program: Command): void {
  program
    .command('copy')
    .description('copy every row and document into other, empty stores (e.g. to PostgreSQL and S3)')
    .option('--to-database <url>', 'target PostgreSQL URL (default: SQLite in --to-data-dir)')
    .option('--to-blobs <url>', 'target document store: s3://bucket?endpoint=...&region=... or file:///path')
    .option('--to-data-dir <dir>', 'target data folder, for SQLite or documents on disk')
    .action(async (opts: { toDatabase?: string; toBlobs?: string; toDataDir?: string }) => {
      const sourceConfig = loadConfig()
      const targetConfig = makeConfig({
        dataDir: opts.toDataDir ?? sourceConfig.dataDir,
        databaseUrl: opts.toDatabase,
        blobUrl: opts.toBlobs,
      })
      if (!opts.toDatabase && !opts.toDataDir) throw new Error('give --to-database or --to-data-dir')
      const source = await openStores(sourceConfig)
      try {
        const target = await openStores(targetConfig)
        try {
          const report = await copyStores(source, target, (line) => console.log(line))
          console.log(`copied ${Object.values(report.rows).reduce((a, b) => a + b, 0)} rows and ${report.documents} documents`)
        } finally {
          await target.close()
        }
      } finally {
        await source.close()
      }
    })
}
