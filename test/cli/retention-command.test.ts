import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { bundledMain } from '../helpers/server-bundle.js'
import { everyRow } from '../helpers/store-snapshot.js'

/** `ats` run against the test app's stores, answering its exit status and output. */
async function ats(t: TestApp, args: string[], extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, ATS_DATA_DIR: t.config.dataDir, ATS_LOG_LEVEL: 'silent', ...extraEnv }
  delete env.ATS_DATABASE_URL
  delete env.ATS_BLOB_URL
  if (t.config.databaseUrl) env.ATS_DATABASE_URL = t.config.databaseUrl
  if (t.config.blobUrl) env.ATS_BLOB_URL = t.config.blobUrl
  const main = await bundledMain()
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [main, ...args], { env, encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ status: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr })
    })
  })
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

/** Moves every date held about the candidate `days` into the past, as if nothing had happened to it since. */
async function backdate(t: TestApp, candidateId: number, days: number): Promise<void> {
  const db = t.app.services.stores.database.db
  const at = daysAgo(days)
  await db.updateTable('candidates').set({ created_date: at, updated_date: at }).where('id', '=', candidateId).execute()
  await db.updateTable('notes').set({ created_date: at, updated_date: at }).where('candidate_id', '=', candidateId).execute()
  await db.updateTable('flags').set({ created_date: at }).where('candidate_id', '=', candidateId).execute()
  await db.updateTable('documents').set({ created_date: at }).where('candidate_id', '=', candidateId).execute()
  await db.updateTable('submissions').set({ submitted_date: at }).where('candidate_id', '=', candidateId).execute()
  await db.updateTable('consents').set({ given_date: at }).where('candidate_id', '=', candidateId).execute()
  await db.updateTable('emails').set({ created_date: at }).where('candidate_id', '=', candidateId).execute()
  const applications = db.selectFrom('applications').select('id').where('candidate_id', '=', candidateId)
  await db.updateTable('application_history').set({ changed_date: at }).where('application_id', 'in', applications).execute()
  await db.updateTable('applications').set({ created_date: at, updated_date: at }).where('candidate_id', '=', candidateId).execute()
}

