import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.js'
import { ConfigError, type Config } from './config.js'
import { bootstrapAdmin } from './domain/members.js'

/**
 * Starts the service: builds the app, makes sure a new store has an admin,
 * listens, and shuts down gracefully on SIGTERM or SIGINT (stop accepting,
 * finish requests in flight, close the stores).
 */
export async function startServer(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config)
  const generated = await bootstrapAdmin(app.stores.database.db, config.bootstrapToken)
  if (generated && !config.bootstrapToken) {
    // Straight to the terminal, never through the logger: log pipelines keep what they see.
    process.stderr.write(
      `\nNo members yet: created an admin. Its token, shown only this once:\n\n  ${generated}\n\n` +
        'Keep it safe; use it to add members and issue their tokens.\n\n',
    )
  }
  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (err) {
    await app.close()
    throw listenError(err, config)
  }

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      app.log.error('requests still in flight after 30 s; exiting')
      process.exit(1)
    }, 30_000)
    force.unref()
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
  return app
}

/** A port taken or refused is the operator's to fix: one line that says which setting, not a stack. */
function listenError(err: unknown, config: Config): unknown {
  const code = (err as NodeJS.ErrnoException).code
  const where = `${config.host}:${config.port}`
  if (code === 'EADDRINUSE') return new ConfigError(`${where} is already in use; set PORT (or HOST) to another one`)
  if (code === 'EACCES') return new ConfigError(`${where} may not be used by this user; set PORT to 1024 or above`)
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return new ConfigError(`HOST ${config.host} is not an address of this machine`)
  return err
}
