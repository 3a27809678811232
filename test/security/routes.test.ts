import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { ROLE_SCOPES, ROLES, SCOPES, type Role, type Scope } from '../../src/domain/access/access.js'
import { hashToken } from '../../src/domain/access/tokens.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { fillPath, operations, routeKey, routerRoutes, type Operation } from '../helpers/route-table.js'
import { storeSnapshot } from '../helpers/store-snapshot.js'

/**
 * What each operation needs. A route added without an entry here fails the
 * suite, so protection is decided, not inherited by accident. HEAD needs
 * what its GET needs.
 */
const REQUIRED: Record<string, Scope[]> = {
  'GET /v1/Candidates': ['candidates:read'],
  'POST /v1/Candidates': ['candidates:write'],
  'GET /v1/Candidates/{id}': ['candidates:read'],
  'PUT /v1/Candidates/{id}': ['candidates:write'],
  'DELETE /v1/Candidates/{id}': ['candidates:write'],
  // Everything held about the candidate, every note and scorecard included (SPEC C7): admins only.
  'GET /v1/Candidates/{id}/Export': ['admin'],
  'POST /v1/Candidates/{candidateId}/Document': ['documents:write'],
  // A document is part of its candidate's record: reading it needs both.
  'GET /v1/Candidates/{candidateId}/Documents': ['documents:read', 'candidates:read'],
  'GET /v1/document/{id}': ['documents:read', 'candidates:read'],
  'DELETE /v1/document/{id}': ['documents:write'],
  'GET /v1/document/{id}/Text': ['documents:read', 'candidates:read'],
  'GET /v1/Candidates/{candidateId}/Notes': ['notes:read'],
  'GET /v1/Search': ['candidates:read'],
  'POST /v1/Candidates/{candidateId}/Notes': ['notes:write'],
  'PUT /v1/Candidates/{candidateId}/Notes/{noteId}': ['notes:write'],
  'DELETE /v1/Candidates/{candidateId}/Notes/{noteId}': ['notes:write'],
  'GET /v1/Candidates/{candidateId}/QualityFlags': ['flags:read'],
  'POST /v1/Candidates/{candidateId}/QualityFlags': ['flags:write'],
  'DELETE /v1/Candidates/{candidateId}/QualityFlags/{flagId}': ['flags:write'],
  'GET /v1/QualityFlags': ['flags:read'],
  'GET /v1/Vacancies': ['candidates:read'],
  'POST /v1/Vacancies': ['candidates:write'],
  'GET /v1/Vacancies/{id}': ['candidates:read'],
  'PUT /v1/Vacancies/{id}': ['candidates:write'],
  'GET /v1/Vacancies/{id}/Stages': ['candidates:read'],
  'POST /v1/Vacancies/{id}/Stages': ['candidates:write'],
  'PUT /v1/Vacancies/{id}/Stages/{stageId}': ['candidates:write'],
  'DELETE /v1/Vacancies/{id}/Stages/{stageId}': ['candidates:write'],
  'GET /v1/Vacancies/{id}/HiringTeam': ['candidates:read'],
  'PUT /v1/Vacancies/{id}/HiringTeam': ['candidates:write'],
  'GET /v1/Vacancies/{id}/Applications': ['candidates:read'],
  'GET /v1/Vacancies/{id}/Board': ['candidates:read'],
  'POST /v1/Candidates/{candidateId}/Applications': ['applications:write'],
  'GET /v1/Candidates/{candidateId}/Applications': ['candidates:read'],
  'GET /v1/Applications/{id}': ['candidates:read'],
  'GET /v1/Applications/{id}/History': ['candidates:read'],
  'GET /v1/Applications/{id}/Submission': ['candidates:read'],
  'GET /v1/Applications/{id}/Submissions': ['candidates:read'],
  'GET /v1/Candidates/{candidateId}/Consents': ['candidates:read'],
  'POST /v1/Applications/{id}/Move': ['applications:write'],
  'POST /v1/Applications/{id}/Reject': ['applications:write'],
  'POST /v1/Applications/{id}/Withdraw': ['applications:write'],
  'POST /v1/Applications/{id}/Hire': ['applications:write'],
  'POST /v1/Applications/{id}/Reopen': ['applications:write'],
  // A candidate's emails: read as the candidate, written like its applications (SPEC C10).
  'GET /v1/Candidates/{candidateId}/Emails': ['candidates:read'],
  'POST /v1/Candidates/{candidateId}/Emails': ['applications:write'],
  'GET /v1/EmailTemplates': ['candidates:read'],
  'GET /v1/EmailTemplates/{name}': ['candidates:read'],
  'PUT /v1/EmailTemplates/{name}': ['admin'],
  // Figures over applications: read as applications are (a hiring manager's count its vacancies only).
  'GET /v1/Reports/Pipeline': ['candidates:read'],
  'GET /v1/Reports/Sources': ['candidates:read'],
  'GET /v1/Reports/TimeToHire': ['candidates:read'],
  // Members' judgements across every vacancy: admins and recruiters only (a hiring manager: 403, test/http/reports-interviewers.test.ts).
  'GET /v1/Reports/Interviewers': ['candidates:read'],
  'POST /v1/Applications/{id}/Interviews': ['applications:write'],
  'GET /v1/Applications/{id}/Interviews': ['candidates:read'],
  'GET /v1/Interviews/{id}': ['candidates:read'],
  'PUT /v1/Interviews/{id}': ['applications:write'],
  'POST /v1/Interviews/{id}/Cancel': ['applications:write'],
  'GET /v1/Interviews/{id}/Calendar': ['candidates:read'],
  // A member reads its own with candidates:read (test/http/interviews.test.ts); anyone else's needs admin.
  'GET /v1/Members/{memberId}/Interviews': ['admin'],
  'GET /v1/Vacancies/{id}/ScorecardAttributes': ['candidates:read'],
  'PUT /v1/Vacancies/{id}/ScorecardAttributes': ['candidates:write'],
  // `applications:write` implies it (IMPLIED_BY): an interviewer holds this one alone.
  'PUT /v1/Interviews/{id}/Scorecard': ['scorecards:write'],
  'GET /v1/Applications/{id}/Scorecards': ['candidates:read'],
  'GET /v1/Directory': ['candidates:read'],
  // Every change to every candidate: only admins hold it.
  'GET /v1/Events': ['events:read'],
  // One candidate's events, each kind under the scope that reads its resource (domain/access/access.ts activityOf).
  'GET /v1/Candidates/{candidateId}/Events': ['candidates:read'],
  'POST /v1/Webhooks': ['admin'],
  'GET /v1/Webhooks': ['admin'],
  'GET /v1/Webhooks/{webhookId}': ['admin'],
  'DELETE /v1/Webhooks/{webhookId}': ['admin'],
  'GET /v1/Webhooks/{webhookId}/Deliveries': ['admin'],
  // Who read or changed which candidate's data: admins only.
  'GET /v1/AuditEvents': ['admin'],
  // Anonymizing a candidate (SPEC C7): admins only.
  'POST /v1/Candidates/{id}/Anonymize': ['admin'],
  'GET /v1/Members': ['admin'],
  'POST /v1/Members': ['admin'],
  'POST /v1/Members/{memberId}/Tokens': ['admin'],
  'GET /v1/Members/{memberId}/Tokens': ['admin'],
  'DELETE /v1/Tokens/{tokenId}': ['admin'],
  // A member sets its own through its session (test/http/session.test.ts); anyone else's needs admin.
  'PUT /v1/Members/{memberId}/Password': ['admin'],
  'DELETE /v1/Members/{memberId}': ['admin'],
  // A member reads and changes its own (test/http/joining.test.ts); anyone else's needs admin.
  'GET /v1/Members/{memberId}': ['admin'],
  'PUT /v1/Members/{memberId}': ['admin'],
  'POST /v1/Members/{memberId}/Invitation': ['admin'],
  // A member's own notifications (SPEC C18): read and marked by it alone (OWN_ONLY below).
  'GET /v1/Members/{memberId}/Notifications': ['candidates:read'],
  'POST /v1/Members/{memberId}/Notifications/Read': ['candidates:read'],
}

