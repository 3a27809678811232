import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { test } from 'node:test'

/**
 * package.json promises the service runs on the oldest Node its `engines`
 * names (the README says so too): every package the lockfile installs must
 * accept that version, or `npm ci` warns (EBADENGINE) and the package may
 * use what that Node lacks. A dependency that moved past it is held back
 * with an override in package.json.
 */
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null
  satisfies(version: string, range: string): boolean
}

interface LockEntry {
  version?: string
  engines?: { node?: string }
}
const ROOT = new URL('../..', import.meta.url).pathname
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}

test('package.json names the oldest Node the service supports, and the README says the same', () => {
  const oldest = semver.minVersion(manifest.engines.node)?.version
  assert.equal(oldest, '20.19.0')
  assert.match(readFileSync(join(ROOT, 'README.md'), 'utf8'), /Node\.js 20\.19 or later/)
})

test("every package in package-lock.json accepts the oldest Node of package.json's engines", () => {
  const oldest = semver.minVersion(manifest.engines.node)!.version
  const installed = Object.entries(lock.packages).filter(([path]) => path !== '')
  assert.ok(installed.length > 100, 'the lockfile lists the installed packages')
  const excluding = installed
    .filter(([, entry]) => entry.engines?.node !== undefined && !semver.satisfies(oldest, entry.engines.node))
    .map(([path, entry]) => `${path}@${entry.version} needs node ${entry.engines!.node}`)
  assert.deepEqual(excluding, [], `packages that refuse Node ${oldest}`)
})
