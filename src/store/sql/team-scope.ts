import { sql, type RawBuilder, type SqlBool } from 'kysely'

/**
 * The SQL pieces of a hiring manager's view (SPEC C3, decided in
 * domain/access/access.ts): conditions added to a read's `where`, so a hidden row
 * is never counted, paged over or cached. `column` names the row's own
 * column in the outer query; `memberId` is the viewer.
 */

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
export function candidateInTeamOf(candidateColumn: string, memberId: number): RawBuilder<SqlBool> {
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
