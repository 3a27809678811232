#!/usr/bin/env node
// `npm start` and the benchmarks run the build (dist/) only when it is missing
// or older than what it is built from, so that starting again after no change
// takes a second, not the two minutes of `npm run build`.
//
//   node scripts/build-if-stale.mjs [--root <dir>] [-- <build command...>]
//
// The build is dist/cli/main.js (tsc) and dist/web/index.html (Vite): both
// are written anew by every build. It is stale when either is missing or older
// than the newest of src/, web/ (files and folders: a folder's time changes
// when a file in it is added, removed or renamed), package.json,
// package-lock.json, tsconfig*.json and vite.config.ts. The command defaults
// to `npm run build --silent`; its exit code is this script's.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const OUTPUTS = ['dist/cli/main.js', 'dist/web/index.html']
const SOURCE_DIRS = ['src', 'web']
const SOURCE_FILES = /^(package\.json|package-lock\.json|tsconfig.*\.json|vite\.config\.ts)$/

/** The newest source under `root`: its path and modification time (ms). */
function newestSource(root) {
  let newest = { path: '', mtimeMs: 0 }
  const consider = (path) => {
    const { mtimeMs } = statSync(path)
    if (mtimeMs > newest.mtimeMs) newest = { path, mtimeMs }
  }
  const walk = (dir) => {
    consider(dir)
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else consider(path)
    }
  }
  for (const dir of SOURCE_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir))
  for (const name of readdirSync(root)) if (SOURCE_FILES.test(name)) consider(join(root, name))
  return { path: relative(root, newest.path), mtimeMs: newest.mtimeMs }
}

/** Why the build under `root` must be made again, or null when it is up to date. */
function staleness(root) {
  const missing = OUTPUTS.find((output) => !existsSync(join(root, output)))
  if (missing) return `${missing} is missing`
  const built = Math.min(...OUTPUTS.map((output) => statSync(join(root, output)).mtimeMs))
  const source = newestSource(root)
  return source.mtimeMs > built ? `${source.path} changed since the last build` : null
}

const args = process.argv.slice(2)
const separator = args.indexOf('--')
const options = separator === -1 ? args : args.slice(0, separator)
const command = separator === -1 ? ['npm', 'run', 'build', '--silent'] : args.slice(separator + 1)
const rootAt = options.indexOf('--root')
const root = rootAt === -1 ? process.cwd() : options[rootAt + 1]

const reason = staleness(root)
if (reason !== null) {
  console.error(`Building: ${reason}.`)
  const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' })
  if (result.error) throw result.error
  process.exitCode = result.status ?? 1
}
