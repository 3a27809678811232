import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { auditRows, signIn, tokenIdOf, withoutIdAndDate, type AuditRow } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { listen } from '../helpers/sockets.js'

type Expected = Omit<AuditRow, 'Id' | 'Date' | 'MemberId' | 'TokenId' | 'RequestId'>

for (const backend of await backends()) {
  describe(`the audit rows of reads [${backend.name}]`, () => {
    let t: TestApp
    let reader: { id: number; token: string }
    let tokenId: number
    let cid: number
    let docId: string
    let vacancyId: number
    let appId: number
    let routed = 0
    let base: string
    let n = 0

    before(async () => {
      t = await buildTestApp(backend)
      t.app.addHook('onRequest', (_request, _reply, done) => {
        routed++
        done()
      })
      const { host, port } = await listen(t)
      base = `http://${host}:${port}`
      reader = await t.member('recruiter')
      tokenId = await tokenIdOf(t, reader.id)
      cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Read', LastName: 'Often' })).Id
      await t.call('POST', `/v1/Candidates/${cid}/Notes`, undefined, { Note: 'seen' })
      await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, undefined, { FlagType: 1, Note: 'good' })
      docId = json(await uploadRaw(t, cid, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="cv.pdf"' })).Id
      vacancyId = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Reader' })).Id
      appId = json(await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: vacancyId })).Id
      await jobsSettled(t)
    })
    after(() => t.close())

    /** A read by the reader's token, and the row it must leave (none for `row` null). */
    const read = async (
      method: 'GET' | 'HEAD',
      url: string,
      status: number,
      row: Expected | null,
      headers: Record<string, string> = {},
    ) => {
      const RequestId = `audit-read-${++n}`
      const res = await t.app.inject({ method, url, headers: { authorization: reader.token, 'x-request-id': RequestId, ...headers } })
      assert.equal(res.statusCode, status, `${url}: ${res.body}`)
      return row && { MemberId: reader.id, TokenId: tokenId, ...row, RequestId }
    }

    test('each successful read of a candidate’s data leaves one row: what, whose, which', async () => {
      const candidateRead = (type: string, resourceId: number | string | null = null, action = 'read') => ({
        Action: action,
        CandidateId: cid,
        ResourceType: type,
        ResourceId: resourceId,
      })
      const expected = [
        await read('GET', `/v1/Candidates/${cid}`, 200, candidateRead('candidate', cid)),
        // A list: one row of the listed type, no resource; across candidates, no candidate.
        await read('GET', '/v1/Candidates', 200, { Action: 'read', CandidateId: null, ResourceType: 'candidate', ResourceId: null }),
        await read('GET', `/v1/Candidates/${cid}/Notes`, 200, candidateRead('note')),
        // Its activity: the changes of its record and what belongs to it, one list row.
        await read('GET', `/v1/Candidates/${cid}/Events`, 200, candidateRead('candidate')),
        await read('GET', `/v1/Candidates/${cid}/QualityFlags`, 200, candidateRead('flag')),
        await read('GET', `/v1/QualityFlags?CandidateIds=${cid}`, 200, {
          Action: 'read',
          CandidateId: null,
          ResourceType: 'flag',
          ResourceId: null,
        }),
        await read('GET', `/v1/Candidates/${cid}/Documents`, 200, candidateRead('document')),
        await read('GET', `/v1/document/${docId}`, 200, candidateRead('document', docId, 'download')),
        await read('GET', `/v1/document/${docId}`, 206, candidateRead('document', docId, 'download'), { range: 'bytes=0-9' }),
        // Headers only (the file's name and size): a read, not a download.
        await read('HEAD', `/v1/document/${docId}`, 200, candidateRead('document', docId)),
        await read('GET', `/v1/document/${docId}/Text`, 200, candidateRead('document', docId)),
        await read('GET', `/v1/Candidates/${cid}/Applications`, 200, candidateRead('application')),
        await read('GET', `/v1/Vacancies/${vacancyId}/Applications`, 200, {
          Action: 'read',
          CandidateId: null,
          ResourceType: 'application',
          ResourceId: null,
        }),
        await read('GET', `/v1/Applications/${appId}`, 200, candidateRead('application', appId)),
        await read('GET', `/v1/Applications/${appId}/History`, 200, candidateRead('application', appId)),
        // A search: one row, of no candidate.
        await read('GET', '/v1/Search?q=often', 200, { Action: 'search', CandidateId: null, ResourceType: 'candidate', ResourceId: null }),
      ]
      assert.deepEqual((await auditRows(t, `MemberId=${reader.id}`)).map(withoutIdAndDate), expected)
    })

    test('refused and unchanged answers leave no row; reads of what is not a candidate’s data leave none', async () => {
      const before = (await auditRows(t)).length
      const etag = String(
        (await t.app.inject({ method: 'HEAD', url: `/v1/document/${docId}`, headers: { authorization: reader.token } })).headers.etag,
      )
      const hm = await t.member('hiring_manager')
      const noDocs = await t.member('recruiter', ['candidates:read'])
      await read('GET', '/v1/Candidates/999999', 404, null)
      await read('GET', '/v1/Candidates/999999/Notes', 400, null)
      await read('GET', `/v1/document/${docId}`, 304, null, { 'if-none-match': etag })
      await read('GET', `/v1/document/${docId}`, 416, null, { range: 'bytes=999999999-' })
      await read('GET', '/v1/Search?q=', 400, null)
      await read('GET', '/v1/Vacancies', 200, null)
      await read('GET', `/v1/Vacancies/${vacancyId}/Stages`, 200, null)
      for (const [token, status] of [
        [hm.token, 404],
        [noDocs.token, 403],
      ] as const) {
        const url = status === 404 ? `/v1/Candidates/${cid}` : `/v1/document/${docId}`
        assert.equal((await t.app.inject({ method: 'GET', url, headers: { authorization: token } })).statusCode, status)
      }
      // The HEAD that found the ETag is the only new row.
      assert.equal((await auditRows(t)).length, before + 1)
    })

    test('a read through a console session names no token', async () => {
      const session = await signIn(t, reader.id)
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/Candidates/${cid}`,
        headers: { ...session, 'x-request-id': 'audit-read-session' },
      })
      assert.equal(res.statusCode, 200)
      const row = (await auditRows(t, `CandidateId=${cid}`)).find((r) => r.RequestId === 'audit-read-session')
      assert.deepEqual(withoutIdAndDate(row!), {
        MemberId: reader.id,
        TokenId: null,
        Action: 'read',
        CandidateId: cid,
        ResourceType: 'candidate',
        ResourceId: cid,
        RequestId: 'audit-read-session',
      })
    })

    test('an answer given from the cache before the router leaves the same row', async () => {
      const path = `/v1/Candidates/${cid}/Notes`
      const sent: string[] = []
      let front: string | undefined
      // On PostgreSQL any commit on the server empties the cache: read until an answer comes from before the router.
      for (let i = 0; i < 200 && front === undefined; i++) {
        const requestId = `audit-front-${i}`
        const before = routed
        const res = await fetch(base + path, { headers: { authorization: reader.token, 'x-request-id': requestId } })
        assert.equal(res.status, 200)
        assert.equal(res.headers.get('x-request-id'), requestId)
        await res.arrayBuffer()
        sent.push(requestId)
        if (routed === before) front = requestId
      }
      assert.ok(front, 'a read was answered before routing')
      const rows = (await auditRows(t, `CandidateId=${cid}`)).filter((r) => r.RequestId?.startsWith('audit-front-'))
      assert.deepEqual(
        rows.map((r) => r.RequestId),
        sent,
        'one row per read, however it was answered',
      )
      assert.deepEqual(withoutIdAndDate(rows.find((r) => r.RequestId === front)!), {
        MemberId: reader.id,
        TokenId: tokenId,
        Action: 'read',
        CandidateId: cid,
        ResourceType: 'note',
        ResourceId: null,
        RequestId: front,
      })
    })
  })
}
