// Loaded (--import) into each test file's process by run-tests.mjs when
// ATS_TEST_TIMINGS names a file: appends `seconds path` to it as the process
// ends, where CI reads which suites take the time.
import { appendFileSync } from 'node:fs'
import { relative } from 'node:path'
import { performance } from 'node:perf_hooks'

const file = process.argv[1] ?? ''
const out = process.env.ATS_TEST_TIMINGS
if (out && file.endsWith('.test.ts')) {
  process.once('exit', () => {
    // Since the process started (performance's time origin), tsx's loading included.
    const seconds = (performance.now() / 1000).toFixed(1)
    appendFileSync(out, `${seconds} ${relative(process.cwd(), file)}\n`)
  })
}
