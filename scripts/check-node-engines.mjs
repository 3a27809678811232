#!/usr/bin/env node
// Every package package-lock.json installs must accept the oldest Node that
// package.json's `engines` names (the README promises it), or `npm ci` warns
// (EBADENGINE) and the package may use what that Node lacks. A dependency
// that moved past it is held back with an override in package.json.
//
//   node scripts/check-node-engines.mjs [<folder with package.json and package-lock.json>]
//
// Prints the oldest Node and the packages that refuse it; exits 1 if any does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'

const root = process.argv[2] ?? process.cwd()
const read = (name) => JSON.parse(readFileSync(join(root, name), 'utf8'))
const oldest = semver.minVersion(read('package.json').engines.node).version
const refusing = Object.entries(read('package-lock.json').packages)
  .filter(([path, entry]) => path !== '' && entry.engines?.node !== undefined && !semver.satisfies(oldest, entry.engines.node))
  .map(([path, entry]) => `${path}@${entry.version} needs node ${entry.engines.node}`)
console.log(`oldest node: ${oldest}`)
for (const line of refusing) console.log(line)
process.exitCode = refusing.length > 0 ? 1 : 0
