import assert from 'node:assert/strict'
import { json, type TestApp } from './app.js'

const DAY_MS = 86_400_000

/** The moment `days` (fractional) after `base`, as the API writes dates. */
export const dayAfter = (base: string, days: number): string => new Date(Date.parse(base) + days * DAY_MS).toISOString()

/**
 * Writes `dates` over an application's history, entry by entry in id order
 * (the creation first), and the creation's date over the application's: the
 * service takes every date from the clock, so a test of durations made
 * through the API dates its steps afterwards, as `ats demo` does (src/demo/backdate.ts).
 */
export async function backdateApplication(t: TestApp, applicationId: number, dates: readonly string[]): Promise<void> {
  const db = t.app.services.stores.database.db
  const entries = await db
    .selectFrom('application_history')
    .select('id')
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute()
  assert.equal(entries.length, dates.length, `application ${applicationId} has ${entries.length} history entries`)
  for (const [i, entry] of entries.entries()) {
    await db.updateTable('application_history').set({ changed_date: dates[i]! }).where('id', '=', entry.id).execute()
  }
  await db
    .updateTable('applications')
    .set({ created_date: dates[0]!, updated_date: dates.at(-1)! })
    .where('id', '=', applicationId)
    .execute()
}

/** A vacancy made through the API, with its stage ids in Position order. */
export async function vacancyWithStages(t: TestApp, Title = 'Engineer'): Promise<{ id: number; stages: number[] }> {
  const res = await t.call('POST', '/v1/Vacancies', undefined, { Title })
  assert.equal(res.statusCode, 201, res.body)
  const id = json<{ Id: number }>(res).Id
  const stages = json<{ Id: number }[]>(await t.call('GET', `/v1/Vacancies/${id}/Stages`)).map((s) => s.Id)
  return { id, stages }
}

/** A new candidate's application to the vacancy (optionally in a stage, with a source); its id. */
export async function applyTo(t: TestApp, vacancyId: number, extra: { StageId?: number; Source?: string | null } = {}): Promise<number> {
  const c = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Report', LastName: 'Candidate' })
  assert.equal(c.statusCode, 201, c.body)
  const res = await t.call('POST', `/v1/Candidates/${json<{ Id: number }>(c).Id}/Applications`, undefined, {
    VacancyId: vacancyId,
    ...extra,
  })
  assert.equal(res.statusCode, 201, res.body)
  return json<{ Id: number }>(res).Id
}

/** Runs one change on an application (`Move`, `Reject`, `Withdraw`, `Hire`, `Reopen`) and checks it was made. */
export async function change(t: TestApp, applicationId: number, action: string, body?: unknown): Promise<void> {
  const res = await t.call('POST', `/v1/Applications/${applicationId}/${action}`, undefined, body)
  assert.equal(res.statusCode, 200, res.body)
}
