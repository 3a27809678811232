// Preloaded into a service under `npm run bench -- --memory` (node --import):
// on SIGUSR2 it appends one line of JSON to $BENCH_MEMORY_PROBE, with
// process.memoryUsage() and how /proc/self/status splits the resident set
// (anonymous memory, mapped files such as SQLite's mmap, shared memory), in MiB.
import { appendFileSync, readFileSync } from 'node:fs'

const out = process.env.BENCH_MEMORY_PROBE
const mib = (bytes) => Math.round(bytes / 2 ** 20)
const kib = (status, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) * 1024

if (out) {
  process.on('SIGUSR2', () => {
    const m = process.memoryUsage()
    const status = readFileSync('/proc/self/status', 'utf8')
    const line = {
      rss: mib(kib(status, 'VmRSS')),
      rssAnon: mib(kib(status, 'RssAnon')),
      rssFile: mib(kib(status, 'RssFile')),
      rssShmem: mib(kib(status, 'RssShmem')),
      heapTotal: mib(m.heapTotal),
      heapUsed: mib(m.heapUsed),
      external: mib(m.external),
      arrayBuffers: mib(m.arrayBuffers),
    }
    appendFileSync(out, JSON.stringify(line) + '\n')
  })
}
