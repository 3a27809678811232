import type { Db } from '../../store/repositories/types.js'
import type { EmailRow } from '../../store/tables.js'
import type { RequestRef } from '../access/index.js'
import { fillPlaceholders, fillSubject, getTemplate, type MemberLinkTemplate } from './email-templates.js'
import { withoutLinkSecrets } from './email-sending.js'
import { queueEmail, type MailSettings } from './emails.js'

export interface MemberLinkEmail {
  readonly mail: MailSettings
  readonly template: MemberLinkTemplate
  readonly member: { readonly id: number; readonly name: string; readonly email: string }
  /** The set-password link, whole: it holds the secret, so it is in no log and no event. */
  readonly link: string
  /** When the link stops working, as the member reads it. */
  readonly expires: string
  /** The member whose action sends it (an admin's invitation); null for a reset the member asked for signed out. */
  readonly createdById: number | null
  readonly by?: RequestRef | null
}

/**
 * Writes an invitation or a reset to a member (SPEC C18) through the same
 * outbox as every email, in the caller's transaction: an email to the
 * member (`member_id`), about no candidate, so never one of a candidate's.
 */
export async function queueMemberLinkEmail(trx: Db, email: MemberLinkEmail): Promise<EmailRow> {
  const template = await getTemplate(trx, email.template)
  const values = {
    MemberName: email.member.name,
    OrganizationName: email.mail.organizationName,
    Link: email.link,
    LinkExpiresDate: email.expires,
  }
  return queueEmail(trx, {
    mail: email.mail,
    candidateId: null,
    memberId: email.member.id,
    to: email.member.email,
    subject: fillSubject(template.subject, values),
    // Without an SMTP server it never leaves the machine: its link would only wait in the store, so it is not kept.
    body: email.mail.smtpConfigured ? fillPlaceholders(template.body, values) : withoutLinkSecrets(fillPlaceholders(template.body, values)),
    template: email.template,
    createdById: email.createdById,
    by: email.by,
  })
}
