// `npm run bench:interviews`: what interviews and scorecards cost (SPEC C9), in process.
//  1. A member's two weeks of interviews (GET /v1/Members/{id}/Interviews?From=&To=)
//     on a store holding --interviews interviews: median and p95 of the answer time.
//  2. GET /v1/Applications/{id}/Scorecards as an interviewer still to judge, as one
//     who has judged, and as a recruiter (the independence rule in the query):
//     CPU per request of each, and the ratio to the recruiter's.
// Options: --db sqlite,postgres  --interviews 100000  --requests 400
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { buildApp } from '../src/app.js'
import { makeConfig } from '../src/config.js'
import { bootstrapAdmin, createMember, createToken } from '../src/domain/members/members.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    interviews: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '400' },
  },
})
const PG_ADMIN = process.env.ATS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DAY = 86_400_000

async function adminQuery(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_ADMIN })
  await c.connect()
  await c.query(text)
  await c.end()
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0

for (const db of values.db.split(',')) {
  const dir = mkdtempSync(join(tmpdir(), 'ats-bench-interviews-'))
  const name = `ats_bench_interviews_${process.pid}`
  let databaseUrl: string | undefined
  if (db === 'postgres') {
    await adminQuery(`drop database if exists ${name} with (force)`)
    await adminQuery(`create database ${name}`)
    const url = new URL(PG_ADMIN)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
  }
  const app = await buildApp(makeConfig({ dataDir: dir, logLevel: 'silent', databaseUrl, jobConcurrency: 0, webhookConcurrency: 0 }))
  const store = app.services.stores.database.db
  const admin = (await bootstrapAdmin(store))!.token
  const call = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: token } })
  const post = (method: 'POST' | 'PUT', url: string, token: string, body: unknown) =>
    app.inject({ method, url, headers: { authorization: token }, payload: body as object })

  // The team: 200 members, each an interviewer now and then.
  const members: Array<{ id: number; token: string }> = []
  for (let i = 0; i < 200; i++) {
    const m = await createMember(store, { Name: `Member ${i}`, Email: `m${i}@bench.example.com`, Role: 'recruiter' })
    const { secret } = await createToken(
      store,
      m.id,
      { Scopes: ['candidates:read', 'applications:write'] },
      { issuerId: null, ttlDays: 30 },
    )
    members.push({ id: m.id, token: secret })
  }
  const vacancy = JSON.parse((await post('POST', '/v1/Vacancies', admin, { Title: 'Bench' })).body).Id as number
  const stage = (
    await store.selectFrom('stages').select('id').where('vacancy_id', '=', vacancy).orderBy('position').executeTakeFirstOrThrow()
  ).id
  const now = Date.now()
  const applications: number[] = []
  for (let i = 0; i < 1000; i++) {
    const c = await store
      .insertInto('candidates')
      .values({
        first_name: 'Bench',
        last_name: `C${i}`,
        email: null,
        phone: null,
        document_id: null,
        created_date: new Date().toISOString(),
        updated_date: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const a = await store
      .insertInto('applications')
      .values({
        candidate_id: c.id,
        vacancy_id: vacancy,
        stage_id: stage,
        status: 'active',
        rejection_reason: null,
        created_by_id: members[0]!.id,
        created_date: new Date().toISOString(),
        updated_date: new Date().toISOString(),
        source: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    applications.push(a.id)
  }
  // Interviews over two years around now, two interviewers each, written in batches.
  const total = Number(values.interviews)
  const started = Date.now()
  for (let done = 0; done < total; done += 1000) {
    await store.transaction().execute(async (trx) => {
      for (let k = done; k < Math.min(total, done + 1000); k++) {
        const start = new Date(now - 365 * DAY + Math.floor((k * 7919) % (730 * 24)) * 3_600_000).toISOString()
        const row = await trx
          .insertInto('interviews')
          .values({
            application_id: applications[k % applications.length]!,
            stage_id: stage,
            start_date: start,
            end_date: new Date(Date.parse(start) + 3_600_000).toISOString(),
            location: '',
            status: 'scheduled',
            send_invitations: 0,
            sequence: 0,
            uid: `bench-${k}@ats`,
            created_by_id: members[0]!.id,
            created_date: start,
            updated_date: start,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const a = members[k % members.length]!.id
        const b = members[(k * 31 + 7) % members.length]!.id
        await trx
          .insertInto('interview_interviewers')
          .values([...new Set([a, b])].map((member_id) => ({ interview_id: row.id, member_id, start_date: start })))
          .execute()
      }
    })
  }
  console.log(`${db}: ${total} interviews written in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  // 1. Two weeks of one member's interviews.
  const times: number[] = []
  for (let i = 0; i < Number(values.requests); i++) {
    const m = members[i % members.length]!
    const from = new Date(now + (i % 20) * DAY).toISOString()
    const to = new Date(Date.parse(from) + 14 * DAY).toISOString()
    const t0 = process.hrtime.bigint()
    const res = await call(`/v1/Members/${m.id}/Interviews?From=${from}&To=${to}`, m.token)
    times.push(Number(process.hrtime.bigint() - t0) / 1e6)
    if (res.statusCode !== 200) throw new Error(res.body)
  }
  console.log(`${db}: a member's two weeks: median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms`)

  // 2. Scorecards: an application with 3 interviews, 6 interviewers, 5 submitted scorecards.
  const app0 = applications[0]!
  const panel = members.slice(0, 6)
  const interviews: number[] = []
  for (let i = 0; i < 3; i++) {
    const start = new Date(now + (i + 1) * DAY).toISOString()
    const res = await post('POST', `/v1/Applications/${app0}/Interviews`, admin, {
      StartDate: start,
      EndDate: new Date(Date.parse(start) + 3_600_000).toISOString(),
      InterviewerIds: panel.slice(i * 2, i * 2 + 2).map((m) => m.id),
    })
    interviews.push(JSON.parse(res.body).Id)
  }
  for (const [i, m] of panel.slice(0, 5).entries()) {
    const res = await post('PUT', `/v1/Interviews/${interviews[Math.floor(i / 2)]}/Scorecard`, m.token, {
      Recommendation: 'yes',
      Notes: 'Bench',
      Submit: true,
      Ratings: [{ Attribute: 'Team fit', Rating: 'yes' }],
    })
    if (res.statusCode !== 200) throw new Error(res.body)
  }
  const recruiter = members[150]!
  const cpu = async (token: string) => {
    const url = `/v1/Applications/${app0}/Scorecards`
    for (let i = 0; i < 50; i++) await call(url, token)
    const before = process.cpuUsage()
    const n = Number(values.requests)
    for (let i = 0; i < n; i++) await call(url, token)
    const used = process.cpuUsage(before)
    return (used.user + used.system) / n / 1000
  }
  const asRecruiter = await cpu(recruiter.token)
  const pending = await cpu(panel[5]!.token)
  const judged = await cpu(panel[0]!.token)
  console.log(
    `${db}: Scorecards CPU per request: recruiter ${asRecruiter.toFixed(3)} ms, interviewer still to judge ${pending.toFixed(3)} ms (${(pending / asRecruiter).toFixed(2)}×), interviewer who judged ${judged.toFixed(3)} ms (${(judged / asRecruiter).toFixed(2)}×)`,
  )
  await app.close()
  rmSync(dir, { recursive: true, force: true })
  if (db === 'postgres') await adminQuery(`drop database if exists ${name} with (force)`)
}
