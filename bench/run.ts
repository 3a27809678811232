// `npm run bench`: each scenario against the service and, in the same run,
// against a bare node:http server answering the same bytes (and, for
// downloads, nginx with sendfile where installed); prints the ratios.
// Options: --db sqlite,postgres  --duration 5  --connections 10,100  --rounds 3
//          --only notes,download-1mib,...,memory  --warmup 1  --out rows.json  --memory-seconds 15
// `memory` (bench/memory.ts) is the load of issue 48 on a fresh service, once per round: RSS at start, idle after a
// warm-up, peak under the load and at its end, with process.memoryUsage() at each point.
// Each scenario runs in rounds (baseline, nginx, service, in turn); the table
// gives each target's median round, so a burst of noise from a neighbour on a
// shared machine moves one round, not the result.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { withDatabase } from './databases.js'
import { runLoad, type Measure } from './load.js'
import { memoryRun, type MemoryRun } from './memory.js'
import { startNginx, startNginxFront } from './nginx.js'
import { spawnServer, spawnService, type Proc } from './processes.js'
import { BENCH_TOKEN as TOKEN, seed } from './seed.js'
import { buildScenarios, type Scenario } from './scenarios.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,100' },
    only: { type: 'string' },
    warmup: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    out: { type: 'string' },
    'memory-seconds': { type: 'string', default: '15' },
  },
})
const duration = Number(values.duration)
const warmup = Number(values.warmup)
const rounds = Number(values.rounds)
const connectionCounts = values.connections.split(',').map(Number)
const only = values.only?.split(',')

interface Row {
  scenario: string
  db: string
  connections: number
  node: Measure
  nginx?: Measure
  service: Measure
  /** Downloads: the service behind nginx, which sends the files (deploy/nginx/ats.conf). */
  viaNginx?: Measure
  rssStartMb: number
  peakRssMb: number
  viaPeakRssMb: number
  /** Cached reads: the same scenario on two fresh instances alike but for rate limiting, on and off (ATS_RATE_LIMIT=0). */
  limitOn?: Measure
  unlimited?: Measure
}

/** The cached reads whose cost of rate limiting is measured (issue 29: at most 5% more CPU per read). */
const CACHED_READS = new Set(['notes', 'flags', 'candidate'])

/** A measured run, or with `warm` a short one: --warmup seconds, or one request per connection. */
function load(url: string, s: Scenario, connections: number, warm: boolean, proc?: Proc): Promise<Measure> {
  const sampler = proc && setInterval(() => proc.sampleRss(), 100)
  const size = s.requestsPerRun ? { amount: warm ? connections : s.requestsPerRun(connections) } : { duration: warm ? warmup : duration }
  const cpuBefore = proc?.cpuMicros() ?? NaN
  return runLoad({
    url,
    connections,
    ...size,
    requests: s.requests.map((r) => ({ ...r, headers: { authorization: TOKEN, ...r.headers } })),
  })
    .then((m) => (proc ? { ...m, cpuUs: (proc.cpuMicros() - cpuBefore) / m.requests } : m))
    .finally(() => {
      clearInterval(sampler)
      proc?.sampleRss()
    })
}

/** CPU time per response, to one decimal; a dash where the process was not measured. */
function us(v: number | undefined): string {
  return v === undefined || Number.isNaN(v) ? '–' : v.toFixed(1)
}

/** A short unmeasured run first, so that every target is measured warm. */
async function measure(url: string, s: Scenario, connections: number, proc?: Proc): Promise<Measure> {
  if (warmup > 0) await load(url, s, connections, true)
  await s.cleanup?.()
  return load(url, s, connections, false, proc)
}

/** Each figure's median over the rounds (the lower middle for an even count); errors summed. */
function median(ms: Measure[]): Measure {
  const mid = (pick: (m: Measure) => number) => ms.map(pick).sort((a, b) => a - b)[Math.floor((ms.length - 1) / 2)]!
  return {
    rps: mid((m) => m.rps),
    p50: mid((m) => m.p50),
    p99: mid((m) => m.p99),
    errors: ms.reduce((n, m) => n + m.errors, 0),
    requests: mid((m) => m.requests),
    cpuUs: mid((m) => m.cpuUs ?? NaN),
    readP99: mid((m) => m.readP99 ?? NaN),
    writeP99: mid((m) => m.writeP99 ?? NaN),
  }
}

