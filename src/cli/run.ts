import { loadConfig, ConfigError, type Config } from '../config.js'
import { isAppError } from '../errors/app-error.js'
import { openStores, type Stores } from '../store/stores.js'

/** Runs a command with the configuration and stores, reporting failures as one readable line. */
export async function withStores(fn: (stores: Stores, config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig()
  const stores = await openStores(config)
  try {
    await fn(stores, config)
  } finally {
    await stores.close()
  }
}

export function failure(err: unknown): never {
  if (isAppError(err) || err instanceof ConfigError) {
    process.stderr.write(`ats: ${err.message}\n`)
  } else {
    process.stderr.write(`ats: ${(err instanceof Error ? err.stack : undefined) ?? String(err)}\n`)
  }
  process.exit(1)
}
