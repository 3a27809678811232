import { sql, type Insertable, type RawBuilder, type SqlBool } from 'kysely'
import type { NotificationRow, NotificationTable } from '../tables.js'
import { applicationSeenBy, candidateSeenBy } from '../sql/team-scope.js'
import type { Db, Visibility } from './types.js'

/** A member as a notification reaches it: by name and address, in its time zone, emailed or not. */
export interface Recipient {
  readonly id: number
  readonly role: string
  readonly name: string
  readonly email: string
  readonly time_zone: string | null
  readonly notification_emails: number
}

const RECIPIENT_COLUMNS = [
  'members.id',
  'members.role',
  'members.name',
  'members.email',
  'members.time_zone',
  'members.notification_emails',
] as const

/**
 * Writes notifications and answers those written: one whose `once_key` the
 * member has already (another instance raised it first) is left out, the
 * insert doing nothing rather than failing, so the caller emails only for
 * what it wrote.
 */
export async function insertNotifications(db: Db, rows: readonly Insertable<NotificationTable>[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return []
  return db
    .insertInto('notifications')
    .values([...rows])
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .execute()
}

/**
 * Whether the member may still see what a notification is about (SPEC
 * C18, under the read rules decided in domain/access/access.ts
 * `visibilityOf`, turned into SQL by sql/team-scope.ts), as a condition of
 * the query that lists them: one about an application (and so an interview
 * of it) while it sees the application (a hiring manager: the vacancy's
 * team includes it; an interviewer: it sits on a scheduled interview of
 * it), one about a candidate alone while it sees the candidate. One about
 * an erased candidate is gone with it (foreign keys). Undefined: every one.
 */
function notificationSeen(visibility: Visibility): RawBuilder<SqlBool> | undefined {
  const application = applicationSeenBy(visibility, 'na')
  const candidate = candidateSeenBy(visibility, 'notifications.candidate_id')
  if (!application || !candidate) return undefined
  return sql<SqlBool>`(case when notifications.application_id is not null
    then exists (select 1 from applications na where na.id = notifications.application_id and ${application})
    else ${candidate} end)`
}

/**
 * A member's notifications, newest first, under its read rules: those
 * below the id `before` (0: from the newest), unread ones only when asked,
 * at most `rows`. One range of the index on (member_id, id), or on
 * (member_id, read_date, id) for the unread.
 */
export function listMemberNotifications(
  db: Db,
  memberId: number,
  visibility: Visibility,
  range: { unread: boolean; before: number; rows: number },
): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('member_id', '=', memberId)
  if (range.unread) query = query.where('read_date', 'is', null)
  if (range.before > 0) query = query.where('id', '<', range.before)
  const seen = notificationSeen(visibility)
  if (seen) query = query.where(seen)
  return query.orderBy('id', 'desc').limit(range.rows).execute()
}

/** Marks the member's unread notifications read: those of `ids`, or all. Another member's ids change nothing. */
export async function markNotificationsRead(db: Db, memberId: number, ids: readonly number[] | 'all', at: string): Promise<number> {
  if (ids !== 'all' && ids.length === 0) return 0
  let query = db.updateTable('notifications').set({ read_date: at }).where('member_id', '=', memberId).where('read_date', 'is', null)
  if (ids !== 'all') query = query.where('id', 'in', ids)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Notifications about the candidate go when it is anonymized (erasure takes them by foreign key). */
export async function deleteCandidateNotifications(db: Db, candidateId: number): Promise<void> {
  await db.deleteFrom('notifications').where('candidate_id', '=', candidateId).execute()
}

/** The current members on the vacancy's hiring team, in id order. */
export function teamRecipients(db: Db, vacancyId: number): Promise<Recipient[]> {
  return db
    .selectFrom('hiring_team_members as t')
    .innerJoin('members', 'members.id', 't.member_id')
    .select(RECIPIENT_COLUMNS)
    .where('t.vacancy_id', '=', vacancyId)
    .where('members.removed_date', 'is', null)
    .orderBy('members.id')
    .execute()
}

/** The current members among `ids`, in id order. */
export function recipientsByIds(db: Db, ids: readonly number[]): Promise<Recipient[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('members')
    .select(RECIPIENT_COLUMNS)
    .where('members.id', 'in', ids)
    .where('members.removed_date', 'is', null)
    .orderBy('members.id')
    .execute()
}

/** A scorecard owed: an interviewer of a scheduled interview that has ended, without a submitted scorecard for it. */
export interface OwedScorecard {
  readonly interview_id: number
  readonly member_id: number
  readonly application_id: number
  readonly candidate_id: number
  readonly vacancy_id: number
  readonly start_date: string
  readonly end_date: string
}

/**
 * Every scorecard owed at `now` by a current member, leaving out those whose
 * member was told since `toldSince` (a reminder of the day is already
 * there): a scheduled interview that ended at or before `now`, a current
 * interviewer of it, no submitted scorecard of its own. In interview, then
 * member order.
 */
export function owedScorecards(db: Db, now: string, toldSince: string): Promise<OwedScorecard[]> {
  return db
    .selectFrom('interviews')
    .innerJoin('interview_interviewers as ii', 'ii.interview_id', 'interviews.id')
    .innerJoin('applications', 'applications.id', 'interviews.application_id')
    .innerJoin('members', 'members.id', 'ii.member_id')
    .select([
      'interviews.id as interview_id',
      'ii.member_id',
      'interviews.application_id',
      'applications.candidate_id',
      'applications.vacancy_id',
      'interviews.start_date',
      'interviews.end_date',
    ])
    .where('interviews.status', '=', 'scheduled')
    .where('interviews.end_date', '<=', now)
    .where('members.removed_date', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('scorecards as s')
            .select('s.id')
            .whereRef('s.interview_id', '=', 'interviews.id')
            .whereRef('s.interviewer_id', '=', 'ii.member_id')
            .where('s.status', '=', 'submitted'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notifications as n')
            .select('n.id')
            .whereRef('n.member_id', '=', 'ii.member_id')
            .whereRef('n.interview_id', '=', 'interviews.id')
            .where('n.type', '=', 'scorecard_due')
            .where('n.created_date', '>', toldSince),
        ),
      ),
    )
    .orderBy('interviews.id')
    .orderBy('ii.member_id')
    .execute()
}
