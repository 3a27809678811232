import type { Config } from '../config.js'
import { openDatabase, type Database } from './database.js'
import { migrateToLatest } from './migrations/index.js'

/** Everything an app instance keeps its data in; nothing else holds state. */
export interface Stores {
  readonly database: Database
  /** Each part the service needs, named, with a cheap check that it answers. */
  readinessChecks(): Array<[part: string, ping: () => Promise<void>]>
  close(): Promise<void>
}

export async function openStores(config: Config, opts: { migrate?: boolean } = {}): Promise<Stores> {
  const database = openDatabase(config)
  try {
    if (opts.migrate !== false) await migrateToLatest(database.db)
  } catch (err) {
    await database.close()
    throw err
  }
  return {
    database,
    readinessChecks: () => [['database', () => database.ping()]],
    close: () => database.close(),
  }
}
