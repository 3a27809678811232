import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'

/**
 * package.json promises the service runs on the oldest Node its `engines`
 * names, and the README says so: scripts/check-node-engines.mjs finds every
 * package of package-lock.json that refuses that Node (npm's EBADENGINE).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SCRIPT = join(ROOT, 'scripts/check-node-engines.mjs')
const check = (dir: string) => spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' })

const scratch = mkdtempSync(join(tmpdir(), 'ats-node-engines-'))
after(() => rmSync(scratch, { recursive: true, force: true }))

test('package.json names Node 20.19 as the oldest, as the README says', () => {
  assert.match(check(ROOT).stdout, /^oldest node: 20\.19\.0$/m)
  assert.match(readFileSync(join(ROOT, 'README.md'), 'utf8'), /Node\.js 20\.19 or later/)
})

test('every package in package-lock.json accepts Node 20.19', () => {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: object }
  assert.ok(Object.keys(lock.packages).length > 100, 'the lockfile lists the installed packages')
  const r = check(ROOT)
  assert.equal(r.stdout.trim(), 'oldest node: 20.19.0', 'packages that refuse Node 20.19')
  assert.equal(r.status, 0)
})

test('a package that needs a later Node is named, and fails the check', () => {
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ engines: { node: '>=20.19' } }))
  writeFileSync(
    join(scratch, 'package-lock.json'),
    JSON.stringify({
      packages: {
        '': { engines: { node: '>=20.19' } },
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/old': { version: '1.0.0', engines: { node: '>= 0.6' } },
        'node_modules/either': { version: '1.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/none': { version: '1.0.0' },
      },
    }),
  )
  const r = check(scratch)
  assert.equal(r.status, 1)
  assert.deepEqual(r.stdout.trim().split('\n'), ['oldest node: 20.19.0', 'node_modules/cookie@2.0.2 needs node >=22'])
})
