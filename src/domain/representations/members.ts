/** Members and their tokens. Key order is the order on the wire, fixed by the contract. */
import type { MemberRow, TokenRow } from '../../store/tables.js'
import type { Role, Scope } from '../../shared/roles.js'

export const toMember = (r: MemberRow) => ({
  Id: r.id,
  Name: r.name,
  Email: r.email,
  // Stored as text; only the roles of ROLES are ever written (domain/members/members.ts checks them).
  Role: r.role as Role,
  CreatedDate: r.created_date,
  TimeZone: r.time_zone,
  NotificationEmails: r.notification_emails === 1,
  // A member without a password has not followed its invitation yet (nor been given a password): it cannot sign in.
  Joined: r.password_hash !== null,
})

export const toDirectoryEntry = (r: MemberRow) => ({
  MemberId: r.id,
  Name: r.name,
  Role: r.role as Role,
})

/** What a token grants and since when: the same in every answer about a token. */
const tokenGrant = (r: TokenRow) => ({
  Scopes: r.scopes.split(' ') as Scope[],
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
  ExpiresDate: r.expires_date,
  RateLimit: r.rate_limit,
})

export const toTokenInfo = (r: TokenRow) => ({ Id: r.id, Start: r.start, ...tokenGrant(r), RevokedDate: r.revoked_date })

/** The answer to issuing a token: the only one that carries its secret. */
export const toCreatedToken = (r: TokenRow, secret: string) => ({ Id: r.id, Token: secret, ...tokenGrant(r) })
