import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()

/**
 * Interviews in the console (SPEC C9): scheduling from the candidate page,
 * "My interviews", the scorecard form (draft, then submitted), and the
 * others' scorecards hidden until the interviewer has submitted its own.
 */
describe('interviews and scorecards in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember
  let manager: ConsoleMember
  let candidate: number
  let application: number

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    recruiter = await fixture.member('recruiter')
    manager = await fixture.member('hiring_manager')
    const vacancy = await vacancyWithTeam(t, [manager.id], 'Platform Engineer')
    candidate = json(
      await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' }),
    ).Id
    application = json(await t.call('POST', `/v1/Candidates/${candidate}/Applications`, undefined, { VacancyId: vacancy })).Id
  })
  after(async () => {
    await fixture?.close()
  })

  test('a recruiter schedules an interview from the candidate page, with the hiring manager and itself', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/candidates/${candidate}`)
    await page.getByRole('button', { name: 'Interviews and scorecards of the application to Platform Engineer' }).click()
    await page.getByRole('button', { name: 'Schedule an interview for Platform Engineer' }).click()
    const form = page.getByRole('form', { name: 'Schedule an interview for Platform Engineer' })
    const day = new Date(Date.now() + 3 * 86_400_000)
    const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
    await form.getByLabel('Date').fill(date)
    await form.getByLabel('Time').fill('10:30')
    await form.getByLabel('Length').selectOption('45')
    await form
      .getByRole('checkbox', { name: /hiring_manager|hiring manager/ })
      .first()
      .check()
    await form.getByLabel('Location or video link').fill('Room 4, floor 2; east wing')
    await fixture.checkScreen(page, 'interview-schedule')
    await form.getByRole('button', { name: 'Schedule' }).click()
    await page.getByText('Room 4, floor 2; east wing').waitFor()
    const [interview] = json<any[]>(await t.call('GET', `/v1/Applications/${application}/Interviews`))
    assert.ok(interview)
    assert.deepEqual(interview.InterviewerIds, [manager.id])
    // Typed in the browser's time zone, stored in UTC.
    assert.equal(interview.StartDate, new Date(`${date}T10:30`).toISOString())
    assert.equal(Date.parse(interview.EndDate) - Date.parse(interview.StartDate), 45 * 60_000)
  })

  test('the hiring manager finds it under My interviews, cannot read the others’ scorecards before submitting its own, then can', async () => {
    const [interview] = json<any[]>(await t.call('GET', `/v1/Applications/${application}/Interviews`))
    // A second interviewer who has submitted already.
    assert.equal(
      (await t.call('PUT', `/v1/Interviews/${interview.Id}`, undefined, { InterviewerIds: [manager.id, recruiter.id] })).statusCode,
      200,
    )
    const written = await t.call('PUT', `/v1/Interviews/${interview.Id}/Scorecard`, recruiter.token, {
      Recommendation: 'strong_yes',
      Notes: 'Excellent systems thinking',
      Submit: true,
    })
    assert.equal(written.statusCode, 200, written.body)

    const page = await fixture.newPage()
    await fixture.signIn(page, manager.email)
    await page.getByRole('link', { name: 'My interviews' }).click()
    await page.getByRole('heading', { name: 'My interviews' }).waitFor()
    const soon = page.getByRole('region', { name: 'The next two weeks' })
    await soon.getByText('Room 4, floor 2; east wing').waitFor()
    // Whom it is with and for which job, read for the line: an agenda of times and rooms alone says neither.
    const line = soon.getByRole('listitem').filter({ hasText: 'Room 4, floor 2; east wing' })
    await line.getByRole('link', { name: 'Ada Lovelace' }).waitFor()
    await line.getByText('· Platform Engineer').waitFor()
    await fixture.checkScreen(page, 'my-interviews')
    await line.getByRole('link', { name: 'Ada Lovelace' }).click()
    await page.getByRole('button', { name: 'Interviews and scorecards of the application to Platform Engineer' }).click()
    await page.getByText('The others’ scorecards show once you have submitted yours.').waitFor()
    assert.equal(await page.getByText('Excellent systems thinking').count(), 0)

    const form = page.getByRole('form', { name: /^Your scorecard/ })
    await form.getByLabel('Communication').selectOption('yes')
    await form.getByLabel('Notes').fill('Clear and calm')
    await form.getByRole('button', { name: 'Save draft' }).click()
    await page.getByText('Draft, seen by you alone.').waitFor()
    assert.equal(await page.getByText('Excellent systems thinking').count(), 0)
    await fixture.checkScreen(page, 'scorecard-draft')
    // Opened again, the draft shows what was saved.
    await page.reload()
    await page.getByRole('button', { name: 'Interviews and scorecards of the application to Platform Engineer' }).click()
    await page.getByText('Draft, seen by you alone.').waitFor()
    assert.equal(await form.getByLabel('Communication').inputValue(), 'yes')
    assert.equal(await form.getByLabel('Notes').inputValue(), 'Clear and calm')

    await form.getByLabel('Recommendation').selectOption('no')
    await form.getByRole('button', { name: 'Submit' }).click()
    const cards = page.getByRole('list', { name: 'Submitted scorecards for Platform Engineer' })
    await cards.getByText('Excellent systems thinking').waitFor()
    assert.equal(await cards.getByText('Strong yes').count(), 1)
    await fixture.checkScreen(page, 'scorecards-side-by-side')
    const mine = json<any[]>(await t.call('GET', `/v1/Applications/${application}/Scorecards`)).find((c) => c.InterviewerId === manager.id)
    assert.deepEqual(
      [mine.Status, mine.Recommendation, mine.Notes, mine.Ratings],
      ['submitted', 'no', 'Clear and calm', [{ Attribute: 'Communication', Rating: 'yes' }]],
    )
  })
})
