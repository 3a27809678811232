import { deliverBySmtp, type SmtpOptions } from '../../adapters/smtp/smtp-delivery.js'

export type { SmtpOptions }
import * as emails from '../../store/repositories/email.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { EmailRow } from '../../store/tables.js'
import { nowIso } from '../clock.js'
import { recordEvent } from '../changes/index.js'
import { toEmail } from '../representations/index.js'

/** The job that sends one email (background/job-handlers.ts runs it). */
export const SEND_EMAIL = 'email.send'

const SECOND = 1000
const HOUR = 3600 * SECOND
/**
 * The wait after each failed attempt: 30 s, 2 min, 10 min, 30 min, then 1,
 * 2, 4, 8 and 12 hours. Ten attempts, the last about 28 hours after the
 * first (SPEC C10: at least 24 hours), then the email is `failed`.
 */
const RETRY_DELAYS_MS = [30 * SECOND, 120 * SECOND, 600 * SECOND, 1800 * SECOND, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR, 12 * HOUR]
export const EMAIL_ATTEMPTS = RETRY_DELAYS_MS.length + 1
/** The email counts its attempts; its job may be claimed a few more times if an instance stops mid-attempt. */
export const EMAIL_JOB_ATTEMPTS = EMAIL_ATTEMPTS + 3

/** The wait after failed attempt `attempt` (1, 2, ...). */
export function emailBackoffMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1] ?? HOUR
}

/**
 * Makes one attempt to hand a pending email to the SMTP server (a job's
 * run: idempotent, since an email no longer pending, or gone with its
 * erased candidate, is left alone). Accepted: `sent` with its date and
 * `email.sent`, written at once after the server's answer, so that a crash
 * between the two (which would send it again) is as short as it can be.
 * Refused or failed: counted and thrown so that the job runner retries
 * after the delay above; the last attempt makes it `failed`, `email.failed`.
 * Those events are the candidate's emails' only: one to a member records none.
 */
export async function sendQueuedEmail(
  db: Db,
  options: SmtpOptions,
  job: { readonly emailId: number },
  signal?: AbortSignal,
): Promise<void> {
  const email = await emails.findEmail(db, job.emailId)
  if (email?.status !== 'pending') return
  let fault: string | undefined
  try {
    await deliverBySmtp(
      {
        id: email.id,
        to: email.to_address,
        subject: email.subject,
        text: email.body,
        createdDate: email.created_date,
        calendar: email.calendar_text ? { method: email.calendar_method ?? 'REQUEST', text: email.calendar_text } : null,
      },
      options,
      signal,
    )
  } catch (err) {
    fault = errorText(err)
  }
  if (fault === undefined) {
    await settle(db, email, { status: 'sent', sentDate: nowIso(), error: null })
    return
  }
  const final = email.attempts + 1 >= EMAIL_ATTEMPTS
  await settle(db, email, { status: final ? 'failed' : 'pending', sentDate: null, error: fault })
  // The reason only: the address and the server's URL (its credentials) stay out of the job's error and the log.
  if (!final) throw new Error(`email not sent: ${fault}`)
}

async function settle(db: Db, email: EmailRow, outcome: { status: EmailRow['status']; sentDate: string | null; error: string | null }) {
  await db.transaction().execute(async (trx) => {
    const row = await emails.settleAttempt(trx, email.id, outcome)
    if (!row || row.status === 'pending') return
    // An email to a member is not the candidate's (SPEC C9, C10): no `email.sent` in its activity, the feed or webhooks,
    // where it would read as the candidate emailed (and carry a member's address, or a set-password link, to integrators).
    if (row.member_id !== null) return
    await recordEvent(trx, {
      type: row.status === 'sent' ? 'email.sent' : 'email.failed',
      // In the name of the member whose action wrote it (null for the careers site's): the service only carries it out.
      actorId: row.created_by_id,
      candidateId: row.candidate_id,
      data: toEmail(row),
    })
  })
}

/** What is kept of a failure: the server's answer or the fault, short, without the address it was about. */
function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err)
  return message
    .replace(/[^\s<>"]+@[^\s<>"]+/g, '<address>')
    .replace(/\s+/g, ' ')
    .slice(0, 300)
}
