import { errors } from '../../errors/catalog.js'
import type { InterviewView } from '../../store/repositories/interview.repository.js'
import * as repo from '../../store/repositories/notification.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { ApplicationRow, NotificationRow } from '../../store/tables.js'
import { requireOwnNotifications, toldOfApplications, visibilityOf, type Principal, type RequestRef } from '../access/index.js'
import type { AuditedWrite } from '../changes/index.js'
import { nowIso } from '../clock.js'
import type { MailSettings } from '../email/index.js'
import type { NotificationType } from '../vocabulary.js'
import { emailNotification } from './notification-emails.js'

/** How an application was taken in (SPEC C8; C13's import the same way), as its notification needs it. */
interface Received {
  /** False: a new submission to an application that existed (the candidate applied again). */
  readonly newApplication: boolean
  /** When it was received; now by default. */
  readonly at?: string
  /** The request it came in: the emails' audit rows name it, and it counts what it queued. */
  readonly by?: RequestRef | null
  /** When given, the emails' audit rows go here, for the caller to write with its others. */
  readonly audits?: AuditedWrite[]
}

/**
 * Tells each current member of the vacancy's hiring team, in the
 * transaction that took the application in, that an application came:
 * `application_received` for a new one, `application_resubmitted` for a
 * new submission to one that existed; and emails it, unless the member
 * turned its notification emails off. Recruiters and admins off the team
 * are not told (SPEC C18: a vacancy whose hiring team includes it), nor a
 * member of the team whose role does not read its applications
 * (domain/access `toldOfApplications`).
 */
export async function notifyApplication(
  trx: Db,
  mail: MailSettings,
  application: Pick<ApplicationRow, 'id' | 'candidate_id' | 'vacancy_id'>,
  received: Received,
): Promise<void> {
  const team = (await repo.teamRecipients(trx, application.vacancy_id)).filter((m) => toldOfApplications(m.role))
  if (team.length === 0) return
  const type = received.newApplication ? 'application_received' : 'application_resubmitted'
  const at = received.at ?? nowIso()
  await repo.insertNotifications(
    trx,
    team.map((member) => ({
      member_id: member.id,
      type,
      candidate_id: application.candidate_id,
      application_id: application.id,
      interview_id: null,
      created_date: at,
    })),
  )
  for (const member of team) {
    await emailNotification(
      trx,
      mail,
      member,
      type,
      { candidateId: application.candidate_id, vacancyId: application.vacancy_id },
      { by: received.by ?? null, ...(received.audits && { audits: received.audits }) },
    )
  }
}

/** Who is told what of an interview's change: put on it, changed, taken off, cancelled. */
function interviewNotices(before: InterviewView | null, after: InterviewView): Array<[memberId: number, type: NotificationType]> {
  if (after.status === 'cancelled') return after.interviewer_ids.map((id) => [id, 'interview_cancelled'])
  const was = new Set(before?.interviewer_ids ?? [])
  const now = new Set(after.interviewer_ids)
  const moved =
    before !== null && (before.start_date !== after.start_date || before.end_date !== after.end_date || before.location !== after.location)
  return [
    ...after.interviewer_ids.filter((id) => !was.has(id)).map((id): [number, NotificationType] => [id, 'interview_assigned']),
    ...after.interviewer_ids.filter((id) => was.has(id) && moved).map((id): [number, NotificationType] => [id, 'interview_changed']),
    ...[...was].filter((id) => !now.has(id)).map((id): [number, NotificationType] => [id, 'interview_unassigned']),
  ]
}

/**
 * Tells the interviewers of an interview, in the transaction of its change,
 * what the change did to them: put on it (`interview_assigned`), its time
 * or place changed (`interview_changed`), taken off it
 * (`interview_unassigned`), cancelled (`interview_cancelled`). `before` is
 * null for a new interview. The member who made the change is not told of
 * it. In the console only: the email of these is C9's
 * `interview_assignment` (domain/interviews), never a second one.
 */
export async function notifyInterview(trx: Db, actor: Pick<Principal, 'memberId'>, before: InterviewView | null, after: InterviewView) {
  const notices = interviewNotices(before, after).filter(([id]) => id !== actor.memberId)
  if (notices.length === 0) return
  const current = new Set((await repo.recipientsByIds(trx, [...new Set(notices.map(([id]) => id))])).map((m) => m.id))
  const at = after.updated_date
  await repo.insertNotifications(
    trx,
    notices
      .filter(([id]) => current.has(id))
      .map(([id, type]) => ({
        member_id: id,
        type,
        candidate_id: after.candidate_id,
        application_id: after.application_id,
        interview_id: after.id,
        created_date: at,
      })),
  )
}

/**
 * The member's notifications, newest first, under its own read rules (one
 * about what it may no longer see is absent): below the id `before` (0:
 * from the newest), unread ones only when asked; one more than `limit`,
 * telling whether another page follows. A member reads its own only.
 */
export function listNotifications(
  db: Db,
  principal: Principal,
  memberId: number,
  range: { unread: boolean; before: number; limit: number },
): Promise<NotificationRow[]> {
  requireOwnNotifications(principal, memberId)
  return repo.listMemberNotifications(db, memberId, visibilityOf(principal), {
    unread: range.unread,
    before: range.before,
    rows: range.limit + 1,
  })
}

/** Marks the member's own notifications read: those named (another's, or one read already, change nothing), or all. */
export async function markNotificationsRead(
  db: Db,
  principal: Principal,
  memberId: number,
  input: { Ids?: number[]; All?: boolean },
): Promise<void> {
  requireOwnNotifications(principal, memberId)
  if (input.All !== undefined && input.Ids !== undefined) throw errors.validation('Ids', 'give either Ids or All, not both')
  if (input.All === false) throw errors.validation('All', 'must be true (or give Ids)')
  if (input.All === undefined && input.Ids === undefined) throw errors.validation('Ids', 'give the Ids to mark read, or All: true')
  await repo.markNotificationsRead(db, memberId, input.All ? 'all' : [...new Set(input.Ids)], nowIso())
}
