import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { SAMPLES, uploadRaw } from '../helpers/documents.js'
import { unzip } from '../helpers/unzip.js'

const missing = browserMissing()

/** "Export data (ZIP)" on a candidate's page (SPEC C7): for admins only, a download of the export through the session. */
describe('a candidate’s export in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let admin: ConsoleMember
  let recruiter: ConsoleMember
  let cid: number

  before(async () => {
    fixture = await startConsole()
    t = fixture.t
    admin = await fixture.member('admin')
    recruiter = await fixture.member('recruiter')
    cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Data', LastName: 'Subject' })).Id
    assert.equal((await uploadRaw(t, cid, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="cv.pdf"' })).statusCode, 201)
    const note = { Note: 'only its author reads it', Private: true }
    assert.equal((await t.call('POST', `/v1/Candidates/${String(cid)}/Notes`, recruiter.token, note)).statusCode, 201)
  })
  after(() => fixture.close())

  test('an admin downloads the ZIP from the candidate’s page', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, admin.email)
    await page.goto(`${fixture.origin}/candidates/${String(cid)}`)
    const link = page.getByRole('link', { name: 'Export data (ZIP)' })
    await link.waitFor()
    await fixture.checkScreen(page, 'candidate-export')
    await link.focus()
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    assert.equal(download.suggestedFilename(), `candidate-${String(cid)}-export.zip`)
    const files = await unzip(await download.path())
    assert.deepEqual([...files.keys()].slice(0, 2), ['candidate.json', 'documents/cv.pdf'])
    const data = JSON.parse(files.get('candidate.json')!.bytes!.toString('utf8'))
    assert.equal(data.Candidate.Id, cid)
    assert.deepEqual(
      data.Notes.map((n: { Note: string }) => n.Note),
      ['only its author reads it'],
    )
    assert.ok(files.get('documents/cv.pdf')!.bytes!.equals(SAMPLES.pdf.bytes))
    // The page is still there: the download did not navigate away.
    await page.getByRole('heading', { name: 'Data Subject' }).waitFor()
    await page.close()
  })

  test('a recruiter does not see the action', async () => {
    const page = await fixture.newPage()
    await fixture.signIn(page, recruiter.email)
    await page.goto(`${fixture.origin}/candidates/${String(cid)}`)
    await page.getByRole('heading', { name: 'Notes' }).waitFor()
    assert.equal(await page.getByRole('link', { name: 'Export data (ZIP)' }).count(), 0)
    await page.close()
  })

  test('no request left the machine and the policy held', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
