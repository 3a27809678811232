import { errors } from '../../errors/catalog.js'
import { dbErrorKind } from '../../store/db-errors.js'
import * as members from '../../store/repositories/member.repository.js'
import * as tokens from '../../store/repositories/token.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import type { MemberRow, TokenRow } from '../../store/tables.js'
import {
  isRole,
  scopeBeyondRole,
  type Principal,
  type Role,
  type Scope,
  hashPassword,
  verifyPassword,
  generateToken,
  hashToken,
  tokenStart,
} from '../access/index.js'
import { nowIso } from '../clock.js'
import { deleteMemberSessions } from '../../store/repositories/session.repository.js'
import { endLinks } from '../../store/repositories/member-link.repository.js'
import { auditMember } from './member-audit.js'
import { timeZoneName } from '../../shared/time-zone.js'

export async function createMember(db: Db, input: { Name: string; Email: string; Role: Role }): Promise<MemberRow> {
  try {
    return await members.insertMember(db, {
      name: input.Name,
      email: input.Email.toLowerCase(),
      role: input.Role,
      created_date: nowIso(),
    })
  } catch (err) {
    if (dbErrorKind(err) === 'unique') throw errors.conflict('member_exists', 'A member with this email already exists.')
    throw err
  }
}

export async function getMember(db: Db, id: number): Promise<MemberRow> {
  const member = await members.findMember(db, id)
  if (!member) throw errors.memberNotFound(id)
  return member
}

export interface IssueOptions {
  /** The member issuing the token (kept on record); null when no member does: the command line, the first start. */
  issuerId: number | null
  /** Lifetime of a token whose input names no `ExpiresDate` (ATS_TOKEN_TTL_DAYS); null: such a token never expires. */
  ttlDays: number | null
  /** An operator-chosen secret (the bootstrap token); otherwise a random one. */
  secret?: string
}

const DAY_MS = 86_400_000

/**
 * Issues a token. The secret is returned once and only its hash is kept.
 * Without `ExpiresDate` the token lives `ttlDays`; `ExpiresDate: null` asks
 * for one that never expires.
 */
export async function createToken(
  db: Db,
  memberId: number,
  input: { Scopes: Scope[]; ExpiresDate?: string | null; RateLimit?: number },
  opts: IssueOptions,
): Promise<{ row: TokenRow; secret: string }> {
  const member = await getMember(db, memberId)
  if (!isRole(member.role)) throw errors.internal(new Error(`member ${member.id} has unknown role ${member.role}`))
  const beyond = scopeBeyondRole(member.role, input.Scopes)
  if (beyond) throw errors.validation('Scopes', `${beyond} is not allowed for the role ${member.role}`)
  // One instant for both dates, so a default expiry is exactly the lifetime after creation.
  const now = Date.now()
  const secret = opts.secret ?? generateToken()
  const row = await tokens.insertToken(db, {
    member_id: member.id,
    hash: hashToken(secret),
    start: tokenStart(secret),
    scopes: input.Scopes.join(' '),
    created_by_id: opts.issuerId,
    created_date: new Date(now).toISOString(),
    expires_date: expiryOf(input.ExpiresDate, now, opts.ttlDays),
    revoked_date: null,
    rate_limit: input.RateLimit ?? null,
  })
  return { row, secret }
}

function expiryOf(requested: string | null | undefined, now: number, ttlDays: number | null): string | null {
  if (requested === undefined) return ttlDays === null ? null : new Date(now + ttlDays * DAY_MS).toISOString()
  if (requested === null) return null
  const at = new Date(requested).getTime()
  if (Number.isNaN(at)) throw errors.validation('ExpiresDate', 'must be a date-time')
  if (at <= now) throw errors.validation('ExpiresDate', 'must be in the future')
  return new Date(at).toISOString()
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  const found = await tokens.revokeToken(db, tokenId, nowIso())
  if (!found) throw errors.tokenNotFound(tokenId)
}

/**
 * On a store with no members, creates an admin and its first token, so a new
 * installation can be used at all. Answers the admin's id and the secret
 * when it made them.
 */
export async function bootstrapAdmin(db: Db, chosenSecret?: string): Promise<{ memberId: number; token: string } | undefined> {
  if ((await members.countMembers(db)) > 0) return undefined
  let admin: MemberRow
  try {
    admin = await createMember(db, { Name: 'Administrator', Email: BOOTSTRAP_EMAIL, Role: 'admin' })
  } catch (err) {
    // Another instance bootstrapped the same store at the same moment.
    if ((err as { code?: string }).code === 'member_exists') return undefined
    throw err
  }
  // It never expires: it is the way into a new installation, and an operator's
  // ATS_BOOTSTRAP_TOKEN would otherwise stop working one day with nothing in
  // the deployment saying why. Replace it with personal tokens, then revoke it.
  const { secret } = await createToken(
    db,
    admin.id,
    { Scopes: ['admin'], ExpiresDate: null },
    { issuerId: null, ttlDays: null, secret: chosenSecret },
  )
  return { memberId: admin.id, token: secret }
}

/** The first admin's email: the console's sign-in for a new installation. */
export const BOOTSTRAP_EMAIL = 'admin@localhost'

