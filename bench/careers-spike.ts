// `npm run bench:careers`: a job posted on a busy board. 200 applications
// arrive at once from 50 addresses (X-Forwarded-For from a trusted proxy),
// each with a 200 KB CV, while a member keeps reading a candidate. Prints how
// many were answered 201 and how many applications the job then holds (none
// lost), the applications' p50 and p99, and the member's p99 before and
// during the spike, and (the control) while the same burst goes to a bare
// sink process instead (bench/sink-server.mjs): what the machine itself
// takes from the member's reads when its two cores also send the burst.
// With --split (PostgreSQL only) the burst goes to a second instance on the
// same database, the member reading the first, which runs no background jobs
// (ATS_JOB_CONCURRENCY=0): careers traffic routed to instances of its own
// (docs/SCALING.md).
// Options: --db sqlite,postgres  --applications 200  --addresses 50  --split
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { withDatabase } from './databases.js'
import { paddedPdf } from './pdf.js'
import { spawnServer, spawnService } from './processes.js'
import { BENCH_TOKEN as TOKEN, postJson } from './seed.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    applications: { type: 'string', default: '200' },
    addresses: { type: 'string', default: '50' },
    split: { type: 'boolean', default: false },
  },
})
const count = Number(values.applications)
const addresses = Number(values.addresses)
const cv = paddedPdf(200_000)

/** CPU time of every PostgreSQL process on this machine (its server runs here, on loopback), from /proc. */
function postgresCpuMicros(): number {
  let ticks = 0
  for (const pid of readdirSync('/proc').filter((d) => /^[0-9]+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (!stat.includes('(postgres)')) continue
      const fields = stat.split(') ')[1]!.split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended meanwhile.
    }
  }
  return (ticks * 1_000_000) / TICKS_PER_SECOND
}

/** CPU time all cores spent busy (not idle nor waiting), from /proc/stat. */
function machineCpuMicros(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields.map(Number)
  return ((user + nice + system + irq + softirq + steal) * 1_000_000) / TICKS_PER_SECOND
}
const TICKS_PER_SECOND = 100

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN

/**
 * Reads a candidate again and again until `stop` resolves; answers each
 * read's milliseconds. The reads run in a thread of their own, so that
 * this process sending 200 uploads at once does not delay them itself.
 */
async function reader(url: string, candidateId: number, stop: Promise<void>): Promise<number[]> {
  const worker = new Worker(READER, { eval: true, workerData: { url: `${url}/v1/Candidates/${candidateId}`, token: TOKEN } })
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  await stop
  worker.postMessage('stop')
  const answered = await times
  await worker.terminate()
  return answered
}

const READER = `
const { parentPort, workerData } = require('node:worker_threads')
const { performance } = require('node:perf_hooks')
let done = false
parentPort.once('message', () => (done = true))
;(async () => {
  const times = []
  while (!done) {
    const t0 = performance.now()
    const res = await fetch(workerData.url, { headers: { authorization: workerData.token } })
    await res.arrayBuffer()
    times.push(performance.now() - t0)
  }
  parentPort.postMessage(times)
})()
`

/**
 * Application `i`'s form as the bytes a browser sends (multipart/form-data),
 * made before the burst: sending 40 MB of forms built as FormData through
 * fetch took the bench's client a share of the two cores the service and
 * the member's reads also need; written as prepared bytes, a request costs
 * the client little more than its socket writes.
 */
