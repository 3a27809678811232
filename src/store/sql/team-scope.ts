import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Visibility } from './db.js'

/**
 * The SQL pieces of a narrowed view, decided in domain/access/access.ts
 * `visibilityOf`: a hiring manager's (SPEC C3, through its hiring teams) and
 * an interviewer's (SPEC C18, through the interviews it sits on). They are
 * conditions added to a read's `where`, so a hidden row is never counted,
 * paged over or cached. `column` names the row's own column in the outer
 * query; `memberId` is the viewer. The functions that take a `Visibility`
 * are the one place a reach turns into SQL: a read calls them rather than
 * asking which reach it has, and gets undefined when the viewer sees every row.
 */

/** The viewer's condition on a candidate id column; undefined when it sees every candidate. */
export function candidateSeenBy(visibility: Visibility, candidateColumn: string): RawBuilder<SqlBool> | undefined {
  const { reach, viewerId } = visibility
  if (reach === 'hiring_team') return candidateOnTeamOf(candidateColumn, viewerId)
  if (reach === 'interviews') return candidateInterviewedBy(candidateColumn, viewerId)
  return undefined
}

/**
 * candidateSeenBy as membership of the candidates seen, computed once for the
 * whole statement (see candidateInTeamOf): for walks over many rows.
 */
export function candidateAmongSeenBy(visibility: Visibility, candidateColumn: string): RawBuilder<SqlBool> | undefined {
  const { reach, viewerId } = visibility
  if (reach === 'hiring_team') return candidateInTeamOf(candidateColumn, viewerId)
  if (reach === 'interviews') return sql<SqlBool>`${sql.ref(candidateColumn)} in (select sa.candidate_id from ${interviewsOf(viewerId)})`
  return undefined
}

/** The viewer's condition on a row of `applications` (named `table` in the query); undefined when it sees every one. */
export function applicationSeenBy(visibility: Visibility, table = 'applications'): RawBuilder<SqlBool> | undefined {
  const { reach, viewerId } = visibility
  if (reach === 'hiring_team') return onTeamOf(`${table}.vacancy_id`, viewerId)
  if (reach === 'interviews') return applicationInterviewedBy(`${table}.id`, viewerId)
  return undefined
}

/**
 * The viewer's condition on an interview (its row `interviews`, joined to
 * its application's row `applications`): a hiring manager's are those of
 * its vacancies; an interviewer's, those it sits on, of an application it
 * sees (a cancelled interview alone shows nothing).
 */
export function interviewSeenBy(
  visibility: Visibility,
  interviews = 'interviews',
  applications = 'applications',
): RawBuilder<SqlBool> | undefined {
  const application = applicationSeenBy(visibility, applications)
  if (visibility.reach !== 'interviews' || !application) return application
  return sql<SqlBool>`${application} and exists (select 1 from interview_interviewers si where si.interview_id = ${sql.ref(`${interviews}.id`)} and si.member_id = ${visibility.viewerId})`
}

/**
 * The viewer's condition on an event about an application (or its
 * interviews and scorecards), which names the application by its candidate
 * and vacancy (a candidate applies once to a vacancy).
 */
export function eventApplicationSeenBy(visibility: Visibility, events = 'events'): RawBuilder<SqlBool> | undefined {
  const { reach, viewerId } = visibility
  if (reach === 'hiring_team') return onTeamOf(`${events}.vacancy_id`, viewerId)
  if (reach === 'interviews')
    return sql<SqlBool>`exists (select 1 from applications ea where ea.candidate_id = ${sql.ref(`${events}.candidate_id`)} and ea.vacancy_id = ${sql.ref(`${events}.vacancy_id`)} and ${applicationInterviewedBy('ea.id', viewerId)})`
  return undefined
}

/** A condition, or the one that holds for every row. */
export function orEveryRow(condition: RawBuilder<SqlBool> | undefined): RawBuilder<SqlBool> {
  return condition ?? sql<SqlBool>`1 = 1`
}

/**
 * The scheduled interviews (upcoming or past) the member sits on, with
 * their applications, as a `from` clause: `si` the interview, `sa` the
 * application. A cancelled interview counts for nothing (SPEC C18).
 */
function interviewsOf(memberId: number): RawBuilder<unknown> {
  return sql`interview_interviewers sii join interviews si on si.id = sii.interview_id and si.status = 'scheduled'
    join applications sa on sa.id = si.application_id where sii.member_id = ${memberId}`
}

/** The application is one of a scheduled interview the member sits on. */
function applicationInterviewedBy(applicationColumn: string, memberId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(applicationColumn)} in (select si.application_id from interview_interviewers sii join interviews si on si.id = sii.interview_id
    where sii.member_id = ${memberId} and si.status = 'scheduled')`
}

/** The candidate has an application with a scheduled interview the member sits on. */
function candidateInterviewedBy(candidateColumn: string, memberId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from ${interviewsOf(memberId)} and sa.candidate_id = ${sql.ref(candidateColumn)})`
}

/** The vacancy is one whose hiring team includes the member. */
export function onTeamOf(vacancyColumn: string, memberId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(vacancyColumn)} in (select t.vacancy_id from hiring_team_members t where t.member_id = ${memberId})`
}

/** The candidate has an application, in any status, to a vacancy whose hiring team includes the member. */
export function candidateOnTeamOf(candidateColumn: string, memberId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from applications a join hiring_team_members t on t.vacancy_id = a.vacancy_id where a.candidate_id = ${sql.ref(candidateColumn)} and t.member_id = ${memberId})`
}

/**
 * The same condition as candidateOnTeamOf, as membership of the team's
 * candidates, computed once for the whole statement (SQLite builds a
 * temporary index of them, PostgreSQL a hashed subplan): for a walk over
 * many rows of which few are the team's, where a check per row costs more.
 */
function candidateInTeamOf(candidateColumn: string, memberId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(candidateColumn)} in (select a.candidate_id from applications a join hiring_team_members t on t.vacancy_id = a.vacancy_id where t.member_id = ${memberId})`
}

/**
 * Whether `viewer` still has a judgement of its own to give on an
 * application (SPEC C9; the rule is decided in domain/access/access.ts
 * `scorecardSeenBy`): it sits on a scheduled interview of it and has not
 * submitted that interview's scorecard. `applicationIds` is the SQL of one
 * id, or of a subquery of them.
 */
export function judgementPending(viewer: number, applicationIds: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from interviews pi join interview_interviewers pii on pii.interview_id = pi.id and pii.member_id = ${viewer}
    where pi.application_id in (${applicationIds}) and pi.status = 'scheduled'
    and not exists (select 1 from scorecards ps where ps.interview_id = pi.id and ps.interviewer_id = ${viewer} and ps.status = 'submitted'))`
}

/**
 * The same rule for a `scorecard.submitted` event in a candidate's
 * activity (event.repository.ts), which carries the scorecard: the event
 * names the candidate and the vacancy, which name one application (a
 * candidate applies once to a vacancy). Its author always sees its own.
 */
export function scorecardEventSeenBy(viewer: number): RawBuilder<SqlBool> {
  const application = sql`select a.id from applications a where a.candidate_id = events.candidate_id and a.vacancy_id = events.vacancy_id`
  return sql<SqlBool>`(events.actor_id = ${viewer} or not ${judgementPending(viewer, application)})`
}
