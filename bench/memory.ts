// `npm run bench -- --memory`: the load of issue 48 on one fresh service
// process per engine: RSS when it first answers, idle after a warm-up, the
// peak under 15 s of cached notes reads then 15 s of 1 MiB downloads streamed
// by the service (10 connections each), and what it holds once the load ends.
// With the probe preloaded (bench/memory-probe.mjs), each point also gives
// process.memoryUsage() and the split of the resident set.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { runLoad, type Measure } from './load.js'
import { spawnService, type Proc } from './processes.js'
import type { Scenario } from './scenarios.js'

/** The figures of one run, in MiB; `probe` holds the in-process breakdown at each point. */
export interface MemoryRun {
  startMb: number
  idleMb: number
  peakMb: number
  endMb: number
  notes: Measure
  download: Measure
  probe: Record<'start' | 'idle' | 'afterNotes' | 'end', Record<string, number> | undefined>
}

export interface MemoryLoad {
  /** Seconds of each half of the load (issue 48: 15). */
  seconds: number
  connections: number
  /**
   * Seconds the service is left alone after the warm-up before its idle figure is read: 10 is past V8's memory
   * reducer, which collects some 8 s after the last activity, as it would on an instance nobody is using.
   */
  idleSeconds: number
}

const PROBE = resolve('bench/memory-probe.mjs')
const mib = (bytes: number) => Math.round(bytes / 2 ** 20)

/** Asks the probe for a line and reads it back (the probe writes synchronously on the signal). */
async function probe(proc: Proc, file: string): Promise<Record<string, number> | undefined> {
  const before = existsSync(file) ? readFileSync(file, 'utf8').length : 0
  proc.child.kill('SIGUSR2')
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 20))
    const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
    if (text.length > before) return JSON.parse(text.slice(before).trim().split('\n')[0]!) as Record<string, number>
  }
  return undefined
}

function drive(proc: Proc, s: Scenario, token: string, connections: number, size: { duration: number } | { amount: number }) {
  const sampler = setInterval(() => proc.sampleRss(), 100)
  return runLoad({
    url: proc.url,
    connections,
    ...size,
    requests: s.requests.map((r) => ({ ...r, headers: { authorization: token, ...r.headers } })),
  }).finally(() => {
    clearInterval(sampler)
    proc.sampleRss()
  })
}

/** Starts a fresh service on the seeded store in `env`, runs the load, stops it. */
export async function memoryRun(
  env: Record<string, string>,
  notes: Scenario,
  download: Scenario,
  token: string,
  load: MemoryLoad,
): Promise<MemoryRun> {
  const file = join(env.ATS_DATA_DIR!, 'memory-probe.jsonl')
  rmSync(file, { force: true })
  const service = await spawnService({ ...env, NODE_OPTIONS: `--import ${PROBE}`, BENCH_MEMORY_PROBE: file })
  try {
    const startMb = mib(service.rss())
    const start = await probe(service, file)
    for (const s of [notes, download]) await drive(service, s, token, load.connections, { amount: load.connections })
    await new Promise((r) => setTimeout(r, load.idleSeconds * 1000))
    const idleMb = mib(service.rss())
    const idle = await probe(service, file)
    service.peakRss = 0
    const notesRun = await drive(service, notes, token, load.connections, { duration: load.seconds })
    const afterNotes = await probe(service, file)
    const downloadRun = await drive(service, download, token, load.connections, { duration: load.seconds })
    const endMb = mib(service.rss())
    const end = await probe(service, file)
    return {
      startMb,
      idleMb,
      peakMb: mib(service.peakRss),
      endMb,
      notes: notesRun,
      download: downloadRun,
      probe: { start, idle, afterNotes, end },
    }
  } finally {
    await service.stop()
  }
}
