import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { auditRows, signIn, tokenIdOf, withoutIdAndDate, type AuditRow } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { SAMPLES, uploadRaw } from '../helpers/documents.js'
import { captureLog } from '../helpers/log-capture.js'

/** What must never reach an audit row or a log line: a name, an email, a note's text, a file name, a token. */
const SECRETS = {
  first: 'Zebulon',
  last: 'Quarrington',
  email: 'zebulon.q@example.org',
  note: 'mumbled through the whiteboard',
  file: 'zq-resume.pdf',
}

for (const backend of await backends()) {
  describe(`the audit rows of changes [${backend.name}]`, () => {
    let t: TestApp
    const log = captureLog()
    let recruiter: { id: number; token: string }
    let tokenId: number
    let n = 0
    const expected: Omit<AuditRow, 'Id' | 'Date'>[] = []

    before(async () => {
      t = await buildTestApp(backend, {}, { logger: log.logger })
      recruiter = await t.member('recruiter')
      tokenId = await tokenIdOf(t, recruiter.id)
    })
    after(() => t.close())

    /** A change by the recruiter's token; the row it must leave, with the request id the answer carried. */
    const change = async (
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      body: unknown,
      row: { Action: string; ResourceType: string; CandidateId: number; ResourceId?: number | string },
      status: number,
    ): Promise<LightMyRequestResponse> => {
      const requestId = `audit-write-${++n}`
      const res = await t.call(method, url, recruiter.token, body, { 'x-request-id': requestId })
      assert.equal(res.statusCode, status, res.body)
      assert.equal(res.headers['x-request-id'], requestId)
      const ResourceId = row.ResourceId ?? json<{ Id: number }>(res).Id
      expected.push({ MemberId: recruiter.id, TokenId: tokenId, ...row, ResourceId, RequestId: requestId })
      return res
    }

    test('every change of a candidate, note, flag, document and application leaves one row with its request id and token', async () => {
      const person = { FirstName: SECRETS.first, LastName: SECRETS.last, Email: SECRETS.email }
      const created = await change('POST', '/v1/Candidates', person, { Action: 'create', ResourceType: 'candidate', CandidateId: 0 }, 201)
      const cid = json<{ Id: number }>(created).Id
      expected[expected.length - 1] = { ...expected.at(-1)!, CandidateId: cid }
      await change(
        'PUT',
        `/v1/Candidates/${cid}`,
        { ...person, Phone: '+1 555 0100' },
        { Action: 'update', ResourceType: 'candidate', CandidateId: cid },
        200,
      )

      const note = await change(
        'POST',
        `/v1/Candidates/${cid}/Notes`,
        { Note: SECRETS.note },
        { Action: 'create', ResourceType: 'note', CandidateId: cid },
        201,
      )
      const noteId = json<{ Id: number }>(note).Id
      const notes = `/v1/Candidates/${cid}/Notes/${noteId}`
      await change('PUT', notes, { Note: `${SECRETS.note} again` }, { Action: 'update', ResourceType: 'note', CandidateId: cid }, 200)
      await change('DELETE', notes, undefined, { Action: 'delete', ResourceType: 'note', CandidateId: cid, ResourceId: noteId }, 204)

      const flag = await change(
        'POST',
        `/v1/Candidates/${cid}/QualityFlags`,
        { FlagType: 1, Note: SECRETS.note },
        { Action: 'create', ResourceType: 'flag', CandidateId: cid },
        201,
      )
      const flagId = json<{ Id: number }>(flag).Id
      await change(
        'DELETE',
        `/v1/Candidates/${cid}/QualityFlags/${flagId}`,
        undefined,
        { Action: 'delete', ResourceType: 'flag', CandidateId: cid, ResourceId: flagId },
        204,
      )

      const upload = await uploadRaw(t, cid, SAMPLES.pdf.bytes, {
        disposition: `attachment; filename="${SECRETS.file}"`,
        token: recruiter.token,
      })
      assert.equal(upload.statusCode, 201, upload.body)
      const docId = json<{ Id: string }>(upload).Id
      expected.push({
        MemberId: recruiter.id,
        TokenId: tokenId,
        Action: 'create',
        CandidateId: cid,
        ResourceType: 'document',
        ResourceId: docId,
        RequestId: String(upload.headers['x-request-id']),
      })
      await change(
        'DELETE',
        `/v1/document/${docId}`,
        undefined,
        { Action: 'delete', ResourceType: 'document', CandidateId: cid, ResourceId: docId },
        204,
      )

      // A vacancy is not a candidate's data: creating one leaves no row.
      const vacancy = json<{ Id: number }>(await t.call('POST', '/v1/Vacancies', recruiter.token, { Title: 'Welder' }))
      const application = await change(
        'POST',
        `/v1/Candidates/${cid}/Applications`,
        { VacancyId: vacancy.Id },
        { Action: 'create', ResourceType: 'application', CandidateId: cid },
        201,
      )
      const appId = json<{ Id: number }>(application).Id
      const stages = json<{ Id: number }[]>(await t.call('GET', `/v1/Vacancies/${vacancy.Id}/Stages`, recruiter.token))
      const updated = { Action: 'update', ResourceType: 'application', CandidateId: cid }
      await change('POST', `/v1/Applications/${appId}/Move`, { StageId: stages[1]!.Id }, updated, 200)
      await change('POST', `/v1/Applications/${appId}/Reject`, { Reason: 'later' }, updated, 200)
      await change('POST', `/v1/Applications/${appId}/Reopen`, undefined, updated, 200)
      await change('POST', `/v1/Applications/${appId}/Withdraw`, {}, updated, 200)
      await change('POST', `/v1/Applications/${appId}/Reopen`, undefined, updated, 200)
      await change('POST', `/v1/Applications/${appId}/Hire`, undefined, updated, 200)

      // Erasure: one row, and every earlier row stays (ids only).
      await change(
        'DELETE',
        `/v1/Candidates/${cid}`,
        undefined,
        { Action: 'delete', ResourceType: 'candidate', CandidateId: cid, ResourceId: cid },
        204,
      )

      const rows = await auditRows(t, `MemberId=${recruiter.id}`)
      assert.deepEqual(rows.map(withoutIdAndDate), expected)
      for (const row of rows) assert.match(row.Date, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    })

    test('a change through a console session names no token', async () => {
      const session = await signIn(t, recruiter.id)
      const cid = json<{ Id: number }>(
        await t.call('POST', '/v1/Candidates', recruiter.token, { FirstName: 'Ada', LastName: 'Session' }),
      ).Id
      const res = await t.call(
        'POST',
        `/v1/Candidates/${cid}/Notes`,
        null,
        { Note: 'through the console' },
        { ...session, 'x-request-id': 'audit-session-1' },
      )
      assert.equal(res.statusCode, 201, res.body)
      const row = (await auditRows(t, `CandidateId=${cid}`)).find((r) => r.RequestId === 'audit-session-1')
      assert.deepEqual(withoutIdAndDate(row!), {
        MemberId: recruiter.id,
        TokenId: null,
        Action: 'create',
        CandidateId: cid,
        ResourceType: 'note',
        ResourceId: json<{ Id: number }>(res).Id,
        RequestId: 'audit-session-1',
      })
    })

    test('a refused change leaves no row', async () => {
      const before = (await auditRows(t)).length
      const reader = await t.member('recruiter', ['candidates:read'])
      assert.equal((await t.call('POST', '/v1/Candidates', reader.token, { FirstName: 'No', LastName: 'Scope' })).statusCode, 403)
      assert.equal((await t.call('POST', '/v1/Candidates', recruiter.token, { FirstName: '' })).statusCode, 400)
      assert.equal((await t.call('DELETE', '/v1/Candidates/999999', recruiter.token)).statusCode, 404)
      assert.equal((await auditRows(t)).length, before)
    })

    test('no name, email, text, file name or token in any audit row or log line', async () => {
      const rows = JSON.stringify(await auditRows(t))
      const lines = JSON.stringify(log.lines)
      assert.ok(log.lines.length > 0, 'the log was captured')
      for (const secret of [...Object.values(SECRETS), recruiter.token, t.adminToken]) {
        assert.ok(!rows.includes(secret), `an audit row holds ${secret}`)
        assert.ok(!lines.includes(secret), `a log line holds ${secret}`)
      }
    })
  })
}