console.error(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
const rows: Row[] = []
const memoryRows: Array<{ db: string; runs: MemoryRun[] }> = []
const memoryWanted = !only || only.includes('memory')
let nginxSkipped = false
for (const db of values.db.split(',')) {
  const dir = mkdtempSync(join(tmpdir(), 'ats-bench-'))
  const database = await withDatabase(db)
  let service: Proc | undefined
  let baseline: Proc | undefined
  let nginx: Proc | undefined
  let front: Proc | undefined
  let behind: Proc | undefined
  let unlimited: Proc | undefined
  let limitedTwin: Proc | undefined
  const env = {
    ...database.env,
    ATS_DATA_DIR: dir,
    ATS_BOOTSTRAP_TOKEN: TOKEN,
    ATS_MAX_DOCUMENT_BYTES: String(64 << 20),
    ATS_ACCEL_REDIRECT_PREFIX: '/_ats_documents/',
    // The careers scenarios post from one address many times an hour; their limit is a test's matter, not a cost's.
    ATS_CAREERS_RATE_LIMIT: '0',
    // Every request is counted against the token's limit, set above what the load reaches so that none is refused.
    ATS_RATE_LIMIT: '100000000',
  }
  try {
    service = await spawnService(env)
    const all = await buildScenarios(await seed(service.url, TOKEN, dir), TOKEN)
    const list = all.filter((s) => !only || only.includes(s.name))
    if (memoryWanted) {
      // Before the other scenarios, so that the store is as seeded; each round on a process of its own.
      const pick = (name: string) => all.find((s) => s.name === name)!
      const runs: MemoryRun[] = []
      const load = { seconds: Number(values['memory-seconds']), connections: 10, idleSeconds: 10 }
      for (let round = 0; round < rounds; round++) {
        const r = await memoryRun(env, pick('notes'), pick('download-1mib'), TOKEN, load)
        runs.push(r)
        console.error(
          `memory ${db} round ${round + 1}: RSS start ${r.startMb} MB, idle ${r.idleMb}, peak ${r.peakMb}, end ${r.endMb}; ` +
            `notes ${r.notes.rps} req/s, downloads ${r.download.rps} req/s`,
        )
      }
      memoryRows.push({ db, runs })
    }
    const answers = Object.fromEntries(list.flatMap((s) => Object.entries(s.baseline)))
    const table = join(dir, 'baseline.json')
    writeFileSync(table, JSON.stringify(answers))
    baseline = await spawnServer(process.execPath, ['bench/baseline-server.mjs', table], {}, /listening (\d+)/)
    if (list.some((s) => s.nginx)) {
      nginx = await startNginx(answers)
      if (!nginx && !nginxSkipped) console.error('nginx not found on PATH: skipped; downloads are compared with the bare Node stream only')
      nginxSkipped = !nginx
      // A second instance on the same store behind nginx, so that each one's memory is its own.
      if (nginx) {
        behind = await spawnService(env)
        front = await startNginxFront(behind.url, join(dir, 'blobs', 'objects'))
      }
    }
    // Two more instances on the same store, fresh and alike but for rate limiting (the first one served the seeding):
    // the cached reads' CPU with and without it, in the same run, in turns.
    if (list.some((s) => CACHED_READS.has(s.name))) {
      limitedTwin = await spawnService(env)
      unlimited = await spawnService({ ...env, ATS_RATE_LIMIT: '0' })
    }
    for (const s of list) {
      for (const connections of connectionCounts) {
        const runs: Array<{ node: Measure; ngx?: Measure; svc: Measure; via?: Measure; on?: Measure; off?: Measure }> = []
        const rssStart = service.rss()
        service.peakRss = 0
        if (behind) behind.peakRss = 0
        for (let round = 0; round < rounds; round++) {
          const node = await measure(baseline.url, s, connections, baseline)
          const ngx = s.nginx && nginx ? await measure(nginx.url, s, connections) : undefined
          const svc = await measure(service.url, s, connections, service)
          const via = s.nginx && front ? await measure(front.url, s, connections, behind) : undefined
          let on: Measure | undefined
          let off: Measure | undefined
          if (limitedTwin && unlimited && CACHED_READS.has(s.name)) {
            // Which goes first alternates, so that a drift of the machine's load does not favour one.
            const measureOn = async () => (on = await measure(limitedTwin!.url, s, connections, limitedTwin))
            const measureOff = async () => (off = await measure(unlimited!.url, s, connections, unlimited))
            if (round % 2 === 0) await measureOn().then(measureOff)
            else await measureOff().then(measureOn)
          }
          await s.cleanup?.()
          runs.push({ node, ngx, svc, via, on, off })
        }
        const node = median(runs.map((r) => r.node))
        const ngx = s.nginx && nginx ? median(runs.map((r) => r.ngx!)) : undefined
        const svc = median(runs.map((r) => r.svc))
        const via = s.nginx && front ? median(runs.map((r) => r.via!)) : undefined
        const r: Row = {
          scenario: s.name,
          db,
          connections,
          node,
          nginx: ngx,
          service: svc,
          viaNginx: via,
          limitOn: runs[0]?.on && median(runs.map((r) => r.on!)),
          unlimited: runs[0]?.off && median(runs.map((r) => r.off!)),
          viaPeakRssMb: Math.round((behind?.peakRss ?? 0) / 2 ** 20),
          rssStartMb: Math.round(rssStart / 2 ** 20),
          peakRssMb: Math.round(service.peakRss / 2 ** 20),
        }
        rows.push(r)
        const vsNginx = ngx ? `, nginx ${ngx.rps} (${(svc.rps / ngx.rps).toFixed(2)})` : ''
        const viaLine = via && ngx ? `; behind nginx ${via.rps} req/s (${(via.rps / ngx.rps).toFixed(2)} of nginx)` : ''
        const cpu = `; CPU per request ${us(svc.cpuUs)} µs vs node ${us(node.cpuUs)} µs`
        console.error(
          `${r.scenario} ${r.db} c=${connections}: ${svc.rps} req/s vs node ${node.rps} (${(svc.rps / node.rps).toFixed(2)})${vsNginx}${viaLine}${cpu}`,
        )
        if (svc.readP99 !== undefined && !Number.isNaN(svc.readP99))
          console.error(
            `  p99 of reads ${svc.readP99} ms vs node ${node.readP99} (${(svc.readP99 / node.readP99!).toFixed(2)}), of writes ${svc.writeP99} ms vs node ${node.writeP99} (${(svc.writeP99! / node.writeP99!).toFixed(2)})`,
          )
        if (node.errors || ngx?.errors) console.error(`  baseline errors: node ${node.errors}, nginx ${ngx?.errors ?? '–'}`)
      }
    }
  } finally {
    await front?.stop()
    await behind?.stop()
    await unlimited?.stop()
    await limitedTwin?.stop()
    await nginx?.stop()
    await baseline?.stop()
    await service?.stop()
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}
console.error(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
if (values.out) writeFileSync(values.out, JSON.stringify({ rows, memory: memoryRows }, null, 2))

const ratio = (a: number, b: number | undefined) => (b ? (a / b).toFixed(2) : '–')
const ms = (v: number) => v.toFixed(2)
console.log(
  '\n| scenario | db | conns | node req/s | nginx req/s | service req/s | vs node | vs nginx | node p99 ms | nginx p99 ms | service p99 ms | p99 vs node | node CPU µs/req | service CPU µs/req | errors | RSS MB start→peak |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows) {
  const { node, nginx: ngx, service: svc } = r
  console.log(
    `| ${r.scenario} | ${r.db} | ${r.connections} | ${node.rps} | ${ngx?.rps ?? '–'} | ${svc.rps} | ${ratio(svc.rps, node.rps)} | ${ratio(svc.rps, ngx?.rps)} ` +
      `| ${ms(node.p99)} | ${ngx ? ms(ngx.p99) : '–'} | ${ms(svc.p99)} | ${ratio(svc.p99, node.p99)} | ${us(node.cpuUs)} | ${us(svc.cpuUs)} | ${svc.errors} | ${r.rssStartMb}→${r.peakRssMb} |`,
  )
}
if (nginxSkipped) console.log('\nnginx was not found on PATH: skipped.')

if (memoryRows.length) {
  console.log(
    `\nMemory (issue 48): a fresh service, ${values['memory-seconds']} s of cached notes reads then ${values['memory-seconds']} s of 1 MiB downloads, 10 connections; RSS in MB per round (targets: idle ≤ 100, peak ≤ 160):\n`,
  )
  console.log(
    '| db | round | start | idle | peak | end | notes req/s | download req/s | at end: heapUsed / heapTotal / external / arrayBuffers / file-backed MB |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const { db, runs } of memoryRows) {
    runs.forEach((r, i) => {
      const e = r.probe.end
      const inside = e ? `${e.heapUsed} / ${e.heapTotal} / ${e.external} / ${e.arrayBuffers} / ${e.rssFile}` : '–'
      console.log(
        `| ${db} | ${i + 1} | ${r.startMb} | ${r.idleMb} | ${r.peakMb} | ${r.endMb} | ${r.notes.rps} | ${r.download.rps} | ${inside} |`,
      )
    })
  }
}

// The pipeline's targets compare the service with itself (docs/PERFORMANCE.md, "Hiring pipelines").
const pairs: Array<[string, string, string, number]> = [
  ['candidate-hm', 'candidate', "a hiring manager's cached candidate read vs a recruiter's", 1.2],
  ['move', 'note-post', 'a Move vs a note POST', 1],
]
const pipelineRows = pairs.flatMap(([a, b, what, target]) =>
  rows
    .filter((r) => r.scenario === a)
    .flatMap((r) => {
      const other = rows.find((x) => x.scenario === b && x.db === r.db && x.connections === r.connections)
      return other ? [{ what, target, r, other }] : []
    }),
)
if (pipelineRows.length) {
  console.log('\nHiring pipelines: CPU per request of the service against its own other scenario:\n')
  console.log('| comparison | db | conns | CPU µs/req | against µs/req | ratio | target |')
  console.log('|---|---|---|---|---|---|---|')
  for (const { what, target, r, other } of pipelineRows) {
    console.log(
      `| ${what} | ${r.db} | ${r.connections} | ${us(r.service.cpuUs)} | ${us(other.service.cpuUs)} | ${ratio(r.service.cpuUs ?? NaN, other.service.cpuUs)} | ≤ ${target} |`,
    )
  }
}

const limited = rows.filter((r) => r.unlimited && r.limitOn)
if (limited.length) {
  console.log('\nRate limiting: CPU per cached read with every request counted (ATS_RATE_LIMIT set) vs off (ATS_RATE_LIMIT=0):\n')
  console.log('| scenario | db | conns | on req/s | off req/s | on CPU µs/req | off CPU µs/req | ratio | target |')
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const r of limited) {
    const [on, off] = [r.limitOn!, r.unlimited!]
    console.log(
      `| ${r.scenario} | ${r.db} | ${r.connections} | ${on.rps} | ${off.rps} | ${us(on.cpuUs)} | ${us(off.cpuUs)} | ${ratio(on.cpuUs ?? NaN, off.cpuUs)} | ≤ 1.05 |`,
    )
  }
}

const fronted = rows.filter((r) => r.viaNginx && r.nginx)
if (fronted.length) {
  console.log('\nDownloads with the service behind nginx (deploy/nginx/ats.conf: the service authorizes, nginx sends the file):\n')
  console.log(
    '| scenario | db | conns | nginx req/s | service behind nginx req/s | vs nginx | nginx p99 ms | behind nginx p99 ms | p99 vs nginx | service CPU µs/req | errors | service RSS MB peak |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const r of fronted) {
    const { nginx: ngx, viaNginx: via } = r
    console.log(
      `| ${r.scenario} | ${r.db} | ${r.connections} | ${ngx!.rps} | ${via!.rps} | ${ratio(via!.rps, ngx!.rps)} ` +
        `| ${ms(ngx!.p99)} | ${ms(via!.p99)} | ${ratio(via!.p99, ngx!.p99)} | ${us(via!.cpuUs)} | ${via!.errors} | ${r.viaPeakRssMb} |`,
    )
  }
}