for (const backend of await backends()) {
  describe(`ats retention [${backend.name}]`, () => {
    let t: TestApp
    let job: { Id: number }
    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
      job = json(
        await t.call('POST', '/v1/Vacancies', undefined, {
          Title: 'Archivist',
          Location: 'Lyon',
          Description: 'The role.',
          Published: true,
        }),
      )
    })
    after(() => t.close())

    const candidate = async (FirstName: string) => {
      const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName, LastName: 'Example', Email: `${FirstName}@example.com` })
      assert.equal(res.statusCode, 201, res.body)
      return json(res).Id as number
    }
    /** A candidate who applied on the careers site, with a retention consent or without. */
    const applicant = async (FirstName: string, retention: boolean) => {
      const fields = applicantFields({ FirstName, ...(retention && { RetentionConsent: 'true' }) })
      assert.equal((await applyTo(t, job.Id, applicationParts(fields))).statusCode, 201)
      return json(await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(fields.Email!)}`))[0].Id as number
    }

    test('a dry run reports and changes nothing; the run erases the inactive only, and reports the same', async () => {
      // Inactive for 400 days, with a note and a document: erased.
      const idle = await candidate('Idle')
      const upload = await uploadRaw(t, idle, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="cv.pdf"' })
      assert.equal(upload.statusCode, 201, upload.body)
      assert.equal((await t.call('POST', `/v1/Candidates/${idle}/Notes`, undefined, { Note: 'old news' })).statusCode, 201)
      const idleBlob = (
        await t.app.services.stores.database.db
          .selectFrom('documents')
          .select('blob_key')
          .where('candidate_id', '=', idle)
          .executeTakeFirstOrThrow()
      ).blob_key
      // Its record untouched for 400 days, but a note written today: kept.
      const noted = await candidate('Noted')
      // Its record untouched for 400 days, but its application moved today: kept.
      const moved = await candidate('Moved')
      const application = json(await t.call('POST', `/v1/Candidates/${moved}/Applications`, undefined, { VacancyId: job.Id }))
      // Applied 400 days ago with retention consent: kept for 730 days.
      const consented = await applicant('Consented', true)
      // Applied 800 days ago with retention consent, long expired: erased.
      const expired = await applicant('Expired', true)
      // Applied 400 days ago without it: erased.
      const unconsented = await applicant('Unconsented', false)
      // Anonymized 400 days ago: nothing personal left, kept for the statistics.
      const anonymized = await candidate('Anonymous')
      assert.equal((await t.call('POST', `/v1/Candidates/${anonymized}/Anonymize`)).statusCode, 200)
      // Active today: kept.
      const fresh = await candidate('Fresh')

      await jobsSettled(t)
      for (const id of [idle, noted, moved, consented, unconsented, anonymized]) await backdate(t, id, 400)
      await backdate(t, expired, 800)
      assert.equal((await t.call('POST', `/v1/Candidates/${noted}/Notes`, undefined, { Note: 'called today' })).statusCode, 201)
      const stages = json(await t.call('GET', `/v1/Vacancies/${job.Id}/Stages`))
      const move = await t.call('POST', `/v1/Applications/${application.Id}/Move`, undefined, { StageId: stages[1].Id })
      assert.equal(move.statusCode, 200, move.body)

      const dueIds = [idle, expired, unconsented].sort((a, b) => a - b)
      const report = [
        `${dueIds.length} candidates with no change for 365 days: ${dueIds.join(', ')}`,
        'kept 1 inactive candidates for their retention consent (given within 730 days)',
        'kept 1 inactive candidates anonymized already',
      ]
      await t.app.services.auditLog.flush()
      // Every row but the rate limits' counts, which this test's own API requests move (once a second, in batches).
      const held = async () => {
        const { tables, blobs } = await everyRow(t.app.services.stores)
        delete tables.rate_limits
        return { tables, blobs }
      }
      const before = await held()
      const dry = await ats(t, ['retention', '--inactive-days', '365', '--dry-run'])
      assert.equal(dry.status, 0, dry.stderr)
      assert.equal(dry.stdout, [`would erase ${report[0]}`, report[1], report[2], 'dry run: nothing was changed', ''].join('\n'))
      assert.deepEqual(await held(), before, 'the dry run changed nothing')

      // A shorter consent window (ATS_RETENTION_CONSENT_DAYS) lets the consent of 400 days ago lapse.
      const short = await ats(t, ['retention', '--inactive-days', '365', '--dry-run'], { ATS_RETENTION_CONSENT_DAYS: '300' })
      assert.equal(short.status, 0, short.stderr)
      const withConsented = [...dueIds, consented].sort((a, b) => a - b)
      assert.match(short.stdout, new RegExp(`^would erase 4 candidates with no change for 365 days: ${withConsented.join(', ')}\n`))
      assert.match(short.stdout, /kept 0 inactive candidates for their retention consent \(given within 300 days\)/)

      const run = await ats(t, ['retention', '--inactive-days', '365'])
      assert.equal(run.status, 0, run.stderr)
      assert.equal(run.stdout, [`erased ${report[0]}`, report[1], report[2], ''].join('\n'))
      for (const id of dueIds) assertProblem(await t.call('GET', `/v1/Candidates/${id}`), 404, 'candidate_not_found')
      for (const id of [noted, moved, consented, anonymized, fresh])
        assert.equal((await t.call('GET', `/v1/Candidates/${id}`)).statusCode, 200)
      const blobs: string[] = []
      for await (const b of t.app.services.stores.blobs.list()) blobs.push(b.key)
      assert.ok(!blobs.includes(idleBlob), "the erased candidate's document bytes are gone")
      const deletions = json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).filter((e) => e.Type === 'candidate.deleted')
      assert.deepEqual(
        deletions.map((e) => [e.CandidateId, e.ActorId]),
        dueIds.map((id) => [id, null]),
      )

      const again = await ats(t, ['retention', '--inactive-days', '365'])
      assert.equal(again.status, 0, again.stderr)
      assert.match(again.stdout, /^erased 0 candidates with no change for 365 days\n/)
    })

    test('--inactive-days is required and a whole number of days', async () => {
      for (const args of [[], ['--inactive-days', '0'], ['--inactive-days', '1.5'], ['--inactive-days', 'soon']]) {
        const run = await ats(t, ['retention', ...args])
        assert.notEqual(run.status, 0, args.join(' '))
        assert.match(run.stderr, /inactive-days/)
      }
    })
  })
}
