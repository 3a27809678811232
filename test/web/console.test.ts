import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing, holdBackAnswers, holdBackReads } from '../helpers/browser.js'
import { PASSWORD, startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()

/**
 * The console in a real browser (SPEC C4), against a real service on a
 * loopback socket: sign-in, candidates, a candidate's notes, and what a
 * hiring manager sees; every screen checked with axe-core and at 375 px.
 */
describe('the console in Chromium', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let origin: string
  let recruiter: ConsoleMember
  let manager: ConsoleMember
  let seen: number
  let vacancy: number
  let alanApplication: number
  let stages: Array<{ Id: number; Name: string }>

  const member = (role: 'admin' | 'recruiter' | 'hiring_manager') => fixture.member(role)
  const newPage = (): Promise<Page> => fixture.newPage()
  const signIn = (page: Page, email: string) => fixture.signIn(page, email)
  const checkScreen = (page: Page, name: string) => fixture.checkScreen(page, name)
  const candidate = async (FirstName: string, LastName: string) =>
    json(await t.call('POST', '/v1/Candidates', undefined, { FirstName, LastName, Email: `${FirstName.toLowerCase()}@example.com` }))
      .Id as number

  before(async () => {
    fixture = await startConsole()
    ;({ t, origin } = fixture)
    recruiter = await member('recruiter')
    manager = await member('hiring_manager')
    seen = await candidate('Grace', 'Hopper')
    const alan = await candidate('Alan', 'Turing')
    vacancy = await vacancyWithTeam(t, [manager.id], 'Compiler Engineer')
    await t.call('POST', `/v1/Candidates/${seen}/Applications`, undefined, { VacancyId: vacancy })
    const other = await vacancyWithTeam(t, [], 'Mathematician')
    alanApplication = json(await t.call('POST', `/v1/Candidates/${alan}/Applications`, undefined, { VacancyId: other })).Id
    stages = json(await t.call('GET', `/v1/Vacancies/${other}/Stages`))
    await t.call('POST', `/v1/Candidates/${seen}/Notes`, undefined, { Note: 'Strong systems background', SendToHiringTeam: true })
    await t.call('POST', `/v1/Candidates/${seen}/Notes`, undefined, { Note: 'Internal only: salary talk' })
  })
  after(async () => {
    await fixture?.close()
  })

  test('the page is served with a strict Content-Security-Policy and loads nothing from another host', async () => {
    const res = await fetch(`${origin}/candidates/1`, { headers: { accept: 'text/html,application/xhtml+xml' } })
    assert.equal(res.status, 200)
    // A client that does not ask for a page keeps the API's answer for a path that names nothing.
    const api = await fetch(`${origin}/candidates/1`)
    assert.equal(api.status, 404)
    assert.equal(((await api.json()) as { code: string }).code, 'route_not_found')
    const underApi = await fetch(`${origin}/v1/nothing`, { headers: { accept: 'text/html' } })
    assert.equal(underApi.status, 404)
    const csp = res.headers.get('content-security-policy') ?? ''
    for (const directive of ["script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) assert.ok(csp.includes(directive), csp)
    assert.ok(!csp.includes('unsafe-inline') && !csp.includes('unsafe-eval'), csp)
    const html = await res.text()
    assert.ok(!/<script(?![^>]*\ssrc=)[^>]*>/.test(html), 'an inline script in the page')
  })

  test('a recruiter signs in, finds a candidate, writes a private note, creates a candidate and signs out', async () => {
    const page = await newPage()
    await page.goto(`${origin}/candidates`)
    await checkScreen(page, 'sign-in')
    await page.getByLabel('Email').fill(recruiter.email)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').filter({ hasText: 'The email or the password is not right.' }).waitFor()
    await signIn(page, recruiter.email)
    await checkScreen(page, 'candidates')

    await page.getByLabel('Search by name, email, CV or note').fill('hopper')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/\/candidates\?q=hopper$/)
    const list = page.getByRole('list', { name: 'Candidates' })
    // The list before the search stays until the answer arrives; then Alan Turing leaves it.
    await list.getByRole('link', { name: 'Alan Turing' }).waitFor({ state: 'detached' })
    await list.getByRole('link', { name: 'Grace Hopper' }).waitFor()
    assert.equal(await list.getByRole('listitem').count(), 1)
    await list.getByRole('link', { name: 'Grace Hopper' }).click()
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor()
    await page.getByRole('list', { name: 'Applications' }).getByRole('link', { name: 'Compiler Engineer' }).waitFor()
    const stage = page.getByLabel('Stage of the application to Compiler Engineer')
    assert.equal(await stage.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text), 'Applied')
    await checkScreen(page, 'candidate')

    await page.getByLabel('New note').fill('Private thought about Grace')
    await page.getByLabel('Private (only you see it)').check()
    await page.getByRole('button', { name: 'Add note' }).click()
    await page.getByRole('list', { name: 'Notes' }).getByText('Private thought about Grace').waitFor()
    // Written as the recruiter and private: the API shows it to the recruiter only; a reload shows it again.
    const mine = json<any[]>(await t.call('GET', `/v1/Candidates/${seen}/Notes`, recruiter.token))
    const written = mine.find((n) => n.Note === 'Private thought about Grace')
    assert.deepEqual([written?.Private, written?.CreatedById, written?.SendToHiringTeam], [true, recruiter.id, false])
    const adminView = json<any[]>(await t.call('GET', `/v1/Candidates/${seen}/Notes`))
    assert.ok(!adminView.some((n) => n.Note === 'Private thought about Grace'))
    await page.reload()
    await page.getByRole('list', { name: 'Notes' }).getByText('Private thought about Grace').waitFor()

    // Details edited, a flag set and removed, each through the API.
    await page.getByRole('button', { name: 'Edit details' }).click()
    await page.getByRole('form', { name: 'Edit details' }).getByLabel('Phone').fill('+1 555 0100')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('+1 555 0100').waitFor()
    assert.equal(json(await t.call('GET', `/v1/Candidates/${seen}`)).Phone, '+1 555 0100')
    const flagForm = page.getByRole('form', { name: 'Set a flag' })
    await flagForm.getByLabel('Flag').selectOption({ label: 'Favorite' })
    await flagForm.getByLabel('Why').fill('Invented the compiler')
    await flagForm.getByRole('button', { name: 'Set flag' }).click()
    await page.getByRole('list', { name: 'Quality flags' }).getByText('Invented the compiler').waitFor()
    assert.deepEqual(
      json<any[]>(await t.call('GET', `/v1/Candidates/${seen}/QualityFlags`)).map((f) => [f.FlagType, f.Note]),
      [[1, 'Invented the compiler']],
    )
    await page.getByRole('button', { name: 'Remove the Favorite flag' }).click()
    await page.getByText('No flags.').waitFor()
    assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${seen}/QualityFlags`)), [])

    await page.goto(`${origin}/candidates`)
    await page.getByRole('list', { name: 'Candidates' }).waitFor()
    // Above the list, whose pages run to a hundred candidates.
    assert.ok(
      await page
        .getByText('New candidate')
        .evaluate(
          (summary) =>
            !!(summary.compareDocumentPosition(document.querySelector('ul[aria-label="Candidates"]')!) & Node.DOCUMENT_POSITION_FOLLOWING),
        ),
      'the new-candidate form comes before the list',
    )
    await page.getByText('New candidate').click()
    await page.getByLabel('First name').fill('Katherine')
    await page.getByLabel('Last name').fill('Johnson')
    await page.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('heading', { name: 'Katherine Johnson' }).waitFor()
    assert.match(page.url(), /\/candidates\/\d+$/)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await page.close()
  })

  test('a hiring manager sees only the candidates of its vacancies, and no hidden note', async () => {
    const page = await newPage()
    await signIn(page, manager.email)
    const list = page.getByRole('list', { name: 'Candidates' })
    await list.getByRole('link', { name: 'Grace Hopper' }).waitFor()
    assert.equal(await list.getByRole('listitem').count(), 1)
    assert.equal(await page.getByText('New candidate').count(), 0)
    await list.getByRole('link', { name: 'Grace Hopper' }).click()
    await page.getByText('Strong systems background').waitFor()
    assert.equal(await page.getByText('Internal only: salary talk').count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Add note' }).count(), 0)
    assert.equal(await page.getByRole('link', { name: 'Members' }).count(), 0)
    await page.goto(`${origin}/vacancies`)
    await page.getByRole('list', { name: 'Vacancies' }).getByText('Compiler Engineer').waitFor()
    await checkScreen(page, 'vacancies')
    await page.close()
  })

  test('deep links and reloads land on the screen; an unknown candidate says so', async () => {
    const page = await newPage()
    await signIn(page, recruiter.email)
    await page.goto(`${origin}/candidates/${seen}`)
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor()
    await page.goto(`${origin}/candidates/987654321`)
    await page.getByRole('heading', { name: 'Candidate not found' }).waitFor()
    await page.getByRole('alert').filter({ hasText: 'No candidate has the id 987654321.' }).waitFor()
    await checkScreen(page, 'candidate-not-found')
    await page.goto(`${origin}/no/such/screen`)
    await page.getByRole('heading', { name: 'Not found' }).waitFor()
    await checkScreen(page, 'not-found')
    await page.close()
  })

  test('the board: a card moved by drag-and-drop and by keyboard, a conflict explained, a rejection with its reason', async () => {
    const page = await newPage()
    const application = async () => json(await t.call('GET', `/v1/Applications/${alanApplication}`))
    const stageId = (name: string) => stages.find((x) => x.Name === name)!.Id
    await signIn(page, recruiter.email)
    await page.getByRole('link', { name: 'Vacancies' }).click()
    await page.getByRole('link', { name: 'Mathematician', exact: true }).click()
    await page.getByRole('heading', { name: 'Mathematician: pipeline' }).waitFor()
    const column = (name: string) => page.getByRole('list', { name: `${name} applications` })
    const card = column('Applied').getByRole('listitem').filter({ hasText: 'Alan Turing' })
    await card.waitFor()
    await checkScreen(page, 'board')

    // Drag-and-drop, with the mouse, to the Screening column.
    const from = await card.boundingBox()
    const to = await column('Screening').boundingBox()
    assert.ok(from && to)
    await page.mouse.move(from.x + 10, from.y + 8)
    await page.mouse.down()
    await page.mouse.move(from.x + 30, from.y + 20, { steps: 5 })
    await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 15 })
    await page.mouse.up()
    await column('Screening').getByRole('link', { name: 'Alan Turing' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Alan Turing moved to Screening.' }).waitFor()
    assert.equal((await application()).StageId, stageId('Screening'))

    // The keyboard's way: the card's controls opened, its "Move to" list, then its button. Stepping through the list moves nothing.
    await page.getByRole('button', { name: 'Move, hire or reject Alan Turing' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.tagName === 'SELECT')
    await page.keyboard.press('ArrowDown')
    assert.equal(await page.getByLabel('Move Alan Turing to').inputValue(), String(stageId('Interview')))
    assert.equal((await application()).StageId, stageId('Screening'))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await column('Interview').getByRole('link', { name: 'Alan Turing' }).waitFor()
    assert.equal((await application()).StageId, stageId('Interview'))
    // The focus follows the card to its new column, ready for the next move.
    await page.waitForFunction(() => document.activeElement?.closest('ul')?.getAttribute('aria-label') === 'Interview applications')

    // Someone else moves the card meanwhile: the next move says so, and the board shows where it is.
    await t.call('POST', `/v1/Applications/${alanApplication}/Move`, undefined, { StageId: stageId('Offer') })
    await page.getByRole('button', { name: 'Move, hire or reject Alan Turing' }).click()
    await page.getByLabel('Move Alan Turing to').selectOption({ label: 'Applied' })
    await page.getByRole('button', { name: 'Move Alan Turing', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Someone else moved this card first.' }).waitFor()
    // Said once the board shows where the card is (its controls are held until then).
    assert.equal(await column('Offer').getByRole('link', { name: 'Alan Turing' }).count(), 1)
    assert.equal((await application()).StageId, stageId('Offer'))

    // Reject, with a reason: the card leaves the board.
    await page.getByRole('button', { name: 'Move, hire or reject Alan Turing' }).click()
    await page.getByRole('button', { name: 'Reject…' }).click()
    await page.getByLabel('Reason for rejecting Alan Turing').fill('Took another offer')
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Alan Turing was rejected.' }).waitFor()
    assert.equal(await page.getByRole('link', { name: 'Alan Turing' }).count(), 0)
    const rejected = await application()
    assert.deepEqual([rejected.Status, rejected.RejectionReason], ['rejected', 'Took another offer'])
    await page.close()
  })

  test('a card hired from the board leaves it, hired', async () => {
    const katherine = await candidate('Katherine', 'Goble')
    const hired = json(await t.call('POST', `/v1/Candidates/${katherine}/Applications`, undefined, { VacancyId: vacancy })).Id as number
    const page = await newPage()
    await signIn(page, recruiter.email)
    await page.goto(`${origin}/vacancies/${vacancy}/board`)
    await page.getByRole('button', { name: 'Move, hire or reject Katherine Goble' }).click()
    await page.getByRole('button', { name: 'Hire… Katherine Goble' }).click()
    await page.getByRole('alertdialog', { name: 'Hire Katherine Goble?' }).getByRole('button', { name: 'Hire', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Katherine Goble was hired.' }).waitFor()
    assert.equal(await page.getByRole('link', { name: 'Katherine Goble' }).count(), 0)
    assert.equal(json(await t.call('GET', `/v1/Applications/${hired}`)).Status, 'hired')
    await page.close()
  })

  test("the board: a card moved while another card's conflict reads the board again stays where it went", async () => {
    const board = await vacancyWithTeam(t, [], 'Harbour Pilot')
    const boardStages = json<Array<{ Id: number; Name: string }>>(await t.call('GET', `/v1/Vacancies/${board}/Stages`))
    const stageId = (name: string) => boardStages.find((x) => x.Name === name)!.Id
    const apply = async (first: string, last: string) =>
      json(await t.call('POST', `/v1/Candidates/${await candidate(first, last)}/Applications`, undefined, { VacancyId: board }))
        .Id as number
    const ada = await apply('Ada', 'Byron')
    await apply('Mary', 'Somerville')
    const page = await newPage()
    await signIn(page, recruiter.email)
    await page.goto(`${origin}/vacancies/${board}/board`)
    const column = (name: string) => page.getByRole('list', { name: `${name} applications` })
    await column('Applied').getByRole('link', { name: 'Mary Somerville' }).waitFor()

    // The conflict's read of the Applied column is answered by the service at once, and handed to the page only later.
    const applied = (url: URL) =>
      url.pathname === `/v1/Vacancies/${board}/Board` && url.searchParams.get('StageId') === String(stageId('Applied'))
    const stale = await holdBackAnswers(page, applied)

    // Someone else moves Ada; the console's move of Ada is refused, and the board is read again.
    await t.call('POST', `/v1/Applications/${ada}/Move`, undefined, { StageId: stageId('Offer') })
    await page.getByRole('button', { name: 'Move, hire or reject Ada Byron' }).click()
    await page.getByLabel('Move Ada Byron to').selectOption({ label: 'Interview' })
    await page.getByRole('button', { name: 'Move Ada Byron', exact: true }).click()
    await stale.answered
    // Meanwhile Mary is moved from the console: the read on its way still holds her in Applied.
    await page.getByRole('button', { name: 'Move, hire or reject Mary Somerville' }).click()
    await page.getByLabel('Move Mary Somerville to').selectOption({ label: 'Screening' })
    await page.getByRole('button', { name: 'Move Mary Somerville', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Mary Somerville moved to Screening.' }).waitFor()
    stale.release()

    await page.getByRole('status').filter({ hasText: 'Someone else moved this card first.' }).waitFor()
    assert.equal(await column('Offer').getByRole('link', { name: 'Ada Byron' }).count(), 1)
    assert.equal(await column('Screening').getByRole('link', { name: 'Mary Somerville' }).count(), 1)
    assert.equal(await column('Applied').getByRole('link', { name: 'Mary Somerville' }).count(), 0)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.close()
  })

  test("a hiring manager is told it is not on another team's board, which shows it no card", async () => {
    const page = await newPage()
    await signIn(page, manager.email)
    await page.goto(`${origin}/vacancies`)
    await page.getByRole('link', { name: 'Mathematician', exact: true }).click()
    await page.getByText('You are not on this vacancy’s hiring team, so its applications are not shown to you.').waitFor()
    assert.equal(await page.locator('.card').count(), 0)
    assert.equal(await page.getByText('0 active applications.').count(), 0)
    await page.goto(`${origin}/vacancies/${vacancy}/board`)
    await page.getByRole('list', { name: 'Applied applications' }).getByRole('link', { name: 'Grace Hopper' }).waitFor()
    await page.close()
  })

  test('an admin adds a member, issues a token whose secret is shown once, revokes it and removes the member', async () => {
    const admin = await member('admin')
    const page = await newPage()
    await signIn(page, admin.email)
    await page.getByRole('link', { name: 'Members' }).click()
    await page.getByRole('heading', { name: 'Members and tokens' }).waitFor()
    const form = page.getByRole('form', { name: 'New member' })
    await form.getByLabel('Name').fill('Nina Newcomer')
    await form.getByLabel('Email').fill('nina@example.com')
    await form.getByLabel('Role').selectOption('recruiter')
    await form.getByRole('button', { name: 'Add member' }).click()
    await page.getByLabel('Requests a minute for a new token of Nina Newcomer (optional)').fill('120')
    // The token list's read after the token is made is held back: the secret is not shown before the list holds it.
    const reread = await holdBackReads(page, (url) => /^\/v1\/Members\/\d+\/Tokens$/.test(url.pathname))
    await page.getByRole('button', { name: 'New token for Nina Newcomer' }).click()
    await reread.sent
    const shown = page.getByRole('status').filter({ hasText: 'New token for Nina Newcomer, shown only now' })
    assert.equal(await shown.count(), 0)
    reread.release()
    const secret = (await shown.locator('code').textContent()) ?? ''
    assert.match(secret, /^ats_[A-Za-z0-9_-]{43}$/)
    // Shown once the list holds the new token, which can then be revoked at once.
    assert.equal(await page.getByRole('button', { name: `Revoke ${secret.slice(0, 10)}…` }).count(), 1)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    const used = await t.call('GET', '/v1/Candidates', secret)
    assert.equal(used.statusCode, 200)
    // The rate limit typed is the token's own, and the list says so.
    assert.equal(used.headers['ratelimit-limit'], '120')
    await page.getByText('120 requests a minute').waitFor()
    await checkScreen(page, 'members')
    // Reloaded, the secret is gone for good: the list shows only its start.
    await page.reload()
    await page.getByRole('heading', { name: 'Members and tokens' }).waitFor()
    assert.equal(await page.getByText(secret).count(), 0)
    await page.getByRole('button', { name: `Revoke ${secret.slice(0, 10)}…` }).click()
    await page.getByRole('button', { name: `Revoke ${secret.slice(0, 10)}…` }).waitFor({ state: 'detached' })
    assert.equal((await t.call('GET', '/v1/Candidates', secret)).statusCode, 403)
    await page.getByRole('button', { name: 'Remove Nina Newcomer' }).click()
    await page.getByRole('button', { name: 'Remove Nina Newcomer' }).waitFor({ state: 'detached' })
    assert.ok(!json<any[]>(await t.call('GET', '/v1/Members?limit=1000')).some((m) => m.Email === 'nina@example.com'))
    await page.close()
  })

  test("a vacancy's settings: status, stages added, renamed, reordered and refused deletion, and its hiring team", async () => {
    const admin = await member('admin')
    const pilot = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Test Pilot' })).Id as number
    await t.call('POST', `/v1/Candidates/${seen}/Applications`, undefined, { VacancyId: pilot })
    const names = async () => json<any[]>(await t.call('GET', `/v1/Vacancies/${pilot}/Stages`)).map((x) => x.Name)
    const page = await newPage()
    await signIn(page, admin.email)
    await page.goto(`${origin}/vacancies`)
    await page.getByRole('link', { name: 'Settings of Test Pilot' }).click()
    await page.getByRole('heading', { name: 'Test Pilot' }).waitFor()

    const said = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor()
    await page.getByLabel('New stage (added at the end)').fill('Hired')
    await page.getByRole('button', { name: 'Add stage' }).click()
    await said('Stage added.')
    await page.getByLabel('Name of stage 2').fill('Phone screen')
    await page.getByRole('form', { name: 'Stage Screening' }).getByRole('button', { name: 'Rename' }).click()
    await said('Stage renamed.')
    await page.getByRole('button', { name: 'Move Offer up' }).click()
    await said('Stage moved.')
    assert.deepEqual(await names(), ['Applied', 'Phone screen', 'Offer', 'Interview', 'Hired'])
    // Grace's application is in Applied: the service refuses, and the screen says why.
    await page.getByRole('button', { name: 'Delete Applied' }).click()
    await page.getByRole('alert').filter({ hasText: 'Applications are in this stage; move them first.' }).waitFor()
    assert.equal((await names())[0], 'Applied')

    const team = page.getByRole('form', { name: 'Hiring team' })
    await team.locator(`input[value="${manager.id}"]`).check()
    await team.getByRole('button', { name: 'Save the team' }).click()
    await said('Hiring team saved.')
    assert.deepEqual(
      json<any[]>(await t.call('GET', `/v1/Vacancies/${pilot}/HiringTeam`)).map((m) => m.MemberId),
      [manager.id],
    )

    await page.getByLabel('Status').selectOption('closed')
    await page.getByRole('button', { name: 'Change status' }).click()
    await said('Status changed.')
    assert.equal(json(await t.call('GET', `/v1/Vacancies/${pilot}`)).Status, 'closed')
    await checkScreen(page, 'vacancy')
    await page.close()
  })

  test("a vacancy's settings say a change is done only once the screen shows it", async () => {
    const admin = await member('admin')
    const ferry = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Ferry Captain' })).Id as number
    const page = await newPage()
    await signIn(page, admin.email)
    await page.goto(`${origin}/vacancies/${ferry}`)
    await page.getByRole('heading', { name: 'Ferry Captain' }).waitFor()
    // The screen's read of the stages after the change is held back.
    await page.getByLabel('New stage (added at the end)').fill('Sea trial')
    const reread = await holdBackReads(page, (url) => url.pathname === `/v1/Vacancies/${ferry}/Stages`)
    await page.getByRole('button', { name: 'Add stage' }).click()
    await reread.sent
    // Added on the server, not shown yet: nothing is said, and the next change would not be dropped unseen.
    assert.ok(json<any[]>(await t.call('GET', `/v1/Vacancies/${ferry}/Stages`)).some((x) => x.Name === 'Sea trial'))
    assert.equal(await page.getByRole('status').filter({ hasText: 'Stage added.' }).count(), 0)
    reread.release()
    await page.getByRole('status').filter({ hasText: 'Stage added.' }).waitFor()
    assert.equal(await page.getByRole('form', { name: 'Stage Sea trial' }).count(), 1)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.close()
  })

  test('a candidate worked from the first note to the hire on its own page, each change in its history', async () => {
    const katherine = await candidate('Dorothy', 'Vaughan')
    const page = await newPage()
    await signIn(page, recruiter.email)
    await page.goto(`${origin}/candidates/${katherine}`)
    await page.getByRole('heading', { name: 'Dorothy Vaughan' }).waitFor()
    await page.getByLabel('New note').fill('Led the FORTRAN group')
    await page.getByRole('button', { name: 'Add note' }).click()
    const notes = page.getByRole('list', { name: 'Notes' })
    await notes.getByText('Led the FORTRAN group').waitFor()
    await notes.getByText('by you').waitFor()

    const said = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor()
    await page.getByLabel('Add to a vacancy').selectOption({ label: 'Compiler Engineer' })
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await said('Added to Compiler Engineer.')
    const [application] = json<any[]>(await t.call('GET', `/v1/Candidates/${katherine}/Applications`))
    assert.equal(application.Status, 'active')
    const stageOf = async () => json(await t.call('GET', `/v1/Applications/${application.Id}`))
    const compilerStages = json<any[]>(await t.call('GET', `/v1/Vacancies/${vacancy}/Stages`))
    await page.getByLabel('Stage of the application to Compiler Engineer').selectOption({ label: 'Interview' })
    await page.getByRole('button', { name: 'Move the application to Compiler Engineer' }).click()
    await said('Moved to Interview.')
    assert.equal((await stageOf()).StageId, compilerStages.find((x) => x.Name === 'Interview').Id)

    // Someone else moves it meanwhile: the page says so and shows where it is.
    await t.call('POST', `/v1/Applications/${application.Id}/Move`, undefined, {
      StageId: compilerStages.find((x) => x.Name === 'Offer').Id,
    })
    await page.getByLabel('Stage of the application to Compiler Engineer').selectOption({ label: 'Screening' })
    await page.getByRole('button', { name: 'Move the application to Compiler Engineer' }).click()
    await page.getByRole('alert').filter({ hasText: 'Someone else moved this application first.' }).waitFor()
    assert.equal(
      await page.getByLabel('Stage of the application to Compiler Engineer').inputValue(),
      String(compilerStages.find((x) => x.Name === 'Offer').Id),
    )

    await page.getByRole('button', { name: 'Withdraw… from Compiler Engineer' }).click()
    await page.getByLabel('Reason for withdrawing (optional)').fill('Accepted elsewhere')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await said('Withdrawn from Compiler Engineer.')
    await page.getByText('Reason: Accepted elsewhere').waitFor()
    await page.getByRole('button', { name: 'Reopen the application to Compiler Engineer' }).click()
    await said('The application to Compiler Engineer is active again.')
    await page.getByRole('button', { name: 'Hire… for Compiler Engineer' }).click()
    await page.getByRole('alertdialog', { name: 'Hire for Compiler Engineer?' }).getByRole('button', { name: 'Hire', exact: true }).click()
    await said('Hired for Compiler Engineer.')
    assert.equal((await stageOf()).Status, 'hired')

    await page.getByRole('button', { name: 'History of the application to Compiler Engineer' }).click()
    const history = page.getByRole('list', { name: 'History of the application to Compiler Engineer' })
    await history.getByText('Hired').waitFor()
    assert.deepEqual(
      (await history.getByRole('listitem').allTextContents()).map((line) => line.split(' · ')[0]),
      [
        'Applied, in Applied',
        'Moved from Applied to Interview',
        'Moved from Interview to Offer',
        'Withdrawn: Accepted elsewhere',
        'Reopened',
        'Hired',
      ],
    )
    // The move made through the API is the admin's; the rest are the recruiter's own.
    assert.equal(await history.getByText(/by you$/).count(), 5)
    await checkScreen(page, 'candidate-hired')
    await page.close()
  })

  test('a recruiter chooses a hiring team from the directory, which shows names and roles but no email', async () => {
    const drafting = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Systems Analyst' })).Id as number
    const page = await newPage()
    await signIn(page, recruiter.email)
    await page.goto(`${origin}/vacancies/${drafting}`)
    const team = page.getByRole('form', { name: 'Hiring team' })
    await team.locator(`input[value="${manager.id}"]`).check()
    assert.equal(await team.getByText('@example.com').count(), 0)
    await team.getByText('(hiring manager)').first().waitFor()
    await team.getByRole('button', { name: 'Save the team' }).click()
    await page.getByRole('status').filter({ hasText: 'Hiring team saved.' }).waitFor()
    assert.deepEqual(
      json<any[]>(await t.call('GET', `/v1/Vacancies/${drafting}/HiringTeam`)).map((m) => m.MemberId),
      [manager.id],
    )
    await page.close()
  })

  test('a candidate is erased from its page after a second click, documents and notes included', async () => {
    const leaving = await candidate('Ada', 'Erased')
    await t.call('POST', `/v1/Candidates/${leaving}/Notes`, undefined, { Note: 'Asked to be forgotten' })
    const page = await newPage()
    await signIn(page, recruiter.email)
    await page.goto(`${origin}/candidates/${leaving}`)
    await page.getByRole('button', { name: 'Delete candidate…' }).click()
    await page.getByRole('group', { name: 'Delete Ada Erased' }).getByRole('button', { name: 'Keep' }).click()
    assert.equal((await t.call('GET', `/v1/Candidates/${leaving}`)).statusCode, 200)
    await page.getByRole('button', { name: 'Delete candidate…' }).click()
    await page.getByRole('button', { name: 'Delete Ada Erased for good' }).click()
    await page.getByRole('status').filter({ hasText: 'Ada Erased was deleted, with everything held about them.' }).waitFor()
    assert.match(page.url(), /\/candidates$/)
    assert.equal((await t.call('GET', `/v1/Candidates/${leaving}`)).statusCode, 404)
    // Said once: a reload does not say it again.
    await page.reload()
    await page.getByRole('heading', { name: 'Candidates' }).waitFor()
    assert.equal(await page.getByText('was deleted').count(), 0)
    await page.close()
  })

  test("a member edits and deletes its own notes; another member's note offers neither", async () => {
    const noted = await candidate('Mary', 'Jackson')
    await t.call('POST', `/v1/Candidates/${noted}/Notes`, undefined, { Note: 'The admin wrote this' })
    const page = await newPage()
    await signIn(page, recruiter.email)
    await page.goto(`${origin}/candidates/${noted}`)
    await page.getByLabel('New note').fill('First impression: sharp')
    await page.getByRole('button', { name: 'Add note' }).click()
    const notes = page.getByRole('list', { name: 'Notes' })
    const mine = notes.getByRole('listitem').filter({ hasText: 'First impression: sharp' })
    await mine.waitFor()
    const theirs = notes.getByRole('listitem').filter({ hasText: 'The admin wrote this' })
    assert.equal(await theirs.getByRole('button').count(), 0)

    await mine.getByRole('button', { name: /^Edit/ }).click()
    const form = page.getByRole('form', { name: 'Edit the note' })
    await form.getByLabel('Note', { exact: true }).fill('First impression: sharp, and kind')
    await form.getByLabel('Send to the hiring team').check()
    await form.getByLabel('Vacancy').selectOption({ label: 'Compiler Engineer' })
    await form.getByRole('button', { name: 'Save the note' }).click()
    await notes.getByText('First impression: sharp, and kind').waitFor()
    const stored = json<any[]>(await t.call('GET', `/v1/Candidates/${noted}/Notes`, recruiter.token)).find(
      (n) => n.CreatedById === recruiter.id,
    )
    assert.deepEqual([stored.Note, stored.SendToHiringTeam, stored.VacancyId], ['First impression: sharp, and kind', true, vacancy])

    await notes
      .getByRole('listitem')
      .filter({ hasText: 'sharp, and kind' })
      .getByRole('button', { name: /^Delete/ })
      .click()
    await page.getByRole('button', { name: 'Delete this note for good' }).click()
    await notes.getByText('sharp, and kind').waitFor({ state: 'detached' })
    assert.deepEqual(
      json<any[]>(await t.call('GET', `/v1/Candidates/${noted}/Notes`, recruiter.token)).map((n) => n.Note),
      ['The admin wrote this'],
    )
    await page.close()
  })

  test('a member changes its own password: a wrong current one is refused, the new one signs in, its other sessions end', async () => {
    const own = await member('recruiter')
    const other = await t.app.inject({ method: 'POST', url: '/v1/Session', payload: { Email: own.email, Password: PASSWORD } })
    const otherCookie = `ats_session=${other.cookies.find((c) => c.name === 'ats_session')!.value}`
    const page = await newPage()
    await signIn(page, own.email)
    await page.getByRole('link', { name: /\(recruiter\)/ }).click()
    await page.getByRole('heading', { name: 'Your account' }).waitFor()
    await checkScreen(page, 'account')
    const form = page.getByRole('form', { name: 'Change your password' })
    const fill = async (current: string, next: string, again = next) => {
      await form.getByLabel('Current password').fill(current)
      await form.getByLabel('New password (12 characters or more)').fill(next)
      await form.getByLabel('New password again').fill(again)
      await form.getByRole('button', { name: 'Change password' }).click()
    }
    await fill(PASSWORD, 'a brand new passphrase', 'a different passphrase')
    await form.getByRole('alert').filter({ hasText: 'The two new passwords differ.' }).waitFor()
    await fill('not my password at all', 'a brand new passphrase')
    await form.getByRole('alert').filter({ hasText: 'The email or the password is not right.' }).waitFor()
    assert.equal((await t.app.inject({ method: 'GET', url: '/v1/Session', headers: { cookie: otherCookie } })).statusCode, 200)
    // Spaces at either end are part of a password: the console keeps them.
    const next = ' a brand new passphrase '
    await fill(PASSWORD, next)
    await page.getByRole('status').filter({ hasText: 'Password changed.' }).waitFor()
    const withSpaces = await t.app.inject({ method: 'POST', url: '/v1/Session', payload: { Email: own.email, Password: next } })
    assert.equal(withSpaces.statusCode, 200, withSpaces.body)
    // This session lives on; the other one ended with the change.
    assert.equal((await t.app.inject({ method: 'GET', url: '/v1/Session', headers: { cookie: otherCookie } })).statusCode, 403)
    await page.reload()
    await page.getByRole('heading', { name: 'Your account' }).waitFor()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByLabel('Email', { exact: true }).fill(own.email)
    await page.getByLabel('Password', { exact: true }).fill(next)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Your account' }).waitFor()
    await page.close()
  })

  describe('a second click while the first is on its way', () => {
    test('a double click on "Create" makes one candidate', async () => {
      const page = await newPage()
      await signIn(page, recruiter.email)
      const creations: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/Candidates') creations.push(r.url())
      })
      await page.getByText('New candidate').click()
      await page.getByLabel('First name').fill('Annie')
      await page.getByLabel('Last name').fill('Easley')
      await page.getByRole('button', { name: 'Create' }).dblclick()
      await page.getByRole('heading', { name: 'Annie Easley' }).waitFor()
      // The candidate's page has read its lists by now: a second creation would have been asked for long before.
      await page.getByRole('heading', { name: 'Notes' }).waitFor()
      assert.equal(creations.length, 1)
      const found = json<any[]>(await t.call('GET', '/v1/Candidates?q=easley'))
      assert.deepEqual(
        found.map((c) => `${c.FirstName} ${c.LastName}`),
        ['Annie Easley'],
      )
      await page.close()
    })

    test('"Show more" clicked twice adds the next page once', async () => {
      const before = json<any[]>(await t.call('GET', '/v1/Candidates?limit=1000')).length
      for (let i = before; i < 55; i++)
        await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Reserve', LastName: `Number ${String(i)}` })
      const total = json<any[]>(await t.call('GET', '/v1/Candidates?limit=1000')).length
      assert.ok(total > 50 && total <= 100, String(total))
      const page = await newPage()
      await signIn(page, recruiter.email)
      const pages: string[] = []
      page.on('request', (r) => {
        const url = new URL(r.url())
        if (url.pathname === '/v1/Candidates' && url.searchParams.has('after')) pages.push(r.url())
      })
      const list = page.getByRole('list', { name: 'Candidates' })
      await list.getByRole('listitem').nth(49).waitFor()
      await page.getByRole('button', { name: 'Show more' }).dblclick()
      await list
        .getByRole('listitem')
        .nth(total - 1)
        .waitFor()
      await page.getByRole('button', { name: 'Show more' }).waitFor({ state: 'detached' })
      assert.equal(pages.length, 1)
      const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      assert.equal(hrefs.length, total)
      assert.equal(new Set(hrefs).size, total)
      await page.close()
    })

    test('the board: a double click on "Move" moves once, with no false conflict', async () => {
      const board = await vacancyWithTeam(t, [], 'Flight Dynamics')
      const boardStages = json<any[]>(await t.call('GET', `/v1/Vacancies/${board}/Stages`))
      const mary = await candidate('Mary', 'Winston')
      const moved = json(await t.call('POST', `/v1/Candidates/${mary}/Applications`, undefined, { VacancyId: board })).Id as number
      const page = await newPage()
      await signIn(page, recruiter.email)
      const moves: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith(`/v1/Applications/${String(moved)}/Move`)) moves.push(r.url())
      })
      await page.goto(`${origin}/vacancies/${board}/board`)
      await page.getByRole('button', { name: 'Move, hire or reject Mary Winston' }).click()
      await page.getByLabel('Move Mary Winston to').selectOption({ label: 'Interview' })
      await page.getByRole('button', { name: 'Move Mary Winston', exact: true }).dblclick()
      await page.getByRole('list', { name: 'Interview applications' }).getByRole('link', { name: 'Mary Winston' }).waitFor()
      await page.getByRole('status').filter({ hasText: 'Mary Winston moved to Interview.' }).waitFor()
      assert.equal(moves.length, 1)
      assert.equal(json(await t.call('GET', `/v1/Applications/${moved}`)).StageId, boardStages.find((x) => x.Name === 'Interview').Id)
      assert.equal(await page.getByText('Someone else moved this card first.').count(), 0)
      await page.close()
    })
  })

  test('the board keeps the focus after a hire or a rejection: on the next card of the column, then on the column', async () => {
    const board = await vacancyWithTeam(t, [], 'Wind Tunnel')
    for (const [first, last] of [
      ['Christine', 'Darden'],
      ['Miriam', 'Mann'],
    ] as const) {
      const id = await candidate(first, last)
      await t.call('POST', `/v1/Candidates/${id}/Applications`, undefined, { VacancyId: board })
    }
    const page = await newPage()
    await signIn(page, recruiter.email)
    await page.goto(`${origin}/vacancies/${board}/board`)
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '')
    await page.getByRole('button', { name: 'Move, hire or reject Christine Darden' }).click()
    await page.getByRole('button', { name: 'Hire… Christine Darden' }).click()
    await page.getByRole('alertdialog', { name: 'Hire Christine Darden?' }).getByRole('button', { name: 'Hire', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Christine Darden was hired.' }).waitFor()
    await page.waitForFunction(() => document.activeElement?.classList.contains('card-open') ?? false)
    assert.equal(await focused(), 'Move, hire or reject Miriam Mann')

    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Reject…' }).click()
    await page.getByLabel('Reason for rejecting Miriam Mann').fill('Chose another team')
    await page.getByLabel('Reason for rejecting Miriam Mann').press('Enter')
    await page.getByRole('status').filter({ hasText: 'Miriam Mann was rejected.' }).waitFor()
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2')
    assert.match(await focused(), /^Applied \(0\)$/)
    await checkScreen(page, 'board-emptied')
    await page.close()
  })

  describe('notes edited again keep what they had', () => {
    test('a note tied to a vacancy keeps it, and its indentation and closing line break, when saved unchanged', async () => {
      const noted = await candidate('Evelyn', 'Boyd')
      const text = '  Indented: first thoughts\n    - a deeper point\n'
      const written = json(
        await t.call('POST', `/v1/Candidates/${noted}/Notes`, recruiter.token, {
          Note: text,
          SendToHiringTeam: true,
          VacancyId: vacancy,
        }),
      )
      const page = await newPage()
      await signIn(page, recruiter.email)
      await page.goto(`${origin}/candidates/${noted}`)
      const notes = page.getByRole('list', { name: 'Notes' })
      await notes.getByText('Indented: first thoughts').waitFor()
      await notes.getByRole('button', { name: /^Edit/ }).click()
      const form = page.getByRole('form', { name: 'Edit the note' })
      assert.equal(await form.getByLabel('Note', { exact: true }).inputValue(), text)
      assert.equal(await form.getByLabel('Vacancy').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text), 'Compiler Engineer')
      await checkScreen(page, 'note-edit')
      await form.getByRole('button', { name: 'Save the note' }).click()
      await form.waitFor({ state: 'detached' })
      const saved = json<any[]>(await t.call('GET', `/v1/Candidates/${noted}/Notes`, recruiter.token)).find((n) => n.Id === written.Id)
      assert.deepEqual([saved.Note, saved.VacancyId, saved.SendToHiringTeam], [text, vacancy, true])
      await page.close()
    })

    test("a flag's note and a rejection's reason are kept as typed", async () => {
      const typed = await candidate('Mae', 'Jemison')
      const role = await vacancyWithTeam(t, [], 'Mission Specialist')
      await t.call('POST', `/v1/Candidates/${typed}/Applications`, undefined, { VacancyId: role })
      const page = await newPage()
      await signIn(page, recruiter.email)
      await page.goto(`${origin}/candidates/${typed}`)
      const flagForm = page.getByRole('form', { name: 'Set a flag' })
      await flagForm.getByLabel('Why').fill(' Flew on Endeavour ')
      await flagForm.getByRole('button', { name: 'Set flag' }).click()
      await page.getByRole('list', { name: 'Quality flags' }).getByText('Flew on Endeavour').waitFor()
      assert.deepEqual(
        json<any[]>(await t.call('GET', `/v1/Candidates/${typed}/QualityFlags`)).map((f) => f.Note),
        [' Flew on Endeavour '],
      )
      await page.getByRole('button', { name: 'Reject… for Mission Specialist' }).click()
      await page.getByLabel('Reason for rejecting').fill('Left for a lab ')
      await page.getByRole('button', { name: 'Reject', exact: true }).click()
      await page.getByRole('status').filter({ hasText: 'Rejected for Mission Specialist.' }).waitFor()
      assert.equal(json<any[]>(await t.call('GET', `/v1/Candidates/${typed}/Applications`))[0].RejectionReason, 'Left for a lab ')
      await page.close()
    })
  })

  test('a vacancy on hold is offered for a new application; a closed one is not', async () => {
    const held = await vacancyWithTeam(t, [], 'Radio Astronomer')
    await t.call('PUT', `/v1/Vacancies/${held}`, undefined, { Status: 'on_hold' })
    const shut = await vacancyWithTeam(t, [], 'Slide Rule Operator')
    await t.call('PUT', `/v1/Vacancies/${shut}`, undefined, { Status: 'closed' })
    const applying = await candidate('Gladys', 'West')
    const page = await newPage()
    await signIn(page, recruiter.email)
    await page.goto(`${origin}/candidates/${applying}`)
    const offered = page.getByLabel('Add to a vacancy')
    await offered.locator('option', { hasText: 'Radio Astronomer' }).waitFor({ state: 'attached' })
    assert.equal(await offered.locator('option', { hasText: 'Slide Rule Operator' }).count(), 0)
    await offered.selectOption({ label: 'Radio Astronomer' })
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Added to Radio Astronomer.' }).waitFor()
    assert.deepEqual(
      json<any[]>(await t.call('GET', `/v1/Candidates/${applying}/Applications`)).map((a) => [a.VacancyId, a.Status]),
      [[held, 'active']],
    )
    await page.close()
  })

  test('a list that could not be read says so, rather than passing for an empty one', async () => {
    const page = await newPage()
    await signIn(page, recruiter.email)
    const refuse = { status: 503, contentType: 'application/problem+json', body: JSON.stringify({ detail: 'Try again later.' }) }
    await page.route(/\/v1\/Candidates\/\d+\/(Notes|QualityFlags)(\?|$)/, (route) => route.fulfill(refuse))
    await page.goto(`${origin}/candidates/${seen}`)
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor()
    await page.getByRole('alert').filter({ hasText: 'The notes could not be read: Try again later.' }).waitFor()
    await page.getByRole('alert').filter({ hasText: 'The flags could not be read: Try again later.' }).waitFor()
    assert.equal(await page.getByText('No notes you may see.').count(), 0)
    assert.equal(await page.getByText('No flags.').count(), 0)
    await page.close()
  })

  test('no request went to another host, and the CSP was never violated', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
