import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { json, type TestApp } from '../helpers/app.js'
import { tokenIdOf } from '../helpers/audit.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'

const missing = browserMissing()

/**
 * A candidate's access history (SPEC C6, the audit log) on its page: for
 * admins only, each row naming the member, what it did and when, a page at
 * a time.
 */
describe('the access history of a candidate in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let admin: ConsoleMember
  let recruiter: ConsoleMember
  let recruiterName: string
  let cid: number

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    admin = await fixture.member('admin')
    recruiter = await fixture.member('recruiter')
    recruiterName = json<{ Id: number; Name: string }[]>(await t.call('GET', '/v1/Members?limit=1000')).find(
      (m) => m.Id === recruiter.id,
    )!.Name
    cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Watched', LastName: 'Closely' })).Id
    // More than a page of rows: the first read, then 24 reads of the notes.
    assert.equal((await t.call('GET', `/v1/Candidates/${String(cid)}`, recruiter.token)).statusCode, 200)
    for (let i = 0; i < 24; i++) assert.equal((await t.call('GET', `/v1/Candidates/${String(cid)}/Notes`, recruiter.token)).statusCode, 200)
    await t.app.services.auditLog.flush()
  })
  after(() => fixture.close())

  test('an admin sees who read the candidate, a page at a time', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.goto(`${fixture.origin}/candidates/${String(cid)}`)
    await page.getByRole('heading', { name: 'Access history' }).waitFor()
    const history = page.getByRole('list', { name: 'Access history' })
    await history.getByRole('listitem').first().waitFor()
    // Names come from the member directory, read apart: until it answers a reader is "a former member".
    await history
      .getByText(new RegExp(`${recruiterName} read the record`, 'i'))
      .first()
      .waitFor()
    // The creation (by the bootstrap admin's token) and 19 of the 25 reads.
    assert.equal(await history.getByRole('listitem').count(), 20)
    const tokenId = await tokenIdOf(t, recruiter.id)
    const first = history.getByRole('listitem').nth(1)
    assert.match((await first.textContent()) ?? '', new RegExp(`${recruiterName} read the record`, 'i'))
    assert.match((await first.textContent()) ?? '', new RegExp(`with token ${String(tokenId)}`))
    assert.match((await history.getByRole('listitem').nth(2).textContent()) ?? '', /read the notes/)
    await fixture.checkScreen(page, 'candidate-access-history')
    await page.getByRole('button', { name: 'Show more of the access history' }).click()
    await history.getByRole('listitem').nth(25).waitFor()
    // The admin's own visit may have added its reads meanwhile; all 26 of the rows above are there.
    assert.ok((await history.getByRole('listitem').count()) >= 26)
    await page.close()
  })

  test('a recruiter does not see it', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/candidates/${String(cid)}`)
    await page.getByRole('heading', { name: 'Notes' }).waitFor()
    assert.equal(await page.getByRole('heading', { name: 'Access history' }).count(), 0)
    await page.close()
  })

  test('no request left the machine and the policy held', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
