import type { Command } from 'commander'
import { loadConfig } from '../../config.js'
import { openDatabase } from '../../store/database.js'
import { migrateToLatest } from '../../store/migrations/index.js'

export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('bring the database schema to the latest version')
    .action(async () => {
      const database = openDatabase(loadConfig())
      try {
        const applied = await migrateToLatest(database.db)
        console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema is up to date')
      } finally {
        await database.close()
      }
    })
}
