import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import fc from 'fast-check'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { applyTo, backdateApplication, change, vacancyWithStages } from '../helpers/reports.js'

/**
 * The Pipeline report (SPEC C11) equals what a client computes from the
 * History of every application of the vacancy, for random journeys through
 * the stages (moves forward, back and in place of a skip, closings and
 * reopenings) at random moments, over a random range.
 */

interface Step {
  /** Move to the stage of this index, or one of the status changes. */
  readonly action: number | 'Reject' | 'Withdraw' | 'Hire' | 'Reopen'
  /** Minutes after the previous step. */
  readonly gap: number
}
interface Journey {
  readonly start: number
  readonly offset: number
  readonly steps: readonly Step[]
}

const STAGES = 4
const BASE = Date.parse('2026-05-04T00:00:00.000Z')
const MINUTE = 60_000

const journey = fc.record({
  start: fc.nat(STAGES - 1),
  offset: fc.nat(60 * 24 * 20),
  steps: fc.array(
    fc.record({
      action: fc.oneof(fc.nat(STAGES - 1), fc.constantFrom('Reject' as const, 'Withdraw' as const, 'Hire' as const, 'Reopen' as const)),
      gap: fc.integer({ min: 1, max: 60 * 24 * 9 }),
    }),
    { maxLength: 7 },
  ),
})

interface HistoryEntry {
  FromStageId: number | null
  ToStageId: number
  ChangedDate: string
}

/** The fields of a stage's row that hold figures (besides its name and position). */
const FIGURES = ['StageId', 'Reached', 'Current', 'Rejected', 'Withdrawn', 'Hired', 'MedianDaysInStage']

const days = (ms: number) => Math.round(ms / 864_000) / 100
function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = (sorted.length - 1) / 2
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2
}

/** The report as a client computes it from the applications and their histories. */
function expected(stages: number[], apps: { StageId: number; Status: string; history: HistoryEntry[] }[]) {
  return stages.map((StageId) => {
    const stays: number[] = []
    let reached = 0
    for (const app of apps) {
      const entries = app.history.filter((h) => h.FromStageId === null || h.FromStageId !== h.ToStageId)
      if (entries.some((h) => h.ToStageId === StageId)) reached++
      entries.forEach((h, i) => {
        const next = entries[i + 1]
        if (h.ToStageId === StageId && next) stays.push(Date.parse(next.ChangedDate) - Date.parse(h.ChangedDate))
      })
    }
    const count = (status: string) => apps.filter((a) => a.StageId === StageId && a.Status === status).length
    const m = median(stays)
    return {
      StageId,
      Reached: reached,
      Current: count('active'),
      Rejected: count('rejected'),
      Withdrawn: count('withdrawn'),
      Hired: count('hired'),
      MedianDaysInStage: m === null ? null : days(m),
    }
  })
}

for (const backend of await backends()) {
  describe(`Pipeline report against the histories [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    test('equals the figures computed from GET .../History of every application', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(journey, { minLength: 1, maxLength: 6 }),
          fc.option(fc.nat(60 * 24 * 20)),
          fc.option(fc.nat(60 * 24 * 20)),
          async (journeys: Journey[], fromMinute, toMinute) => {
            const v = await vacancyWithStages(t)
            const ids: number[] = []
            for (const j of journeys) {
              const id = await applyTo(t, v.id, { StageId: v.stages[j.start] })
              let status = 'active'
              let stage = j.start
              let at = BASE + j.offset * MINUTE
              const dates = [new Date(at).toISOString()]
              for (const step of j.steps) {
                const { action } = step
                // Only the changes the status allows: the others would be refused (409) and leave no history.
                if (typeof action === 'number') {
                  if (status !== 'active' || action === stage) continue
                  await change(t, id, 'Move', { StageId: v.stages[action] })
                  stage = action
                } else if (action === 'Reopen') {
                  if (status === 'active') continue
                  await change(t, id, 'Reopen')
                  status = 'active'
                } else {
                  if (status !== 'active') continue
                  await change(t, id, action, { Reject: { Reason: 'No' }, Withdraw: {}, Hire: undefined }[action])
                  status = { Reject: 'rejected', Withdraw: 'withdrawn', Hire: 'hired' }[action]
                }
                at += step.gap * MINUTE
                dates.push(new Date(at).toISOString())
              }
              await backdateApplication(t, id, dates)
              ids.push(id)
            }
            const iso = (m: number | null) => (m === null ? undefined : new Date(BASE + m * MINUTE).toISOString())
            let [from, to] = [iso(fromMinute), iso(toMinute)]
            // A range whose To is not after its From is refused (reports.test.ts): keep only From, or swap them.
            if (from !== undefined && to !== undefined && to <= from) [from, to] = to === from ? [from, undefined] : [to, from]
            const query = [from && `From=${encodeURIComponent(from)}`, to && `To=${encodeURIComponent(to)}`].filter(Boolean).join('&')
            const res = await t.call('GET', `/v1/Reports/Pipeline?VacancyId=${v.id}${query ? `&${query}` : ''}`)
            assert.equal(res.statusCode, 200, res.body)
            const report = json(res)

            const apps = []
            for (const id of ids) {
              const app = json<{ StageId: number; Status: string; CreatedDate: string }>(await t.call('GET', `/v1/Applications/${id}`))
              if ((from !== undefined && app.CreatedDate < from) || (to !== undefined && app.CreatedDate >= to)) continue
              const history = json<HistoryEntry[]>(await t.call('GET', `/v1/Applications/${id}/History`))
              apps.push({ ...app, history })
            }
            assert.equal(report.Applications, apps.length)
            assert.deepEqual(
              report.Stages.map((s: Record<string, unknown>) => Object.fromEntries(FIGURES.map((f) => [f, s[f]]))),
              expected(v.stages, apps),
            )
          },
        ),
        { numRuns: 12 },
      )
    })
  })
}
