// `npm run bench:export`: how fast a candidate's export (SPEC C7) streams its
// documents' bytes. The service runs as its own process (bin/ats.js, as `npm
// start`), with a candidate holding --mib MiB of documents in 25 MiB PDFs; the
// export is downloaded --runs times over loopback, each in full, its bytes
// counted and dropped by the client. The figure is document bytes per second
// (MB = 10^6 bytes), from the request to the last byte; the service's peak RSS
// is sampled meanwhile (target of issue 29: at least 100 MB/s on this machine).
// Stores: sqlite (SQLite + disk) and postgres+s3 (PostgreSQL + an S3 protocol
// server on loopback, s3rver, the tests' double, in this process: it bounds
// that figure, a real object store would not).
// Options: --stores sqlite,postgres+s3  --mib 200  --runs 5
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { freshBucket } from '../test/helpers/s3-server.js'
import { withDatabase } from './databases.js'
import { spawnService, type Proc } from './processes.js'
import { BENCH_TOKEN as TOKEN } from './seed.js'

const { values } = parseArgs({
  options: {
    stores: { type: 'string', default: 'sqlite,postgres+s3' },
    mib: { type: 'string', default: '200' },
    runs: { type: 'string', default: '5' },
  },
})
const MiB = 1024 * 1024
const DOCUMENT = 25 * MiB
const total = Number(values.mib) * MiB
const runs = Number(values.runs)
const filler = Buffer.alloc(MiB, 'a CV is mostly words. ')

/** Sends one PDF of `size` bytes, a MiB at a time, with back-pressure. */
function upload(url: string, candidateId: number, size: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/v1/Candidates/${candidateId}/Document`, {
      method: 'POST',
      headers: {
        authorization: TOKEN,
        'content-type': 'application/pdf',
        'content-length': String(size),
        'content-disposition': `attachment; filename="${name}"`,
      },
    })
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`upload answered ${res.statusCode}`))))
    })
    req.on('error', reject)
    void (async () => {
      const head = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024)])
      req.write(head)
      for (let left = size - head.length; left > 0; left -= filler.length) {
        if (!req.write(left >= filler.length ? filler : filler.subarray(0, left))) await new Promise((r) => req.once('drain', r))
      }
      req.end()
    })()
  })
}

/** Downloads the export once, dropping its bytes; answers the seconds it took and the bytes received. */
function download(service: Proc, candidateId: number): Promise<{ seconds: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    let bytes = 0
    let chunks = 0
    http
      .get(`${service.url}/v1/Candidates/${candidateId}/Export`, { headers: { authorization: TOKEN } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`))
        res.on('data', (c: Buffer) => {
          bytes += c.length
          if (++chunks % 64 === 0) service.sampleRss()
        })
        res.on('end', () => {
          if (!res.complete || bytes !== Number(res.headers['content-length'])) reject(new Error('the export was cut off'))
          resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, bytes })
        })
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

for (const store of values.stores.split(',')) {
  const database = await withDatabase(store === 'sqlite' ? 'sqlite' : 'postgres')
  const bucket = store.endsWith('+s3') ? await freshBucket() : undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'ats-bench-export-'))
  const service = await spawnService({
    ...database.env,
    ...(bucket && { ATS_BLOB_URL: bucket.blobUrl }),
    ATS_DATA_DIR: dataDir,
    ATS_BOOTSTRAP_TOKEN: TOKEN,
    ATS_MAX_DOCUMENT_BYTES: String(DOCUMENT),
    // The files are filler: reading their text is not what is measured.
    ATS_JOB_CONCURRENCY: '0',
  })
  try {
    const created = await fetch(`${service.url}/v1/Candidates`, {
      method: 'POST',
      headers: { authorization: TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ FirstName: 'Bench', LastName: 'Export' }),
    })
    const candidateId = ((await created.json()) as { Id: number }).Id
    for (let sent = 0, i = 1; sent < total; sent += DOCUMENT, i++)
      await upload(service.url, candidateId, Math.min(DOCUMENT, total - sent), `part ${i}.pdf`)
    await download(service, candidateId) // warm-up
    const baseRss = service.rss()
    service.peakRss = baseRss
    const rates: number[] = []
    for (let r = 0; r < runs; r++) {
      const { seconds } = await download(service, candidateId)
      rates.push(total / 1e6 / seconds)
    }
    console.log(
      `${store}: ${(total / MiB).toFixed(0)} MiB of documents, ${runs} exports: median ${median(rates).toFixed(0)} MB/s ` +
        `(min ${Math.min(...rates).toFixed(0)}, max ${Math.max(...rates).toFixed(0)}); service RSS ${(baseRss / MiB).toFixed(0)} MiB before, ` +
        `peak ${(service.peakRss / MiB).toFixed(0)} MiB during`,
    )
  } finally {
    await service.stop()
    await database.drop()
    await bucket?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
