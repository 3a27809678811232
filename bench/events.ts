// `npm run bench:events`: what the event log, the audit log and webhooks cost.
//  1. CPU per request of writes (the `mixed` scenario: a note POST among three
//     reads) and of cached reads (`candidate`), against the service as it was
//     before events and audit existed (--before, a commit built into a
//     temporary checkout), measured in turn in the same run. With
//     `--without audit-reads` the other build is --before with no audit row
//     recorded for a read: what those rows cost (`--scenarios candidate,notes,flags`).
//  2. Event to webhook delivery: a receiver on loopback; the time from each
//     note POST's answer to its event's arrival.
//  3. The change feed: 10,000 events read as pages of 1,000 (B2's largest
//     page) from a store holding --events events.
// Options: --db sqlite,postgres  --before <commit>  --duration 5  --rounds 3
//          --connections 10  --deliveries 200  --events 1000000  --only cost,delivery,feed
//          --scenarios mixed,note-post,candidate (those of cost; also notes, flags)
//          --without audit-reads
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { buildBefore, withoutAuditReads } from './builds.js'
import { runLoad } from './load.js'
import { spawnService, type Proc } from './processes.js'
import { BENCH_TOKEN as TOKEN, jobsSettled, postJson } from './seed.js'
import { receiveDeliveries } from './webhook-receiver.js'
import { fillEvents } from './fill-events.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    // The last commit before the event log (the first of issue C6's merges' parents).
    before: { type: 'string', default: '6c236c8' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    deliveries: { type: 'string', default: '200' },
    events: { type: 'string', default: '1000000' },
    only: { type: 'string', default: 'cost,delivery,feed' },
    scenarios: { type: 'string', default: 'mixed,note-post,candidate' },
    // `audit-reads`: the "before" build is --before with no audit row recorded for a read (bench/builds.ts).
    without: { type: 'string' },
  },
})
const parts = new Set(values.only.split(','))
const PG_ADMIN = process.env.ATS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const json = { authorization: TOKEN, 'content-type': 'application/json' }

async function adminQuery(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_ADMIN })
  await c.connect()
  await c.query(text)
  await c.end()
}

