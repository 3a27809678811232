import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import autocannon from 'autocannon'
import { backends } from '../helpers/backends.js'
import { SAMPLES } from '../helpers/documents.js'
import { memoryOf } from '../helpers/process-memory.js'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js'

/**
 * 100 concurrent connections of mixed reads and writes against the service
 * in its own process, on loopback only. Every answer must be a 2xx, every
 * acknowledged write must be there afterwards, and the server's resident
 * memory must not keep growing: after a warm-up (caches, JIT, pools filled),
 * the main run may add at most RSS_GROWTH_LIMIT. Growth is read from the
 * lowest RSS seen in the last quarter of the run: the garbage collector lets
 * the heap rise in a saw-tooth before it collects, and a leak shows as a
 * rising floor, not as a high tooth.
 *
 * CI runs a fixed number of requests. ATS_LOAD_SOAK_SECONDS=600 runs the main
 * phase for that long instead (a soak), with the same checks.
 */
const CONNECTIONS = 100
const WARMUP_REQUESTS = 4_000
const MAIN_REQUESTS = Number(process.env.ATS_LOAD_REQUESTS) || 20_000
const SOAK_SECONDS = Number(process.env.ATS_LOAD_SOAK_SECONDS) || 0
/** Generous on purpose: a leak of even a few hundred bytes per request passes it within a soak, not within CI's run, and the machine is shared. */
const RSS_GROWTH_LIMIT = 96 * 1024 * 1024
const TOKEN = 'ats_' + 'loadtest'.padEnd(40, 'l')
const MiB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`

const loadBackends = (await backends()).filter((b) => !b.blobs)

async function post(server: ServerProcess, path: string, body: unknown): Promise<any> {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { authorization: TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  assert.equal(res.status, 201, await res.clone().text())
  return res.json()
}

/** The number of items of a list, following `Link: rel="next"` to the end. */
async function countAll(server: ServerProcess, first: string): Promise<number> {
  let n = 0
  for (let next: string | undefined = first; next;) {
    const res: Response = await fetch(server.url + next, { headers: { authorization: TOKEN } })
    assert.equal(res.status, 200)
    n += ((await res.json()) as unknown[]).length
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1]
  }
  return n
}

for (const backend of loadBackends) {
  describe(`load: ${CONNECTIONS} connections of mixed reads and writes [${backend.name}]`, () => {
    test(SOAK_SECONDS ? `soak for ${SOAK_SECONDS} s` : `${WARMUP_REQUESTS} + ${MAIN_REQUESTS} requests`, async (ctx) => {
      const dir = mkdtempSync(join(tmpdir(), 'ats-load-'))
      const database = await backend.database()
      const server = await startServerProcess(
        {
          ATS_DATA_DIR: dir,
          ATS_BOOTSTRAP_TOKEN: TOKEN,
          ...(database.databaseUrl && { ATS_DATABASE_URL: database.databaseUrl, ATS_DB_POOL_SIZE: '20' }),
        },
        { bundled: true },
      )
      try {
        assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/, 'load goes to loopback only')
        const candidates: number[] = []
        const documents: string[] = []
        for (let i = 0; i < 20; i++) {
          const c = await post(server, '/v1/Candidates', { FirstName: `Load${i}`, LastName: 'Tester', Email: `load${i}@example.com` })
          candidates.push(c.Id)
          await post(server, `/v1/Candidates/${c.Id}/Notes`, { Note: 'seed note' })
          const up = await fetch(`${server.url}/v1/Candidates/${c.Id}/Document`, {
            method: 'POST',
            headers: { authorization: TOKEN, 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="cv.pdf"' },
            body: new Uint8Array(SAMPLES.pdf.bytes),
          })
          assert.equal(up.status, 201)
          documents.push(((await up.json()) as { Id: string }).Id)
        }

        let notesWritten = 0
        let flagsWritten = 0
        const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
        const withCandidate = (path: (id: number) => string) => (req: any) => ({ ...req, path: path(pick(candidates)) })
        const headers = { authorization: TOKEN, 'content-type': 'application/json' }
        const requests = [
          { method: 'GET', headers, setupRequest: withCandidate((id) => `/v1/Candidates/${id}`) },
          { method: 'GET', headers, setupRequest: withCandidate((id) => `/v1/Candidates/${id}/Notes?limit=20`) },
          {
            method: 'POST',
            headers,
            body: JSON.stringify({ Note: 'written under load', SendToHiringTeam: true }),
            setupRequest: withCandidate((id) => `/v1/Candidates/${id}/Notes`),
            onResponse: (status: number) => {
              if (status === 201) notesWritten++
            },
          },
          { method: 'GET', headers, setupRequest: withCandidate((id) => `/v1/Candidates/${id}/QualityFlags`) },
          {
            method: 'POST',
            headers,
            body: JSON.stringify({ FlagType: 1, Note: 'flagged under load' }),
            setupRequest: withCandidate((id) => `/v1/Candidates/${id}/QualityFlags`),
            onResponse: (status: number) => {
              if (status === 201) flagsWritten++
            },
          },
          {
            method: 'GET',
            headers: { authorization: TOKEN },
            setupRequest: (req: any) => ({ ...req, path: `/v1/document/${pick(documents)}` }),
          },
          { method: 'GET', headers, path: '/v1/Candidates?q=load1&limit=10' },
          { method: 'GET', headers, setupRequest: withCandidate((id) => `/v1/Candidates/${id}/Documents`) },
        ]

        const run = async (opts: { amount?: number; duration?: number }) => {
          const samples: number[] = []
          let responses = 0
          const result = await new Promise<autocannon.Result>((resolve, reject) => {
            const instance = autocannon(
              { url: server.url, connections: CONNECTIONS, requests: requests as any, timeout: 60, ...opts },
              (err, r) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(r)),
            )
            // Sampled as responses come in (no timer): the highest RSS seen during the run.
            instance.on('response', () => {
              if (++responses % 500 === 0) samples.push(memoryOf(server.child.pid!).rss)
            })
          })
          samples.push(memoryOf(server.child.pid!).rss)
          return { result, samples }
        }

        const warm = await run({ amount: WARMUP_REQUESTS })
        assert.equal(warm.result.errors, 0)
        const before = memoryOf(server.child.pid!)
        const main = await run(SOAK_SECONDS ? { duration: SOAK_SECONDS } : { amount: MAIN_REQUESTS })
        const after = memoryOf(server.child.pid!)
        const { result, samples } = main
        const total = warm.result.requests.total + result.requests.total
        const floor = Math.min(...samples.slice(-Math.ceil(samples.length / 4)))
        const growth = floor - before.rss
        ctx.diagnostic(
          `${total} requests (${result.requests.total} in the main run, about ${Math.round(result.requests.average)}/s, p99 latency ${result.latency.p99} ms); ` +
            `${notesWritten} notes and ${flagsWritten} flags written; RSS ${MiB(before.rss)} after warm-up, ${MiB(floor)} at its lowest in the last quarter, ` +
            `${MiB(after.rss)} at the end: growth ${MiB(growth)}; highest during the run ${MiB(Math.max(...samples))}, peak of the process ${MiB(after.hwm)}`,
        )

        for (const r of [warm.result, result]) {
          assert.equal(r.errors, 0, 'connection errors')
          assert.equal(r.timeouts, 0, 'timeouts')
          assert.equal(r.non2xx, 0, `answers other than 2xx: ${JSON.stringify(r.statusCodeStats)}`)
        }
        if (!SOAK_SECONDS) assert.ok(result.requests.total >= MAIN_REQUESTS)
        assert.ok(growth < RSS_GROWTH_LIMIT, `RSS grew by ${MiB(growth)} over the main run`)

        // Nothing acknowledged under load is missing: the seed note plus every 201.
        let notes = 0
        let flags = 0
        for (const id of candidates) {
          notes += await countAll(server, `/v1/Candidates/${id}/Notes?limit=1000`)
          flags += await countAll(server, `/v1/Candidates/${id}/QualityFlags?limit=1000`)
        }
        if (SOAK_SECONDS) {
          // A timed run stops with requests in flight, whose writes may commit unanswered.
          assert.ok(notes >= notesWritten + candidates.length && notes <= notesWritten + candidates.length + CONNECTIONS, `${notes} notes`)
          assert.ok(flags >= flagsWritten && flags <= flagsWritten + CONNECTIONS, `${flags} flags`)
        } else {
          assert.equal(notes, notesWritten + candidates.length)
          assert.equal(flags, flagsWritten)
        }
        assert.equal((await fetch(`${server.url}/healthz`)).status, 200)
      } finally {
        await server.stop()
        await database.drop()
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })
}
