#!/usr/bin/env node
// Runs the compiled CLI when `npm run build` has produced it and it is not
// older than the sources; otherwise the TypeScript sources through tsx, so a
// fresh clone works without a build step and an edit is never shadowed by a
// stale build.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const compiled = join(root, 'dist', 'cli', 'main.js')

function newestSource(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }
  return newest
}

if (existsSync(compiled) && statSync(compiled).mtimeMs >= newestSource(join(root, 'src'))) {
  await import(compiled)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(join(root, 'src', 'cli', 'main.ts'))
}
