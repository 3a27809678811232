#!/usr/bin/env node
// Runs every test file under test/ (or those named) with Node's own test
// runner, two at a time, TypeScript loaded through tsx (run-test-files.mjs).
// Node 20's runner does not expand globs itself.
//
// What several suites would each build for themselves, the console (Vite)
// and the bundled server (esbuild), is built here once, fresh from the
// sources, and named to them in ATS_TEST_WEB_DIR and ATS_TEST_SERVER_BUNDLE.
// With ATS_TEST_TIMINGS=<file>, each test file's wall time is appended there
// as `seconds path` (see test-file-timing.mjs): .ci/run prints the slowest.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return findTests(p)
    return e.name.endsWith('.test.ts') ? [p] : []
  })
}

function source(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return '' // not there: the test runner says so
  }
}

// The suites that start processes or a browser (the CLI, the server, Chromium,
// nginx) are the long ones: the whole run starts them first, so that none of
// them is left running alone on one core at the end.
const STARTS_PROCESSES = /helpers\/(console|browser|server-process|server-bundle|nginx-front)\.js|node:child_process/
const only = process.argv.slice(2)
const files =
  only.length > 0
    ? only
    : findTests('test')
        .sort()
        .map((file) => ({ file, long: STARTS_PROCESSES.test(source(file)) }))
        .sort((a, b) => Number(b.long) - Number(a.long))
        .map((f) => f.file)

const sources = files.map(source)
const uses = (helper) => sources.some((s) => helper.test(s))
const env = { ...process.env }
await Promise.all([
  uses(/helpers\/(console|browser)\.js/) &&
    tsImport('../test/helpers/browser.ts', import.meta.url)
      .then((m) => m.builtConsole())
      .then((dir) => (env.ATS_TEST_WEB_DIR = dir)),
  uses(/helpers\/(server-process|server-bundle)\.js/) &&
    tsImport('../test/helpers/server-bundle.ts', import.meta.url)
      .then((m) => m.bundledMain())
      .then((main) => (env.ATS_TEST_SERVER_BUNDLE = main)),
])

const timing = env.ATS_TEST_TIMINGS ? ['--import', fileURLToPath(new URL('test-file-timing.mjs', import.meta.url))] : []
const child = spawn(
  process.execPath,
  ['--import', 'tsx', ...timing, fileURLToPath(new URL('run-test-files.mjs', import.meta.url)), ...files],
  {
    stdio: 'inherit',
    env,
  },
)
// An interrupt reaches the runner's whole process group: wait for it to end,
// then leave, which removes the builds (their exit hooks).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
