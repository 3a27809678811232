#!/usr/bin/env node
// Runs every test file under test/ with Node's own test runner, TypeScript
// loaded through tsx. Node 20's runner does not expand globs itself.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return findTests(p)
    return e.name.endsWith('.test.ts') ? [p] : []
  })
}

const only = process.argv.slice(2)
const files = only.length > 0 ? only : findTests('test').sort()
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
