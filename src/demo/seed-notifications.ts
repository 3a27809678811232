import type { Principal } from '../domain/access/index.js'
import { scheduleInterview } from '../domain/interviews/index.js'
import { listNotifications, markNotificationsRead, raiseScorecardsDue } from '../domain/notifications/index.js'
import type { Db } from '../store/repositories/types.js'
import type { Backdating } from './backdate.js'
import { DEMO_MAIL } from './demo-mail.js'
import { DAY_MS, HOUR_MS } from './timeline.js'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * An interview held yesterday whose scorecards are still owed (SPEC C18):
 * a second round of the newest active application of a vacancy the hiring
 * manager sits on whose first round was judged, the hiring manager and a
 * recruiter on the panel, scheduled days ago
 * by another recruiter (answers how many: 1, or 0 without such an
 * application). Made through the domain, before the demo's past is
 * written; its notifications are raised by seedNotifications, after.
 */
export async function seedOwedScorecard(db: Db, team: readonly Principal[], past: Backdating, horizon: number): Promise<number> {
  const manager = team.find((p) => p.role === 'hiring_manager')
  const [scheduler, panelist] = team.filter((p) => p.role === 'recruiter')
  if (!manager || !scheduler || !panelist) return 0
  const application = await db
    .selectFrom('applications as a')
    .innerJoin('hiring_team_members as t', 't.vacancy_id', 'a.vacancy_id')
    .select('a.id')
    .where('t.member_id', '=', manager.memberId)
    .where('a.status', '=', 'active')
    // A second round: the first was held and judged.
    .where((eb) =>
      eb.exists(
        eb.selectFrom('scorecards as s').select('s.id').whereRef('s.application_id', '=', 'a.id').where('s.status', '=', 'submitted'),
      ),
    )
    .orderBy('a.id', 'desc')
    .executeTakeFirst()
  if (!application) return 0
  const start = horizon - DAY_MS - 3 * HOUR_MS
  const interview = await scheduleInterview(db, DEMO_MAIL, scheduler, application.id, {
    StartDate: iso(start),
    EndDate: iso(start + HOUR_MS),
    InterviewerIds: [manager.memberId, panelist.memberId],
    Location: 'Meeting room Elbe',
  })
  past.interview(interview.id, start - 4 * DAY_MS)
  return 1
}

/**
 * Each member's notifications as a lived-in team has them, once the demo's
 * past is written: the scorecards owed told as of the demo's now, and what
 * came more than two days before it read (through the member's own
 * marking), the rest unread. Answers how many notifications there are.
 */
export async function seedNotifications(db: Db, team: readonly Principal[], horizon: number): Promise<number> {
  await raiseScorecardsDue(db, DEMO_MAIL, iso(horizon))
  let count = 0
  for (const member of team) {
    const mine = await listNotifications(db, member, member.memberId, { unread: false, before: 0, limit: 10_000 })
    count += mine.length
    const seen = mine.filter((n) => n.created_date < iso(horizon - 2 * DAY_MS)).map((n) => n.id)
    if (seen.length > 0) await markNotificationsRead(db, member, member.memberId, { Ids: seen })
  }
  return count
}
