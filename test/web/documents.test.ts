import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { json, type TestApp } from '../helpers/app.js'
import { browserMissing } from '../helpers/browser.js'
import { startConsole, type ConsoleFixture, type ConsoleMember } from '../helpers/console.js'
import { SAMPLES, hostileDocx, hostilePdf } from '../helpers/documents.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'

const missing = browserMissing()
const LIMIT = 4 * 1024 * 1024

interface Listed {
  Id: string
  FileName: string
  Sha256: string
}

/**
 * A candidate's documents in the console (SPEC C4): uploaded by picker and
 * by drop with progress, previewed in the page from bytes read through the
 * API (PDF.js loaded only then), refused files explained, and hostile files
 * shown inertly.
 */
describe('documents in the console', { skip: missing ?? false }, () => {
  let fixture: ConsoleFixture
  let t: TestApp
  let recruiter: ConsoleMember
  let manager: ConsoleMember
  let grace: number
  const dialogs: string[] = []

  const documents = async (id: number) => json<Listed[]>(await t.call('GET', `/v1/Candidates/${String(id)}/Documents`))
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
  const candidate = async (FirstName: string, LastName: string) =>
    json(await t.call('POST', '/v1/Candidates', undefined, { FirstName, LastName })).Id as number

  async function open(page: Page, member: ConsoleMember, candidateId: number, name: string) {
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await fixture.signIn(page, member.email)
    await page.goto(`${fixture.origin}/candidates/${String(candidateId)}`)
    await page.getByRole('heading', { name }).waitFor()
  }
  /** Dark pixels on a preview's canvas: PDF.js drew the page, not a blank. */
  const inked = (page: Page, label: string) =>
    page.getByRole('img', { name: label }).evaluate((canvas) => {
      const c = canvas as HTMLCanvasElement
      const pixels = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray()
      let dark = 0
      for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 100) dark++
      return dark
    })
  /** Drops a file on the drop zone as a browser does when a file is dragged from the desktop. */
  async function drop(page: Page, name: string, bytes: Buffer, type: string) {
    const dataTransfer = await page.evaluateHandle(
      ({ b64, fileName, mime }) => {
        const dt = new DataTransfer()
        dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], fileName, { type: mime }))
        return dt
      },
      { b64: bytes.toString('base64'), fileName: name, mime: type },
    )
    await page.locator('.dropzone').dispatchEvent('dragover', { dataTransfer })
    await page.locator('.dropzone').dispatchEvent('drop', { dataTransfer })
  }

  before(async () => {
    // A small limit, so that a file over it is quick to make and send.
    fixture = await startConsole({ maxDocumentBytes: LIMIT })
    t = fixture.t
    recruiter = await fixture.member('recruiter')
    manager = await fixture.member('hiring_manager')
    grace = await candidate('Grace', 'Hopper')
    const vacancy = await vacancyWithTeam(t, [manager.id], 'Compiler Engineer')
    await t.call('POST', `/v1/Candidates/${String(grace)}/Applications`, undefined, { VacancyId: vacancy })
  })
  after(async () => {
    await fixture?.close()
  })

  test('a CV uploaded with the picker, with its progress, and previewed; PDF.js loads only for the preview', async () => {
    const page = await fixture.newPage()
    const pdfjs: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/pdf/.test(r.url())) pdfjs.push(r.url())
    })
    await open(page, recruiter, grace, 'Grace Hopper')
    await page.getByText('No documents.').waitFor()
    assert.deepEqual(pdfjs, [], 'PDF.js was loaded before any preview opened')

    // A slow line: the progress shows while the bytes go out.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400_000 })
    const big = Buffer.concat([SAMPLES.pdf.bytes, Buffer.from(`%${'x'.repeat(1_000_000)}\n`)])
    await page.getByLabel(/choose a file/).setInputFiles({ name: 'Grace Hopper CV.pdf', mimeType: 'application/pdf', buffer: big })
    await page.getByRole('progressbar').waitFor()
    await page.waitForFunction(() => {
      const bar = document.querySelector('progress')
      return bar !== null && bar.value > 0 && bar.value < 1
    })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })

    // Uploaded, it is listed as the latest and previewed at once.
    const list = page.getByRole('list', { name: 'Documents' })
    await list.locator('strong', { hasText: 'Grace Hopper CV.pdf' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Grace Hopper CV.pdf uploaded.' }).waitFor()
    await list.getByText(/latest/).waitFor()
    await page.getByRole('img', { name: 'Page 1 of Grace Hopper CV.pdf' }).waitFor()
    assert.ok((await inked(page, 'Page 1 of Grace Hopper CV.pdf')) > 100, 'the page was drawn blank')
    assert.ok(pdfjs.length > 0, 'the preview did not load PDF.js')
    const [stored] = await documents(grace)
    assert.deepEqual([stored?.FileName, stored?.Sha256], ['Grace Hopper CV.pdf', sha256(big)])
    assert.equal(json(await t.call('GET', `/v1/Candidates/${String(grace)}`)).Document, stored?.Id)
    // The download link is the API's download, with the session: B5's headers, the bytes exactly.
    const href = await list.getByRole('link', { name: 'Download Grace Hopper CV.pdf' }).getAttribute('href')
    const download = await page.request.get(`${fixture.origin}${href ?? ''}`)
    assert.equal(download.status(), 200)
    assert.match(download.headers()['content-disposition'] ?? '', /^attachment; filename="Grace Hopper CV.pdf"/)
    assert.equal(download.headers()['x-content-type-options'], 'nosniff')
    assert.equal(sha256(await download.body()), sha256(big))
    await fixture.checkScreen(page, 'candidate-documents')
    await page.close()
  })

  test('a DOCX dropped on the page is previewed as its text; a file of another kind is refused with the reason', async () => {
    const page = await fixture.newPage()
    await open(page, recruiter, grace, 'Grace Hopper')
    await drop(page, 'cv.docx', SAMPLES.docx.bytes, SAMPLES.docx.contentType)
    const preview = page.getByRole('region', { name: 'Preview of cv.docx' })
    await preview.getByText('Software engineer, 8 years').waitFor()
    await preview.getByText('Curriculum Vitae').waitFor()
    assert.ok((await documents(grace)).some((d) => d.FileName === 'cv.docx'))

    await drop(page, 'notes.txt', Buffer.from('just text'), 'text/plain')
    await page
      .getByRole('alert')
      .filter({ hasText: /^notes\.txt was not uploaded: .*PDF/ })
      .waitFor()
    assert.ok(!(await documents(grace)).some((d) => d.FileName === 'notes.txt'))

    // A .doc is previewed as the text the service read from it; a damaged PDF says it cannot be shown.
    await page.getByLabel(/choose a file/).setInputFiles({ name: 'old.doc', mimeType: 'application/msword', buffer: SAMPLES.doc.bytes })
    await page.getByRole('region', { name: 'Preview of old.doc' }).getByText('Software engineer, 8 years').waitFor()
    await page
      .getByLabel(/choose a file/)
      .setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nnot a pdf') })
    await page
      .getByRole('region', { name: 'Preview of broken.pdf' })
      .getByRole('alert')
      .filter({ hasText: /could not be previewed/ })
      .waitFor()

    // Deleting asks once more, then the document and its bytes are gone.
    await page.getByRole('button', { name: 'Delete old.doc' }).click()
    await page.getByRole('button', { name: 'Delete old.doc for good' }).click()
    await page.getByRole('list', { name: 'Documents' }).locator('strong', { hasText: 'old.doc' }).waitFor({ state: 'detached' })
    assert.ok(!(await documents(grace)).some((d) => d.FileName === 'old.doc'))
    await page.close()
  })

  test('a file over the size limit is refused with the reason, whether the answer or the cut connection comes first', async () => {
    const page = await fixture.newPage()
    await open(page, recruiter, grace, 'Grace Hopper')
    const before = (await documents(grace)).length
    // Over the limit by more than the service reads and drops before it closes the connection.
    const huge = Buffer.concat([SAMPLES.pdf.bytes, Buffer.alloc(LIMIT + 12 * 1024 * 1024, 0x25)])
    await page.getByLabel(/choose a file/).setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: huge })
    await page
      .getByRole('alert')
      .filter({ hasText: /^huge\.pdf was not uploaded: .*(larger than the limit of 4194304 bytes|may be over the size limit)/ })
      .waitFor()
    assert.equal((await documents(grace)).length, before)
    await page.close()
  })

  test('hostile documents preview inertly: no script runs, no link is followed, markup shows as text', async () => {
    const ada = await candidate('Ada', 'Lovelace')
    const page = await fixture.newPage()
    await open(page, recruiter, ada, 'Ada Lovelace')
    const title = await page.title()

    await page
      .getByLabel(/choose a file/)
      .setInputFiles({ name: 'hostile.docx', mimeType: SAMPLES.docx.contentType, buffer: hostileDocx() })
    const docx = page.getByRole('region', { name: 'Preview of hostile.docx' })
    await docx.getByText('<script>alert("docx script ran")</script>').waitFor()
    await docx.getByText(`<img src=x onerror="document.title='pwned'">`).waitFor()
    assert.equal(await docx.locator('img, script, iframe, a').count(), 0)
    await docx.getByText('Click me').waitFor()

    await page.getByRole('button', { name: 'Close the preview hostile.docx' }).click()
    await page.getByLabel(/choose a file/).setInputFiles({ name: 'hostile.pdf', mimeType: 'application/pdf', buffer: hostilePdf() })
    await page.getByRole('img', { name: 'Page 1 of hostile.pdf' }).waitFor()
    assert.ok((await inked(page, 'Page 1 of hostile.pdf')) > 0)
    // Where the PDF's links lie, a click meets a canvas and nothing else.
    const box = await page.getByRole('img', { name: 'Page 1 of hostile.pdf' }).boundingBox()
    assert.ok(box)
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.12)
    assert.equal(await page.getByRole('region', { name: 'Preview of hostile.pdf' }).locator('a, iframe, embed, object').count(), 0)
    assert.match(page.url(), /\/candidates\/\d+$/)

    assert.equal(await page.title(), title)
    assert.deepEqual(dialogs, [])
    await page.close()
  })

  test('a hiring manager previews the documents of its candidates but cannot upload or delete', async () => {
    const page = await fixture.newPage()
    await open(page, manager, grace, 'Grace Hopper')
    const list = page.getByRole('list', { name: 'Documents' })
    await list.locator('strong', { hasText: 'cv.docx' }).waitFor()
    assert.equal(await page.getByLabel(/choose a file/).count(), 0)
    assert.equal(await page.getByRole('button', { name: /^Delete/ }).count(), 0)
    await page.getByRole('button', { name: 'Preview cv.docx' }).click()
    await page.getByRole('region', { name: 'Preview of cv.docx' }).getByText('Software engineer, 8 years').waitFor()
    await page.close()
  })

  test('no request went to another host, no dialog opened, and the CSP was never violated', () => {
    assert.deepEqual(fixture.foreignRequests, [])
    assert.deepEqual(dialogs, [])
    assert.deepEqual(fixture.cspViolations, [])
  })
})