function form(i: number): { body: Buffer; type: string } {
  const boundary = `----spike-form-${i}`
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const head =
    field('FirstName', `Applicant${i}`) +
    field('LastName', 'Spike') +
    field('Email', `applicant${i}@spike.example.com`) +
    field('Consent', 'true') +
    `--${boundary}\r\nContent-Disposition: form-data; name="Document"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
  return {
    body: Buffer.concat([Buffer.from(head), cv, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}
const forms = Array.from({ length: count }, (_, i) => form(i))
const agent = new Agent({ keepAlive: true, maxSockets: Infinity })

/** Sends the burst: `count` applications at once to `url`, from `addresses` addresses; answers each one's status and milliseconds. */
function burst(url: string, jobId: number): Promise<Array<{ status: number; ms: number }>> {
  return Promise.all(
    forms.map(
      ({ body, type }, i) =>
        new Promise<{ status: number; ms: number }>((resolve, reject) => {
          const t0 = performance.now()
          const req = request(
            `${url}/v1/Jobs/${jobId}/Applications`,
            {
              method: 'POST',
              agent,
              headers: { 'content-type': type, 'content-length': body.length, 'x-forwarded-for': `198.51.100.${(i % addresses) + 1}` },
            },
            (res) => {
              res.resume()
              res.once('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }))
              res.once('error', reject)
            },
          )
          req.once('error', reject)
          req.end(body)
        }),
    ),
  )
}
const SINK = fileURLToPath(new URL('./sink-server.mjs', import.meta.url))

console.error(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
for (const db of values.db.split(',')) {
  const dir = mkdtempSync(join(tmpdir(), 'ats-bench-careers-'))
  const database = await withDatabase(db)
  const env = { ...database.env, ATS_DATA_DIR: dir, ATS_TRUST_PROXY: '127.0.0.1' }
  // SQLite is one instance's store (docs/SCALING.md): there the burst always goes to the member's instance.
  const split = values.split && db !== 'sqlite'
  const service = await spawnService({ ...env, ATS_BOOTSTRAP_TOKEN: TOKEN, ...(split && { ATS_JOB_CONCURRENCY: '0' }) })
  const careers = split ? await spawnService(env) : service
  const sink = await spawnServer(process.execPath, [SINK], {}, /listening (\d+)/)
  try {
    const job = await postJson(service.url, '/v1/Vacancies', { Title: 'Spike Engineer', Published: true })
    const candidate = await postJson(service.url, '/v1/Candidates', {
      FirstName: 'Read',
      LastName: 'Often',
      Email: 'read@spike.example.com',
    })

    let quietStop!: () => void
    const quietReads = reader(service.url, candidate.Id, new Promise<void>((r) => (quietStop = r)))
    await new Promise((r) => setTimeout(r, 3000))
    quietStop()
    const quiet = await quietReads

    // The control: the same burst sent to a bare sink process while the member reads the idle service.
    // What the member's reads lose then is the machine's (the client sending 40 MB on the same cores), not the service's.
    let controlStop!: () => void
    const controlReads = reader(service.url, candidate.Id, new Promise<void>((r) => (controlStop = r)))
    await burst(sink.url, job.Id)
    controlStop()
    const control = await controlReads

    let spikeStop!: () => void
    const busyReads = reader(service.url, candidate.Id, new Promise<void>((r) => (spikeStop = r)))
    const cpuBefore = { service: service.cpuMicros(), careers: careers.cpuMicros(), postgres: postgresCpuMicros(), all: machineCpuMicros() }
    const benchBefore = process.cpuUsage()
    const answers = await burst(careers.url, job.Id)
    const bench = process.cpuUsage(benchBefore)
    const cpu = {
      bench: bench.user + bench.system,
      service: service.cpuMicros() - cpuBefore.service,
      careers: careers.cpuMicros() - cpuBefore.careers,
      postgres: postgresCpuMicros() - cpuBefore.postgres,
      all: machineCpuMicros() - cpuBefore.all,
    }
    spikeStop()
    const busy = await busyReads
    const held = (await (
      await fetch(`${service.url}/v1/Vacancies/${job.Id}/Applications?limit=1000`, { headers: { authorization: TOKEN } })
    ).json()) as unknown[]
    const ms = answers.map((a) => a.ms)
    const accepted = answers.filter((a) => a.status === 201).length
    console.log(
      `${db}${split ? ', careers on an instance of its own' : ''}: ${accepted}/${count} answered 201, ${held.length} applications held; ` +
        `applications p50 ${pct(ms, 50).toFixed(0)} ms, p99 ${pct(ms, 99).toFixed(0)} ms; ` +
        `a member's read p99 ${pct(quiet, 99).toFixed(1)} ms quiet, ${pct(busy, 99).toFixed(1)} ms during (${(pct(busy, 99) / pct(quiet, 99)).toFixed(2)}×), ` +
        `${pct(control, 99).toFixed(1)} ms while the same burst went to a bare sink instead (${(pct(control, 99) / pct(quiet, 99)).toFixed(2)}×); ` +
        (split
          ? `CPU during the spike: the careers instance ${(cpu.careers / 1000).toFixed(0)} ms (${(cpu.careers / 1000 / count).toFixed(1)} ms an application), the member's ${(cpu.service / 1000).toFixed(0)} ms, `
          : `CPU during the spike: service ${(cpu.service / 1000).toFixed(0)} ms (${(cpu.service / 1000 / count).toFixed(1)} ms an application), `) +
        `PostgreSQL ${(cpu.postgres / 1000).toFixed(0)} ms, this bench's process (the burst's client and the member's reader) ${(cpu.bench / 1000).toFixed(0)} ms, ` +
        `the whole machine ${(cpu.all / 1000).toFixed(0)} ms`,
    )
  } finally {
    await sink.stop()
    if (careers !== service) await careers.stop()
    await service.stop()
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}
console.error(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
