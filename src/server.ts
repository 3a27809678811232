import type { FastifyInstance } from 'fastify'
import { buildApp, REQUEST_TIMEOUT_MS } from './app.js'
import { ConfigError, type Config } from './config.js'
import { BOOTSTRAP_EMAIL, bootstrapAdmin, resetPassword } from './domain/members/index.js'
import { generatePassword } from './domain/access/index.js'
import { sweepScratch } from './domain/documents/index.js'
import { NOTHING_SWEPT } from './store/blobs/sweep-folder.js'
import { sharedPaths } from './store/private-files.js'

/**
 * The service makes its files 0600 and its folders 0700; a data folder,
 * database or documents folder that group or others may reach was made so
 * by someone else. It is reported, not changed: the operator may have meant
 * it (a proxy's group reading the documents), and a start that silently
 * rewrote modes would hide the question rather than answer it.
 */
async function warnIfShared(app: FastifyInstance): Promise<void> {
  for (const { path, mode } of await sharedPaths(app.services.stores.localPaths)) {
    app.log.warn(
      { path, mode },
      `${path} is open to group or others (mode ${mode}): it holds candidates' personal data; chmod it to 0700 (folders) or 0600 (files)`,
    )
  }
}

/**
 * Scratch files (upload staging, blob writes in progress, S3 multipart
 * uploads) last written longer ago than this belong to no live request on
 * any instance sharing the folder or bucket: an upload writes its scratch
 * file as bytes arrive and hands it to the blob store within the same
 * request, and no request outlives REQUEST_TIMEOUT_MS (Node checks it every
 * 30 s). Twice that leaves room for the check's delay, the final fsync and
 * rename, and clocks a little apart on a shared file system.
 */
const SCRATCH_SWEEP_AGE_MS = 2 * REQUEST_TIMEOUT_MS

/**
 * Removes what a crash of an earlier run left in the scratch folders, so an
 * interrupted upload's CV bytes do not wait for someone to run `ats gc`.
 * Never stops the start: what it cannot handle is logged and left.
 */
async function sweepOwnLeftovers(app: FastifyInstance): Promise<void> {
  const { blobs, staging, textScratch } = app.services.stores
  const report = await sweepScratch(blobs, staging, new Date(Date.now() - SCRATCH_SWEEP_AGE_MS), textScratch).catch((err: unknown) => {
    app.log.warn({ err }, 'could not sweep scratch files at start; `ats gc` removes them later')
    return NOTHING_SWEPT
  })
  if (report.removed > 0) app.log.info({ removed: report.removed }, 'removed scratch files of uploads interrupted by an earlier stop')
  for (const { path, reason } of report.skipped) app.log.warn({ path, reason }, 'left an entry of a scratch folder it could not handle')
}

/** Where a browser on this machine finds the console: the public URL when set, else the address listened on. */
function consoleUrl(app: FastifyInstance, config: Config): string {
  if (config.publicUrl) return config.publicUrl
  const address = app.server.address()
  const port = address && typeof address === 'object' ? address.port : config.port
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host
  return `http://${host}:${String(port)}/`
}

/** The first admin's secrets, straight to the terminal, never through the logger: log pipelines keep what they see. */
function tellFirstAdmin(admin: { token: string; password: string }, url: string): void {
  process.stderr.write(
    `\nNo members yet: created an admin. Shown only this once; keep them safe.\n\n` +
      `Its API token (add members, issue their tokens):\n\n  ${admin.token}\n\n` +
      `Its console sign-in, at ${url}: email ${BOOTSTRAP_EMAIL}, password\n\n  ${admin.password}\n\n`,
  )
}

/**
 * Starts the service: builds the app, makes sure a new store has an admin,
 * listens, and shuts down gracefully on SIGTERM or SIGINT (stop accepting,
 * finish requests in flight, close the stores).
 */
export async function startServer(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config)
  const generated = await bootstrapAdmin(app.services.stores.database.db, config.bootstrapToken)
  // A newcomer's first start also gets a console password; an operator who chose the token deploys, and sets passwords with the CLI.
  const firstAdmin = generated && !config.bootstrapToken ? { ...generated, password: generatePassword() } : undefined
  if (firstAdmin) await resetPassword(app.services.stores.database.db, firstAdmin.memberId, firstAdmin.password)
  await warnIfShared(app)
  await sweepOwnLeftovers(app)
  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (err) {
    // Made once and kept only as hashes: shown even when the start fails, or they would be lost.
    if (firstAdmin) tellFirstAdmin(firstAdmin, consoleUrl(app, config))
    await app.close()
    throw listenError(err, config)
  }
  if (firstAdmin) tellFirstAdmin(firstAdmin, consoleUrl(app, config))

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
      (err: unknown) => {
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
