import { once } from 'node:events'
// `npm run bench:scale`: notes-list latency on a big generated store against a
// 1,000-candidate one (same notes per candidate), on SQLite and PostgreSQL.
// Each request reads the notes of a candidate drawn at random from the whole store.
// On the same stores, the pipeline board: the first page (100) of the
// applications of a vacancy with 5,000 of them, among 2 per candidate.
// On the same stores, search (GET /v1/Search): two-word queries drawn from
// the CV vocabulary (bench/cv-vocabulary.ts), one at a time, as the recruiter
// and as the hiring manager of the first vacancy; --cvs CV texts of about
// 600 words in the big store, in proportion in the small one.
// Options: --db sqlite,postgres  --candidates 1000000  --notes 10000000  --cvs 200000
// Then the worst case, a query of two words of every note (WORST_QUERY), --worst-runs times.
//          --duration 10  --connections 10  --search-queries 300  --search-only  --worst-runs 3
//          --work-dir DIR  --keep (reuse and keep the stores)
//          --before DIR: search is also measured with the build of another checkout (the code before a change),
//          alternately with this one, --rounds times, on the same stores; the table gives this build over that one.
//          --first-searches N: on the big store, N fresh starts of the service (of each build, in turn, with
//          --before), each timing its first search, a query no start before it asked, then the same query again;
//          --cold-buffers: before each start, the store is pushed out of PostgreSQL's shared buffers (as after a
//          restart of the server, the operating system's cache left as it is).
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type autocannon from 'autocannon'
import pg from 'pg'
import { drawQueries, WORST_QUERY } from './cv-vocabulary.js'
import { BENCH_HM_TOKEN, BOARD_SIZE, generateStore } from './generate.js'
import { runLoad } from './load.js'
import { spawnService, type Proc } from './processes.js'
import { BENCH_TOKEN } from './seed.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    candidates: { type: 'string', default: '1000000' },
    notes: { type: 'string', default: '10000000' },
    cvs: { type: 'string', default: '200000' },
    'search-queries': { type: 'string', default: '300' },
    'search-only': { type: 'boolean', default: false },
    'worst-runs': { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'work-dir': { type: 'string', default: join(tmpdir(), 'ats-scale') },
    keep: { type: 'boolean', default: false },
    before: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    'first-searches': { type: 'string', default: '0' },
    'cold-buffers': { type: 'boolean', default: false },
  },
})
const PG_ADMIN = process.env.ATS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const big = { candidates: Number(values.candidates), notes: Number(values.notes), cvs: Number(values.cvs) }
// The small store keeps the board's 5,000 applications, so only the size of the rest differs.
const small = {
  candidates: BOARD_SIZE,
  notes: Math.round((BOARD_SIZE * big.notes) / big.candidates),
  cvs: Math.round((BOARD_SIZE * big.cvs) / big.candidates),
}
type Size = typeof big
/** Targets of search on the big store (issue "Search inside CVs"). */
const SEARCH_TARGET = { p50: 50, p99: 250 }

interface Store {
  env: Record<string, string>
  firstCandidateId: number
  remove(): Promise<void>
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_ADMIN })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}

/** The store of that size: reused when --keep left a complete one, else generated. */
async function store(db: string, size: Size): Promise<Store> {
  const name = `ats_scale_${size.candidates}_${size.notes}_${size.cvs}_search`
  const dataDir = join(values['work-dir'], `${db}-${size.candidates}-${size.notes}-${size.cvs}-search`)
  const url = new URL(PG_ADMIN)
  url.pathname = `/${name}`
  const env: Record<string, string> =
    db === 'postgres' ? { ATS_DATABASE_URL: url.toString(), ATS_DATA_DIR: dataDir } : { ATS_DATA_DIR: dataDir }
  const remove = async () => {
    rmSync(dataDir, { recursive: true, force: true })
    if (db === 'postgres') await admin((c) => c.query(`drop database if exists ${name} with (force)`))
  }
  const marker = join(dataDir, 'generated')
  if (values.keep && existsSync(marker)) return { env, firstCandidateId: 1, remove }
  await remove()
  mkdirSync(dataDir, { recursive: true })
  if (db === 'postgres') await admin((c) => c.query(`create database ${name}`))
  const generated = await generateStore({ db: db as 'sqlite' | 'postgres', ...size, dataDir, databaseUrl: url.toString() })
  if (generated.firstCandidateId !== 1) throw new Error('expected candidate ids from 1')
  mkdirSync(marker)
  return { env, firstCandidateId: 1, remove }
}

