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
 * scripts/run-tests.mjs builds it once for the whole run and names it in
 * ATS_TEST_SERVER_BUNDLE, so that the suites do not each build it again.
 */
export function bundledMain(): Promise<string> {
  const shared = process.env.ATS_TEST_SERVER_BUNDLE
  if (shared) return Promise.resolve(shared)
  built ??= (async () => {
    // A folder per process: the text extractor's worker is a file of its own, found beside the main one.
    const dir = join(ROOT, 'node_modules', '.cache', 'ats-test', `ats-${process.pid}`)
    mkdirSync(dir, { recursive: true })
    const outfile = join(dir, 'main.mjs')
    await build({
      entryPoints: {
        main: join(ROOT, 'src', 'cli', 'main.ts'),
        'extraction-worker': join(ROOT, 'src', 'extraction', 'extraction-worker.ts'),
      },
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'inline',
      outdir: dir,
      logLevel: 'warning',
    })
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    return outfile
  })()
  return built
}
