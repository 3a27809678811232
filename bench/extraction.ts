/**
 * Text extraction throughput: two-page PDFs of about 600 words (a CV) read
 * one after another by one worker thread of the built extractor, the way
 * the service will read uploads. Prints files per second (target: 20).
 *
 * Then the upload's 201 beside extraction: the built service (SQLite) takes
 * `--uploads` such PDFs one after another, reading each one's text in the
 * background, and again with `ATS_JOB_CONCURRENCY=0` (the job is queued,
 * nothing reads it), alternately `--rounds` times; prints the upload
 * latencies of both (target: the same within noise).
 *
 *     npm run bench:extraction -- --files 300 --uploads 200 --rounds 3
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { textPdf } from '../test/helpers/extraction-files.js'
import { spawnService } from './processes.js'
import { BENCH_TOKEN } from './seed.js'

type ExtractorModule = typeof import('../src/extraction/text-extractor.js')

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '300' },
    distinct: { type: 'string', default: '20' },
    uploads: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
  },
})
const files = Number(values.files)

const WORDS = ['Kubernetes', 'German', 'engineer', 'Berlin', 'Python', 'platform', 'team', 'lead', 'cloud', 'data', 'English', 'SQL']
/** Two pages of 38 lines of 8 words: about 600 words, as a CV. Each file differs, so nothing is cached between them. */
function cv(seed: number): Buffer {
  const page = (p: number) =>
    Array.from({ length: 38 }, (_, l) =>
      Array.from({ length: 8 }, (_, w) => WORDS[(seed * 7 + p * 31 + l * 13 + w * 5) % WORDS.length]).join(' '),
    )
  return textPdf([page(0), page(1)])
}

const dir = mkdtempSync(join(tmpdir(), 'ats-bench-extraction-'))
try {
  const paths = Array.from({ length: Number(values.distinct) }, (_, i) => {
    const path = join(dir, `cv${i}.pdf`)
    writeFileSync(path, cv(i))
    return path
  })
  // The built extractor, as the service runs it (no TypeScript loader in the worker).
  const distModule = new URL('../dist/extraction/text-extractor.js', import.meta.url).href
  const { TextExtractor } = (await import(distModule)) as ExtractorModule
  const extractor = new TextExtractor({ workers: 1 })
  try {
    for (const path of paths.slice(0, 5)) await extractor.extract(path, 'pdf')
    const started = process.hrtime.bigint()
    let words = 0
    for (let i = 0; i < files; i++) {
      const result = await extractor.extract(paths[i % paths.length]!, 'pdf')
      if (!result.ok) throw new Error(`extraction failed: ${result.reason}`)
      words += result.text.split(/\s+/).length
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    console.log(
      `${files} two-page PDFs (${Math.round(words / files)} words each) on one worker: ${(files / seconds).toFixed(1)} per second, ${((seconds / files) * 1000).toFixed(1)} ms each`,
    )
  } finally {
    await extractor.close()
  }
  console.log(`\nUploads of such a PDF one after another (ms from request to 201), ${values.uploads} a run:\n`)
  console.log(
    '| round | text read in the background: p50 | p99 | not read (ATS_JOB_CONCURRENCY=0): p50 | p99 | p50 ratio | p99 ratio | load average |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  for (let round = 1; round <= Number(values.rounds); round++) {
    const read = await uploadLatency(paths, {})
    const queued = await uploadLatency(paths, { ATS_JOB_CONCURRENCY: '0' })
    console.log(
      `| ${round} | ${read.p50.toFixed(1)} | ${read.p99.toFixed(1)} | ${queued.p50.toFixed(1)} | ${queued.p99.toFixed(1)} | ${(read.p50 / queued.p50).toFixed(2)} | ${(read.p99 / queued.p99).toFixed(2)} | ${loadavg()[0]?.toFixed(2)} |`,
    )
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}

/** Uploads the PDFs in turn to a fresh SQLite store of the built service: the latency of each 201. */
async function uploadLatency(paths: string[], env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ats-bench-uploads-'))
  const service = await spawnService({ ...env, ATS_DATA_DIR: dataDir, ATS_BOOTSTRAP_TOKEN: BENCH_TOKEN })
  try {
    const headers = { authorization: BENCH_TOKEN }
    const created = await fetch(`${service.url}/v1/Candidates`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ FirstName: 'Upload', LastName: 'Target' }),
    })
    if (created.status !== 201) throw new Error(`creating the candidate: ${created.status}`)
    const { Id } = (await created.json()) as { Id: number }
    const bodies = paths.map((path) => new Uint8Array(readFileSync(path)))
    const upload = async (i: number) => {
      const started = performance.now()
      const res = await fetch(`${service.url}/v1/Candidates/${Id}/Document`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="cv.pdf"' },
        body: bodies[i % bodies.length],
      })
      await res.arrayBuffer()
      if (res.status !== 201) throw new Error(`upload: ${res.status}`)
      return performance.now() - started
    }
    for (let i = 0; i < 10; i++) await upload(i)
    const times: number[] = []
    for (let i = 0; i < Number(values.uploads); i++) times.push(await upload(i))
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
    return { p50: at(0.5), p99: at(0.99) }
  } finally {
    await service.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
