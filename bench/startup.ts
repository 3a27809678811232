// `npm run bench:startup`: what starting an instance costs (a restart, or a
// new instance added under load). Each start runs on a store made by an
// earlier start (migrated, one candidate, one published job); printed: the
// CPU the process spent until /healthz answered, and how long that took;
// then its first answers (a list of candidates, a candidate, the jobs, a
// job page), which may compile what a start left for them. With --before,
// the same for another commit's build, started in turn with this one.
// Options: --db sqlite,postgres  --starts 5  --before <commit>
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { buildBefore } from './builds.js'
import { withDatabase } from './databases.js'
import { spawnService } from './processes.js'
import { BENCH_TOKEN as TOKEN, postJson } from './seed.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    starts: { type: 'string', default: '5' },
    before: { type: 'string' },
  },
})
const starts = Number(values.starts)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!

interface Start {
  /** CPU ms until /healthz answered. */
  cpu: number
  /** ms from spawning until /healthz answered (asked every 10 ms). */
  wall: number
  /** CPU ms and ms of the first answers. */
  firstCpu: number
  firstWall: number
}

/** One start of the build at `root` on the store `env` holds, and its first answers. */
async function start(root: string, env: Record<string, string>, paths: string[]): Promise<Start> {
  const t0 = performance.now()
  const service = await spawnService(env, root, 10)
  const wall = performance.now() - t0
  const cpu = service.cpuMicros() / 1000
  try {
    const t1 = performance.now()
    for (const path of paths) {
      const res = await fetch(service.url + path, { headers: { authorization: TOKEN } })
      if (!res.ok) throw new Error(`${path}: ${res.status}`)
      await res.arrayBuffer()
    }
    return { cpu, wall, firstCpu: service.cpuMicros() / 1000 - cpu, firstWall: performance.now() - t1 }
  } finally {
    await service.stop()
  }
}

const before = values.before ? buildBefore(values.before) : undefined
const builds = [{ name: 'current', root: '.' }, ...(before ? [{ name: values.before!, root: before.root }] : [])]
try {
  for (const db of values.db.split(',')) {
    const dir = mkdtempSync(join(tmpdir(), 'ats-bench-startup-'))
    const database = await withDatabase(db)
    const env = { ...database.env, ATS_DATA_DIR: dir, ATS_BOOTSTRAP_TOKEN: TOKEN }
    try {
      // The store, made and filled by a first start of the current build.
      const first = await spawnService(env)
      const candidate = await postJson(first.url, '/v1/Candidates', { FirstName: 'Start', LastName: 'Up', Email: 'start@example.com' })
      const job = await postJson(first.url, '/v1/Vacancies', { Title: 'Engineer', Published: true })
      await first.stop()
      const paths = ['/v1/Candidates', `/v1/Candidates/${candidate.Id}`, '/v1/Jobs', `/careers/${job.Id}`]

      const runs = new Map(builds.map((b) => [b.name, [] as Start[]]))
      for (let i = 0; i < starts; i++) for (const b of builds) runs.get(b.name)!.push(await start(b.root, env, paths))
      for (const [name, xs] of runs) {
        const fmt = (pick: (s: Start) => number) => `${median(xs.map(pick)).toFixed(0)} (${xs.map((s) => pick(s).toFixed(0)).join(', ')})`
        console.log(
          `${db}, ${name}: until /healthz answered ${fmt((s) => s.cpu)} ms of CPU, ${fmt((s) => s.wall)} ms; ` +
            `its first ${paths.length} answers ${fmt((s) => s.firstCpu)} ms of CPU, ${fmt((s) => s.firstWall)} ms (medians of ${starts}, then each start)`,
        )
      }
    } finally {
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
} finally {
  before?.remove()
}
