// `npm run lighthouse`: Lighthouse 12 (its default mobile profile: simulated
// slow 4G, 4x CPU slowdown) on the careers site, served by the built service
// on a fresh SQLite store with a few published jobs, in Debian's Chromium.
// Prints the four category scores of a job page and of the list, and every
// audit that cost points. Results: docs/PERFORMANCE.md.
// Options: --chromium /usr/bin/chromium
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { chromium, type Browser } from 'playwright-core'
import { freePort, spawnService } from '../bench/processes.js'
import { BENCH_TOKEN as TOKEN } from '../bench/seed.js'
import { POSTINGS } from '../src/demo/sample-postings.js'

const { values } = parseArgs({
  options: { chromium: { type: 'string', default: process.env.ATS_TEST_CHROMIUM ?? '/usr/bin/chromium' } },
})
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'ats-lighthouse-'))
  const service = await spawnService({
    ATS_DATA_DIR: dir,
    ATS_BOOTSTRAP_TOKEN: TOKEN,
    ATS_LOG_LEVEL: 'warn',
    ATS_ORGANIZATION_NAME: 'Northwind Rail',
  })
  let browser: Browser | undefined
  try {
    const ids: number[] = []
    for (const [Title, posting] of Object.entries(POSTINGS)) {
      const res = await fetch(`${service.url}/v1/Vacancies`, {
        method: 'POST',
        headers: { authorization: TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify({ Title, Location: posting.location, Description: posting.description, Published: true }),
      })
      if (res.status !== 201) throw new Error(`POST /v1/Vacancies: ${String(res.status)} ${await res.text()}`)
      ids.push(((await res.json()) as { Id: number }).Id)
    }
    const port = await freePort()
    browser = await chromium.launch({
      executablePath: values.chromium,
      args: ['--no-sandbox', '--disable-background-networking', `--remote-debugging-port=${String(port)}`],
    })
    for (const [name, path] of [
      ['job page', `/careers/${String(ids[0])}`],
      ['list of jobs', '/careers'],
    ] as const) {
      const result = await lighthouse(`${service.url}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
      if (!result) throw new Error('Lighthouse gave no result')
      const { categories, audits } = result.lhr
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100))
      const metric = (id: string) => audits[id]?.displayValue ?? '–'
      console.log(
        `Lighthouse, ${name}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}, SEO ${score('seo')} (FCP ${metric('first-contentful-paint')}, ` +
          `LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
      )
      for (const id of CATEGORIES)
        for (const ref of categories[id]?.auditRefs ?? [])
          if (ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            console.log(
              `  ${id}: ${audits[ref.id]?.title ?? ref.id}${audits[ref.id]?.explanation ? ` (${audits[ref.id]?.explanation ?? ''})` : ''}`,
            )
    }
  } finally {
    await browser?.close()
    await service.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