/** A fresh store for one service: a data folder, and on PostgreSQL a database of its own. */
async function store(db: string, label: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `ats-bench-${label}-`))
  // Rate limits off: the service before them had none, and a cached read's load passes any per-minute limit in seconds.
  const env: Record<string, string> = { ATS_DATA_DIR: dir, ATS_BOOTSTRAP_TOKEN: TOKEN, ATS_WEBHOOK_ALLOW_PRIVATE: '1', ATS_RATE_LIMIT: '0' }
  const name = `ats_bench_${label}_${process.pid}`
  if (db === 'postgres') {
    await adminQuery(`drop database if exists ${name} with (force)`)
    await adminQuery(`create database ${name}`)
    const url = new URL(PG_ADMIN)
    url.pathname = `/${name}`
    env.ATS_DATABASE_URL = url.toString()
  }
  return {
    env,
    async drop() {
      if (db === 'postgres') await adminQuery(`drop database if exists ${name} with (force)`)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** 100 candidates, the first with 20 notes and 5 flags: what the scenarios read. */
async function seedSmall(url: string): Promise<number> {
  const ids: number[] = []
  for (let i = 0; i < 100; i++)
    ids.push((await postJson(url, '/v1/Candidates', { FirstName: `F${i}`, LastName: `L${i}`, Email: `c${i}@example.com` })).Id)
  const id = ids[0]!
  for (let i = 0; i < 20; i++) await postJson(url, `/v1/Candidates/${id}/Notes`, { Note: `Interview note ${i}.` })
  for (let i = 0; i < 5; i++) await postJson(url, `/v1/Candidates/${id}/QualityFlags`, { FlagType: 1 + (i % 2), Note: `Flag ${i}` })
  return id
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!

/** CPU µs per response of one run of `requests` against a service. */
async function cpuPerRequest(proc: Proc, requests: Parameters<typeof runLoad>[0]['requests']): Promise<[cpu: number, perSecond: number]> {
  const connections = Number(values.connections)
  await runLoad({ url: proc.url, connections, duration: 1, requests })
  const before = proc.cpuMicros()
  const m = await runLoad({ url: proc.url, connections, duration: Number(values.duration), requests })
  if (m.errors) throw new Error(`${m.errors} errors from ${proc.url}`)
  return [(proc.cpuMicros() - before) / m.requests, m.requests / Number(values.duration)]
}

async function cost(db: string): Promise<void> {
  const before = buildBefore(values.before, values.without === 'audit-reads' ? withoutAuditReads : undefined)
  const stores = [await store(db, 'before'), await store(db, 'now')]
  const procs: Proc[] = []
  try {
    procs.push(await spawnService(stores[0]!.env, before.root), await spawnService(stores[1]!.env))
    const ids = await Promise.all(procs.map((p) => seedSmall(p.url)))
    const scenarios = (id: number) => ({
      mixed: [
        { method: 'GET' as const, path: `/v1/Candidates/${id}/Notes?limit=20`, headers: json },
        {
          method: 'POST' as const,
          path: `/v1/Candidates/${id}/Notes`,
          headers: json,
          body: JSON.stringify({ Note: 'Follow-up call went well.' }),
        },
        { method: 'GET' as const, path: `/v1/Candidates/${id}/QualityFlags`, headers: json },
        { method: 'GET' as const, path: `/v1/Candidates/${id}`, headers: json },
      ],
      'note-post': [
        { method: 'POST' as const, path: `/v1/Candidates/${id}/Notes`, headers: json, body: JSON.stringify({ Note: 'Call.' }) },
      ],
      candidate: [{ method: 'GET' as const, path: `/v1/Candidates/${id}`, headers: json }],
      notes: [{ method: 'GET' as const, path: `/v1/Candidates/${id}/Notes`, headers: json }],
      flags: [{ method: 'GET' as const, path: `/v1/Candidates/${id}/QualityFlags`, headers: json }],
    })
    const names = (['mixed', 'note-post', 'candidate', 'notes', 'flags'] as const).filter((n) => values.scenarios.split(',').includes(n))
    for (const name of names) {
      const runs: Array<[number, number, number, number]> = []
      for (let round = 0; round < Number(values.rounds); round++) {
        const old = await cpuPerRequest(procs[0]!, scenarios(ids[0]!)[name])
        const now = await cpuPerRequest(procs[1]!, scenarios(ids[1]!)[name])
        runs.push([...old, ...now])
      }
      const [old, oldRate, now, nowRate] = [0, 1, 2, 3].map((i) => median(runs.map((r) => r[i]!)))
      // Each round's two services ran a few seconds apart: the median of those ratios follows the machine's drift less.
      const paired = median(runs.map((r) => r[2] / r[0]))
      console.log(
        `| ${name} | ${db} | ${values.connections} | ${oldRate!.toFixed(0)} | ${nowRate!.toFixed(0)} | ${old!.toFixed(1)} | ${now!.toFixed(1)} | ${(now! / old!).toFixed(2)} | ${paired.toFixed(2)} |`,
      )
    }
  } finally {
    for (const p of procs) await p.stop()
    for (const s of stores) await s.drop()
    before.remove()
  }
}

async function delivery(db: string): Promise<void> {
  const s = await store(db, 'hooks')
  const receiver = await receiveDeliveries()
  let proc: Proc | undefined
  try {
    proc = await spawnService(s.env)
    const id = (await postJson(proc.url, '/v1/Candidates', { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' })).Id
    await postJson(proc.url, '/v1/Webhooks', { Url: receiver.url, Events: ['note.created'] })
    await jobsSettled(proc.url)
    const latencies: number[] = []
    for (let i = 0; i < Number(values.deliveries); i++) {
      const note = await postJson(proc.url, `/v1/Candidates/${id}/Notes`, { Note: `Note ${i}` })
      const answered = performance.now()
      const arrived = await receiver.arrival((event) => (event.Data as { Id?: number }).Id === note.Id)
      latencies.push(arrived - answered)
    }
    latencies.sort((a, b) => a - b)
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1)
    console.log(`| ${db} | ${latencies.length} | ${at(0.5)} | ${at(0.99)} | ${latencies.at(-1)!.toFixed(1)} |`)
  } finally {
    await proc?.stop()
    await receiver.close()
    await s.drop()
  }
}

async function feed(db: string): Promise<void> {
  const s = await store(db, 'feed')
  let proc: Proc | undefined
  try {
    // The service makes the schema; the events go in directly, as a long-lived store would hold them.
    proc = await spawnService(s.env)
    await proc.stop()
    const total = Number(values.events)
    await fillEvents(s.env, total)
    proc = await spawnService(s.env)
    const pageMs: number[] = []
    const tenThousandMs: number[] = []
    for (let run = 0; run < 20; run++) {
      let after = Math.min(Math.floor(((run * 7919) % 97) * (total / 100)), total - 10_001)
      const start = performance.now()
      for (let page = 0; page < 10; page++) {
        const t = performance.now()
        const res = await fetch(`${proc.url}/v1/Events?after=${after}&limit=1000`, { headers: json })
        const events = (await res.json()) as Array<{ Id: number }>
        if (res.status !== 200 || events.length !== 1000) throw new Error(`feed page: ${res.status}, ${events.length} events`)
        pageMs.push(performance.now() - t)
        after = events.at(-1)!.Id
      }
      tenThousandMs.push(performance.now() - start)
    }
    console.log(
      `| ${db} | ${total} | ${median(pageMs).toFixed(1)} | ${median(tenThousandMs).toFixed(1)} | ${Math.max(...tenThousandMs).toFixed(1)} |`,
    )
  } finally {
    await proc?.stop()
    await s.drop()
  }
}

const dbs = values.db.split(',')
if (parts.has('cost')) {
  console.log(
    `\nCPU per request against ${values.before}${values.without === 'audit-reads' ? ' with no audit row for reads' : ' (before the event and audit logs)'}:\n`,
  )
  console.log(
    '| scenario | db | conns | before req/s | now req/s | before µs/req | now µs/req | ratio | paired ratio |\n|---|---|---|---|---|---|---|---|---|',
  )
  for (const db of dbs) await cost(db)
}
if (parts.has('delivery')) {
  console.log('\nEvent to webhook delivery, from the write’s answer to the receiver (ms):\n')
  console.log('| db | deliveries | p50 | p99 | max |\n|---|---|---|---|---|')
  for (const db of dbs) await delivery(db)
}
if (parts.has('feed')) {
  console.log('\nThe change feed, pages of 1,000 events (ms):\n')
  console.log('| db | events stored | page p50 | 10,000 events p50 | 10,000 events max |\n|---|---|---|---|---|')
  for (const db of dbs) await feed(db)
}
