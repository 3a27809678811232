import type { Command } from 'commander'
import { loadConfig } from '../../config.js'
import { startServer } from '../../server.js'

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the HTTP service (HOST, PORT, ATS_* variables configure it)')
    .action(async () => {
      await startServer(loadConfig())
    })
}
