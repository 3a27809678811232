// `npm run bench`: each scenario against the service and, in the same run,
// against a bare node:http server answering the same bytes; prints the ratios.
// Options: --db sqlite,postgres  --duration 5  --connections 10,100  --only notes,flags
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { spawnServer, spawnService, type Proc } from './processes.js'
import { seed, type Seeded } from './seed.js'
import { buildScenarios, type Scenario } from './scenarios.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,100' },
    only: { type: 'string' },
  },
})
const duration = Number(values.duration)
const connectionCounts = values.connections!.split(',').map(Number)
const only = values.only?.split(',')
const TOKEN = 'ats_' + 'benchmark'.padEnd(43, 'b')
const PG_ADMIN = process.env.ATS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

interface Row {
  scenario: string
  db: string
  connections: number
  baseRps: number
  rps: number
  baseP99: number
  p99: number
  errors: number
  peakRssMb: number
}

async function load(url: string, s: Scenario, connections: number, proc?: Proc) {
  const sampler = proc && setInterval(() => proc.sampleRss(), 250)
  const result = await autocannon({
    url,
    connections,
    duration: s.duration ?? duration,
    requests: s.requests.map((r) => ({ ...r, headers: { authorization: TOKEN, ...r.headers } })),
  })
  if (sampler) clearInterval(sampler)
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts }
}

async function withDatabase(kind: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { env: {}, drop: async () => {} }
  const name = `ats_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: PG_ADMIN })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(PG_ADMIN)
  url.pathname = `/${name}`
  return {
    env: { ATS_DATABASE_URL: url.toString() },
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

const rows: Row[] = []
for (const db of values.db!.split(',')) {
  const dir = mkdtempSync(join(tmpdir(), 'ats-bench-'))
  const database = await withDatabase(db)
  const service = await spawnService({
    ...database.env,
    ATS_DATA_DIR: dir,
    ATS_BOOTSTRAP_TOKEN: TOKEN,
    ATS_MAX_DOCUMENT_BYTES: String(64 << 20),
  })
  let baseline: Proc | undefined
  try {
    const seeded: Seeded = await seed(service.url, TOKEN, dir)
    const list = (await buildScenarios(seeded, TOKEN)).filter((s) => !only || only.includes(s.name))
    const answers = Object.fromEntries(list.flatMap((s) => Object.entries(s.baseline)))
    const table = join(dir, 'baseline.json')
    writeFileSync(table, JSON.stringify(answers))
    baseline = await spawnServer(process.execPath, ['bench/baseline-server.mjs', table], {}, /listening (\d+)/)
    for (const s of list) {
      for (const connections of connectionCounts) {
        const base = await load(baseline.url, s, connections)
        service.peakRss = 0
        const svc = await load(service.url, s, connections, service)
        rows.push({
          scenario: s.name,
          db,
          connections,
          baseRps: Math.round(base.rps),
          rps: Math.round(svc.rps),
          baseP99: base.p99,
          p99: svc.p99,
          errors: svc.errors,
          peakRssMb: Math.round(service.peakRss / 2 ** 20),
        })
        const r = rows[rows.length - 1]!
        console.error(`${r.scenario} ${r.db} c=${r.connections}: ${r.rps} req/s vs ${r.baseRps} (${(r.rps / r.baseRps).toFixed(2)})`)
      }
    }
  } finally {
    await baseline?.stop()
    await service.stop()
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}

console.log('\n| scenario | db | conns | baseline req/s | service req/s | ratio | baseline p99 ms | service p99 ms | p99 ratio | errors | peak RSS MB |')
console.log('|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows) {
  console.log(
    `| ${r.scenario} | ${r.db} | ${r.connections} | ${r.baseRps} | ${r.rps} | ${(r.rps / r.baseRps).toFixed(2)} | ${r.baseP99} | ${r.p99} | ${(r.p99 / Math.max(r.baseP99, 1)).toFixed(2)} | ${r.errors} | ${r.peakRssMb} |`,
  )
}
