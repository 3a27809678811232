import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { createWriteStream, readdirSync, readlinkSync } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { auditRows } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, newCandidate, SAMPLES, uploadRaw, waitFor } from '../helpers/documents.js'
import { schedule, writeScorecard } from '../helpers/interviews.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { listen, streamUpload } from '../helpers/sockets.js'
import { unzip, type Unzipped } from '../helpers/unzip.js'

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const byId = (a: { Id: number }, b: { Id: number }) => a.Id - b.Id

/**
 * A candidate's export (SPEC C7): the ZIP is read back with yauzl, and every
 * part of its JSON is compared with what the API itself answers for the
 * same resources; every file with the bytes uploaded.
 */
for (const backend of await backends()) {
  describe(`GET /v1/Candidates/{id}/Export [${backend.name}]`, () => {
    let t: TestApp
    let alice: { id: number; token: string }
    let bob: { id: number; token: string }
    let candidateId: number
    let applicationId: number
    let interviewId: number
    let upload: { Id: string }

    before(async () => {
      t = await buildTestApp(backend)
      alice = await t.member('recruiter')
      bob = await t.member('recruiter')
      // A careers application: a candidate with its CV ("cv.pdf"), submission, consents and the application_received email.
      const job = json(
        await t.call('POST', '/v1/Vacancies', undefined, {
          Title: 'Exported role',
          Location: 'Lyon',
          Description: 'The role.',
          Published: true,
        }),
      )
      const fields = applicantFields({ RetentionConsent: 'true', CoverLetter: 'Dear team' })
      assert.equal((await applyTo(t, job.Id, applicationParts(fields))).statusCode, 201)
      candidateId = json(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(fields.Email!)}`))[0].Id
      applicationId = json(await t.call('GET', `/v1/Candidates/${candidateId}/Applications`))[0].Id
      // A second document of the same name, and a third of another kind.
      const second = await uploadRaw(t, candidateId, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="CV.pdf"' })
      assert.equal(second.statusCode, 201, second.body)
      upload = json(await uploadRaw(t, candidateId, SAMPLES.docx.bytes, { disposition: 'attachment; filename="cover: letter?.docx"' }))
      // Notes: a public one, and one private note of each recruiter (the admin exporting wrote none).
      for (const [token, body] of [
        [alice.token, { Note: 'public note', SendToHiringTeam: true }],
        [alice.token, { Note: 'alice private note', Private: true }],
        [bob.token, { Note: 'bob private note', Private: true }],
      ] as const) {
        assert.equal((await t.call('POST', `/v1/Candidates/${candidateId}/Notes`, token, body)).statusCode, 201)
      }
      assert.equal(
        (await t.call('POST', `/v1/Candidates/${candidateId}/QualityFlags`, alice.token, { FlagType: 1, Note: 'strong' })).statusCode,
        201,
      )
      const [, stage] = json(await t.call('GET', `/v1/Vacancies/${job.Id}/Stages`))
      assert.equal((await t.call('POST', `/v1/Applications/${applicationId}/Move`, undefined, { StageId: stage.Id })).statusCode, 200)
      // An interview with a submitted scorecard (alice) and a draft (bob): both are held, both are exported.
      interviewId = (await schedule(t, applicationId, [alice.id, bob.id])).Id
      const submitted = await writeScorecard(t, interviewId, alice.token, {
        Ratings: [{ Attribute: 'Communication', Rating: 'yes' }],
        Recommendation: 'yes',
        Notes: 'clear answers',
        Submit: true,
      })
      assert.equal(submitted.statusCode, 200, submitted.body)
      assert.equal((await writeScorecard(t, interviewId, bob.token, { Notes: 'draft so far' })).statusCode, 200)
      assert.equal(
        (await t.call('POST', `/v1/Candidates/${candidateId}/Emails`, undefined, { Subject: 'Hello', Body: 'Next steps' })).statusCode,
        201,
      )
      await jobsSettled(t)
    })
    after(() => t.close())

    async function exported(
      id = candidateId,
    ): Promise<{ files: Map<string, Unzipped>; data: any; res: Awaited<ReturnType<TestApp['call']>> }> {
      const res = await t.call('GET', `/v1/Candidates/${id}/Export`)
      assert.equal(res.statusCode, 200, res.body)
      const files = await unzip(res.rawPayload)
      return { files, data: JSON.parse(files.get('candidate.json')!.bytes!.toString('utf8')), res }
    }

    describe('200', () => {
      test('a ZIP with its length, as an attachment, never cached', async () => {
        const { res, files } = await exported()
        assert.equal(res.headers['content-type'], 'application/zip')
        assert.equal(
          res.headers['content-disposition'],
          `attachment; filename="candidate-${candidateId}-export.zip"; filename*=UTF-8''candidate-${candidateId}-export.zip`,
        )
        assert.equal(res.headers['content-length'], String(res.rawPayload.length))
        assert.equal(res.headers['cache-control'], 'private, no-store')
        assert.deepEqual(
          [...files.keys()].filter((k) => !k.startsWith('text/')),
          ['candidate.json', 'documents/cv.pdf', 'documents/CV (2).pdf', 'documents/cover_ letter_.docx'],
        )
      })

      test('the record, flags, documents, applications, consents and emails are what the API answers for them', async () => {
        const { data } = await exported()
        const get = async (url: string, token?: string) => {
          const res = await t.call('GET', url, token)
          assert.equal(res.statusCode, 200, `${url}: ${res.body}`)
          return json(res)
        }
        assert.deepEqual(data.Candidate, await get(`/v1/Candidates/${candidateId}`))
        assert.deepEqual(data.QualityFlags, await get(`/v1/Candidates/${candidateId}/QualityFlags`))
        assert.deepEqual(data.Documents, await get(`/v1/Candidates/${candidateId}/Documents`))
        assert.deepEqual(data.Consents, await get(`/v1/Candidates/${candidateId}/Consents`))
        assert.deepEqual(data.Emails, await get(`/v1/Candidates/${candidateId}/Emails`))
        assert.equal(data.Emails.length, 2)
        assert.equal(data.Applications.length, 1)
        const [a] = data.Applications
        assert.deepEqual(Object.keys(a), ['Application', 'History', 'Submissions', 'Interviews', 'Scorecards'])
        assert.deepEqual(a.Application, await get(`/v1/Applications/${applicationId}`))
        assert.deepEqual(a.History, await get(`/v1/Applications/${applicationId}/History`))
        assert.equal(a.History.length, 2)
        // Every sending, as the list answers it, with the names and phone as typed.
        assert.deepEqual(a.Submissions, await get(`/v1/Applications/${applicationId}/Submissions`))
        assert.equal(a.Submissions.length, 1)
        const latest = Object.fromEntries(
          Object.entries(a.Submissions[0] as Record<string, unknown>).filter(
            ([k]) => !['Id', 'KnownCandidate', 'AppliedAgain'].includes(k),
          ),
        )
        assert.deepEqual(latest, await get(`/v1/Applications/${applicationId}/Submission`))
        assert.deepEqual([latest.FirstName, latest.LastName, latest.Phone], ['Ada', 'Applicant', '+33 1 23 45 67 89'])
        assert.deepEqual(a.Interviews, await get(`/v1/Applications/${applicationId}/Interviews`))
        assert.match(data.ExportedDate, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      })

      test('every note, other members’ private ones included (the one exception, SPEC C7)', async () => {
        const { data } = await exported()
        const seenBy = async (token: string) => json<any[]>(await t.call('GET', `/v1/Candidates/${candidateId}/Notes`, token))
        const [byAlice, byBob] = [await seenBy(alice.token), await seenBy(bob.token)]
        const all = [...byAlice, ...byBob.filter((n) => !byAlice.some((m) => m.Id === n.Id))].sort(byId)
        assert.deepEqual(data.Notes, all)
        assert.deepEqual(
          data.Notes.map((n: any) => [n.Note, n.Private]),
          [
            ['public note', false],
            ['alice private note', true],
            ['bob private note', true],
          ],
        )
        // The admin's own list leaves both private notes out; the export does not.
        assert.equal(json<any[]>(await t.call('GET', `/v1/Candidates/${candidateId}/Notes`)).length, 1)
      })

      test('every scorecard, the draft that independent judgement hides included', async () => {
        const { data } = await exported()
        const own = async (token: string) => json<any[]>(await t.call('GET', `/v1/Applications/${applicationId}/Scorecards`, token))
        const [ofAlice, ofBob] = [await own(alice.token), await own(bob.token)]
        const expected = [...ofAlice, ...ofBob.filter((s) => !ofAlice.some((x) => x.Id === s.Id))].sort(byId)
        assert.deepEqual(data.Applications[0].Scorecards, expected)
        assert.deepEqual(
          data.Applications[0].Scorecards.map((s: any) => [s.InterviewerId, s.Status, s.Notes]),
          [
            [alice.id, 'submitted', 'clear answers'],
            [bob.id, 'draft', 'draft so far'],
          ],
        )
        // The admin reading the list sees only the submitted one.
        assert.equal(json<any[]>(await t.call('GET', `/v1/Applications/${applicationId}/Scorecards`)).length, 1)
      })

      test('the files are the bytes uploaded, and the text is the text the API answers', async () => {
        const { data, files } = await exported()
        assert.equal(data.Files.length, 3)
        for (const f of data.Files) {
          const doc = data.Documents.find((d: any) => d.Id === f.DocumentId)
          const file = files.get(f.Path)!
          assert.equal(file.size, doc.Size)
          assert.equal(file.sha256, doc.Sha256)
          const download = await t.call('GET', `/v1/document/${doc.Id}`)
          assert.ok(file.bytes!.equals(download.rawPayload), f.Path)
          const text = await t.call('GET', `/v1/document/${doc.Id}/Text`)
          if (text.statusCode === 200) assert.equal(files.get(f.TextPath)!.bytes!.toString('utf8'), text.body)
          else assert.equal(f.TextPath, null)
        }
        assert.ok(files.get('documents/cover_ letter_.docx')!.bytes!.equals(SAMPLES.docx.bytes))
        assert.equal(files.get('documents/cover_ letter_.docx')!.sha256, sha256(SAMPLES.docx.bytes))
        assert.ok(data.Files.some((f: any) => f.DocumentId === upload.Id && f.TextPath === 'text/cover_ letter_.docx.txt'))
      })

      test('the events are the candidate’s share of the change feed', async () => {
        const { data } = await exported()
        const feed = json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).filter((e) => e.CandidateId === candidateId)
        assert.deepEqual(data.Events, feed)
        assert.ok(data.Events.some((e: any) => e.Type === 'scorecard.submitted'))
      })

      test('one audit row, `export` of the candidate, written before the bytes and listed in the export itself', async () => {
        // The admin's own read of the candidate names its member and token.
        assert.equal((await t.call('GET', `/v1/Candidates/${candidateId}`)).statusCode, 200)
        const read = (await auditRows(t, `CandidateId=${candidateId}`)).at(-1)!
        const { data, res } = await exported()
        const rows = await auditRows(t, `CandidateId=${candidateId}`)
        assert.equal(rows.at(-2)!.Id, read.Id, 'one row more than before the export')
        const { Id, Date, ...row } = rows.at(-1)!
        assert.ok(Id > read.Id && Date >= read.Date)
        assert.deepEqual(row, {
          MemberId: read.MemberId,
          TokenId: read.TokenId,
          Action: 'export',
          CandidateId: candidateId,
          ResourceType: 'candidate',
          ResourceId: candidateId,
          RequestId: res.headers['x-request-id'],
        })
        // The export holds the candidate's rows up to its own, its own last.
        assert.deepEqual(data.AuditEvents, rows)
      })

      test('HEAD answers the headers, and records nothing', async () => {
        const before = (await auditRows(t, `CandidateId=${candidateId}`)).length
        const res = await t.call('HEAD', `/v1/Candidates/${candidateId}/Export`)
        assert.equal(res.statusCode, 200)
        assert.equal(res.headers['content-type'], 'application/zip')
        assert.equal(res.body, '')
        assert.equal((await auditRows(t, `CandidateId=${candidateId}`)).length, before)
      })
    })

    describe('400', () => {
      test('an id that is not a positive integer', async () => {
        assertProblem(await t.call('GET', '/v1/Candidates/abc/Export'), 400, 'validation_failed')
      })
    })

    describe('403', () => {
      test('anyone but an admin, whatever it may read', async () => {
        const hm = await t.member('hiring_manager')
        for (const token of [alice.token, hm.token, (await t.member('admin', ['candidates:read', 'notes:read', 'documents:read'])).token]) {
          assertProblem(await t.call('GET', `/v1/Candidates/${candidateId}/Export`, token), 403, 'insufficient_scope')
        }
        assertProblem(await t.call('GET', `/v1/Candidates/${candidateId}/Export`, null), 403, 'invalid_token')
      })
    })

    describe('404', () => {
      test('a candidate that does not exist, and no audit row for it', async () => {
        const before = (await auditRows(t)).length
        assertProblem(await t.call('GET', '/v1/Candidates/987654321/Export'), 404, 'candidate_not_found')
        assert.equal((await t.call('HEAD', '/v1/Candidates/987654321/Export')).statusCode, 404)
        assert.equal((await auditRows(t)).length, before)
      })
    })
  })
}

const MiB = 1024 * 1024
/** Deterministic filler, made once and reused, so the test itself holds almost nothing. */
const filler = Buffer.alloc(MiB, 'a CV is mostly words. ')

/** Uploads a PDF of `size` bytes over a socket, a MiB at a time; answers its metadata. */
async function bigUpload(t: TestApp, addr: { host: string; port: number }, candidateId: number, size: number, name: string) {
  const upload = streamUpload(addr, `/v1/Candidates/${candidateId}/Document`, {
    authorization: t.adminToken,
    'content-type': 'application/pdf',
    'content-length': String(size),
    'content-disposition': `attachment; filename="${name}"`,
  })
  const head = SAMPLES.pdf.bytes.subarray(0, 1024)
  await upload.write(head)
  for (let left = size - head.length; left > 0; left -= filler.length)
    await upload.write(left >= filler.length ? filler : filler.subarray(0, left))
  upload.end()
  const res = await upload.response
  assert.equal(res.status, 201, res.body)
  return JSON.parse(res.body) as { Id: string; Size: number; Sha256: string }
}

for (const backend of await backends()) {
  describe(`the export over real sockets [${backend.name}]`, () => {
    let t: TestApp
    let addr: { host: string; port: number }
    before(async () => {
      // No text is read from the large files: their extraction is not what is measured.
      t = await buildTestApp(backend, { maxDocumentBytes: 32 * MiB, jobConcurrency: 0 })
      addr = await listen(t)
    })
    after(() => t.close())

    test('a 100 MiB export streams with memory far below its size, and unzips to the exact bytes', async () => {
      const candidateId = await newCandidate(t)
      const docs = []
      for (let i = 1; i <= 4; i++) docs.push(await bigUpload(t, addr, candidateId, 25 * MiB, `part ${i}.pdf`))
      const dir = await mkdtemp(join(tmpdir(), 'ats-export-'))
      try {
        const file = join(dir, 'export.zip')
        const baseline = process.memoryUsage.rss()
        let peak = baseline
        let length = 0
        await new Promise<void>((resolve, reject) => {
          http
            .get({ ...addr, path: `/v1/Candidates/${candidateId}/Export`, headers: { authorization: t.adminToken } }, (res) => {
              assert.equal(res.statusCode, 200)
              length = Number(res.headers['content-length'])
              res.on('data', () => (peak = Math.max(peak, process.memoryUsage.rss())))
              pipeline(res, createWriteStream(file)).then(resolve, reject)
            })
            .on('error', reject)
        })
        assert.equal((await stat(file)).size, length)
        assert.ok(length > 100 * MiB)
        const growth = (peak - baseline) / MiB
        process.stdout.write(`# RSS growth while exporting 100 MiB of documents [${backend.name}]: ${growth.toFixed(1)} MiB\n`)
        assert.ok(growth < 40, `RSS grew by ${growth.toFixed(1)} MiB`)

        const files = await unzip(file, false)
        for (const [i, doc] of docs.entries()) {
          const entry = files.get(`documents/part ${i + 1}.pdf`)
          assert.deepEqual([entry?.size, entry?.sha256], [doc.Size, doc.Sha256])
        }
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    })

    test('a client that goes away mid-file: the file being read is closed, and no other is opened', async (ctx) => {
      const root = t.app.services.stores.blobs.filesRoot
      if (root === undefined) return ctx.skip('the blobs are not files here')
      const candidateId = await newCandidate(t)
      for (const name of ['first.pdf', 'second.pdf']) await bigUpload(t, addr, candidateId, 25 * MiB, name)
      /** The files of the blob store this process holds open. */
      const openBlobs = () =>
        readdirSync('/proc/self/fd').filter((fd) => {
          try {
            return readlinkSync(`/proc/self/fd/${fd}`).startsWith(root)
          } catch {
            return false // closed meanwhile
          }
        }).length
      const before = openBlobs()
      const during = await new Promise<number>((resolve, reject) => {
        const req = http.get({ ...addr, path: `/v1/Candidates/${candidateId}/Export`, headers: { authorization: t.adminToken } }, (res) => {
          let received = 0
          res.on('data', (c: Buffer) => {
            received += c.length
            if (received > 4 * MiB && !req.destroyed) {
              const open = openBlobs()
              req.destroy()
              resolve(open)
            }
          })
        })
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)))
      })
      assert.equal(during, before + 1, 'the first file is open while it is sent')
      await waitFor(() => openBlobs() === before, 'the blob to be closed')
      assert.equal((await t.call('GET', `/v1/Candidates/${candidateId}`)).statusCode, 200)
    })

    test('bytes missing once the archive has started: the connection is cut before the archive is complete', async () => {
      const candidateId = await newCandidate(t)
      const kept = json(await uploadRaw(t, candidateId, SAMPLES.pdf.bytes))
      const lost = json(await uploadRaw(t, candidateId, SAMPLES.docx.bytes))
      const { db } = t.app.services.stores.database
      const row = await db.selectFrom('documents').select('blob_key').where('id', '=', lost.Id).executeTakeFirstOrThrow()
      await t.app.services.stores.blobs.delete(row.blob_key)

      const got = await new Promise<{ status: number; length: number; received: Buffer; cut: boolean }>((resolve, reject) => {
        http
          .get({ ...addr, path: `/v1/Candidates/${candidateId}/Export`, headers: { authorization: t.adminToken } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            const done = (cut: boolean) =>
              resolve({ status: res.statusCode!, length: Number(res.headers['content-length']), received: Buffer.concat(chunks), cut })
            res.on('end', () => done(!res.complete))
            res.on('error', () => done(true))
            res.on('close', () => done(!res.complete))
          })
          .on('error', reject)
      })
      assert.equal(got.status, 200)
      assert.ok(got.cut, 'the answer was cut off')
      assert.ok(got.received.length < got.length, `${got.received.length} of ${got.length} bytes`)
      // What arrived is no archive: no unzip tool takes it for a complete one.
      await assert.rejects(unzip(got.received))
      // The kept document's bytes had gone out before the failure; the service answers on.
      assert.ok(got.received.includes(SAMPLES.pdf.bytes))
      assert.equal((await t.call('GET', `/v1/document/${kept.Id}`)).statusCode, 200)
    })
  })
}
