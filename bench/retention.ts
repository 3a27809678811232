// `npm run bench:retention`: `ats retention` (SPEC C7) on a generated store
// (bench/generate.ts: candidates with a note each and two applications,
// all last changed on 2026-01-15). Measured in the process: the listing
// (what a dry run does: every candidate checked against ten kinds of
// activity and its consents), then a real run that erases --erase of them
// (the others given a recent change first), one transaction each.
// Options: --db sqlite,postgres  --candidates 100000  --erase 2000  --work-dir DIR
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { makeConfig } from '../src/config.js'
import { applyRetention } from '../src/domain/privacy/retention.js'
import { openStores } from '../src/store/stores.js'
import { generateStore } from './generate.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    candidates: { type: 'string', default: '100000' },
    erase: { type: 'string', default: '2000' },
    'work-dir': { type: 'string', default: join(tmpdir(), 'ats-retention') },
  },
})
const PG_ADMIN = process.env.ATS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const candidates = Number(values.candidates)
const erase = Number(values.erase)
// The generated store's every date is 2026-01-15: inactive for this many days from any later day.
const inactiveDays = Math.floor((Date.now() - Date.parse('2026-01-16T00:00:00.000Z')) / 86_400_000)

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_ADMIN })
  await c.connect()
  try {
    await c.query(query)
  } finally {
    await c.end()
  }
}

const rows: string[] = []
for (const db of values.db.split(',')) {
  const name = `ats_retention_${candidates}`
  const dataDir = join(values['work-dir'], `${db}-${candidates}`)
  const url = new URL(PG_ADMIN)
  url.pathname = `/${name}`
  const databaseUrl = db === 'postgres' ? url.toString() : undefined
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  if (db === 'postgres') {
    await admin(`drop database if exists ${name} with (force)`)
    await admin(`create database ${name}`)
  }
  await generateStore({ db: db as 'sqlite' | 'postgres', candidates, notes: candidates, cvs: 0, dataDir, databaseUrl })
  const stores = await openStores(makeConfig({ dataDir, databaseUrl, logLevel: 'silent' }))
  try {
    const opts = { inactiveDays, consentDays: 730 }
    let started = performance.now()
    const listed = await applyRetention(stores.database.db, stores.blobs, { ...opts, dryRun: true })
    const listMs = performance.now() - started
    rows.push(`| ${db} | ${candidates} | dry run: ${listed.erased.length} listed | ${listMs.toFixed(0)} ms | |`)
    console.error(rows.at(-1))

    // All but the first `erase` changed today: the real run erases those.
    await stores.database.db.updateTable('candidates').set({ updated_date: new Date().toISOString() }).where('id', '>', erase).execute()
    started = performance.now()
    const run = await applyRetention(stores.database.db, stores.blobs, opts)
    const runMs = performance.now() - started
    rows.push(
      `| ${db} | ${candidates} | run: ${run.erased.length} erased | ${runMs.toFixed(0)} ms | ${(runMs / Math.max(1, run.erased.length)).toFixed(2)} ms |`,
    )
    console.error(rows.at(-1))
  } finally {
    await stores.close()
    rmSync(dataDir, { recursive: true, force: true })
    if (db === 'postgres') await admin(`drop database if exists ${name} with (force)`)
  }
}

console.log(`\nats retention (in the process; inactive for ${inactiveDays} days):\n`)
console.log('| db | candidates | what | time | per erasure |')
console.log('|---|---|---|---|---|')
for (const r of rows) console.log(r)
