import { Command } from 'commander'
import { registerCopy } from './commands/copy.js'
import { registerDemo } from './commands/demo.js'
import { registerGc } from './commands/gc.js'
import { registerMcp } from './commands/mcp.js'
import { registerMembers } from './commands/members.js'
import { registerMigrate } from './commands/migrate.js'
import { registerReindex } from './commands/reindex.js'
import { registerRetention } from './commands/retention.js'
import { registerServe } from './commands/serve.js'
import { failure } from './run.js'

const program = new Command().name('ats').description('Applicant tracking service: run it and manage it offline.').showHelpAfterError()

registerServe(program)
registerMigrate(program)
registerMembers(program)
registerGc(program)
registerReindex(program)
registerRetention(program)
registerDemo(program)
registerCopy(program)
registerMcp(program)

program.parseAsync(process.argv).catch(failure)
