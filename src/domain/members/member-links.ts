import { randomBytes } from 'node:crypto'
import { errors } from '../../errors/catalog.js'
import * as links from '../../store/repositories/member-link.repository.js'
import * as members from '../../store/repositories/member.repository.js'
import { deleteMemberSessions } from '../../store/repositories/session.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { MemberRow } from '../../store/tables.js'
import { hashPassword, hashToken, type Principal, type RequestRef } from '../access/index.js'
import { queueMemberLinkEmail, readerTime, type MailSettings } from '../email/index.js'
import { limitKey, type Counter } from '../limits/index.js'
import { auditMember } from './member-audit.js'
import { createMember } from './members.js'

/** A set-password link works for 7 days (SPEC C18). */
export const LINK_DAYS = 7
const DAY_MS = 86_400_000
/** Reset requests counted per account and per address within a window (domain/limits/rate-limits.ts); more than this refuse the next. */
const RESET_LIMIT = 10

/** Where a link in an email leads: the console's page that sets the password, the secret after `#` (never sent to a server by a browser). */
const SET_PASSWORD_PATH = '/set-password'

/**
 * Ends the member's working links and writes a new one with its email, in
 * the caller's transaction. The secret (256 random bits) goes into the
 * email only; the store keeps its SHA-256. The link starts with the
 * console's origin (`ATS_PUBLIC_URL`, else the listening address), never
 * with a request's `Host`: a stranger asking for a reset could otherwise
 * have a member's secret sent to its own site.
 */
async function issueLink(
  trx: Db,
  member: MemberRow,
  purpose: 'invitation' | 'reset',
  mail: MailSettings,
  createdById: number | null,
  by?: RequestRef | null,
): Promise<void> {
  const now = Date.now()
  const created = new Date(now).toISOString()
  const expires = new Date(now + LINK_DAYS * DAY_MS).toISOString()
  await links.endLinks(trx, member.id, created)
  const secret = randomBytes(32).toString('base64url')
  await links.insertLink(trx, {
    member_id: member.id,
    purpose,
    hash: hashToken(secret),
    created_date: created,
    expires_date: expires,
    used_date: null,
  })
  await queueMemberLinkEmail(trx, {
    mail,
    template: purpose === 'invitation' ? 'member_invitation' : 'password_reset',
    member,
    link: `${mail.consoleOrigin}${SET_PASSWORD_PATH}#${secret}`,
    expires: readerTime(expires, member.time_zone, mail.timeZone),
    createdById,
    by,
  })
}

/** An admin adds a member (SPEC C18): it gets an invitation with a link to set its password; audited. */
export async function inviteMember(
  db: Db,
  mail: MailSettings,
  principal: Principal,
  input: { Name: string; Email: string; Role: MemberRow['role'] },
): Promise<MemberRow> {
  return db.transaction().execute(async (trx) => {
    const member = await createMember(trx, input as Parameters<typeof createMember>[1])
    await auditMember(trx, 'create', member.id, principal)
    await issueLink(trx, member, 'invitation', mail, principal.memberId, principal)
    return member
  })
}

/** A new invitation: the old link ends. Refused for a removed member (404) and for one that set its password already (409). */
export async function resendInvitation(db: Db, mail: MailSettings, principal: Principal, memberId: number): Promise<MemberRow> {
  return db.transaction().execute(async (trx) => {
    const member = await members.findMemberEvenRemoved(trx, memberId)
    if (!member || member.removed_date !== null) throw errors.memberNotFound(memberId)
    if (member.password_hash !== null)
      throw errors.conflict(
        'member_joined',
        'This member has set its password already; it can ask for a new one with "Forgot your password?".',
      )
    await issueLink(trx, member, 'invitation', mail, principal.memberId, principal)
    return member
  })
}

export interface ResetRequest {
  readonly email: string
  /** The client's address, as the service sees it. */
  readonly address: string
}

/**
 * "Forgot your password?" (SPEC C18): counts the request for the account
 * and the address (more than 10 within 15 minutes: 429, as sign-in), then
 * answers; whether the email is a member's is decided afterwards, by
 * `sendReset`, so that the answer and its timing are the same either way.
 */
export async function countResetRequest(counter: Counter, request: ResetRequest): Promise<void> {
  const keys = [limitKey('account', request.email.toLowerCase()), limitKey('address', request.address)]
  for (const key of keys) {
    const counted = await counter.get(key)
    if (counted && counted.consumedPoints >= RESET_LIMIT) {
      const retryAfter = Math.max(1, Math.ceil(counted.msBeforeNext / 1000))
      throw errors.rateLimited(retryAfter, 'Too many password resets asked for this account or from this address; try again later.')
    }
  }
  await Promise.all(keys.map((key) => counter.penalty(key, 1)))
}

/** Emails a reset link to the member with this email, if there is one that has not been removed; nothing otherwise. */
export async function sendReset(db: Db, mail: MailSettings, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await members.findMemberByEmail(trx, email.toLowerCase())
    if (!member || member.removed_date !== null) return
    await issueLink(trx, member, 'reset', mail, null)
  })
}

/** What a link's secret looks like: 43 base64url characters. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/

/**
 * Sets the password from a link's secret (SPEC C18): once, within 7 days,
 * and only the member's newest link; each refusal says why (410). Every
 * session of the member ends, as with any new password.
 */
export async function setPasswordFromLink(db: Db, secret: string, password: string, by?: RequestRef): Promise<MemberRow> {
  if (!SECRET_SHAPE.test(secret)) throw errors.linkNotFound()
  const link = await links.findLinkByHash(db, hashToken(secret))
  if (!link) throw errors.linkNotFound()
  const member = await members.findMember(db, link.member_id)
  if (!member) throw errors.linkNotFound()
  if (link.used_date !== null) throw errors.linkEnded((await links.hasNewerLink(db, member.id, link.id)) ? 'replaced' : 'used')
  if (Date.parse(link.expires_date) <= Date.now()) throw errors.linkEnded('expired')
  const hash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    // Two uses at once: the one that marks it first sets the password.
    if (!(await links.useLink(trx, link.id, new Date().toISOString()))) throw errors.linkEnded('used')
    await members.setPasswordHash(trx, member.id, hash)
    await deleteMemberSessions(trx, member.id)
    await auditMember(trx, 'update', member.id, { memberId: member.id, tokenId: null, ...by })
  })
  return member
}