/**
 * The server's shared buffers, which decide how much of a big store's
 * search index a query finds in PostgreSQL's own memory rather than
 * copies in from the page cache (PERFORMANCE.md, "Search at scale").
 */
async function printSharedBuffers(env: Record<string, string>): Promise<void> {
  const c = new pg.Client({ connectionString: env.ATS_DATABASE_URL })
  await c.connect()
  try {
    const { rows } = await c.query<{ shared_buffers: string }>('show shared_buffers')
    console.error(`PostgreSQL shared_buffers: ${rows[0]?.shared_buffers ?? '?'}`)
  } finally {
    await c.end()
  }
}

/**
 * Reads the store once, so that it is in the operating system's page cache
 * as on a server that has been running: the machine may have dropped it since
 * it was generated, and the measurement would then be of the disk. Only the
 * notes, their index, the candidates and the search entries with their index are read; PostgreSQL through its own
 * pg_prewarm (contrib), into the page cache rather than its shared buffers.
 */
async function warm(db: string, env: Record<string, string>): Promise<void> {
  if (db === 'postgres') await printSharedBuffers(env)
  if (db === 'sqlite') {
    const file = createReadStream(join(env.ATS_DATA_DIR!, 'ats.db'), { highWaterMark: 1 << 20 })
    file.resume()
    await once(file, 'end')
    return
  }
  const c = new pg.Client({ connectionString: env.ATS_DATABASE_URL })
  await c.connect()
  try {
    await c.query('create extension if not exists pg_prewarm')
    await c.query(
      `select pg_prewarm(r, 'read') from unnest(array['notes', 'notes_candidate_id_id', 'candidates', 'candidates_pkey', 'applications', 'applications_vacancy_id_id', 'search_entries', 'search_entries_pkey', 'search_entries_vector']) as r`,
    )
    // The search entries' long values (CV texts and their vectors) are kept aside, in the table's TOAST table.
    await c.query(`select pg_prewarm(reltoastrelid, 'read') from pg_class where relname = 'search_entries' and reltoastrelid <> 0`)
  } finally {
    await c.end()
  }
}

/** Nanoseconds a process has run on a CPU (Linux schedstat); 0 once it is gone. */
function cpuNanos(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0])
  } catch {
    return 0
  }
}

/**
 * CPU used so far, in ms, by the service and by the PostgreSQL processes
 * serving its database (on this machine): what a search costs, which a
 * loaded machine stretches less than the time it takes.
 */
