import assert from 'node:assert/strict'
import { json, type TestApp } from './app.js'

/** One vacancy per hiring manager, with it alone on the team: where showTo puts candidates. */
const vacancies = new WeakMap<TestApp, Map<number, number>>()

/** A vacancy (made through the API, as an admin) whose hiring team is exactly `memberIds`. */
export async function vacancyWithTeam(t: TestApp, memberIds: number[], title = 'Team vacancy'): Promise<number> {
  const v = await t.call('POST', '/v1/Vacancies', undefined, { Title: title })
  assert.equal(v.statusCode, 201, v.body)
  const id = json<{ Id: number }>(v).Id
  const team = await t.call('PUT', `/v1/Vacancies/${id}/HiringTeam`, undefined, { MemberIds: memberIds })
  assert.equal(team.statusCode, 200, team.body)
  return id
}

/**
 * Lets a hiring manager see a candidate (SPEC C3): an application of the
 * candidate to a vacancy whose hiring team includes the member. Answers the
 * vacancy's id.
 */
export async function showTo(t: TestApp, memberId: number, candidateId: number): Promise<number> {
  let byMember = vacancies.get(t)
  if (!byMember) vacancies.set(t, (byMember = new Map()))
  let vacancyId = byMember.get(memberId)
  if (vacancyId === undefined) {
    vacancyId = await vacancyWithTeam(t, [memberId], `Vacancy of member ${memberId}`)
    byMember.set(memberId, vacancyId)
  }
  const res = await t.call('POST', `/v1/Candidates/${candidateId}/Applications`, undefined, { VacancyId: vacancyId })
  assert.ok(res.statusCode === 201 || (res.statusCode === 409 && json(res).code === 'application_exists'), res.body)
  return vacancyId
}
