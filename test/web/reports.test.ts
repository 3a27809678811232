import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing, holdBackReads } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { schedule, writeScorecard } from '../helpers/interviews.js'
import { applyTo, backdateApplication, change, dayAfter, vacancyWithStages } from '../helpers/reports.js'

const missing = browserMissing()
const D0 = '2026-02-02T00:00:00.000Z'

/** Each bar of a chart: its label and the figure of its whole bar (data-value), in order. */
async function chartBars(chart: Locator): Promise<[string, number][]> {
  return chart
    .locator('.chart-row')
    .evaluateAll((rows) =>
      rows.map((r) => [r.getAttribute('data-label') ?? '', Number(r.querySelector('rect.whole')?.getAttribute('data-value'))]),
    )
}

/** The rows of a figures table (header cell then data cells, as text), once its report is in: each section shows "Loading…" until its own answer. */
async function tableRows(table: Locator): Promise<string[][]> {
  await table.waitFor()
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent ?? '')))
}

/**
 * The Reports screen (SPEC C11, issue "Reports"): reached from the main
 * navigation and from a vacancy's board, loaded only then; each chart agrees
 * with its table; the range and "Download CSV" work from the keyboard; axe
 * and 375 px.
 */
describe('the reports screen', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember
  let colleague: ConsoleMember
  let vacancy: { id: number; stages: number[] }
  const scripts = new WeakMap<Page, string[]>()

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    recruiter = await fixture.member('recruiter')
    colleague = await fixture.member('recruiter')
    vacancy = await vacancyWithStages(t, 'Track Engineer')
    const other = await vacancyWithStages(t, 'Dispatcher')
    const [, s2, s3] = vacancy.stages as [number, number, number]
    const plans: { source: string | null; steps: [string, unknown?][]; days: number[] }[] = [
      { source: 'referral', steps: [['Move', { StageId: s2 }], ['Move', { StageId: s3 }], ['Hire']], days: [0, 2, 5, 9] },
      {
        source: 'referral',
        steps: [
          ['Move', { StageId: s2 }],
          ['Reject', { Reason: 'No' }],
        ],
        days: [1, 4, 6],
      },
      { source: 'job board', steps: [['Reject', { Reason: 'No' }]], days: [2, 3] },
      {
        source: 'job board',
        steps: [
          ['Move', { StageId: s2 }],
          ['Withdraw', {}],
        ],
        days: [3, 4.5, 7],
      },
      { source: null, steps: [['Move', { StageId: s2 }]], days: [4, 8] },
    ]
    // Scorecards, before the decisions: on the hire the recruiter says strong_yes and its colleague no, on the
    // rejection the recruiter no; the colleague yes on the one still active.
    const cards: Record<number, [ConsoleMember, string][]> = {
      0: [
        [recruiter, 'strong_yes'],
        [colleague, 'no'],
      ],
      1: [[recruiter, 'no']],
      4: [[colleague, 'yes']],
    }
    for (const [i, plan] of plans.entries()) {
      const id = await applyTo(t, vacancy.id, { Source: plan.source })
      const judges = cards[i] ?? []
      if (judges.length > 0) {
        const interview = await schedule(
          t,
          id,
          judges.map(([m]) => m.id),
        )
        for (const [m, Recommendation] of judges) {
          const res = await writeScorecard(t, interview.Id, m.token, { Recommendation, Submit: true })
          assert.equal(res.statusCode, 200, res.body)
        }
      }
      for (const [action, body] of plan.steps) await change(t, id, action, body)
      await backdateApplication(
        t,
        id,
        plan.days.map((d) => dayAfter(D0, d)),
      )
    }
    const hired = await applyTo(t, other.id, { Source: 'careers' })
    await change(t, hired, 'Hire')
    await backdateApplication(t, hired, [dayAfter(D0, 1), dayAfter(D0, 13.5)])
  })
  after(async () => {
    assert.deepEqual(fixture?.foreignRequests ?? [], [])
    assert.deepEqual(fixture?.cspViolations ?? [], [])
    await fixture?.close()
  })

  const newPage = async () => {
    const page = await fixture.newPage()
    const seen: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname)
    })
    scripts.set(page, seen)
    return page
  }

  test('from the navigation, loaded on demand: each chart agrees with its table', async () => {
    const page = await newPage()
    await fixture.signIn(page, recruiter.email)
    const before = scripts.get(page)!.length
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click()
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
    assert.ok(scripts.get(page)!.length > before, 'the screen is a script of its own, loaded when opened')

    const funnelTable = page.getByRole('table', { name: 'Funnel of Track Engineer: applications per stage' })
    await funnelTable.waitFor()
    const funnel = await tableRows(funnelTable)
    assert.deepEqual(funnel, [
      ['Applied', '5', '0', '1', '0', '0'],
      ['Screening', '4', '1', '1', '1', '0'],
      ['Interview', '1', '0', '0', '0', '1'],
      ['Offer', '0', '0', '0', '0', '0'],
    ])
    assert.deepEqual(
      await chartBars(page.locator('[data-chart="funnel"]')),
      funnel.map((r) => [r[0], Number(r[1])]),
    )
    // The rejected, withdrawn and hired parts of each bar are the table's figures.
    const parts = await page
      .locator('[data-chart="funnel"] .chart-row')
      .evaluateAll((rows) =>
        rows.map((r) => ['rejected', 'withdrawn', 'hired'].map((k) => Number(r.querySelector(`rect.${k}`)?.getAttribute('data-value')))),
      )
    assert.deepEqual(
      parts,
      funnel.map((r) => [Number(r[3]), Number(r[4]), Number(r[5])]),
    )

    // Applied stays 2, 3, 1.5 and 4 days (the rejected one's is open): median 2.5; Screening 3 (moved on to Interview).
    const days = await tableRows(page.getByRole('table', { name: 'Median days in each stage of Track Engineer' }))
    assert.deepEqual(days, [
      ['Applied', '2.50'],
      ['Screening', '3.00'],
      ['Interview', '—'],
      ['Offer', '—'],
    ])
    assert.deepEqual(await chartBars(page.locator('[data-chart="stage-days"]')), [
      ['Applied', 2.5],
      ['Screening', 3],
      ['Interview', 0],
      ['Offer', 0],
    ])

    const sources = await tableRows(page.getByRole('table', { name: 'Applications by source' }))
    assert.deepEqual(sources, [
      ['job board', '2', '0', '0'],
      ['referral', '2', '0', '1'],
      ['careers', '1', '0', '1'],
      ['(none given)', '1', '1', '0'],
    ])
    assert.deepEqual(
      await chartBars(page.locator('[data-chart="sources"]')),
      sources.map((r) => [r[0], Number(r[1])]),
    )

    const hires = await tableRows(page.getByRole('table', { name: 'Days from application to hire, per vacancy' }))
    assert.deepEqual(hires, [
      ['Track Engineer', '1', '9.00', '9.00'],
      ['Dispatcher', '1', '12.50', '12.50'],
    ])
    assert.deepEqual(
      await chartBars(page.locator('[data-chart="time-to-hire"]')),
      hires.map((r) => [r[0], Number(r[3])]),
    )

    // The scorecards are dated today, within "all time": the recruiter foresaw both decisions, its colleague neither.
    const names = new Map(json<{ Id: number; Name: string }[]>(await t.call('GET', '/v1/Members?limit=1000')).map((m) => [m.Id, m.Name]))
    const judges = await tableRows(page.getByRole('table', { name: 'Scorecards submitted per interviewer, against the final decisions' }))
    assert.deepEqual(judges, [
      [names.get(recruiter.id)!, '2', '1', '0', '1', '0', '0', '2', '2'],
      [names.get(colleague.id)!, '2', '0', '1', '1', '0', '0', '1', '0'],
    ])
    assert.deepEqual(
      await chartBars(page.locator('[data-chart="interviewers"]')),
      judges.map((r) => [r[0], Number(r[7])]),
    )
    const agreed = await page
      .locator('[data-chart="interviewers"] rect.agreed')
      .evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('data-value'))))
    assert.deepEqual(
      agreed,
      judges.map((r) => Number(r[8])),
    )
    await fixture.checkScreen(page, 'reports')
  })

  test('a hiring manager is not shown the Interviewers section', async () => {
    const manager = await fixture.member('hiring_manager')
    assert.equal((await t.call('PUT', `/v1/Vacancies/${vacancy.id}/HiringTeam`, undefined, { MemberIds: [manager.id] })).statusCode, 200)
    const page = await newPage()
    await fixture.signIn(page, manager.email)
    await page.goto(`${fixture.origin}/reports?vacancy=${vacancy.id}`)
    await page.getByRole('table', { name: 'Days from application to hire, per vacancy' }).waitFor()
    assert.equal(await page.getByRole('heading', { name: 'Time to hire' }).count(), 1)
    assert.equal(await page.getByRole('heading', { name: 'Interviewers' }).count(), 0)
    assert.equal(await page.getByRole('alert').count(), 0, 'no refusal shown either')
  })

  test('"Report" on the board opens the vacancy’s funnel; the range and the download work from the keyboard', async () => {
    const page = await newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/vacancies/${vacancy.id}/board`)
    await page.getByRole('link', { name: 'Report', exact: true }).click()
    await page.getByRole('heading', { name: 'Funnel of Track Engineer' }).waitFor()
    assert.match(page.url(), new RegExp(`/reports\\?vacancy=${vacancy.id}$`))
    await page.getByText('5 applications made in the range.').waitFor()

    // The days 2026-02-05 to 2026-02-06: the applications made on days 3 and 4 only.
    await page.getByLabel('From (first day)').fill('2026-02-05')
    await page.getByLabel('To (last day, included)').fill('2026-02-06')
    await page.getByLabel('To (last day, included)').press('Enter')
    await page.waitForURL(/from=2026-02-05&to=2026-02-06/)
    await page.getByText('2 applications made in the range.').waitFor()
    const funnel = await tableRows(page.getByRole('table', { name: 'Funnel of Track Engineer: applications per stage' }))
    assert.deepEqual(
      funnel.map((r) => r.slice(0, 2)),
      [
        ['Applied', '2'],
        ['Screening', '2'],
        ['Interview', '0'],
        ['Offer', '0'],
      ],
    )

    const button = page.getByRole('button', { name: 'Download CSV of the funnel of Track Engineer' })
    await button.focus()
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    assert.equal(download.suggestedFilename(), `pipeline-${vacancy.id}.csv`)
    const text = readFileSync(await download.path(), 'utf8')
    const api = await t.call(
      'GET',
      `/v1/Reports/Pipeline?VacancyId=${vacancy.id}&From=2026-02-05T00:00:00Z&To=2026-02-07T00:00:00Z`,
      recruiter.token,
      undefined,
      {
        accept: 'text/csv',
      },
    )
    assert.equal(text, api.body)
    assert.equal(
      json(await t.call('GET', `/v1/Reports/Pipeline?VacancyId=${vacancy.id}&From=2026-02-05T00:00:00Z&To=2026-02-07T00:00:00Z`))
        .Applications,
      2,
    )
  })

  test('the answer to a range left behind, arriving late, does not replace the latest one', async () => {
    const page = await newPage()
    await fixture.signIn(page, recruiter.email)
    // The all-time funnel's answer is held back until the ranged one is on the screen.
    const allTime = (url: URL) => url.pathname === '/v1/Reports/Pipeline' && !url.searchParams.has('From')
    const held = await holdBackReads(page, allTime)
    await page.goto(`${fixture.origin}/reports?vacancy=${vacancy.id}`)
    await page.getByRole('heading', { name: 'Funnel of Track Engineer' }).waitFor()
    await page.getByLabel('From (first day)').fill('2026-02-05')
    await page.getByLabel('To (last day, included)').fill('2026-02-06')
    await page.getByLabel('To (last day, included)').press('Enter')
    await page.getByText('2 applications made in the range.').waitFor()
    const late = page.waitForResponse((res) => allTime(new URL(res.url())))
    held.release()
    const answer = await late
    assert.equal(answer.status(), 200)
    await answer.finished()
    // The page has had the late answer (a round of the browser's tasks after it): the ranged funnel stays.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    assert.equal(await page.getByText('5 applications made in the range.').count(), 0)
    assert.equal(await page.getByText('2 applications made in the range.').count(), 1)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.close()
  })

  test('a range whose last day comes before its first is refused on the screen', async () => {
    const page = await newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/reports?from=2026-03-10&to=2026-03-01`)
    await page.getByRole('alert').getByText('The last day comes before the first.').waitFor()
    assert.equal(await page.getByRole('table').count(), 0)
  })
})
