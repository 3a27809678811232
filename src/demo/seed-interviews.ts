import type { Principal } from '../domain/access/index.js'
import { DEMO_MAIL } from './demo-mail.js'
import { scheduleInterview, writeScorecard } from '../domain/interviews/index.js'
import { getHiringTeam, replaceHiringTeam } from '../domain/pipeline/index.js'
import type { Db } from '../store/repositories/types.js'
import type { Backdating } from './backdate.js'
import { pick, seededRandom } from './sample-cv.js'
import { DAY_MS, HOUR_MS, later, workingHours } from './timeline.js'
import type { RatingValue, Recommendation } from '../domain/vocabulary.js'

const LOCATIONS = ['Meeting room Elbe', 'https://meet.example.com/ats-interview', 'Meeting room Spree, 2nd floor', 'Phone call']
const ATTRIBUTES = ['Technical skills', 'Communication', 'Problem solving', 'Team fit'] as const
const SCALE: readonly RatingValue[] = ['strong_no', 'no', 'yes', 'strong_yes']
const NOTES = [
  'Solid on the fundamentals; would like to see more ownership.',
  'Explained past projects clearly and asked good questions about the team.',
  'Struggled with the system design part, strong on the coding exercise.',
  'Good energy, but the examples stayed vague.',
]

/**
 * Interviews and scorecards on the demo's pipeline (SPEC C9), through the
 * domain as the API makes them: every active application that reached the
 * third stage or beyond had an interview in the past, judged by a recruiter
 * and, on the vacancies the hiring manager sits on, by the hiring manager
 * too (some agree, some do not); active applications in the second and
 * third stages have one in the coming week, those of the hiring manager's
 * vacancies with the hiring manager on it, scheduled with invitations (the
 * emails recorded `not_sent`, dated with the scheduling). A random sequence
 * of its own.
 */
export async function seedInterviews(db: Db, team: readonly Principal[], past: Backdating, horizon: number): Promise<number> {
  const random = seededRandom(2028)
  const byId = new Map(team.map((p) => [p.memberId, p]))
  const active = await db
    .selectFrom('applications as a')
    .innerJoin('stages as s', 's.id', 'a.stage_id')
    .select(['a.id', 'a.vacancy_id', 's.position'])
    .where('a.status', '=', 'active')
    .where('s.position', '>=', 2)
    .orderBy('a.id')
    .execute()
  const teams = await db.selectFrom('hiring_team_members').select(['vacancy_id', 'member_id']).execute()
  let made = 0
  for (const a of active) {
    const members = teams.filter((t) => t.vacancy_id === a.vacancy_id).map((t) => byId.get(t.member_id))
    const recruiter = members.find((m) => m?.role === 'recruiter') ?? team.find((p) => p.role === 'recruiter')
    const manager = members.find((m) => m?.role === 'hiring_manager')
    if (!recruiter) continue
    const interviewers = [recruiter, ...(manager ? [manager] : [])]
    const reached = past.applications.get(a.id)?.at(-1) ?? horizon - 14 * DAY_MS
    if (a.position >= 3) {
      // Held a few days after the move, if that is in the past: both judged it.
      const start = later(random, reached, 1, 4)
      if (start + 2 * HOUR_MS < horizon) {
        const interview = await schedule(db, recruiter, a.id, interviewers, start, random)
        past.interview(interview.id, Math.min(reached + HOUR_MS, start - HOUR_MS))
        const lean = random() < 0.6 ? 'yes' : 'no'
        for (const who of interviewers) {
          // Most agree with the lean; some do not.
          const agrees = random() < 0.7
          const recommendation: Recommendation =
            agrees === (lean === 'yes') ? pick(random, ['yes', 'strong_yes']) : pick(random, ['no', 'strong_no'])
          const card = await writeScorecard(db, who, interview.id, {
            Ratings: ATTRIBUTES.map((Attribute) => ({ Attribute, Rating: pick(random, SCALE) })),
            Recommendation: recommendation,
            Notes: pick(random, NOTES),
            Submit: true,
          })
          past.scorecard(card.id, Math.min(horizon - 60_000, start + (2 + random() * 20) * HOUR_MS))
        }
        made++
      }
    }
    if (a.position <= 3 && random() < 0.7) {
      // In the coming week, on a working day; the hiring manager's vacancies have it on the panel.
      const start = workingHours(random, horizon + (1 + random() * 6) * DAY_MS)
      const firstEmail = await nextEmailId(db)
      // With invitations: the candidate's and each interviewer's email, each in its reader's time zone (recorded, never sent).
      const interview = await schedule(
        db,
        recruiter,
        a.id,
        manager ? [manager, ...(random() < 0.5 ? [recruiter] : [])] : [recruiter],
        start,
        random,
        true,
      )
      const scheduledAt = Math.max(reached + HOUR_MS, horizon - (1 + random() * 48) * HOUR_MS)
      past.interview(interview.id, scheduledAt)
      for (const e of await db.selectFrom('emails').select('id').where('id', '>=', firstEmail).execute()) past.email(e.id, scheduledAt)
      made++
    }
  }
  return made
}

