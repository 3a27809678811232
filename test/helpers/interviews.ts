import assert from 'node:assert/strict'
import { json, type TestApp } from './app.js'
import { vacancyWithTeam } from './pipeline.js'

export const INTERVIEW_FIELDS = [
  'Id',
  'ApplicationId',
  'StageId',
  'StartDate',
  'EndDate',
  'Location',
  'InterviewerIds',
  'Status',
  'CreatedById',
  'CreatedDate',
  'UpdatedDate',
]
export const SCORECARD_FIELDS = [
  'Id',
  'InterviewId',
  'ApplicationId',
  'InterviewerId',
  'Ratings',
  'Recommendation',
  'Notes',
  'Status',
  'SubmittedDate',
  'UpdatedDate',
]

/** A time `hours` from now, whole minutes, as the API writes it. */
export function hoursFromNow(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000)
  d.setUTCSeconds(0, 0)
  return d.toISOString()
}

export const plusMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString()

/** A candidate (with an email) applied to a new vacancy whose hiring team is `team`; answers the ids. */
export async function applicationOnTeam(
  t: TestApp,
  team: number[],
  names: { first?: string; last?: string; email?: string | null } = {},
): Promise<{ candidateId: number; vacancyId: number; applicationId: number; stageId: number }> {
  const vacancyId = await vacancyWithTeam(t, team, 'Interviewed vacancy')
  const c = await t.call('POST', '/v1/Candidates', undefined, {
    FirstName: names.first ?? 'Ada',
    LastName: names.last ?? 'Lovelace',
    ...(names.email !== null && { Email: names.email ?? 'ada@example.com' }),
  })
  assert.equal(c.statusCode, 201, c.body)
  const candidateId = json(c).Id as number
  const a = await t.call('POST', `/v1/Candidates/${candidateId}/Applications`, undefined, { VacancyId: vacancyId })
  assert.equal(a.statusCode, 201, a.body)
  return { candidateId, vacancyId, applicationId: json(a).Id, stageId: json(a).StageId }
}

/** Schedules an interview (as the admin unless a token is given); answers it. */
export async function schedule(
  t: TestApp,
  applicationId: number,
  interviewerIds: number[],
  more: Record<string, unknown> = {},
  token?: string,
): Promise<any> {
  const start = (more.StartDate as string | undefined) ?? hoursFromNow(48)
  const res = await t.call('POST', `/v1/Applications/${applicationId}/Interviews`, token, {
    StartDate: start,
    EndDate: plusMinutes(start, 60),
    InterviewerIds: interviewerIds,
    ...more,
  })
  assert.equal(res.statusCode, 201, res.body)
  return json(res)
}

/** Writes a scorecard with the interviewer's token; answers the response. */
export function writeScorecard(t: TestApp, interviewId: number, token: string, body: Record<string, unknown>) {
  return t.call('PUT', `/v1/Interviews/${interviewId}/Scorecard`, token, body)
}
