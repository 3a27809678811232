import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import type { Config } from '../../src/config.js'
import type { Role } from '../../src/shared/roles.js'
import { buildTestApp, json, type TestApp } from './app.js'
import { backends } from './backends.js'
import { accessibilityViolations, builtConsole, launchBrowser, scrollsSideways } from './browser.js'

export const PASSWORD = 'a console password'
const SCREENSHOTS = process.env.ATS_SCREENSHOTS ?? join(tmpdir(), 'ats-screens')

export interface ConsoleMember {
  id: number
  email: string
  token: string
}

/**
 * A real service on a loopback socket serving the built console, and a
 * Chromium to drive it; every page it opens records requests to other
 * hosts and CSP violations, for the suite's last check.
 */
export interface ConsoleFixture {
  t: TestApp
  origin: string
  context: BrowserContext
  foreignRequests: string[]
  cspViolations: string[]
  /** A member of this role with the console password. */
  member(role: Role): Promise<ConsoleMember>
  /** A page with no session: each test signs in itself. */
  newPage(): Promise<Page>
  signIn(page: Page, email: string): Promise<void>
  /** The screen is accessible and fits 375 px; a screenshot of each width is kept to look at. */
  checkScreen(page: Page, name: string): Promise<void>
  close(): Promise<void>
}

/**
 * `ownPublicUrl`: the service's ATS_PUBLIC_URL is the address it listens at
 * (what links in emails lead to), on a port chosen before it starts.
 */
export async function startConsole(overrides: Partial<Config> = {}, options: { ownPublicUrl?: boolean } = {}): Promise<ConsoleFixture> {
  const sqlite = (await backends()).find((b) => b.name === 'sqlite')
  assert.ok(sqlite)
  const port = options.ownPublicUrl ? await freePort() : 0
  const t = await buildTestApp(sqlite, {
    webDir: await builtConsole(),
    ...(options.ownPublicUrl && { publicUrl: `http://127.0.0.1:${String(port)}` }),
    ...overrides,
  })
  await t.app.listen({ host: '127.0.0.1', port })
  const address = t.app.server.address()
  assert.ok(address && typeof address === 'object')
  const origin = `http://127.0.0.1:${String(address.port)}`
  const browser = await launchBrowser()
  const foreignRequests: string[] = []
  const cspViolations: string[] = []
  return {
    t,
    origin,
    context: browser.context,
    foreignRequests,
    cspViolations,
    async member(role) {
      const m = await t.member(role)
      const email = json<Array<{ Id: number; Email: string }>>(await t.call('GET', '/v1/Members?limit=1000')).find(
        (x) => x.Id === m.id,
      )?.Email
      assert.ok(email)
      assert.equal((await t.call('PUT', `/v1/Members/${String(m.id)}/Password`, undefined, { Password: PASSWORD })).statusCode, 204)
      return { id: m.id, email, token: m.token }
    },
    async newPage() {
      await browser.context.clearCookies()
      const page = await browser.context.newPage()
      page.on('request', (r) => {
        if (!r.url().startsWith(origin) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreignRequests.push(r.url())
      })
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text())
      })
      return page
    },
    async signIn(page, email) {
      await page.goto(`${origin}/candidates`)
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('heading', { name: 'Candidates' }).waitFor()
    },
    async checkScreen(page, name) {
      assert.deepEqual(await accessibilityViolations(page), [], `${name}: accessibility`)
      mkdirSync(SCREENSHOTS, { recursive: true })
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
      await page.setViewportSize({ width: 375, height: 800 })
      assert.equal(await scrollsSideways(page), false, `${name} scrolls sideways at 375 px`)
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-375.png`), fullPage: true })
      await page.setViewportSize({ width: 1280, height: 900 })
    },
    async close() {
      await browser.close()
      await t.close()
    },
  }
}

/** A loopback port free a moment ago: the system's choice for a listener opened and closed at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = address && typeof address === 'object' ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
