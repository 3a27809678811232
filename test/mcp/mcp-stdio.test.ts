import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { Client } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { bundledMain } from '../helpers/server-bundle.js'
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

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
// The current sources bundled once (test/helpers/server-bundle.ts): the CLI as it ships, started faster than through tsx.
const ARGS = [await bundledMain(), 'mcp']

for (const backend of await backends()) {
  describe(`MCP over stdio: ats mcp [${backend.name}]`, () => {
    let t: TestApp
    let f: McpFixture
    const clients: Client[] = []

    /** The configuration of `ats serve` for the test app's store, and nothing of the test's own environment that could name another. */
    function storeEnv(): Record<string, string> {
      const env: Record<string, string> = {}
      for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !name.startsWith('ATS_')) env[name] = value
      return {
        ...env,
        ATS_DATA_DIR: t.config.dataDir,
        ATS_LOG_LEVEL: 'info',
        ATS_JOB_POLL_MS: '50',
        ...(t.config.databaseUrl !== undefined && { ATS_DATABASE_URL: t.config.databaseUrl }),
        ...(t.config.blobUrl !== undefined && { ATS_BLOB_URL: t.config.blobUrl }),
      }
    }

    /**
     * The SDK's client, starting `ats mcp` with this token; `stderr` gathers what the process wrote there,
     * and `exited` settles once the process has closed its standard error (it writes its logs out before).
     */
    async function connect(token: string): Promise<{ client: Client; stderr: () => string; exited: Promise<unknown> }> {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: ARGS,
        cwd: ROOT,
        env: { ...storeEnv(), ATS_TOKEN: token },
        stderr: 'pipe',
      })
      let stderr = ''
      transport.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
      const exited = once(transport.stderr!, 'end')
      const client = new Client({ name: 'test-assistant', version: '1.0.0' })
      await client.connect(transport)
      clients.push(client)
      return { client, stderr: () => stderr, exited }
    }

    /** `ats mcp` run by hand: its exit code and what it wrote, after `input` on its standard input and then the end of it. */
    async function run(env: Record<string, string>, input = ''): Promise<{ code: number | null; stdout: string[]; stderr: string }> {
      const child = spawn(process.execPath, ARGS, { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] })
      const stdout: string[] = []
      let stderr = ''
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
      const lines = createInterface({ input: child.stdout })
      lines.on('line', (line) => stdout.push(line))
      if (input) {
        child.stdin.write(input)
        // The answer comes before the end of input: a server must answer what it was asked while its input is open.
        await once(lines, 'line')
      }
      child.stdin.end()
      const [code] = (await once(child, 'exit')) as [number | null]
      return { code, stdout, stderr }
    }

    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
      f = await mcpFixture(t)
    })
    after(async () => {
      await Promise.all(clients.map((c) => c.close()))
      await t.close()
    })

    test('the tools are listed, and each answers what the API answers the same token', async () => {
      const { client, stderr, exited } = await connect(f.recruiter.token)
      const { tools } = await client.listTools()
      assert.deepEqual(tools.map((x) => x.name).sort(), TOOL_NAMES)
      assert.equal(tools.find((x) => x.name === 'get_candidate')?.annotations?.readOnlyHint, true)
      const token = f.recruiter.token
      for (const [name, args, url] of [
        ['search_candidates', { Query: 'Lovelace' }, '/v1/Search?q=Lovelace'],
        ['get_candidate', { CandidateId: f.seen }, `/v1/Candidates/${f.seen}`],
        ['list_notes', { CandidateId: f.seen }, `/v1/Candidates/${f.seen}/Notes`],
        ['list_quality_flags', { CandidateId: f.seen }, `/v1/Candidates/${f.seen}/QualityFlags`],
        ['list_applications', { CandidateId: f.seen }, `/v1/Candidates/${f.seen}/Applications`],
        ['get_document_text', { DocumentId: f.documentId }, `/v1/document/${f.documentId}/Text`],
      ] as const) {
        const answer = await callTool(client, name, args)
        assert.notEqual(answer.isError, true, `${name}: ${answer.content[0]?.text}`)
        assertSameAsApi(answer, await t.call('GET', url, token))
      }
      // The logs went to standard error (JSON lines), and standard output stayed the protocol's. They are
      // written in batches, at least once a second, and all of them when the end of input stops the process.
      await client.close()
      await exited
      assert.match(stderr(), /^\{"level":\d+/m)
    })

    test("a hiring manager's assistant does not reach another team's candidate, nor anyone another member's private note", async () => {
      const manager = (await connect(f.manager.token)).client
      const refused = await callTool(manager, 'get_candidate', { CandidateId: f.hidden })
      assert.equal(refused.isError, true)
      assertSameAsApi(refused, await t.call('GET', `/v1/Candidates/${f.hidden}`, f.manager.token))
      assert.deepEqual(parsed(await callTool(manager, 'search_candidates', { Query: 'Hopper' })), [])

      const colleague = (await connect(f.colleague.token)).client
      const ids = parsed<Array<{ Id: number }>>(await callTool(colleague, 'list_notes', { CandidateId: f.seen })).map((n) => n.Id)
      assert.ok(ids.includes(f.colleaguePrivateNoteId))
      assert.ok(!ids.includes(f.privateNoteId))
    })

    test("add_note and move_application write the events and audit rows of the API, as the token's member", async () => {
      const { client } = await connect(f.colleague.token)
      const note = parsed<{ Id: number; CreatedById: number }>(
        await callTool(client, 'add_note', { CandidateId: f.seen, Note: 'Written over stdio' }),
      )
      assert.equal(note.CreatedById, f.colleague.id)
      const event = (await eventsOf(t, f.seen, 'note.created')).find((e) => e.Data.Id === note.Id)
      assert.equal(event?.ActorId, f.colleague.id)
      const rows = await auditOf(t, f.colleague, f.seen)
      const row = rows.find((r) => r.ResourceType === 'note' && r.ResourceId === note.Id)
      assert.deepEqual(row && auditShape(row), {
        MemberId: f.colleague.id,
        TokenId: await tokenId(t, f.colleague),
        Action: 'create',
        CandidateId: f.seen,
        ResourceType: 'note',
        ResourceId: note.Id,
      })

      const moved = await callTool(client, 'move_application', { ApplicationId: f.applicationId, StageId: f.otherStageId })
      assert.notEqual(moved.isError, true, moved.content[0]?.text)
      assert.equal(parsed<{ StageId: number }>(moved).StageId, f.otherStageId)
      const events = await eventsOf(t, f.seen, 'application.moved')
      assert.equal(events.at(-1)?.ActorId, f.colleague.id)
    })

    describe('refused', () => {
      test('without ATS_TOKEN: exits 1 saying so, and writes nothing to standard output', async () => {
        const { code, stdout, stderr } = await run(storeEnv())
        assert.equal(code, 1)
        assert.match(stderr, /ats: ATS_TOKEN is not set/)
        assert.deepEqual(stdout, [])
      })

      test('with a token that is not valid: exits 1 saying so', async () => {
        const { code, stdout, stderr } = await run({ ...storeEnv(), ATS_TOKEN: 'ats_notarealtokenatallnotarealtokenatall' })
        assert.equal(code, 1)
        assert.match(stderr, /ats: ATS_TOKEN does not hold a valid, unexpired token/)
        assert.deepEqual(stdout, [])
      })
    })

    test('standard output is the protocol only, and the end of standard input ends the process', async () => {
      const initialize = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }
      const { code, stdout, stderr } = await run({ ...storeEnv(), ATS_TOKEN: f.recruiter.token }, `${JSON.stringify(initialize)}\n`)
      assert.equal(code, 0, stderr)
      assert.equal(stdout.length, 1)
      const answer = JSON.parse(stdout[0]!) as { id: number; result: { serverInfo: { name: string } } }
      assert.equal(answer.id, 1)
      assert.equal(answer.result.serverInfo.name, 'applicant-tracking-service')
    })
  })
}
