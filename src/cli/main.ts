import { Command } from 'commander'
import { registerMembers } from './commands/members.js'
import { registerMigrate } from './commands/migrate.js'
import { registerServe } from './commands/serve.js'
import { failure } from './run.js'

const program = new Command()
  .name('ats')
  .description('Applicant tracking service: run it and manage it offline.')
  .showHelpAfterError()

registerServe(program)
registerMigrate(program)
registerMembers(program)

program.parseAsync(process.argv).catch(failure)
