import { once } from 'node:events'
// `npm run bench:scale`: notes-list latency on a big generated store against a
// 1,000-candidate one (same notes per candidate), on SQLite and PostgreSQL.
// Each request reads the notes of a candidate drawn at random from the whole store.
// On the same stores, the pipeline board: the first page (100) of the
// applications of a vacancy with 5,000 of them, among 2 per candidate.
// Options: --db sqlite,postgres  --candidates 1000000  --notes 10000000
//          --duration 10  --connections 10  --work-dir DIR  --keep (reuse and keep the stores)
import { createReadStream, existsSync, mkdirSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type autocannon from 'autocannon'
import pg from 'pg'
import { BOARD_SIZE, generateStore } from './generate.js'
import { runLoad } from './load.js'
import { spawnService } from './processes.js'
import { BENCH_TOKEN } from './seed.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    candidates: { type: 'string', default: '1000000' },
    notes: { type: 'string', default: '10000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'work-dir': { type: 'string', default: join(tmpdir(), 'ats-scale') },
    keep: { type: 'boolean', default: false },
  },
})
const PG_ADMIN = process.env.ATS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const big = { candidates: Number(values.candidates), notes: Number(values.notes) }
// The small store keeps the board's 5,000 applications, so only the size of the rest differs.
const small = { candidates: BOARD_SIZE, notes: Math.round((BOARD_SIZE * big.notes) / big.candidates) }

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
async function store(db: string, size: { candidates: number; notes: number }): Promise<Store> {
  const name = `ats_scale_${size.candidates}_${size.notes}_pipelines`
  const dataDir = join(values['work-dir'], `${db}-${size.candidates}-${size.notes}-pipelines`)
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
 * Reads the store once, so that it is in the operating system's page cache
 * as on a server that has been running: the machine may have dropped it since
 * it was generated, and the measurement would then be of the disk. Only the
 * notes, their index and the candidates are read; PostgreSQL through its own
 * pg_prewarm (contrib), into the page cache rather than its shared buffers.
 */
async function warm(db: string, env: Record<string, string>): Promise<void> {
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
      `select pg_prewarm(r, 'read') from unnest(array['notes', 'notes_candidate_id_id', 'candidates', 'candidates_pkey', 'applications', 'applications_vacancy_id_id']) as r`,
    )
  } finally {
    await c.end()
  }
}

async function measure(env: Record<string, string>, candidates: number, seconds: number) {
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
    return { ...r, board: b, list100: l, rssMb: Math.round(service.peakRss / 2 ** 20) }
  } finally {
    await service.stop()
  }
}

const rows: Array<{ db: string; candidates: number; notes: number } & Awaited<ReturnType<typeof measure>>> = []
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
      rows.push({ db, ...size, ...(await measure(s.env, size.candidates, Number(values.duration))) })
      console.error(JSON.stringify(rows[rows.length - 1]))
    } finally {
      if (!values.keep) await s.remove()
    }
  }
}

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
