import { sql, type Insertable, type Updateable } from 'kysely'
import type { InterviewRow, InterviewTable } from '../tables.js'
import { inPage } from './keyset-page.js'
import { interviewSeenBy } from '../sql/team-scope.js'
import type { Db, Page, Visibility } from './types.js'

/** An interview with what its rules need of its application, and its interviewers (ascending member ids). */
export interface InterviewView extends InterviewRow {
  readonly candidate_id: number
  readonly vacancy_id: number
  readonly application_status: string
  readonly interviewer_ids: number[]
}

export function insertInterview(db: Db, values: Insertable<InterviewTable>): Promise<InterviewRow> {
  return db.insertInto('interviews').values(values).returningAll().executeTakeFirstOrThrow()
}

export function updateInterview(db: Db, id: number, values: Updateable<InterviewTable>): Promise<InterviewRow> {
  return db.updateTable('interviews').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

/** Makes the interviewers exactly `memberIds`, each row carrying the interview's start (the key of a member's range). */
export async function replaceInterviewers(db: Db, interviewId: number, memberIds: readonly number[], startDate: string): Promise<void> {
  await db.deleteFrom('interview_interviewers').where('interview_id', '=', interviewId).execute()
  await db
    .insertInto('interview_interviewers')
    .values(memberIds.map((member_id) => ({ interview_id: interviewId, member_id, start_date: startDate })))
    .execute()
}

function visibleInterviews(db: Db, visibility: Visibility) {
  const query = db
    .selectFrom('interviews')
    .innerJoin('applications', 'applications.id', 'interviews.application_id')
    .selectAll('interviews')
    .select(['applications.candidate_id', 'applications.vacancy_id', 'applications.status as application_status'])
    .select(INTERVIEWER_LIST)
  const seen = interviewSeenBy(visibility)
  return seen ? query.where(seen) : query
}

/**
 * The interviewers of the row's interview, in member id order, as one text
 * column (`2,3`), read in the row's own statement rather than in a second
 * round trip. An aggregate with its own ORDER BY is the same SQL on both
 * engines (SQLite since 3.44).
 */
const INTERVIEWER_LIST = sql<string | null>`(select string_agg(cast(ii.member_id as text), ',' order by ii.member_id)
  from interview_interviewers ii where ii.interview_id = interviews.id)`.as('interviewer_list')

function withInterviewers<T extends InterviewRow & { interviewer_list: string | null }>(
  rows: T[],
): (Omit<T, 'interviewer_list'> & { interviewer_ids: number[] })[] {
  return rows.map(({ interviewer_list, ...row }) => ({
    ...row,
    interviewer_ids: interviewer_list ? interviewer_list.split(',').map(Number) : [],
  }))
}

/** An interview the viewer may see (C3: of an application it may see), or undefined. */
export async function findInterview(db: Db, id: number, visibility: Visibility): Promise<InterviewView | undefined> {
  const row = await visibleInterviews(db, visibility).where('interviews.id', '=', id).executeTakeFirst()
  return row && withInterviewers([row])[0]
}

/**
 * The interview as it is now, locked for the rest of the transaction, if
 * the viewer may see it: changes and scorecards decide on this row, so two
 * of them at once serialise.
 */
export async function lockInterview(db: Db, id: number, visibility: Visibility): Promise<InterviewView | undefined> {
  let lock = db
    .updateTable('interviews')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
  const seen = interviewSeenBy(visibility, 'seen', 'applications')
  if (seen) {
    lock = lock.where((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('interviews as seen')
          .innerJoin('applications', 'applications.id', 'seen.application_id')
          .select('seen.id')
          .where(seen),
      ),
    )
  }
  const locked = await lock.returning('id').executeTakeFirst()
  return locked && findInterview(db, id, visibility)
}

/** An application's interviews the viewer sees (the caller has checked it sees the application). */
export async function listApplicationInterviews(
  db: Db,
  applicationId: number,
  visibility: Visibility,
  page: Page,
): Promise<InterviewView[]> {
  const rows = await inPage(
    visibleInterviews(db, visibility).where('interviews.application_id', '=', applicationId),
    page,
    'interviews.id',
  ).execute()
  return withInterviewers(rows)
}

/** An interview on a member's day, with the status of that member's own scorecard for it (null: none written). */
export interface MemberInterviewView extends InterviewView {
  readonly scorecard_status: string | null
}

/** Where a page of a member's interviews starts: at `from`, or after the interview `afterId` that started exactly then. */
export interface StartKey {
  readonly from: string
  readonly afterId: number
}

/**
 * The interviews a member sits on, cancelled ones included, starting at or
 * after the key and before `to` (if any), in start order (then id), at most
 * `rows` of them: one range of the index on (member_id, start_date,
 * interview_id). A hiring manager's are those of its vacancies (C3).
 */
export async function listMemberInterviews(
  db: Db,
  memberId: number,
  range: { start: StartKey; to: string | null; rows: number },
  visibility: Visibility,
): Promise<MemberInterviewView[]> {
  const { start, to, rows } = range
  let query = db
    .selectFrom('interview_interviewers as mine')
    .innerJoin('interviews', 'interviews.id', 'mine.interview_id')
    .innerJoin('applications', 'applications.id', 'interviews.application_id')
    .selectAll('interviews')
    .select(['applications.candidate_id', 'applications.vacancy_id', 'applications.status as application_status'])
    .select(INTERVIEWER_LIST)
    .select((eb) =>
      eb
        .selectFrom('scorecards')
        .select('scorecards.status')
        .whereRef('scorecards.interview_id', '=', 'interviews.id')
        .where('scorecards.interviewer_id', '=', memberId)
        .as('scorecard_status'),
    )
    .where('mine.member_id', '=', memberId)
    // A plain range on the index's second column, so the engine scans from `from` on; the page key narrows it.
    .where('mine.start_date', '>=', start.from)
  if (start.afterId > 0)
    query = query.where((eb) => eb.or([eb('mine.start_date', '>', start.from), eb('mine.interview_id', '>', start.afterId)]))
  if (to !== null) query = query.where('mine.start_date', '<', to)
  const seen = interviewSeenBy(visibility)
  if (seen) query = query.where(seen)
  const found = await query.orderBy('mine.start_date').orderBy('mine.interview_id').limit(rows).execute()
  return withInterviewers(found)
}
