// `npm run bench:mcp`: what a tool call of an AI assistant costs (SPEC C7).
// One app on a fresh SQLite store, listening on loopback; one client at a
// time, calls in sequence: the API read GET /v1/Candidates/{id} (fetch), the
// same read as the tool get_candidate through the SDK's own client over
// /mcp (the 2025 protocol and the 2026-07-28 revision), the JSON-RPC POST
// by fetch (a socket, no client), and in-process (app.inject, neither).
// Options: --calls 500
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { buildApp } from '../src/app.js'
import { makeConfig } from '../src/config.js'
import { bootstrapAdmin } from '../src/domain/members/members.js'

const { values } = parseArgs({ options: { calls: { type: 'string', default: '500' } } })
const calls = Number(values.calls)

const dir = mkdtempSync(join(tmpdir(), 'ats-bench-mcp-'))
const app = await buildApp(makeConfig({ dataDir: dir, logLevel: 'silent', webDir: join(dir, 'no-console') }))
const token = (await bootstrapAdmin(app.services.stores.database.db))!.token
const base = await app.listen({ host: '127.0.0.1', port: 0 })
const created = await app.inject({
  method: 'POST',
  url: '/v1/Candidates',
  headers: { authorization: token },
  payload: { FirstName: 'Ada', LastName: 'Lovelace' },
})
const id = (JSON.parse(created.body) as { Id: number }).Id

/** Median and 95th percentile of `calls` calls, after a tenth as many to warm up. */
async function measure(label: string, call: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < calls / 10; i++) await call()
  const times: number[] = []
  for (let i = 0; i < calls; i++) {
    const start = performance.now()
    await call()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2)
  console.log(`${label.padEnd(52)} median ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms`)
}

await measure('GET /v1/Candidates/{id} (fetch)', async () =>
  (await fetch(`${base}/v1/Candidates/${id}`, { headers: { authorization: token } })).text(),
)
for (const era of ['2025', '2026-07-28'] as const) {
  const client = new Client(
    { name: 'bench', version: '1.0.0' },
    era === '2025' ? {} : { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  )
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
  )
  await measure(`get_candidate over /mcp, SDK client (${era})`, () =>
    client.callTool({ name: 'get_candidate', arguments: { CandidateId: id } }),
  )
  await client.close()
}
const payload = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'get_candidate', arguments: { CandidateId: id } },
})
const headers = {
  authorization: token,
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-06-18',
}
await measure('get_candidate, POST /mcp by fetch, no client (2025)', async () =>
  (await fetch(`${base}/mcp`, { method: 'POST', headers, body: payload })).text(),
)
await measure('get_candidate, POST /mcp in-process (2025)', () =>
  app.inject({
    method: 'POST',
    url: '/mcp',
    headers,
    payload,
  }),
)
await app.close()
rmSync(dir, { recursive: true, force: true })
