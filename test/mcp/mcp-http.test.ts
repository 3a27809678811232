import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import {
  assertSameAsApi,
  auditOf,
  auditShape,
  callTool,
  eventsOf,
  mcpFixture,
  parsed,
  TOOL_NAMES,
  tokenId,
  type McpFixture,
} from './mcp-fixture.js'

for (const backend of await backends()) {
  describe(`MCP over Streamable HTTP at /mcp [${backend.name}]`, () => {
    let t: TestApp
    let base: string
    let f: McpFixture
    const clients: Client[] = []

    /** The SDK's own client, connected to the listening app with this token as a Bearer header. */
    async function connect(token: string, era: 'legacy' | 'modern' = 'legacy', requestId?: string): Promise<Client> {
      const client = new Client(
        { name: 'test-assistant', version: '1.0.0' },
        // 2025-era clients (the SDK's default) and those of the 2026-07-28 revision, which the SDK's server answers both.
        era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
      )
      const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), {
        requestInit: { headers: { authorization: `Bearer ${token}`, ...(requestId !== undefined && { 'x-request-id': requestId }) } },
      })
      await client.connect(transport)
      clients.push(client)
      return client
    }

    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
      base = await t.app.listen({ host: '127.0.0.1', port: 0 })
      f = await mcpFixture(t)
    })
    after(async () => {
      await Promise.all(clients.map((c) => c.close()))
      await t.close()
    })

    describe('the tools', () => {
      test('are listed with descriptions, input schemas named after the API fields, and read-only hints', async () => {
        const { tools } = await (await connect(f.recruiter.token)).listTools()
        assert.deepEqual(tools.map((x) => x.name).sort(), TOOL_NAMES)
        for (const tool of tools) {
          assert.ok((tool.description ?? '').length > 40, `${tool.name} is described`)
          assert.equal(tool.inputSchema.type, 'object')
          assert.equal(tool.annotations?.readOnlyHint, !['add_note', 'move_application'].includes(tool.name), tool.name)
        }
        const byName = new Map(tools.map((x) => [x.name, x]))
        assert.deepEqual(byName.get('get_candidate')?.inputSchema.required, ['CandidateId'])
        assert.deepEqual(Object.keys(byName.get('add_note')?.inputSchema.properties ?? {}), [
          'CandidateId',
          'Note',
          'Private',
          'SendToHiringTeam',
          'VacancyId',
        ])
        assert.deepEqual(byName.get('move_application')?.inputSchema.required, ['ApplicationId', 'StageId'])
        assert.deepEqual(byName.get('search_candidates')?.inputSchema.required, ['Query'])
      })
    })

    describe('reads answer what the API answers the same token', () => {
      test('every read tool, for a recruiter', async () => {
        const client = await connect(f.recruiter.token)
        const token = f.recruiter.token
        const pairs: Array<[string, Record<string, unknown>, string]> = [
          ['search_candidates', { Query: 'Lovelace' }, '/v1/Search?q=Lovelace'],
          ['search_candidates', { Query: 'compilers' }, '/v1/Search?q=compilers'],
          ['get_candidate', { CandidateId: f.seen }, `/v1/Candidates/${f.seen}`],
          ['list_notes', { CandidateId: f.seen }, `/v1/Candidates/${f.seen}/Notes`],
          ['list_quality_flags', { CandidateId: f.seen }, `/v1/Candidates/${f.seen}/QualityFlags`],
          ['list_applications', { CandidateId: f.seen }, `/v1/Candidates/${f.seen}/Applications`],
          ['get_document_text', { DocumentId: f.documentId }, `/v1/document/${f.documentId}/Text`],
        ]
        for (const [name, args, url] of pairs) {
          const answer = await callTool(client, name, args)
          assert.notEqual(answer.isError, true, `${name}: ${answer.content[0]?.text}`)
          assertSameAsApi(answer, await t.call('GET', url, token))
        }
        assert.ok(parsed<unknown[]>(await callTool(client, 'search_candidates', { Query: 'Lovelace' })).length > 0)
        assert.match(parsed<{ FirstName: string }>(await callTool(client, 'get_candidate', { CandidateId: f.seen })).FirstName, /Augusta/)
      })

      test('the same over the 2026-07-28 revision of the protocol', async () => {
        const client = await connect(f.recruiter.token, 'modern')
        assert.deepEqual((await client.listTools()).tools.map((x) => x.name).sort(), TOOL_NAMES)
        assertSameAsApi(
          await callTool(client, 'get_candidate', { CandidateId: f.seen }),
          await t.call('GET', `/v1/Candidates/${f.seen}`, f.recruiter.token),
        )
        assertSameAsApi(
          await callTool(client, 'list_notes', { CandidateId: f.seen }),
          await t.call('GET', `/v1/Candidates/${f.seen}/Notes`, f.recruiter.token),
        )
        const manager = await connect(f.manager.token, 'modern')
        const refused = await callTool(manager, 'get_candidate', { CandidateId: f.hidden })
        assert.equal(refused.isError, true)
        assertSameAsApi(refused, await t.call('GET', `/v1/Candidates/${f.hidden}`, f.manager.token))
      })

      test('a list in pages: Next names the After that gives the next page, as the Link header does', async () => {
        const client = await connect(f.recruiter.token)
        const first = await callTool(client, 'list_notes', { CandidateId: f.seen, Limit: 1 })
        assertSameAsApi(first, await t.call('GET', `/v1/Candidates/${f.seen}/Notes?limit=1`, f.recruiter.token))
        const next = first.structuredContent?.Next as { After: number }
        assert.equal(next.After, parsed<Array<{ Id: number }>>(first)[0]!.Id)
        const second = await callTool(client, 'list_notes', { CandidateId: f.seen, Limit: 1, ...next })
        assertSameAsApi(second, await t.call('GET', `/v1/Candidates/${f.seen}/Notes?limit=1&after=${next.After}`, f.recruiter.token))
        assert.ok(parsed<Array<{ Id: number }>>(second)[0]!.Id > next.After)
      })

      test('a read through a tool leaves the audit row the API read leaves', async () => {
        const client = await connect(f.colleague.token, 'legacy', 'assistant-request-7')
        await callTool(client, 'get_candidate', { CandidateId: f.hidden })
        const [viaTool] = (await auditOf(t, f.colleague, f.hidden)).slice(-1)
        // The row names the request to /mcp that carried the call.
        assert.equal(viaTool?.RequestId, 'assistant-request-7')
        assert.equal((await t.call('GET', `/v1/Candidates/${f.hidden}`, f.colleague.token)).statusCode, 200)
        const [viaApi] = (await auditOf(t, f.colleague, f.hidden)).slice(-1)
        assert.ok(viaTool && viaApi && viaTool.Id !== viaApi.Id)
        assert.deepEqual(auditShape(viaTool), auditShape(viaApi))
        assert.deepEqual(auditShape(viaTool), {
          MemberId: f.colleague.id,
          TokenId: await tokenId(t, f.colleague),
          Action: 'read',
          CandidateId: f.hidden,
          ResourceType: 'candidate',
          ResourceId: f.hidden,
        })
      })
    })

    describe('hidden data stays hidden', () => {
      test("a hiring manager's assistant does not reach a candidate of another team", async () => {
        const client = await connect(f.manager.token)
        const refused = await callTool(client, 'get_candidate', { CandidateId: f.hidden })
        assert.equal(refused.isError, true)
        assertSameAsApi(refused, await t.call('GET', `/v1/Candidates/${f.hidden}`, f.manager.token))
        const found = await callTool(client, 'search_candidates', { Query: 'Hopper' })
        assert.deepEqual(parsed(found), [])
        assertSameAsApi(found, await t.call('GET', '/v1/Search?q=Hopper', f.manager.token))
        for (const name of ['list_notes', 'list_quality_flags', 'list_applications']) {
          const answer = await callTool(client, name, { CandidateId: f.hidden })
          assertSameAsApi(
            answer,
            await t.call(
              'GET',
              `/v1/Candidates/${f.hidden}/${name === 'list_notes' ? 'Notes' : name === 'list_applications' ? 'Applications' : 'QualityFlags'}`,
              f.manager.token,
            ),
          )
        }
        // Its own team's candidate it does see, and only the notes sent to the team.
        assert.equal((await callTool(client, 'get_candidate', { CandidateId: f.seen })).isError, undefined)
        const notes = parsed<Array<{ Id: number }>>(await callTool(client, 'list_notes', { CandidateId: f.seen }))
        assert.deepEqual(
          notes.map((n) => n.Id),
          [f.teamNoteId],
        )
      })

      test("another member's private note never reaches an assistant", async () => {
        const mine = parsed<Array<{ Id: number }>>(
          await callTool(await connect(f.recruiter.token), 'list_notes', { CandidateId: f.seen }),
        ).map((n) => n.Id)
        assert.ok(mine.includes(f.privateNoteId))
        assert.ok(!mine.includes(f.colleaguePrivateNoteId))
        const theirs = parsed<Array<{ Id: number }>>(
          await callTool(await connect(f.colleague.token), 'list_notes', { CandidateId: f.seen }),
        ).map((n) => n.Id)
        assert.ok(theirs.includes(f.colleaguePrivateNoteId))
        assert.ok(!theirs.includes(f.privateNoteId))
        const found = parsed<Array<{ CandidateId: number }>>(
          await callTool(await connect(f.colleague.token), 'search_candidates', { Query: 'Salary expectations' }),
        )
        assert.deepEqual(found, [])
      })
    })

    describe('writes', () => {
      test('add_note writes the note, its event and its audit row as the API does', async () => {
        const client = await connect(f.recruiter.token)
        const answer = await callTool(client, 'add_note', {
          CandidateId: f.hidden,
          Note: 'Called back, available in March',
          SendToHiringTeam: true,
        })
        assert.notEqual(answer.isError, true, answer.content[0]?.text)
        const note = parsed<{ Id: number; Note: string; CreatedById: number; Private: boolean }>(answer)
        assert.equal(note.CreatedById, f.recruiter.id)
        assert.equal(note.Private, false)
        assert.deepEqual(answer.structuredContent, note)
        const listed = json<Array<{ Id: number }>>(await t.call('GET', `/v1/Candidates/${f.hidden}/Notes`, f.recruiter.token))
        assert.deepEqual(listed.at(-1), note)

        const viaApi = json<{ Id: number }>(
          await t.call('POST', `/v1/Candidates/${f.hidden}/Notes`, f.recruiter.token, { Note: 'Same by API' }),
        )
        const events = await eventsOf(t, f.hidden, 'note.created')
        const [ofTool, ofApi] = [events.find((e) => e.Data.Id === note.Id), events.find((e) => e.Data.Id === viaApi.Id)]
        assert.equal(ofTool?.ActorId, f.recruiter.id)
        assert.deepEqual(ofTool.Data, note)
        assert.equal(ofApi?.ActorId, f.recruiter.id)
        const rows = (await auditOf(t, f.recruiter, f.hidden)).filter((r) => r.Action === 'create' && r.ResourceType === 'note')
        const [rowOfTool, rowOfApi] = [rows.find((r) => r.ResourceId === note.Id), rows.find((r) => r.ResourceId === viaApi.Id)]
        assert.ok(rowOfTool && rowOfApi)
        assert.deepEqual({ ...auditShape(rowOfTool), ResourceId: 0 }, { ...auditShape(rowOfApi), ResourceId: 0 })
        assert.equal(rowOfTool.TokenId, await tokenId(t, f.recruiter))
      })

      test('move_application moves it, with the event and audit row of the API; a stale ExpectedStageId changes nothing', async () => {
        const client = await connect(f.recruiter.token)
        const before = json<{ StageId: number }>(await t.call('GET', `/v1/Applications/${f.applicationId}`))
        const stale = await callTool(client, 'move_application', {
          ApplicationId: f.applicationId,
          StageId: f.otherStageId,
          ExpectedStageId: f.otherStageId,
        })
        assert.equal(stale.isError, true)
        assert.equal(parsed<{ code: string }>(stale).code, 'stage_conflict')
        assert.equal(json<{ StageId: number }>(await t.call('GET', `/v1/Applications/${f.applicationId}`)).StageId, before.StageId)

        const moved = await callTool(client, 'move_application', {
          ApplicationId: f.applicationId,
          StageId: f.otherStageId,
          ExpectedStageId: before.StageId,
        })
        assert.notEqual(moved.isError, true, moved.content[0]?.text)
        assert.equal(parsed<{ StageId: number }>(moved).StageId, f.otherStageId)
        assert.deepEqual(parsed(moved), json(await t.call('GET', `/v1/Applications/${f.applicationId}`)))
        const events = await eventsOf(t, f.seen, 'application.moved')
        assert.equal(events.at(-1)?.ActorId, f.recruiter.id)
        assert.equal(events.at(-1)?.Data.StageId, f.otherStageId)
        const row = (await auditOf(t, f.recruiter, f.seen)).filter((r) => r.ResourceType === 'application').at(-1)
        assert.deepEqual(row && auditShape(row), {
          MemberId: f.recruiter.id,
          TokenId: await tokenId(t, f.recruiter),
          Action: 'update',
          CandidateId: f.seen,
          ResourceType: 'application',
          ResourceId: f.applicationId,
        })
      })

      test("a hiring manager's assistant may not write: the API's insufficient_scope, and nothing written", async () => {
        const client = await connect(f.manager.token)
        const before = (await eventsOf(t, f.seen, 'note.created')).length
        const refused = await callTool(client, 'add_note', { CandidateId: f.seen, Note: 'should not be written' })
        assert.equal(refused.isError, true)
        assertSameAsApi(refused, await t.call('POST', `/v1/Candidates/${f.seen}/Notes`, f.manager.token, { Note: 'should not be written' }))
        assert.equal(parsed<{ code: string }>(refused).code, 'insufficient_scope')
        assert.equal((await eventsOf(t, f.seen, 'note.created')).length, before)
      })
    })

    describe('401', () => {
      const initialize = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }
      for (const [what, headers, challenge] of [
        ['no token', {}, /^Bearer realm="ats"$/],
        ['an unknown token', { authorization: 'Bearer ats_notarealtokenatallnotarealtokenatall' }, /^Bearer .*error="invalid_token"/],
        ['the console session cookie alone', { cookie: 'ats_session=whatever' }, /^Bearer realm="ats"$/],
      ] as const) {
        test(`${what}: 401 with WWW-Authenticate: Bearer, as problem details, on the socket`, async () => {
          const res = await fetch(new URL('/mcp', base), {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
            body: JSON.stringify(initialize),
          })
          assert.equal(res.status, 401)
          assert.match(res.headers.get('www-authenticate') ?? '', challenge)
          assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/)
          const body = (await res.json()) as { status: number; code: string }
          assert.equal(body.status, 401)
          assert.equal(body.code, 'invalid_token')
        })
      }

      test('a revoked token is refused at once', async () => {
        const member = await t.member('recruiter')
        const client = await connect(member.token)
        assert.equal((await callTool(client, 'get_candidate', { CandidateId: f.seen })).isError, undefined)
        assert.equal((await t.call('DELETE', `/v1/Tokens/${await tokenId(t, member)}`)).statusCode, 204)
        await assert.rejects(callTool(client, 'get_candidate', { CandidateId: f.seen }), /401|nauthorized/)
      })

      test('rate limits: /mcp counts as a request and its tool call as another; past the limit, a tool error, then 429', async () => {
        const member = await t.member('recruiter')
        const issued = await t.call('POST', `/v1/Members/${member.id}/Tokens`, undefined, { Scopes: ['candidates:read'], RateLimit: 4 })
        assert.equal(issued.statusCode, 201, issued.body)
        const token = json<{ Token: string }>(issued).Token
        const call = (id: number) =>
          fetch(new URL('/mcp', base), {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              accept: 'application/json, text/event-stream',
            },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id,
              method: 'tools/call',
              params: { name: 'get_candidate', arguments: { CandidateId: f.seen } },
            }),
          })
        /** The JSON-RPC result, whether the SDK answered JSON or one server-sent event. */
        const resultOf = async (res: Response) => {
          const text = await res.text()
          const data = text.startsWith('{')
            ? text
            : text
                .split('\n')
                .find((line) => line.startsWith('data:'))
                ?.slice(5)
          return (JSON.parse(data ?? '') as { result: { isError?: boolean; content: Array<{ text: string }> } }).result
        }
        const first = await call(1)
        assert.equal(first.status, 200)
        assert.equal(first.headers.get('ratelimit-limit'), '4')
        assert.equal(first.headers.get('ratelimit-remaining'), '3', 'the count of the /mcp request itself')
        assert.equal((await resultOf(first)).isError, undefined)
        // The tool's call of the API counted as well: this is the third request of the window.
        const api = await fetch(new URL(`/v1/Candidates/${f.seen}`, base), { headers: { authorization: token } })
        assert.equal(api.status, 200)
        assert.equal(api.headers.get('ratelimit-remaining'), '1')
        const second = await call(2)
        assert.equal(second.status, 200)
        assert.equal(second.headers.get('ratelimit-remaining'), '0')
        const refused = await resultOf(second)
        assert.equal(refused.isError, true)
        assert.equal((JSON.parse(refused.content[0]?.text ?? '') as { code: string }).code, 'rate_limited')
        const third = await call(3)
        assert.equal(third.status, 429)
        assert.ok(Number(third.headers.get('retry-after')) >= 1)
        assert.equal(((await third.json()) as { code: string }).code, 'rate_limited')
      })

      test("the SDK's client without a token fails to connect", async () => {
        const client = new Client({ name: 'test-assistant', version: '1.0.0' })
        await assert.rejects(client.connect(new StreamableHTTPClientTransport(new URL('/mcp', base))), /401|nauthorized/)
      })
    })
  })
}
