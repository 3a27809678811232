import type { Command } from 'commander'
import { buildApp } from '../../app.js'
import { ConfigError, loadConfig } from '../../config.js'
import { Authenticator } from '../../domain/access/index.js'
import { isAppError } from '../../errors/app-error.js'
import { createLogger } from '../../logger.js'
import { callApiOf } from '../../mcp/call-api.js'

/**
 * `ats mcp`: the MCP tools (SPEC C7) over standard input and output, for an
 * assistant that starts the command itself. The service is built in this
 * process on the configured store (the variables of `ats serve`), without
 * listening, and each tool call is one request to it with `ATS_TOKEN`, so
 * the member of that token sees and changes exactly what the API lets it.
 * Standard output carries the protocol only: logs go to standard error.
 */
export function registerMcp(program: Command): void {
  program
    .command('mcp')
    .description("serve the MCP tools for AI assistants on stdin/stdout, as the token in ATS_TOKEN (the store as for 'serve')")
    .action(async () => {
      const token = process.env.ATS_TOKEN
      if (token === undefined || token.trim() === '') {
        throw new ConfigError('ATS_TOKEN is not set: set it to an API token of the member the assistant acts for (`ats token create`)')
      }
      const config = loadConfig()
      const log = createLogger(config.logLevel, 2)
      const app = await buildApp(config, { logger: log.logger })
      let stopping = false
      const stop = async (code: number) => {
        if (stopping) return
        stopping = true
        await app.close().catch((err: unknown) => app.log.error({ err }, 'shutdown failed'))
        log.close()
        process.exit(code)
      }
      try {
        await app.ready()
        await new Authenticator(app.services.stores.database).authenticate(token, await app.services.stores.database.generation())
      } catch (err) {
        await app.close()
        log.close()
        if (isAppError(err) && err.code === 'invalid_token') throw new ConfigError('ATS_TOKEN does not hold a valid, unexpired token')
        throw err
      }
      // Loaded here, not when the CLI starts: every other command (`serve` first) would carry the SDK.
      const [{ serveStdio }, { createMcpServer }] = await Promise.all([
        import('@modelcontextprotocol/server/stdio'),
        import('../../mcp/mcp-server.js'),
      ])
      serveStdio(() => createMcpServer(callApiOf(app, token)), {
        onerror: (err) => app.log.warn({ err }, 'MCP message refused'),
      })
      // The client closing its end is the end of the session (the MCP stdio binding): stop, as for a signal.
      process.stdin.once('end', () => void stop(0))
      process.stdin.once('close', () => void stop(0))
      process.once('SIGTERM', () => void stop(0))
      process.once('SIGINT', () => void stop(0))
    })
}
