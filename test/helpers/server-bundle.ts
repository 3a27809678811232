import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

let built: Promise<string> | undefined

/**
 * The CLI's current sources bundled into one file, once per test process.
 * It is the same code tsx would run (tsx transforms with esbuild too), built
 * fresh so it can never be stale; it only skips tsx's loader, which makes a
 * process start about twice as fast, and tests that restart the service
 * dozens of times spend most of their time starting it. Packages stay
 * external and resolve from node_modules, as in production.
 */
export function bundledMain(): Promise<string> {
  built ??= (async () => {
    const dir = join(ROOT, 'node_modules', '.cache', 'ats-test')
    mkdirSync(dir, { recursive: true })
    const outfile = join(dir, `ats-${process.pid}.mjs`)
    await build({
      entryPoints: [join(ROOT, 'src', 'cli', 'main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'inline',
      outfile,
      logLevel: 'warning',
    })
    process.once('exit', () => rmSync(outfile, { force: true }))
    return outfile
  })()
  return built
}
