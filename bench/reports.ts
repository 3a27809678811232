// `npm run bench:reports`: the reports of SPEC C11 on a generated store
// (bench/generate.ts: candidates, two applications each, the first vacancy's
// 5,000), whose history is then given a past: creations spread over two
// months, a move to the next stage for a third of the applications, a hire
// for one in twenty, each days after the creation; sources of seven kinds.
// Measured in the process (no HTTP), one report at a time: the Pipeline
// report of the 5,000-application vacancy, Sources and TimeToHire over the
// whole store (targets of issue "Reports": 50 ms and 1 s medians).
// Options: --db sqlite,postgres  --candidates 1000000  --runs 15  --work-dir DIR  --keep
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql, type RawBuilder } from 'kysely'
import pg from 'pg'
import { buildApp } from '../src/app.js'
import { makeConfig } from '../src/config.js'
import type { Db } from '../src/store/repositories/types.js'
import { generateStore } from './generate.js'
import { BENCH_TOKEN } from './seed.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    candidates: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '15' },
    'work-dir': { type: 'string', default: join(tmpdir(), 'ats-reports') },
    keep: { type: 'boolean', default: false },
  },
})
const PG_ADMIN = process.env.ATS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const candidates = Number(values.candidates)
const TARGET = { pipeline: 50, wide: 1000 }

const pad = (x: RawBuilder<unknown>) => sql`case when ${x} < 10 then '0' || (${x}) else '' || (${x}) end`
/**
 * The ISO date of day `day` (0..89) of 2026, at `hour`:`minute`, in SQL both
 * engines run: text built from integers, no date function (they differ).
 */
function isoDay(day: RawBuilder<unknown>, hour: RawBuilder<unknown>, minute: RawBuilder<unknown>): RawBuilder<string> {
  const month = sql`case when ${day} < 31 then 1 when ${day} < 59 then 2 else 3 end`
  const dom = sql`(${day}) - case when ${day} < 31 then 0 when ${day} < 59 then 31 else 59 end + 1`
  return sql<string>`'2026-' || ${pad(month)} || '-' || ${pad(dom)} || 'T' || ${pad(hour)} || ':' || ${pad(minute)} || ':00.000Z'`
}

