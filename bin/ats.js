#!/usr/bin/env node
// Runs the compiled CLI when `npm run build` has produced it, else the
// TypeScript sources through tsx, so a fresh clone works without a build step.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const compiled = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url))
if (existsSync(compiled)) {
  await import(compiled)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli/main.ts')
}
