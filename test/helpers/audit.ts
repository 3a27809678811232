import assert from 'node:assert/strict'
import { json, type TestApp } from './app.js'

export interface AuditRow {
  Id: number
  Date: string
  MemberId: number | null
  TokenId: number | null
  Action: string
  CandidateId: number | null
  ResourceType: string
  ResourceId: number | string | null
  RequestId: string | null
}

/** Every audit row matching `query`, once the reads recorded so far are written (no waiting on the clock). */
export async function auditRows(t: TestApp, query = ''): Promise<AuditRow[]> {
  await t.app.services.auditLog.flush()
  const res = await t.call('GET', `/v1/AuditEvents?limit=1000${query ? `&${query}` : ''}`)
  assert.equal(res.statusCode, 200, res.body)
  return json<AuditRow[]>(res)
}

/** A row without what a test cannot know in advance. */
export function withoutIdAndDate(row: AuditRow): Omit<AuditRow, 'Id' | 'Date'> {
  const { Id, Date, ...rest } = row
  assert.ok(Id > 0 && Date.length > 0)
  return rest
}

/** The id of the member's (first) API token. */
export async function tokenIdOf(t: TestApp, memberId: number): Promise<number> {
  return json<{ Id: number }[]>(await t.call('GET', `/v1/Members/${memberId}/Tokens`))[0]!.Id
}

const PASSWORD = 'correct horse battery staple'

/** Signs the member in to the console: the headers a session's request carries (cookie, CSRF token). */
export async function signIn(t: TestApp, memberId: number): Promise<{ cookie: string; 'x-csrf-token': string }> {
  assert.equal((await t.call('PUT', `/v1/Members/${memberId}/Password`, undefined, { Password: PASSWORD })).statusCode, 204)
  const member = json<{ Id: number; Email: string }[]>(await t.call('GET', '/v1/Members?limit=1000')).find((m) => m.Id === memberId)
  const res = await t.app.inject({ method: 'POST', url: '/v1/Session', payload: { Email: member!.Email, Password: PASSWORD } })
  assert.equal(res.statusCode, 200, res.body)
  const cookie = String([res.headers['set-cookie']].flat().find((c) => c?.startsWith('ats_session=')))
  return { cookie: cookie.split(';')[0]!, 'x-csrf-token': json<{ CsrfToken: string }>(res).CsrfToken }
}
