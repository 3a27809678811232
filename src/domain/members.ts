import { errors } from '../errors/catalog.js'
import { dbErrorKind } from '../store/db-errors.js'
import * as members from '../store/repositories/member.repository.js'
import * as tokens from '../store/repositories/token.repository.js'
import type { Db } from '../store/repositories/types.js'
import type { MemberRow, TokenRow } from '../store/tables.js'
import { isRole, scopeBeyondRole, type Role, type Scope } from './access.js'
import { nowIso } from './clock.js'
import { generateToken, hashToken, tokenStart } from './tokens.js'

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

/**
 * Issues a token. The secret is returned once and only its hash is kept.
 * `secret` lets an operator choose it (the bootstrap token); otherwise it is random.
 */
export async function createToken(
  db: Db,
  memberId: number,
  input: { Scopes: Scope[]; ExpiresDate?: string | null },
  secret: string = generateToken(),
): Promise<{ row: TokenRow; secret: string }> {
  const member = await getMember(db, memberId)
  if (!isRole(member.role)) throw errors.internal(new Error(`member ${member.id} has unknown role ${member.role}`))
  const beyond = scopeBeyondRole(member.role, input.Scopes)
  if (beyond) throw errors.validation('Scopes', `${beyond} is not allowed for the role ${member.role}`)
  let expires: string | null = null
  if (input.ExpiresDate != null) {
    const at = new Date(input.ExpiresDate)
    if (Number.isNaN(at.getTime())) throw errors.validation('ExpiresDate', 'must be a date-time')
    if (at.getTime() <= Date.now()) throw errors.validation('ExpiresDate', 'must be in the future')
    expires = at.toISOString()
  }
  const row = await tokens.insertToken(db, {
    member_id: member.id,
    hash: hashToken(secret),
    start: tokenStart(secret),
    scopes: input.Scopes.join(' '),
    created_date: nowIso(),
    expires_date: expires,
    revoked_date: null,
  })
  return { row, secret }
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  const found = await tokens.revokeToken(db, tokenId, nowIso())
  if (!found) throw errors.tokenNotFound(tokenId)
}

/**
 * On a store with no members, creates an admin and its first token, so a new
 * installation can be used at all. Returns the secret when it made one.
 */
export async function bootstrapAdmin(db: Db, chosenSecret?: string): Promise<string | undefined> {
  if ((await members.countMembers(db)) > 0) return undefined
  let admin: MemberRow
  try {
    admin = await createMember(db, { Name: 'Administrator', Email: 'admin@localhost', Role: 'admin' })
  } catch (err) {
    // Another instance bootstrapped the same store at the same moment.
    if ((err as { code?: string }).code === 'member_exists') return undefined
    throw err
  }
  const { secret } = await createToken(db, admin.id, { Scopes: ['admin'] }, chosenSecret)
  return secret
}