async function cpuSampler(
  service: Proc,
  env: Record<string, string>,
): Promise<{ sample: () => Promise<number>; close: () => Promise<void> }> {
  const c = env.ATS_DATABASE_URL ? new pg.Client({ connectionString: env.ATS_DATABASE_URL }) : undefined
  await c?.connect()
  const serviceCpu = () => cpuNanos(service.child.pid ?? 0) / 1e6
  return {
    sample: async () => {
      if (!c) return serviceCpu()
      const { rows } = await c.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
      return serviceCpu() + rows.reduce((sum, r) => sum + cpuNanos(r.pid) / 1e6, 0)
    },
    close: async () => {
      await c?.end()
    },
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

/**
 * Searches one at a time (the latency of one query, not of a queue), the
 * same queries in the same order on every store: `warmup` first, unmeasured,
 * then up to `count` or for at most `seconds`.
 */
async function searchLatency(url: string, token: string, count: number, seconds: number, cpu: () => Promise<number>) {
  const queries = drawQueries(7, count + 20)
  const run = async (q: string) => {
    const started = performance.now()
    const res = await fetch(`${url}/v1/Search?q=${encodeURIComponent(q)}&limit=20`, { headers: { authorization: token } })
    const body = (await res.json()) as unknown
    const ids = Array.isArray(body) ? body.map((r: { CandidateId: number }) => r.CandidateId).join(',') : ''
    return { ms: performance.now() - started, ok: res.status === 200, results: Array.isArray(body) ? body.length : 0, ids }
  }
  for (const { q } of queries.slice(0, 20)) await run(q)
  const worst: number[] = []
  for (let i = 0; i < Number(values['worst-runs']); i++) worst.push((await run(WORST_QUERY)).ms)
  worst.sort((a, b) => a - b)
  const until = Date.now() + seconds * 1000
  const times: Array<{ ms: number; kind: string }> = []
  /** CPU ms of each measured search (the service's and its database's). */
  const cpus: number[] = []
  /** Each measured query's first page (its candidates' ids), to compare two builds' answers. */
  const pages: Array<{ q: string; kind: string; ids: string }> = []
  let errors = 0
  let empty = 0
  for (const { q, kind } of queries.slice(20)) {
    if (Date.now() > until) break
    const before = await cpu()
    const r = await run(q)
    cpus.push((await cpu()) - before)
    if (!r.ok) errors++
    if (r.results === 0) empty++
    times.push({ ms: r.ms, kind })
    pages.push({ q, kind, ids: r.ids })
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b)
  const byKind: Record<string, number> = {}
  for (const kind of [...new Set(times.map((t) => t.kind))].sort()) {
    byKind[kind] = quantile(
      times
        .filter((t) => t.kind === kind)
        .map((t) => t.ms)
        .sort((a, b) => a - b),
      0.5,
    )
  }
  return {
    n: sorted.length,
    cpuP50: quantile(
      cpus.sort((a, b) => a - b),
      0.5,
    ),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
    errors,
    empty,
    byKind,
    worst,
    pages,
  }
}

type SearchLatency = Awaited<ReturnType<typeof searchLatency>>
/** Search with the build at `root`, alternately with this build, --rounds times: each round's figures of both. */
const comparisons: Array<{
  db: string
  candidates: number
  round: number
  before: Record<Who, SearchLatency>
  after: Record<Who, SearchLatency>
}> = []
type Who = 'recruiter' | 'manager'

async function searchWith(env: Record<string, string>, seconds: number, root?: string): Promise<Record<Who, SearchLatency>> {
  const service = await spawnService({ ...env, ATS_READ_CACHE_MB: '0' }, root)
  const cpu = await cpuSampler(service, env)
  try {
    const count = Number(values['search-queries'])
    return {
      recruiter: await searchLatency(service.url, BENCH_TOKEN, count, 6 * seconds, cpu.sample),
      manager: await searchLatency(service.url, BENCH_HM_TOKEN, count, 6 * seconds, cpu.sample),
    }
  } finally {
    await cpu.close()
    await service.stop()
  }
}

async function compare(db: string, env: Record<string, string>, candidates: number, seconds: number, root: string) {
  for (let round = 1; round <= Number(values.rounds); round++) {
    const before = await searchWith(env, seconds, root)
    const after = await searchWith(env, seconds)
    comparisons.push({ db, candidates, round, before, after })
    console.error(
      `compared ${db} ${candidates} round ${round}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    )
  }
}

async function measure(env: Record<string, string>, candidates: number, seconds: number) {
  const none = { rps: 0, p50: NaN, p99: NaN, errors: 0 }
  // The answer cache is off: on the small store it would hold every
  // candidate's answer and this would compare memory with the database.
  const service = await spawnService({ ...env, ATS_READ_CACHE_MB: '0' })
  try {
    /** Two seconds to warm up, then the measured run. */
    const measured = async (request: autocannon.Request) => {
      const run = (duration: number) =>
        runLoad({
          url: service.url,
          connections: Number(values.connections),
          duration,
          headers: { authorization: BENCH_TOKEN, 'content-type': 'application/json' },
          requests: [request],
        })
      await run(2)
      return run(seconds)
    }
    const searchSeconds = 6 * seconds
    const searchCount = Number(values['search-queries'])
    const cpu = await cpuSampler(service, env)
    const search = {
      recruiter: await searchLatency(service.url, BENCH_TOKEN, searchCount, searchSeconds, cpu.sample),
      manager: await searchLatency(service.url, BENCH_HM_TOKEN, searchCount, searchSeconds, cpu.sample),
    }
    await cpu.close()
    if (values['search-only']) {
      service.sampleRss()
      return { ...none, board: none, list100: none, search, rssMb: Math.round(service.peakRss / 2 ** 20) }
    }
    const r = await measured({
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: `/v1/Candidates/${1 + Math.floor(Math.random() * candidates)}/Notes` }),
    })
    // The board of the first vacancy (id 1: generated into an empty store), the page a recruiter opens.
    const b = await measured({ method: 'GET', path: '/v1/Vacancies/1/Applications?limit=100' })
    // A list page of the same length for scale: 100 candidates from a random point of the store.
    const l = await measured({
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: `/v1/Candidates?limit=100&after=${Math.floor(Math.random() * (candidates - 100))}` }),
    })
    service.sampleRss()
    return { ...r, board: b, list100: l, search, rssMb: Math.round(service.peakRss / 2 ** 20) }
  } finally {
    await service.stop()
  }
}

/**
 * Pushes the store's pages out of PostgreSQL's shared buffers by reading as
 * many pages of its notes into them (pg_prewarm, mode `buffer`): what a
 * search finds there after a restart of the server. The pages stay in the
 * operating system's cache.
 */
async function coldBuffers(env: Record<string, string>): Promise<void> {
  const c = new pg.Client({ connectionString: env.ATS_DATABASE_URL })
  await c.connect()
  try {
    const { rows } = await c.query<{ pages: string }>(
      `select (select setting::bigint from pg_settings where name = 'shared_buffers') + 1000 as pages`,
    )
    await c.query(`select pg_prewarm('notes', 'buffer', 'main', 0, least($1::bigint, pg_relation_size('notes') / 8192 - 1))`, [
      rows[0]!.pages,
    ])
  } finally {
    await c.end()
  }
}

const firsts: Array<{ db: string; build: string; q: string; kind: string; first: number; again: number }> = []

/**
 * The first search of a freshly started service, each start with a query
 * no start before it asked (so its rows are not in the buffers because of
 * an earlier start), then the same query again: what the first waits for
 * beyond a search's own work (connections, statements, pages, code).
 */
async function firstSearches(db: string, env: Record<string, string>, count: number, before?: string) {
  const queries = drawQueries(11, count)
  const builds =
    before === undefined
      ? [{ build: 'this', root: '.' }]
      : [
          { build: 'before', root: before },
          { build: 'this', root: '.' },
        ]
  for (const [i, { q, kind }] of queries.entries()) {
    for (const { build, root } of builds) {
      // With two builds, each asks its own query of the pair, so that neither finds the other's rows.
      const query = build === 'before' ? (drawQueries(13, count)[i] ?? { q, kind }) : { q, kind }
      if (values['cold-buffers'] && db === 'postgres') await coldBuffers(env)
      const service = await spawnService({ ...env, ATS_READ_CACHE_MB: '0' }, root)
      try {
        const time = async () => {
          const started = performance.now()
          const res = await fetch(`${service.url}/v1/Search?q=${encodeURIComponent(query.q)}&limit=20`, {
            headers: { authorization: BENCH_TOKEN },
          })
          await res.arrayBuffer()
          if (res.status !== 200) throw new Error(`search answered ${res.status}`)
          return performance.now() - started
        }
        const first = await time()
        firsts.push({ db, build, q: query.q, kind: query.kind, first, again: await time() })
      } finally {
        await service.stop()
      }
    }
  }
}

const rows: Array<Size & { db: string } & Awaited<ReturnType<typeof measure>>> = []
for (const db of values.db.split(',')) {
  for (const size of [small, big]) {
    const s = await store(db, size)
    try {
      console.error(
        `load average before measuring ${db} ${size.candidates}: ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      )
      await warm(db, s.env)
      if (size === big && Number(values['first-searches']) > 0)
        await firstSearches(db, s.env, Number(values['first-searches']), values.before)
      if (values.before !== undefined) await compare(db, s.env, size.candidates, Number(values.duration), values.before)
      rows.push({ db, ...size, ...(await measure(s.env, size.candidates, Number(values.duration))) })
      console.error(JSON.stringify(rows[rows.length - 1]))
    } finally {
      if (!values.keep) await s.remove()
    }
  }
}

if (!values['search-only']) printLists()

function printLists() {
  console.log('\n| db | candidates | notes | req/s | p50 ms | p99 ms | p50 vs small store | p99 vs small store | errors | RSS MB |')
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const r of rows) {
    const base = rows.find((b) => b.db === r.db && b.candidates === small.candidates)!
    console.log(
      `| ${r.db} | ${r.candidates} | ${r.notes} | ${r.rps} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.p50 / base.p50).toFixed(2)} | ${(r.p99 / base.p99).toFixed(2)} | ${r.errors} | ${r.rssMb} |`,
    )
  }
  console.log('\nThe pipeline board (GET /v1/Vacancies/1/Applications?limit=100, 5,000 applications) against the notes list, same store:\n')
  console.log(
    '| db | candidates | applications | board req/s | board p50 ms | board p99 ms | notes p50 ms | board p50 / notes p50 | 100 candidates p50 ms | board p50 / 100 candidates p50 | errors |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const r of rows) {
    console.log(
      `| ${r.db} | ${r.candidates} | ${2 * r.candidates} | ${r.board.rps} | ${r.board.p50.toFixed(2)} | ${r.board.p99.toFixed(2)} | ${r.p50.toFixed(2)} | ${(r.board.p50 / r.p50).toFixed(2)} | ${r.list100.p50.toFixed(2)} | ${(r.board.p50 / r.list100.p50).toFixed(2)} | ${r.board.errors + r.list100.errors} |`,
    )
  }
  for (const r of rows.filter((r) => r.db === 'postgres')) {
    const lite = rows.find((b) => b.db === 'sqlite' && b.candidates === r.candidates)
    if (lite)
      console.log(
        `PostgreSQL / SQLite at ${r.candidates} candidates: p50 ${(r.p50 / lite.p50).toFixed(2)}, p99 ${(r.p99 / lite.p99).toFixed(2)}, req/s ${(r.rps / lite.rps).toFixed(2)}`,
      )
  }
}

