import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core'
import { build } from 'vite'

const CHROMIUM = process.env.ATS_TEST_CHROMIUM ?? '/usr/bin/chromium'

/**
 * Why the browser suite cannot run here, or undefined when it can. With
 * CI=true it must: a missing Chromium fails the run instead of skipping.
 */
export function browserMissing(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined
  if (process.env.CI === 'true') throw new Error(`Chromium is required in CI but ${CHROMIUM} does not exist (Debian package chromium)`)
  return `Chromium is not installed (${CHROMIUM}; Debian package chromium): the browser suite skips`
}

let built: Promise<string> | undefined
/**
 * The console built from web/ into a scratch folder, once per test process:
 * what the tests serve. scripts/run-tests.mjs builds it once for the whole
 * run and names it in ATS_TEST_WEB_DIR, so that the suites do not each build it again.
 */
export function builtConsole(): Promise<string> {
  const shared = process.env.ATS_TEST_WEB_DIR
  if (shared) return Promise.resolve(shared)
  built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'ats-web-'))
    await build({
      configFile: new URL('../../vite.config.ts', import.meta.url).pathname,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    })
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }))
    return outDir
  })()
  return built
}

/** Headless Debian Chromium with a fresh profile, no network of its own beyond the pages' requests. */
export async function launchBrowser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'ats-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    viewport: { width: 1280, height: 900 },
  })
  return {
    context,
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** Serious and critical accessibility violations on the page as it is now (axe-core), as readable lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource)
  const results = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run(): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown }> }> }> }
      }
    ).axe
    return (await axe.run()).violations
  })
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${JSON.stringify(v.nodes.map((n) => n.target))})`)
}

/** Whether the page scrolls sideways at its current width. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}

/**
 * Holds the page's GETs whose URL `matches` back until `release()`, so that a
 * test can look at the screen between a change and its re-read. `sent`
 * settles when the first such GET leaves the page (listened for from now:
 * hold before the action). Other methods pass.
 */
export async function holdBackReads(page: Page, matches: (url: URL) => boolean): Promise<{ sent: Promise<Request>; release(): void }> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(matches, async (route) => {
    if (route.request().method() === 'GET') await held
    await route.continue()
  })
  const sent = page.waitForRequest((req) => req.method() === 'GET' && matches(new URL(req.url())))
  // A caller that does not wait for it must not leave a rejection unhandled when its page closes.
  sent.catch(() => {})
  return { sent, release }
}

/**
 * Like holdBackReads, but each matching GET reaches the service at once and
 * only its answer is held back until `release()`: the page then gets an
 * answer read before whatever happened meanwhile. `answered` settles when
 * the service has answered the first such GET.
 */
export async function holdBackAnswers(page: Page, matches: (url: URL) => boolean): Promise<{ answered: Promise<void>; release(): void }> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route(matches, async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    const response = await route.fetch()
    answer()
    await held
    await route.fulfill({ response })
  })
  return { answered, release }
}