/**
 * An interviewer's day (SPEC C18): `interviewer` joins the hiring team of
 * the vacancy and sits on interviews of its active applications, scheduled
 * by the team's recruiter: two held in the last days, whose scorecards it
 * still owes, and two in the coming days. A random sequence of its own.
 * Answers how many it made.
 */
export async function seedInterviewerDay(
  db: Db,
  team: readonly Principal[],
  interviewer: Principal,
  vacancyId: number | undefined,
  past: Backdating,
  horizon: number,
): Promise<number> {
  if (vacancyId === undefined) return 0
  const random = seededRandom(2029)
  const members = (await getHiringTeam(db, vacancyId, { after: 0, limit: 1000 })).map((m) => m.member_id)
  await replaceHiringTeam(db, null, vacancyId, [...members, interviewer.memberId])
  const recruiter = team.find((p) => p.role === 'recruiter' && members.includes(p.memberId)) ?? team.find((p) => p.role === 'recruiter')
  if (!recruiter) return 0
  const active = await db
    .selectFrom('applications')
    .select('id')
    .where('vacancy_id', '=', vacancyId)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(4)
    .execute()
  let made = 0
  for (const [i, a] of active.entries()) {
    const held = i < 2
    // Held: on a working day of the last week, over by some hours now. To come: in the next days.
    const start = held
      ? Math.min(workingHours(random, horizon - (2 + 2 * i) * DAY_MS), horizon - 4 * HOUR_MS)
      : workingHours(random, horizon + (i - 1) * DAY_MS)
    // The interviewer alone: a recruiter on it would have a judgement of its own to give, and see the others' no more.
    const interview = await schedule(db, recruiter, a.id, [interviewer], start, random)
    past.interview(interview.id, Math.min(start, horizon) - 3 * DAY_MS)
    made++
  }
  return made
}

/**
 * An interview held before a decision on the application (one can only be
 * scheduled on an active one): two recruiters judge it, most of them
 * foreseeing the decision, so the Interviewers report has decided
 * scorecards that agree with it and some that do not. Held halfway from the
 * last move to the decision, judged before it; none when they fall within
 * half a day. A random sequence of its own per application, so the
 * pipeline's stays as it was.
 */
export async function interviewBeforeDecision(
  db: Db,
  recruiters: readonly Principal[],
  applicationId: number,
  movedAt: number,
  decision: { at: number; outcome: 'hired' | 'rejected' },
  past: Backdating,
): Promise<void> {
  const gap = decision.at - movedAt
  // Two recruiters in turn (one when there is only one).
  const panel = [...new Set([applicationId, applicationId + 1].map((k) => recruiters[k % recruiters.length]))].filter(
    (p) => p !== undefined,
  )
  const [lead] = panel
  if (gap < DAY_MS / 2 || lead === undefined) return
  const random = seededRandom(5000 + applicationId)
  const start = movedAt + Math.floor(gap / 2)
  const interview = await schedule(db, lead, applicationId, panel, start, random)
  past.interview(interview.id, movedAt + Math.floor(gap / 10))
  for (const who of panel) {
    const yes = random() < 0.7 === (decision.outcome === 'hired')
    const card = await writeScorecard(db, who, interview.id, {
      Ratings: ATTRIBUTES.map((Attribute) => ({ Attribute, Rating: pick(random, SCALE) })),
      Recommendation: yes ? pick(random, ['yes', 'strong_yes']) : pick(random, ['no', 'strong_no']),
      Notes: pick(random, NOTES),
      Submit: true,
    })
    past.scorecard(card.id, start + Math.floor(gap / 5))
  }
}

function schedule(
  db: Db,
  by: Principal,
  applicationId: number,
  interviewers: readonly Principal[],
  start: number,
  random: () => number,
  sendInvitations = false,
) {
  const minutes = pick(random, [30, 45, 60, 90])
  return scheduleInterview(db, DEMO_MAIL, by, applicationId, {
    StartDate: new Date(start).toISOString(),
    EndDate: new Date(start + minutes * 60_000).toISOString(),
    InterviewerIds: interviewers.map((p) => p.memberId),
    Location: pick(random, LOCATIONS),
    SendInvitations: sendInvitations,
  })
}

/** The id the next email will have at least: those a scheduling writes are at or after it. */
async function nextEmailId(db: Db): Promise<number> {
  const last = await db.selectFrom('emails').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst()
  return (last?.id ?? 0) + 1
}
