import { sql, type RawBuilder, type SqlBool } from 'kysely'

/**
 * The SQL pieces of a hiring manager's view (SPEC C3, decided in
 * domain/access.ts): conditions added to a read's `where`, so a hidden row
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