console.log(
  `\nSearch (GET /v1/Search, two-word queries of common, medium and rare CV words, one at a time; target on the big store p50 <= ${SEARCH_TARGET.p50} ms, p99 <= ${SEARCH_TARGET.p99} ms):\n`,
)
console.log(
  '| db | candidates | notes | CVs | as | queries | p50 ms | p99 ms | max ms | p50 vs small store | target met | no result | errors | p50 ms by kind | "communication team" ms | CPU ms a search, p50 |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows) {
  const base = rows.find((b) => b.db === r.db && b.candidates === small.candidates)!
  for (const who of ['recruiter', 'manager'] as const) {
    const s = r.search[who]
    const met = r.candidates === small.candidates ? '' : s.p50 <= SEARCH_TARGET.p50 && s.p99 <= SEARCH_TARGET.p99 ? 'yes' : 'no'
    const kinds = Object.entries(s.byKind)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
      .join(', ')
    console.log(
      `| ${r.db} | ${r.candidates} | ${r.notes} | ${r.cvs} | ${who === 'recruiter' ? 'recruiter' : 'hiring manager'} | ${s.n} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)} | ${(s.p50 / base.search[who].p50).toFixed(2)} | ${met} | ${s.empty} | ${s.errors} | ${kinds} | ${s.worst.map((ms) => ms.toFixed(0)).join(', ')} | ${s.cpuP50.toFixed(1)} |`,
    )
  }
}

