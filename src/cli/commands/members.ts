import { Command, InvalidArgumentError } from 'commander'
import { isRole, isScope, ROLES, ROLE_SCOPES, type Role, type Scope, PASSWORD_MAX, PASSWORD_MIN } from '../../domain/access/index.js'
import { createMember, createToken, getMember, listMembers, listTokens, resetPassword, revokeToken } from '../../domain/members/index.js'
import { errors } from '../../errors/catalog.js'
import { withStores } from '../run.js'
import { parsePositiveInteger } from '../../shared/positive-integer.js'
import { allPages, formatTable } from '../table.js'

function positiveInt(value: string): number {
  const n = parsePositiveInteger(value)
  if (n === undefined) throw new InvalidArgumentError('must be a positive integer')
  return n
}

function role(value: string): Role {
  if (!isRole(value)) throw new InvalidArgumentError(`must be one of ${ROLES.join(', ')}`)
  return value
}

function scopes(value: string): Scope[] {
  const list = value.split(/[\s,]+/).filter(Boolean)
  const bad = list.find((s) => !isScope(s))
  if (bad || list.length === 0) throw new InvalidArgumentError(`unknown scope ${JSON.stringify(bad ?? '')}`)
  return list as Scope[]
}

/** `never`, or a date-time (that it lies ahead is checked when the token is issued). */
function expiry(value: string): string {
  if (value.toLowerCase() === 'never') return 'never'
  if (Number.isNaN(Date.parse(value))) throw new InvalidArgumentError('must be an ISO 8601 date-time or "never"')
  return value
}

export function registerMembers(program: Command): void {
  const member = program.command('member').description('manage members')
  member
    .command('add')
    .description('add a member')
    .requiredOption('--name <name>', 'display name')
    .requiredOption('--email <email>', 'email address (unique)')
    .requiredOption('--role <role>', ROLES.join(', '), role)
    .action(async (opts: { name: string; email: string; role: Role }) => {
      await withStores(async ({ database }) => {
        const m = await createMember(database.db, { Name: opts.name, Email: opts.email, Role: opts.role })
        console.log(`member ${m.id} added: ${m.name} <${m.email}> (${m.role})`)
      })
    })

  member
    .command('list')
    .description('list the members')
    .action(async () => {
      await withStores(async ({ database }) => {
        const rows = await allPages((page) => listMembers(database.db, page))
        console.log(
          formatTable(
            ['id', 'name', 'email', 'role', 'created'],
            rows.map((m) => [String(m.id), m.name, m.email, m.role, m.created_date]),
          ),
        )
      })
    })

  member
    .command('password')
    .description(`set a member's password, read from standard input (${PASSWORD_MIN} to ${PASSWORD_MAX} characters); its sessions end`)
    .requiredOption('--member <id>', 'member id', positiveInt)
    .action(async (opts: { member: number }) => {
      const password = await firstLine(process.stdin)
      // In code points, as the API's schema counts them.
      const length = password.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length
      if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
        throw errors.validation('password', `must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`)
      }
      await withStores(async ({ database }) => {
        await resetPassword(database.db, opts.member, password)
        console.log(`password of member ${opts.member} set; its sessions have ended`)
      })
    })

  const token = program.command('token').description('manage API tokens')
  token
    .command('create')
    .description('issue a token to a member; the secret is printed once')
    .requiredOption('--member <id>', 'member id', positiveInt)
    .option('--scopes <list>', 'comma-separated scopes (default: everything the role allows)', scopes)
    .option('--expires <date-time>', 'expiry, ISO 8601, or "never" (default: ATS_TOKEN_TTL_DAYS from now)', expiry)
    .option('--by <id>', 'the admin member issuing it, kept on record (default: none, issued from the command line)', positiveInt)
    .action(async (opts: { member: number; scopes?: Scope[]; expires?: string; by?: number }) => {
      await withStores(async ({ database }, config) => {
        const m = await getMember(database.db, opts.member)
        if (opts.by !== undefined && (await getMember(database.db, opts.by)).role !== 'admin') {
          throw errors.validation('--by', 'must name an admin member: only admins issue tokens')
        }
        const wanted = opts.scopes ?? (isRole(m.role) ? [...ROLE_SCOPES[m.role]] : [])
        const { row, secret } = await createToken(
          database.db,
          opts.member,
          // Omitted: the default lifetime; "never": null, no expiry.
          { Scopes: wanted, ExpiresDate: opts.expires === 'never' ? null : opts.expires },
          { issuerId: opts.by ?? null, ttlDays: config.tokenTtlDays },
        )
        console.log(`token ${row.id} for member ${opts.member} (${wanted.join(' ')}), expires ${row.expires_date ?? 'never'}:`)
        console.log(secret)
      })
    })
  token
    .command('list')
    .description("list a member's tokens (never their secrets)")
    .requiredOption('--member <id>', 'member id', positiveInt)
    .action(async (opts: { member: number }) => {
      await withStores(async ({ database }) => {
        const m = await getMember(database.db, opts.member)
        const rows = await allPages((page) => listTokens(database.db, m.id, page))
        const header = ['id', 'start', 'scopes', 'created', 'expires', 'revoked', 'issued by']
        console.log(
          formatTable(
            header,
            rows.map((t) => [
              String(t.id),
              t.start,
              t.scopes.split(' ').join(','),
              t.created_date,
              t.expires_date ?? 'never',
              t.revoked_date ?? '-',
              // No member: the command line, the first start, or issued before issuers were recorded.
              t.created_by_id === null ? '-' : `member ${t.created_by_id}`,
            ]),
          ),
        )
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

/** The first line of a stream, without its line ending: a password piped in or typed. */
async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = ''
  for await (const chunk of stream) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/, 1)[0] ?? ''
}
