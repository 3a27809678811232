import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { hoursFromNow, schedule } from '../helpers/interviews.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()

/**
 * An interviewer in the console (SPEC C18): "My interviews" with the recent
 * past and each scorecard's status, a link to write it, and the candidate
 * page it may see, without the controls its role may not use.
 */
describe('an interviewer in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let iv: ConsoleMember
  let recruiter: ConsoleMember
  let ada: number
  let past: { Id: number }
  let application: number

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    iv = await fixture.member('interviewer')
    recruiter = await fixture.member('recruiter')
    const vacancy = await vacancyWithTeam(t, [iv.id], 'Platform Engineer')
    const candidate = async (FirstName: string, LastName: string) =>
      json(await t.call('POST', '/v1/Candidates', undefined, { FirstName, LastName, Email: `${FirstName.toLowerCase()}@example.com` }))
        .Id as number
    ada = await candidate('Ada', 'Lovelace')
    const grace = await candidate('Grace', 'Hopper')
    const apply = async (id: number) =>
      json(await t.call('POST', `/v1/Candidates/${id}/Applications`, undefined, { VacancyId: vacancy })).Id
    application = await apply(ada)
    await apply(grace)
    past = await schedule(t, application, [iv.id, recruiter.id], { StartDate: hoursFromNow(-26), Location: 'Room 1' })
    await schedule(t, application, [iv.id], { StartDate: hoursFromNow(50), Location: 'Room 2' })
    await t.call('POST', `/v1/Candidates/${ada}/Notes`, undefined, { Note: 'Salary: ask the recruiter', SendToHiringTeam: true })
    await t.call('POST', `/v1/Candidates/${ada}/QualityFlags`, undefined, { FlagType: 1, Note: 'Referred by Charles' })
  })
  after(async () => {
    await fixture?.close()
  })

  test('My interviews: the last two weeks with the scorecard owed, a link that opens its form; the next ones', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, iv.email)
    // Its candidates only; no report, no admin screen.
    const list = page.getByRole('main')
    await list.getByRole('link', { name: /Ada Lovelace/ }).waitFor()
    assert.equal(await list.getByText('Grace').count(), 0)
    const nav = page.getByRole('navigation', { name: 'Main' })
    assert.equal(await nav.getByRole('link', { name: 'Reports' }).count(), 0)
    assert.equal(await nav.getByRole('link', { name: 'Members' }).count(), 0)
    assert.equal(await page.getByRole('form', { name: /New candidate|Add a candidate/ }).count(), 0)

    await nav.getByRole('link', { name: 'My interviews' }).click()
    const recent = page.getByRole('region', { name: 'The last two weeks' })
    const held = recent.getByRole('listitem').filter({ hasText: 'Room 1' })
    await held.getByText('Scorecard not written').waitFor()
    await held.getByRole('link', { name: 'Ada Lovelace' }).waitFor()
    await page.getByRole('region', { name: 'The next two weeks' }).getByText('Room 2').waitFor()
    // An interview not held yet owes no scorecard.
    assert.equal(
      await page
        .getByRole('region', { name: 'The next two weeks' })
        .getByText(/^Scorecard/)
        .count(),
      0,
    )
    await fixture.checkScreen(page, 'interviewer-my-interviews')

    await held.getByRole('link', { name: /^Write your scorecard/ }).click()
    // The link opens the application's interviews on the interview it named, its form within.
    assert.ok(page.url().endsWith(`/candidates/${ada}?application=${application}&interview=${past.Id}`), page.url())
    const line = page.locator(`[id="interview-${past.Id}"]`)
    const form = line.getByRole('form', { name: /^Your scorecard/ })
    await form.waitFor()
    // The candidate page shows what it may see, and offers only what it may do.
    for (const absent of ['Quality flags', 'Emails']) assert.equal(await page.getByRole('heading', { name: absent }).count(), 0, absent)
    assert.equal(await page.getByText('Referred by Charles').count(), 0)
    assert.equal(await page.getByText('Salary: ask the recruiter').count(), 0)
    for (const button of [/^Edit details/, /^Schedule an interview/, /^Cancel the interview/, /^Hire/, /^Reject/, /^Move/])
      assert.equal(await page.getByRole('button', { name: button }).count(), 0, String(button))
    const note = page.getByRole('form', { name: 'Write a note' })
    assert.equal(await note.getByRole('checkbox').count(), 0)
    await note.getByText('Recruiters read your notes; the hiring team does not.').waitFor()
    await fixture.checkScreen(page, 'interviewer-candidate')

    await form.getByLabel('Communication').selectOption('strong_yes')
    await form.getByLabel('Recommendation').selectOption('yes')
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Submitted; you may still change it.').waitFor()
    const [mine] = json<any[]>(
      await t.call('GET', `/v1/Members/${iv.id}/Interviews?From=${encodeURIComponent(hoursFromNow(-48))}`, iv.token),
    )
    assert.equal(mine.Id, past.Id)
    assert.equal(mine.ScorecardStatus, 'submitted')

    await note.getByLabel('New note').fill('Explained the trade-offs of a B-tree well')
    await note.getByRole('button', { name: 'Add note' }).click()
    await page.getByRole('list', { name: 'Notes' }).getByText('Explained the trade-offs of a B-tree well').waitFor()
    const [written] = json<any[]>(await t.call('GET', `/v1/Candidates/${ada}/Notes`, iv.token))
    assert.deepEqual([written.Private, written.SendToHiringTeam], [false, false])

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My interviews' }).click()
    await page.getByRole('region', { name: 'The last two weeks' }).getByText('Scorecard submitted').waitFor()
  })

  test('everyone’s My interviews lists the recent past with the scorecard status', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My interviews' }).click()
    const held = page.getByRole('region', { name: 'The last two weeks' }).getByRole('listitem').filter({ hasText: 'Room 1' })
    await held.getByText('Scorecard not written').waitFor()
    await held.getByRole('link', { name: /^Write your scorecard/ }).waitFor()
  })
})