/** Scopes a token holds through another it holds (domain/access/access.ts effectiveScopes). */
const IMPLIED_BY: Partial<Record<Scope, readonly Scope[]>> = { 'scorecards:write': ['applications:write'] }

/**
 * Operations on a member's own state that no other member may perform,
 * whatever its scopes or role, an admin included (403 `insufficient_scope`):
 * the sweep below sends them for another member, so they are refused even
 * with the scopes they need (the member's own answers are in
 * test/http/notifications.test.ts).
 */
const OWN_ONLY = [
  'GET /v1/Members/{memberId}/Notifications',
  'HEAD /v1/Members/{memberId}/Notifications',
  'POST /v1/Members/{memberId}/Notifications/Read',
]

/**
 * Operations a role is refused whatever scopes it holds (403
 * `insufficient_scope`), decided in domain/access/access.ts: the Interviewers report
 * compares members' judgements across every vacancy (SPEC C11); an
 * interviewer reads no report, and of a candidate neither its emails, nor
 * its consents, nor its careers submissions (SPEC C18).
 */
const REFUSED_ROLES: Record<string, readonly Role[]> = {
  'GET /v1/Reports/Interviewers': ['hiring_manager', 'interviewer'],
  'GET /v1/Reports/Pipeline': ['interviewer'],
  'GET /v1/Reports/Sources': ['interviewer'],
  'GET /v1/Reports/TimeToHire': ['interviewer'],
  'GET /v1/Candidates/{candidateId}/Emails': ['interviewer'],
  'GET /v1/Candidates/{candidateId}/Consents': ['interviewer'],
  'GET /v1/Applications/{id}/Submission': ['interviewer'],
}

