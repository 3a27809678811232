import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, beforeEach, test } from 'node:test'
import { fileURLToPath } from 'node:url'

/**
 * scripts/build-if-stale.mjs (what `npm start` runs first) builds only when
 * dist/ is missing or older than its sources. Here on a folder of stand-in
 * sources and outputs, with times set, and a build command that notes each run.
 */
const SCRIPT = fileURLToPath(new URL('../../scripts/build-if-stale.mjs', import.meta.url))
const BUILD = [process.execPath, '-e', "require('node:fs').appendFileSync('builds.log', 'built\\n')"]
const SOURCES = ['src/cli/main.ts', 'src/http/app.ts', 'web/index.html', 'web/src/main.tsx', 'web/tsconfig.json']
const ROOT_SOURCES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'vite.config.ts']
const OUTPUTS = ['dist/cli/main.js', 'dist/web/index.html']
const SOURCE_TIME = new Date('2026-01-01T00:00:00Z')
const BUILT_TIME = new Date('2026-01-02T00:00:00Z')
const LATER = new Date('2026-01-03T00:00:00Z')

const root = mkdtempSync(join(tmpdir(), 'ats-build-if-stale-'))
after(() => rmSync(root, { recursive: true, force: true }))

function write(path: string, time: Date): void {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), path)
  setTime(path, time)
}
const setTime = (path: string, time: Date) => utimesSync(join(root, path), time, time)

/** Runs the script; how many times it ran the build, and its exit code. */
function run(command = BUILD): { builds: number; status: number | null; stderr: string } {
  rmSync(join(root, 'builds.log'), { force: true })
  const result = spawnSync(process.execPath, [SCRIPT, '--root', root, '--', ...command], { encoding: 'utf8' })
  const log = existsSync(join(root, 'builds.log')) ? readFileSync(join(root, 'builds.log'), 'utf8') : ''
  return { builds: log.split('\n').filter(Boolean).length, status: result.status, stderr: result.stderr }
}

beforeEach(() => {
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root)
  for (const path of [...SOURCES, ...ROOT_SOURCES]) write(path, SOURCE_TIME)
  for (const dir of ['src', 'src/cli', 'src/http', 'web', 'web/src']) setTime(dir, SOURCE_TIME)
  for (const path of OUTPUTS) write(path, BUILT_TIME)
})

test('a build newer than every source is not built again', () => {
  assert.deepEqual(run(), { builds: 0, status: 0, stderr: '' })
})

test('a missing build is built', () => {
  rmSync(join(root, 'dist'), { recursive: true })
  const r = run()
  assert.equal(r.builds, 1)
  assert.equal(r.status, 0)
  assert.match(r.stderr, /dist\/cli\/main\.js is missing/)
})

test('a missing console build is built', () => {
  rmSync(join(root, 'dist/web/index.html'))
  assert.equal(run().builds, 1)
})

test('a source file changed after the build makes it build, once', () => {
  setTime('src/http/app.ts', LATER)
  const r = run()
  assert.equal(r.builds, 1)
  assert.match(r.stderr, /src\/http\/app\.ts changed since the last build/)
})

test("the console's sources, the lockfile and the compilers' settings count", () => {
  for (const path of ['web/src/main.tsx', 'web/index.html', 'package-lock.json', 'tsconfig.build.json', 'vite.config.ts']) {
    setTime(path, LATER)
    assert.equal(run().builds, 1, path)
    setTime(path, SOURCE_TIME)
    assert.equal(run().builds, 0, path)
  }
})

test('a file removed from a source folder makes it build', () => {
  rmSync(join(root, 'web/src/main.tsx')) // the folder's time is now
  assert.equal(run().builds, 1)
})

test('a console build older than a source makes it build, though the server build is newer', () => {
  setTime('src/cli/main.ts', LATER)
  setTime('dist/cli/main.js', new Date('2026-01-04T00:00:00Z'))
  assert.equal(run().builds, 1)
})

test('files outside the sources do not count', () => {
  write('README.md', LATER)
  write('test/a.test.ts', LATER)
  write('dist/other.js', LATER)
  assert.equal(run().builds, 0)
})

test("a failing build's exit code is the script's", () => {
  setTime('src/cli/main.ts', LATER)
  const r = run([process.execPath, '-e', 'process.exit(3)'])
  assert.equal(r.status, 3)
})