/** Members oldest first, one page (and one row more, to tell whether another follows). */
export function listMembers(db: Db, page: Page): Promise<MemberRow[]> {
  return members.listMembers(db, page)
}

/** A member's tokens, revoked ones included, without secrets; a member that does not exist is member_not_found. */
export async function listTokens(db: Db, memberId: number, page: Page): Promise<TokenRow[]> {
  const member = await getMember(db, memberId)
  return tokens.listTokens(db, member.id, page)
}

/**
 * Sets a member's password (SPEC C4): an admin for anyone; a member for
 * itself, proving the current one. Every session of the member ends but the
 * one that made the change.
 */
export async function setPassword(
  db: Db,
  principal: Principal,
  memberId: number,
  input: { Password: string; CurrentPassword?: string },
): Promise<void> {
  const admin = principal.scopes.has('admin')
  const self = principal.memberId === memberId
  if (!admin && !self) throw errors.insufficientScope('admin')
  const member = await getMember(db, memberId)
  if (!admin && input.CurrentPassword === undefined) throw errors.validation('CurrentPassword', 'is needed to change your own password')
  if (input.CurrentPassword !== undefined && self) {
    const current = member.password_hash
    if (current === null || !(await verifyPassword(input.CurrentPassword, current))) throw errors.invalidCredentials()
  }
  const hash = await hashPassword(input.Password)
  await db.transaction().execute(async (trx) => {
    await members.setPasswordHash(trx, member.id, hash)
    await deleteMemberSessions(trx, member.id, self ? principal.session?.id : undefined)
    await auditMember(trx, 'update', member.id, principal)
  })
}

/** The same, from the command line: no principal, no current password. */
export async function resetPassword(db: Db, memberId: number, password: string): Promise<void> {
  const member = await getMember(db, memberId)
  const hash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    await members.setPasswordHash(trx, member.id, hash)
    await deleteMemberSessions(trx, member.id)
  })
}

/**
 * Removes a member: its tokens and sessions stop at once, it can no longer
 * sign in, and it leaves every hiring team; what it wrote keeps its id. The
 * last admin stays, so the installation keeps a way in.
 */
export async function removeMember(db: Db, memberId: number, by?: Principal): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await getMember(trx, memberId)
    if (member.role === 'admin') await requireAnotherAdmin(trx)
    const at = nowIso()
    if (!(await members.markRemoved(trx, member.id, at))) throw errors.memberNotFound(memberId)
    // Its invitation or reset link ends with it.
    await endLinks(trx, member.id, at)
    if (by) await auditMember(trx, 'delete', member.id, by)
  })
}

async function requireAnotherAdmin(trx: Db): Promise<void> {
  if ((await members.countActive(trx, 'admin')) <= 1)
    throw errors.conflict('last_admin', 'This is the last admin; make another member an admin first.')
}

export interface MemberChanges {
  readonly Name?: string
  readonly Role?: Role
  readonly TimeZone?: string | null
  readonly NotificationEmails?: boolean
}

/**
 * Changes a member (SPEC C18): an admin its `Name`, `Role` and `TimeZone`;
 * a member its own `Name`, `TimeZone` and `NotificationEmails`. Anything
 * else is 403 `insufficient_scope`, naming the field. The last admin keeps
 * its role (409 `last_admin`). A new role holds from the member's next
 * request: tokens and sessions read it each time (access/authenticate.ts),
 * and a token's scopes are capped to it. Audited.
 */
export async function updateMember(db: Db, principal: Principal, memberId: number, input: MemberChanges): Promise<MemberRow> {
  const admin = principal.scopes.has('admin')
  const self = principal.memberId === memberId
  if (!admin && !self) throw errors.insufficientScope('admin')
  const timeZone = input.TimeZone == null ? input.TimeZone : timeZoneName(input.TimeZone)
  if (timeZone === undefined && input.TimeZone !== undefined)
    throw errors.validation('TimeZone', `${JSON.stringify(input.TimeZone)} is not an IANA time zone name, such as Europe/Berlin or UTC`)
  return db.transaction().execute(async (trx) => {
    const member = await getMember(trx, memberId)
    const roleChanges = input.Role !== undefined && input.Role !== member.role
    if (roleChanges && !admin) throw errors.forbidden('insufficient_scope', 'Role: only an admin changes a role, its own included.')
    if (input.NotificationEmails !== undefined && !self)
      throw errors.forbidden(
        'insufficient_scope',
        'NotificationEmails: only the member itself chooses whether it gets notification emails.',
      )
    if (roleChanges && member.role === 'admin') await requireAnotherAdmin(trx)
    const changes = {
      ...(input.Name !== undefined && { name: input.Name.trim() }),
      ...(roleChanges && { role: input.Role }),
      ...(timeZone !== undefined && { time_zone: timeZone }),
      ...(input.NotificationEmails !== undefined && { notification_emails: input.NotificationEmails ? 1 : 0 }),
    }
    if (Object.keys(changes).length === 0) return member
    const row = await members.updateMember(trx, member.id, changes)
    if (!row) throw errors.memberNotFound(memberId)
    await auditMember(trx, 'update', member.id, principal)
    return row
  })
}