/**
 * The console's sign-in, outside the token sweep: signing in needs no token,
 * and the session itself is read or ended only through its cookie, so every
 * token gets 403 invalid_token there (test/http/session.test.ts has the rest).
 */
const SESSION_OPERATIONS = [
  'POST /v1/Session',
  'GET /v1/Session',
  'HEAD /v1/Session',
  'DELETE /v1/Session',
  // Before signing in (SPEC C18): the organization's name, "Forgot your password?" and a link's new password need no token either.
  'GET /v1/Organization',
  'HEAD /v1/Organization',
  'POST /v1/PasswordResets',
  'POST /v1/Passwords',
]

/**
 * The public job API (SPEC C8), outside the token sweep: no token is needed
 * and one sent is ignored, so every token gets the same answer as none
 * (test/http/jobs.test.ts has the rest).
 */
const PUBLIC_OPERATIONS = ['GET /v1/Jobs', 'HEAD /v1/Jobs', 'GET /v1/Jobs/{id}', 'HEAD /v1/Jobs/{id}', 'POST /v1/Jobs/{id}/Applications']

/** Routes outside /v1 that need no token (SPEC B7), and the index at /. They carry no personal data. */
const PUBLIC_PATHS = ['/', '/healthz', '/readyz', '/metrics', '/openapi.json']
/** The console (its page for every other path, and its assets) holds no data: it reads everything through /v1 (test/web/). */
const CONSOLE_PATHS = ['*', '/*', '/assets/*']
/** The careers site (SPEC C8): pages for everyone, showing only what the public job API shows (test/http/careers.test.ts). */
const CAREERS_PATHS = ['/careers', '/careers/{}', '/careers/sitemap.xml', '/careers*', '/robots.txt']
const CAREERS_ASSET = /^\/careers\/(careers\.[0-9a-f]{12}\.css|icon\.[0-9a-f]{12}\.svg|time-zone\.[0-9a-f]{12}\.js)$/
/** The MCP server (SPEC C7) authenticates every request itself, 401 without a valid token (test/mcp/mcp-http.test.ts); its tools call /v1. */
const MCP_PATH = '/mcp'
const isPublic = (path: string) =>
  PUBLIC_PATHS.includes(path) ||
  CONSOLE_PATHS.includes(path) ||
  CAREERS_PATHS.includes(path) ||
  CAREERS_ASSET.test(path) ||
  path.startsWith('/docs')