if (comparisons.length > 0) {
  console.log(`\nSearch, this build against ${values.before} (the same stores and queries, alternately, one round after another):\n`)
  console.log(
    '| db | candidates | round | as | p50 ms before | p50 ms now | p50 now / before | p99 ms before | p99 ms now | p99 now / before | "communication team" ms before | now | first pages not the same, by kind | CPU ms a search, p50, before | now | now / before |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const c of comparisons) {
    for (const who of ['recruiter', 'manager'] as const) {
      const [b, a] = [c.before[who], c.after[who]]
      const differ: Record<string, number> = {}
      for (const [i, page] of a.pages.entries()) {
        const was = b.pages[i]
        if (was?.q === page.q && was.ids !== page.ids) differ[page.kind] = (differ[page.kind] ?? 0) + 1
      }
      const differing =
        Object.entries(differ)
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ') || 'none'
      console.log(
        `| ${c.db} | ${c.candidates} | ${c.round} | ${who === 'recruiter' ? 'recruiter' : 'hiring manager'} | ${b.p50.toFixed(1)} | ${a.p50.toFixed(1)} | ${(a.p50 / b.p50).toFixed(2)} | ${b.p99.toFixed(1)} | ${a.p99.toFixed(1)} | ${(a.p99 / b.p99).toFixed(2)} | ${b.worst.map((ms) => ms.toFixed(0)).join(', ')} | ${a.worst.map((ms) => ms.toFixed(0)).join(', ')} | ${differing} | ${b.cpuP50.toFixed(1)} | ${a.cpuP50.toFixed(1)} | ${(a.cpuP50 / b.cpuP50).toFixed(2)} |`,
      )
    }
  }
}

if (firsts.length > 0) {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN
  console.log(
    `\nThe first search after a start of the service${values['cold-buffers'] ? ', the store pushed out of shared buffers before each' : ''} (ms; each start a new query):\n`,
  )
  console.log('| db | build | starts | first, median | first, each | the same query again, median | again, each |')
  console.log('|---|---|---|---|---|---|---|')
  for (const db of [...new Set(firsts.map((f) => f.db))]) {
    for (const build of [...new Set(firsts.map((f) => f.build))]) {
      const xs = firsts.filter((f) => f.db === db && f.build === build)
      const each = (pick: (f: (typeof xs)[number]) => number) => xs.map((f) => pick(f).toFixed(0)).join(', ')
      console.log(
        `| ${db} | ${build} | ${xs.length} | ${median(xs.map((f) => f.first)).toFixed(0)} | ${each((f) => f.first)} | ${median(xs.map((f) => f.again)).toFixed(0)} | ${each((f) => f.again)} |`,
      )
    }
  }
}
