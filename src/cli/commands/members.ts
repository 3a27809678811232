import { Command, InvalidArgumentError } from 'commander'
import { isRole, isScope, ROLE_SCOPES, type Role, type Scope } from '../../domain/access.js'
import { createMember, createToken, getMember, revokeToken } from '../../domain/members.js'
import { withStores } from '../run.js'

function positiveInt(value: string): number {
  const n = Number(value)
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer')
  return n
}

function role(value: string): Role {
  if (!isRole(value)) throw new InvalidArgumentError('must be admin, recruiter or hiring_manager')
  return value
}

function scopes(value: string): Scope[] {
  const list = value.split(/[\s,]+/).filter(Boolean)
  const bad = list.find((s) => !isScope(s))
  if (bad || list.length === 0) throw new InvalidArgumentError(`unknown scope ${JSON.stringify(bad ?? '')}`)
  return list as Scope[]
}

export function registerMembers(program: Command): void {
  const member = program.command('member').description('manage members')
  member
    .command('add')
    .description('add a member')
    .requiredOption('--name <name>', 'display name')
    .requiredOption('--email <email>', 'email address (unique)')
    .requiredOption('--role <role>', 'admin, recruiter or hiring_manager', role)
    .action(async (opts: { name: string; email: string; role: Role }) => {
      await withStores(async ({ database }) => {
        const m = await createMember(database.db, { Name: opts.name, Email: opts.email, Role: opts.role })
        console.log(`member ${m.id} added: ${m.name} <${m.email}> (${m.role})`)
      })
    })

  const token = program.command('token').description('manage API tokens')
  token
    .command('create')
    .description("issue a token to a member; the secret is printed once")
    .requiredOption('--member <id>', 'member id', positiveInt)
    .option('--scopes <list>', 'comma-separated scopes (default: everything the role allows)', scopes)
    .option('--expires <date-time>', 'expiry, ISO 8601 (default: never)')
    .action(async (opts: { member: number; scopes?: Scope[]; expires?: string }) => {
      await withStores(async ({ database }) => {
        const m = await getMember(database.db, opts.member)
        const wanted = opts.scopes ?? (isRole(m.role) ? [...ROLE_SCOPES[m.role]] : [])
        const { row, secret } = await createToken(database.db, opts.member, { Scopes: wanted, ExpiresDate: opts.expires })
        console.log(`token ${row.id} for member ${opts.member} (${wanted.join(' ')}):`)
        console.log(secret)
      })
    })
  token
    .command('revoke')
    .description('revoke a token at once')
    .argument('<tokenId>', 'token id', positiveInt)
    .action(async (tokenId: number) => {
      await withStores(async ({ database }) => {
        await revokeToken(database.db, tokenId)
        console.log(`token ${tokenId} revoked`)
      })
    })
}