const refusedRoles = (op: Operation): readonly Role[] =>
  REFUSED_ROLES[op.key] ?? (op.method === 'HEAD' ? REFUSED_ROLES[`GET ${op.path}`] : undefined) ?? []
const required = (op: Operation): Scope[] | undefined => REQUIRED[op.key] ?? (op.method === 'HEAD' ? REQUIRED[`GET ${op.path}`] : undefined)

/** A body that would succeed, so that a missing check would show as a write. */
function validBody(op: Operation, ids: Record<string, string>): unknown {
  const unique = randomBytes(4).toString('hex')
  const bodies: Record<string, unknown> = {
    'POST /v1/Candidates': { FirstName: 'Route', LastName: `Sweep ${unique}` },
    'PUT /v1/Candidates/{id}': { FirstName: 'Changed', LastName: 'Name' },
    'POST /v1/Candidates/{candidateId}/Notes': { Note: 'written without the right' },
    'PUT /v1/Candidates/{candidateId}/Notes/{noteId}': { Note: 'changed without the right' },
    'POST /v1/Candidates/{candidateId}/QualityFlags': { FlagType: 2, Note: 'flagged without the right' },
    'POST /v1/Vacancies': { Title: 'Vacancy without the right' },
    'PUT /v1/Vacancies/{id}': { Title: 'Changed without the right' },
    'POST /v1/Vacancies/{id}/Stages': { Name: `Stage ${unique}` },
    'PUT /v1/Vacancies/{id}/Stages/{stageId}': { Name: `Renamed ${unique}` },
    'PUT /v1/Vacancies/{id}/HiringTeam': { MemberIds: [] },
    'POST /v1/Candidates/{candidateId}/Applications': { VacancyId: Number(ids.otherVacancy) },
    'POST /v1/Applications/{id}/Move': { StageId: Number(ids.otherStage) },
    'POST /v1/Applications/{id}/Reject': { Reason: 'rejected without the right' },
    'POST /v1/Applications/{id}/Withdraw': {},
    'POST /v1/Candidates/{candidateId}/Emails': { Subject: 'written without the right', Body: 'b' },
    'PUT /v1/EmailTemplates/{name}': { Subject: `changed without the right ${unique}`, Body: 'b' },
    'POST /v1/Applications/{id}/Interviews': {
      StartDate: '2031-01-01T10:00:00.000Z',
      EndDate: '2031-01-01T11:00:00.000Z',
      InterviewerIds: [Number(ids.memberId)],
    },
    'PUT /v1/Interviews/{id}': { Location: `Moved without the right ${unique}` },
    'PUT /v1/Vacancies/{id}/ScorecardAttributes': { Attributes: [`Attribute ${unique}`] },
    'PUT /v1/Interviews/{id}/Scorecard': { Notes: 'written without the right' },
    'POST /v1/Members': { Name: 'Intruder', Email: `intruder-${unique}@example.com`, Role: 'admin' },
    'POST /v1/Members/{memberId}/Tokens': { Scopes: ['admin'] },
    'POST /v1/Members/{memberId}/Notifications/Read': { All: true },
    'PUT /v1/Members/{memberId}/Password': { Password: `taken over ${unique}` },
    'PUT /v1/Members/{memberId}': { Name: `Renamed ${unique}`, Role: 'admin' },
    'POST /v1/Webhooks': { Url: `http://127.0.0.1:9/${unique}`, Events: ['*'] },
  }
  return bodies[op.key]
}

