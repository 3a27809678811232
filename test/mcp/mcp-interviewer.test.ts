import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { SAMPLES, uploadRaw, waitFor } from '../helpers/documents.js'
import { applicationOnTeam, schedule } from '../helpers/interviews.js'
import { assertSameAsApi, callTool, parsed } from './mcp-fixture.js'

/**
 * SPEC C7 and C18: an interviewer's assistant reaches exactly what the
 * interviewer reaches through the API: the candidates of the interviews it
 * sits on, their documents' text, its own notes; nothing of anyone else,
 * and no write but its own notes.
 */
for (const backend of await backends()) {
  describe(`MCP for an interviewer [${backend.name}]`, () => {
    let t: TestApp
    let base: string
    let iv: { id: number; token: string }
    let seen: { candidateId: number; applicationId: number; stageId: number; vacancyId: number }
    let hidden: { candidateId: number; applicationId: number }
    let documentId: string
    let client: Client

    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
      base = await t.app.listen({ host: '127.0.0.1', port: 0 })
      iv = await t.member('interviewer')
      seen = await applicationOnTeam(t, [iv.id], { first: 'Augusta', last: 'Lovelace', email: 'augusta@example.com' })
      await schedule(t, seen.applicationId, [iv.id])
      // On the same team, but its interview was cancelled: it shows nothing.
      hidden = await applicationOnTeam(t, [iv.id], { first: 'Grace', last: 'Hopper', email: 'grace@example.com' })
      const cancelled = await schedule(t, hidden.applicationId, [iv.id])
      assert.equal((await t.call('POST', `/v1/Interviews/${cancelled.Id}/Cancel`)).statusCode, 200)
      for (const id of [seen.candidateId, hidden.candidateId]) {
        assert.equal(
          (await t.call('POST', `/v1/Candidates/${id}/Notes`, undefined, { Note: 'Recruiter’s view', SendToHiringTeam: true })).statusCode,
          201,
        )
        assert.equal(
          (await t.call('POST', `/v1/Candidates/${id}/QualityFlags`, undefined, { FlagType: 1, Note: 'Referred' })).statusCode,
          201,
        )
      }
      documentId = json<{ Id: string }>(await uploadRaw(t, seen.candidateId, SAMPLES.pdf.bytes)).Id
      await waitFor(async () => (await t.call('GET', `/v1/document/${documentId}/Text`)).statusCode === 200, 'the text of the CV')
      client = new Client({ name: 'interviewer-assistant', version: '1.0.0' })
      await client.connect(
        new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers: { authorization: `Bearer ${iv.token}` } } }),
      )
    })
    after(async () => {
      await client.close()
      await t.close()
    })

    const api = (method: string, url: string, body?: unknown) => t.call(method, url, iv.token, body)

    test('reads: the candidate it interviews, its application and document text; the other is missing, as in the API', async () => {
      const candidate = await callTool(client, 'get_candidate', { CandidateId: seen.candidateId })
      assertSameAsApi(candidate, await api('GET', `/v1/Candidates/${seen.candidateId}`))
      assert.equal(parsed(candidate).FirstName, 'Augusta')
      const applications = await callTool(client, 'list_applications', { CandidateId: seen.candidateId })
      assertSameAsApi(applications, await api('GET', `/v1/Candidates/${seen.candidateId}/Applications`))
      const text = await callTool(client, 'get_document_text', { DocumentId: documentId })
      assertSameAsApi(text, await api('GET', `/v1/document/${documentId}/Text`))
      // No note but its own: none yet.
      assert.deepEqual(parsed(await callTool(client, 'list_notes', { CandidateId: seen.candidateId })), [])
      const hiddenCandidate = await callTool(client, 'get_candidate', { CandidateId: hidden.candidateId })
      assert.equal(hiddenCandidate.isError, true)
      assertSameAsApi(hiddenCandidate, await api('GET', `/v1/Candidates/${hidden.candidateId}`))
      assert.equal(parsed(hiddenCandidate).code, 'candidate_not_found')
      for (const [tool, path] of [
        ['list_notes', 'Notes'],
        ['list_applications', 'Applications'],
      ] as const) {
        const answer = await callTool(client, tool, { CandidateId: hidden.candidateId })
        assert.equal(answer.isError, true)
        assertSameAsApi(answer, await api('GET', `/v1/Candidates/${hidden.candidateId}/${path}`))
      }
      assert.deepEqual(parsed(await callTool(client, 'search_candidates', { Query: 'Hopper' })), [])
      assert.deepEqual(
        parsed<Array<{ CandidateId: number }>>(await callTool(client, 'search_candidates', { Query: 'Lovelace' })).map(
          (r) => r.CandidateId,
        ),
        [seen.candidateId],
      )
    })

    test('flags are not its to read: the API’s insufficient_scope, for a candidate it sees or not', async () => {
      for (const id of [seen.candidateId, hidden.candidateId]) {
        const answer = await callTool(client, 'list_quality_flags', { CandidateId: id })
        assert.equal(answer.isError, true)
        assert.equal(parsed(answer).code, 'insufficient_scope')
        assertSameAsApi(answer, await api('GET', `/v1/Candidates/${id}/QualityFlags`))
      }
    })

    test('writes: its own note (neither private nor to the team); moving an application is refused', async () => {
      const added = await callTool(client, 'add_note', { CandidateId: seen.candidateId, Note: 'Clear on trade-offs' })
      assert.notEqual(added.isError, true, added.content[0]?.text)
      assert.equal(parsed(added).CreatedById, iv.id)
      const notes = parsed<Array<{ Id: number }>>(await callTool(client, 'list_notes', { CandidateId: seen.candidateId }))
      assert.deepEqual(
        notes.map((n) => n.Id),
        [parsed(added).Id],
      )
      const secret = await callTool(client, 'add_note', { CandidateId: seen.candidateId, Note: 'x', Private: true })
      assert.equal(secret.isError, true)
      assert.equal(parsed(secret).field, 'Private')
      const onHidden = await callTool(client, 'add_note', { CandidateId: hidden.candidateId, Note: 'x' })
      assert.equal(parsed(onHidden).code, 'candidate_not_found')
      const stages = json<Array<{ Id: number }>>(await t.call('GET', `/v1/Vacancies/${seen.vacancyId}/Stages`))
      const moved = await callTool(client, 'move_application', { ApplicationId: seen.applicationId, StageId: stages[1]!.Id })
      assert.equal(moved.isError, true)
      assert.equal(parsed(moved).code, 'insufficient_scope')
      assert.equal(json<{ StageId: number }>(await t.call('GET', `/v1/Applications/${seen.applicationId}`)).StageId, seen.stageId)
    })
  })
}