/** The past of the generated history: dates, moves, hires and sources, each a function of the application's id. */
async function givePast(db: Db) {
  // Day, hour and minute from different digits of the id: nearly every application has a moment of its own.
  const created = (id: string) =>
    isoDay(sql`(${sql.ref(id)} % 60)`, sql`(8 + (${sql.ref(id)} / 3600) % 10)`, sql`((${sql.ref(id)} / 60) % 60)`)
  await sql`update applications set created_date = ${created('id')}, updated_date = ${created('id')},
    source = case id % 7 when 0 then null when 1 then 'careers' when 2 then 'linkedin' when 3 then 'referral'
      when 4 then 'agency' when 5 then 'event' else 'stepstone' end`.execute(db)
  await sql`update application_history set changed_date = (select a.created_date from applications a where a.id = application_id)`.execute(
    db,
  )
  // A third move on to the next stage (1..11 days later); one in twenty of those still active is hired 5..29 days after.
  await sql`insert into application_history (application_id, from_stage_id, to_stage_id, from_status, to_status, reason, changed_by_id, changed_date)
    select a.id, a.stage_id, n.id, 'active', 'active', null, a.created_by_id,
      ${isoDay(sql`(a.id % 60 + 1 + a.id % 11)`, sql`(9 + a.id % 8)`, sql`(a.id % 53)`)}
    from applications a join stages s on s.id = a.stage_id join stages n on n.vacancy_id = s.vacancy_id and n.position = s.position + 1
    where a.id % 3 = 0 and a.status = 'active'`.execute(db)
  await sql`update applications set stage_id = (select n.id from stages s join stages n on n.vacancy_id = s.vacancy_id and n.position = s.position + 1
      where s.id = applications.stage_id)
    where id % 3 = 0 and status = 'active' and exists (select 1 from stages s join stages n on n.vacancy_id = s.vacancy_id and n.position = s.position + 1
      where s.id = applications.stage_id)`.execute(db)
  await sql`insert into application_history (application_id, from_stage_id, to_stage_id, from_status, to_status, reason, changed_by_id, changed_date)
    select a.id, a.stage_id, a.stage_id, 'active', 'hired', null, a.created_by_id,
      ${isoDay(sql`(a.id % 60 + 5 + a.id % 25)`, sql`(10 + a.id % 7)`, sql`(a.id % 47)`)}
    from applications a where a.id % 20 = 7 and a.status = 'active'`.execute(db)
  await sql`update applications set status = 'hired' where id % 20 = 7 and status = 'active'`.execute(db)
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

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

const rows: string[] = []
for (const db of values.db.split(',')) {
  const name = `ats_reports_${candidates}`
  const dataDir = join(values['work-dir'], `${db}-${candidates}`)
  const url = new URL(PG_ADMIN)
  url.pathname = `/${name}`
  const databaseUrl = db === 'postgres' ? url.toString() : undefined
  const remove = async () => {
    rmSync(dataDir, { recursive: true, force: true })
    if (db === 'postgres') await admin((c) => c.query(`drop database if exists ${name} with (force)`))
  }
  const marker = join(dataDir, 'generated')
  if (!(values.keep && existsSync(marker))) {
    await remove()
    mkdirSync(dataDir, { recursive: true })
    if (db === 'postgres') await admin((c) => c.query(`create database ${name}`))
    await generateStore({ db: db as 'sqlite' | 'postgres', candidates, notes: 0, cvs: 0, dataDir, databaseUrl })
  }
  const app = await buildApp(makeConfig({ dataDir, databaseUrl, logLevel: 'silent' }))
  try {
    if (!existsSync(marker)) {
      const started = Date.now()
      await givePast(app.services.stores.database.db)
      // The planners' statistics, as a store that has lived with these dates would have them.
      await sql`analyze`.execute(app.services.stores.database.db)
      console.error(`${db}: history given a past in ${((Date.now() - started) / 1000).toFixed(0)} s`)
      mkdirSync(marker)
    }
    const time = async (path: string) => {
      const times: number[] = []
      let body = ''
      for (let i = 0; i < Number(values.runs) + 2; i++) {
        const started = performance.now()
        const res = await app.inject({ method: 'GET', url: `/v1/Reports/${path}`, headers: { authorization: BENCH_TOKEN } })
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
        if (i >= 2) times.push(performance.now() - started)
        body = res.body
      }
      return { ms: median(times), max: Math.max(...times), body }
    }
    const reports = [
      { what: 'Pipeline, 5,000 applications', path: 'Pipeline?VacancyId=1', target: TARGET.pipeline },
      { what: 'Sources, whole store', path: 'Sources', target: TARGET.wide },
      { what: 'TimeToHire, whole store', path: 'TimeToHire', target: TARGET.wide },
      { what: 'Sources, one month', path: 'Sources?From=2026-02-01T00:00:00Z&To=2026-03-01T00:00:00Z', target: TARGET.wide },
      { what: 'TimeToHire, one month', path: 'TimeToHire?From=2026-02-01T00:00:00Z&To=2026-03-01T00:00:00Z', target: TARGET.wide },
    ]
    for (const r of reports) {
      const { ms, max, body } = await time(r.path)
      const size = Array.isArray(JSON.parse(body)) ? `${(JSON.parse(body) as unknown[]).length} rows` : 'one vacancy'
      rows.push(
        `| ${db} | ${candidates} | ${r.what} | ${ms.toFixed(1)} | ${max.toFixed(1)} | ${ms <= r.target ? 'yes' : 'no'} (${r.target}) | ${size} |`,
      )
      console.error(rows.at(-1))
    }
  } finally {
    await app.close()
    if (!values.keep) await remove()
  }
}

console.log(`\nReports (in the process, one at a time, median of ${values.runs} after 2 unmeasured):\n`)
console.log('| db | candidates | report | median ms | max ms | target met (ms) | answer |')
console.log('|---|---|---|---|---|---|---|')
for (const r of rows) console.log(r)