const FORBIDDEN_CODES = ['invalid_token', 'insufficient_scope']
const refusedByAuth = (res: LightMyRequestResponse) =>
  res.statusCode === 403 && (res.body === '' || FORBIDDEN_CODES.includes(json(res).code))

for (const backend of await backends()) {
  describe(`every route, generated from the route table [${backend.name}]`, () => {
    let t: TestApp
    let ops: Operation[]
    /** Ids of things that exist, so that a request let through by mistake would find its target. */
    let real: Record<string, string>
    /** Ids that name nothing, for requests that are meant to get through: they must not change the fixture. */
    const ghost = {
      id: '987654321',
      candidateId: '987654321',
      noteId: '987654321',
      flagId: '987654321',
      stageId: '987654321',
      application: '987654321',
      interview: '987654321',
      memberId: '987654321',
      tokenId: '987654321',
      webhookId: '987654321',
      name: 'no_such_template',
      doc: 'A'.repeat(43),
    }
    const tokenCache = new Map<string, string>()

    /** A token of an admin-role member holding exactly these scopes (the role puts no ceiling on them). */
    async function tokenWith(scopes: Scope[]): Promise<string> {
      const key = [...scopes].sort().join(' ')
      if (!tokenCache.has(key)) tokenCache.set(key, (await t.member('admin', scopes)).token)
      return tokenCache.get(key)!
    }

    function send(op: Operation, authorization: string | null, ids: Record<string, string>): Promise<LightMyRequestResponse> {
      const url = fillPath(op, (name, path) => {
        if (path.startsWith('/v1/document/')) return ids.doc!
        if (path.startsWith('/v1/Vacancies/') && name === 'id') return ids.vacancy ?? ids.id!
        if (path.startsWith('/v1/Applications/')) return ids.application ?? ids.id!
        if (path.startsWith('/v1/Interviews/')) return ids.interview ?? ids.id!
        return ids[name]!
      })
      const headers: Record<string, string> = authorization === null ? {} : { authorization }
      if (op.bodyTypes.includes('multipart/form-data')) {
        return t.app.inject({
          method: op.method,
          url,
          headers: { ...headers, 'content-type': 'application/pdf' },
          payload: SAMPLES.pdf.bytes,
        })
      }
      const body = op.jsonBody ? validBody(op, real) : undefined
      return t.app.inject({
        method: op.method,
        url,
        headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
      })
    }

    function assertRefused(res: LightMyRequestResponse, code: string, what: string) {
      assert.equal(res.statusCode, 403, `${what}: ${res.statusCode} ${res.body}`)
      // A HEAD answer has no body to name the code.
      if (res.body !== '') assert.equal(assertProblem(res, 403).code, code, `${what}: ${res.body}`)
    }

    before(async () => {
      // A loopback receiver is allowed, so a webhook let through by mistake would be made; none is ever sent (no delivery runner).
      t = await buildTestApp(backend, { webhookAllowPrivate: true, webhookConcurrency: 0 })
      ops = (await operations(t.app)).filter(
        (op) => op.path.startsWith('/v1/') && !SESSION_OPERATIONS.includes(op.key) && !PUBLIC_OPERATIONS.includes(op.key),
      )
      const cid = await newCandidate(t, 'Route', 'Fixture')
      const note = json(await t.call('POST', `/v1/Candidates/${cid}/Notes`, undefined, { Note: 'fixture note' }))
      const flag = json(await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, undefined, { FlagType: 1, Note: 'fixture flag' }))
      const vacancy = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Fixture vacancy' }))
      const otherVacancy = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Another fixture vacancy' }))
      const [stage, otherStage] = json<{ Id: number }[]>(await t.call('GET', `/v1/Vacancies/${vacancy.Id}/Stages`))
      const application = json(await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: vacancy.Id }))
      const doc = json(await uploadRaw(t, cid, SAMPLES.pdf.bytes))
      const member = json(
        await t.call('POST', '/v1/Members', undefined, { Name: 'Fixture', Email: 'fixture@example.com', Role: 'recruiter' }),
      )
      const interview = json(
        await t.call('POST', `/v1/Applications/${application.Id}/Interviews`, undefined, {
          StartDate: '2031-01-01T10:00:00.000Z',
          EndDate: '2031-01-01T11:00:00.000Z',
          InterviewerIds: [member.Id],
        }),
      )
      const token = json(await t.call('POST', `/v1/Members/${member.Id}/Tokens`, undefined, { Scopes: ['notes:read'] }))
      const webhook = json(await t.call('POST', '/v1/Webhooks', undefined, { Url: 'http://127.0.0.1:9/fixture', Events: ['*'] }))
      real = {
        id: String(cid),
        candidateId: String(cid),
        noteId: String(note.Id),
        flagId: String(flag.Id),
        vacancy: String(vacancy.Id),
        otherVacancy: String(otherVacancy.Id),
        stageId: String(stage!.Id),
        otherStage: String(otherStage!.Id),
        application: String(application.Id),
        interview: String(interview.Id),
        memberId: String(member.Id),
        tokenId: String(token.Id),
        webhookId: String(webhook.Id),
        name: 'application_rejected',
        doc: doc.Id,
      }
    })
    after(() => t.close())

    describe('the table', () => {
      test('the router and the OpenAPI document list the same /v1 routes, so none escapes this suite', async () => {
        const router = [...(await routerRoutes(t.app))].filter((k) => k.split(' ')[1]!.startsWith('/v1/')).sort()
        const all = (await operations(t.app)).filter((op) => op.path.startsWith('/v1/'))
        const documented = [...new Set(all.map((op) => routeKey(op.method, op.path)))].sort()
        assert.deepEqual(router, documented)
        assert.ok(ops.length >= 30, `only ${ops.length} operations found`)
      })

      test('every route outside /v1 is one of the public operational endpoints', async () => {
        const outside = [...(await routerRoutes(t.app))].map((k) => k.split(' ')[1]!).filter((p) => !p.startsWith('/v1/'))
        const unexpected = outside.filter((p) => !isPublic(p) && p !== MCP_PATH)
        assert.deepEqual(unexpected, [], 'a route outside /v1 is not behind authentication')
        for (const method of ['GET', 'HEAD', 'POST', 'DELETE'] as const) {
          const body = method === 'POST' && { headers: { 'content-type': 'application/json' }, payload: '{}' }
          const res = await t.app.inject({ method, url: MCP_PATH, ...body })
          assert.equal(res.statusCode, 401, `${method} ${MCP_PATH}`)
        }
      })

      test('the session operations are exactly those set apart, and no token opens them', async () => {
        const all = (await operations(t.app)).filter((op) => op.path.startsWith('/v1/'))
        assert.deepEqual(
          all
            .filter((op) => SESSION_OPERATIONS.includes(op.key))
            .map((op) => op.key)
            .sort(),
          [...SESSION_OPERATIONS].sort(),
        )
        for (const token of [t.adminToken, await tokenWith(['candidates:read'])]) {
          for (const method of ['GET', 'HEAD', 'DELETE'] as const) {
            const res = await t.app.inject({ method, url: '/v1/Session', headers: { authorization: token } })
            assertRefused(res, 'invalid_token', `${method} /v1/Session with a token`)
          }
        }
        // What the sign-in page reads is the same with a token as without.
        const organization = await t.app.inject({ method: 'GET', url: '/v1/Organization' })
        assert.equal(organization.statusCode, 200)
        const withToken = await t.app.inject({ method: 'GET', url: '/v1/Organization', headers: { authorization: t.adminToken } })
        assert.equal(withToken.body, organization.body)
        // A link's password needs the link's secret, whatever token comes with it.
        const secretless = await t.app.inject({
          method: 'POST',
          url: '/v1/Passwords',
          headers: { authorization: t.adminToken },
          payload: { Secret: 'A'.repeat(43), Password: 'a password long enough' },
        })
        assert.equal(secretless.statusCode, 404, secretless.body)
        // Signing in needs no token, and a token does not sign anyone in.
        const signIn = await t.app.inject({
          method: 'POST',
          url: '/v1/Session',
          payload: { Email: 'fixture@example.com', Password: 'no password is set' },
        })
        assert.equal(assertProblem(signIn, 403).code, 'invalid_credentials')
        assert.equal(signIn.headers['set-cookie'], undefined)
      })

      test('the public job operations are exactly those set apart, and every token gets what no token gets', async () => {
        const all = (await operations(t.app)).filter((op) => op.path.startsWith('/v1/'))
        const open = all.filter((op) => PUBLIC_OPERATIONS.includes(op.key))
        assert.deepEqual(open.map((op) => op.key).sort(), [...PUBLIC_OPERATIONS].sort())
        // A published job, and a vacancy that is not one: both answers must not depend on the caller.
        const job = json(
          await t.call('POST', '/v1/Vacancies', undefined, {
            Title: 'Public fixture',
            Location: 'Lyon',
            Description: 'The role.',
            Published: true,
          }),
        )
        const tokens = [t.adminToken, await tokenWith(['candidates:read']), 'ats_unknown', 'Bearer ', 'Basic YWRtaW46YWRtaW4=']
        for (const op of open) {
          for (const id of [String(job.Id), real.vacancy!]) {
            const url = fillPath(op, () => id)
            const anonymous = await t.app.inject({ method: op.method, url })
            // An application with no form at all is refused for its body (test/http/job-applications.test.ts has the rest).
            const expected = op.method === 'POST' ? [404, 415] : [200, 404]
            assert.ok(expected.includes(anonymous.statusCode), `${op.key}: ${anonymous.statusCode}`)
            for (const authorization of tokens) {
              const res = await t.app.inject({ method: op.method, url, headers: { authorization } })
              assert.deepEqual([res.statusCode, res.body], [anonymous.statusCode, anonymous.body], `${op.key} with ${authorization}`)
            }
          }
        }
        await t.call('PUT', `/v1/Vacancies/${job.Id}`, undefined, { Published: false })
      })

      test('every /v1 operation has an expected scope, and every expectation names an operation', () => {
        const missing = ops.filter((op) => !required(op)).map((op) => op.key)
        assert.deepEqual(missing, [], 'add these routes to REQUIRED with the scopes they must need')
        const keys = new Set(ops.map((op) => op.key))
        assert.deepEqual(
          Object.keys(REQUIRED).filter((k) => !keys.has(k)),
          [],
          'REQUIRED names routes that no longer exist',
        )
      })
    })

    describe('403 invalid_token: no token, or one that is malformed, unknown, revoked or expired', () => {
      const bad: Array<[string, () => Promise<string | null>]> = [
        ['no Authorization header', async () => null],
        ['an empty header', async () => ''],
        ['"Bearer " alone', async () => 'Bearer '],
        ['another scheme', async () => 'Basic YWRtaW46YWRtaW4='],
        ['a malformed token', async () => 'ats_short'],
        ['a token of the wrong prefix', async () => `ATS_${t.adminToken.slice(4)}`],
        ['a well-formed unknown token', async () => `ats_${randomBytes(32).toString('base64url')}`],
        ['a valid token with one character changed', async () => t.adminToken.slice(0, -1) + (t.adminToken.endsWith('A') ? 'B' : 'A')],
        ['the stored hash of a valid token', async () => hashToken(t.adminToken)],
        [
          'a revoked admin token',
          async () => {
            const admin = await t.member('admin')
            const row = await t.app.services.stores.database.db
              .selectFrom('tokens')
              .select('id')
              .where('hash', '=', hashToken(admin.token))
              .executeTakeFirstOrThrow()
            assert.equal((await t.call('DELETE', `/v1/Tokens/${row.id}`)).statusCode, 204)
            return admin.token
          },
        ],
        [
          'an expired admin token',
          async () => {
            const admin = await t.member('admin')
            const past = new Date(Date.now() - 1000).toISOString()
            await t.app.services.stores.database.db
              .updateTable('tokens')
              .set({ expires_date: past })
              .where('hash', '=', hashToken(admin.token))
              .execute()
            return admin.token
          },
        ],
      ]
      let tokens: Array<[string, string | null]>
      let snapshot: Awaited<ReturnType<typeof storeSnapshot>>
      before(async () => {
        tokens = []
        for (const [what, make] of bad) tokens.push([what, await make()])
        snapshot = await storeSnapshot(t.app.services.stores)
      })

      test('each operation, with a body that would otherwise succeed, refuses each of them', async () => {
        let checked = 0
        for (const op of ops) {
          for (const [what, token] of tokens) {
            assertRefused(await send(op, token, real), 'invalid_token', `${op.key} with ${what}`)
            checked++
          }
        }
        assert.equal(checked, ops.length * bad.length)
      })

      test('and none of those requests changed a row or a blob', async () => {
        assert.deepEqual(await storeSnapshot(t.app.services.stores), snapshot)
      })
    })

    describe('403 insufficient_scope: a valid token without a needed scope', () => {
      const everything = SCOPES.filter((s) => s !== 'admin')
      test('each operation refuses a token holding every scope but one it needs, and admits one holding exactly what it needs', async () => {
        for (const op of ops) {
          const needs = required(op)!
          for (const missing of needs) {
            const without = [missing, ...(IMPLIED_BY[missing] ?? [])]
            const token = await tokenWith(missing === 'admin' ? everything : everything.filter((s) => !without.includes(s)))
            assertRefused(await send(op, token, real), 'insufficient_scope', `${op.key} without ${missing}`)
          }
          const res = await send(op, await tokenWith(needs), op.method === 'GET' || op.method === 'HEAD' ? real : ghost)
          if (OWN_ONLY.includes(op.key)) assertRefused(res, 'insufficient_scope', `${op.key} of another member`)
          else assert.ok(!refusedByAuth(res), `${op.key} with ${needs.join(' ')}: ${res.statusCode} ${res.body}`)
        }
      })

      for (const role of ROLES) {
        test(`a ${role} with every scope its role allows gets exactly the operations its role covers`, async () => {
          const { id, token } = await t.member(role)
          // On the fixture vacancy's team, so a hiring manager sees the fixture candidate (SPEC C3): this is about scopes.
          if (role === 'hiring_manager') await t.call('PUT', `/v1/Vacancies/${real.vacancy}/HiringTeam`, undefined, { MemberIds: [id] })
          // Sitting on an interview of the fixture application, so an interviewer sees the fixture candidate (SPEC C18).
          if (role === 'interviewer') {
            await t.call('PUT', `/v1/Vacancies/${real.vacancy}/HiringTeam`, undefined, { MemberIds: [id] })
            const interview = await t.call('POST', `/v1/Applications/${real.application}/Interviews`, undefined, {
              StartDate: '2031-01-02T10:00:00.000Z',
              EndDate: '2031-01-02T11:00:00.000Z',
              InterviewerIds: [id],
            })
            assert.equal(interview.statusCode, 201, interview.body)
          }
          for (const op of ops) {
            const allowed =
              required(op)!.every((s) => ROLE_SCOPES[role].includes(s)) && !refusedRoles(op).includes(role) && !OWN_ONLY.includes(op.key)
            const res = await send(op, token, op.method === 'GET' || op.method === 'HEAD' ? real : ghost)
            if (allowed) assert.ok(!refusedByAuth(res), `${role} ${op.key}: ${res.statusCode} ${res.body}`)
            else assertRefused(res, 'insufficient_scope', `${role} ${op.key}`)
          }
        })
      }
    })

    describe('the public endpoints', () => {
      test('answer without a token and never with a 403', async () => {
        for (const path of [...PUBLIC_PATHS, '/docs']) {
          const res = await t.app.inject({ method: 'GET', url: path })
          assert.ok(res.statusCode < 400, `${path}: ${res.statusCode}`)
        }
      })
    })
  })
}
