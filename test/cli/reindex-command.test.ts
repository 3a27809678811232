import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, uploadRaw, waitFor } from '../helpers/documents.js'
import { bundledMain } from '../helpers/server-bundle.js'

/** `ats` run against the test app's stores, answering its exit status and output. */
async function ats(t: TestApp, ...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ATS_DATA_DIR: t.config.dataDir, ATS_LOG_LEVEL: 'silent' }
  delete env.ATS_DATABASE_URL
  delete env.ATS_BLOB_URL
  if (t.config.databaseUrl) env.ATS_DATABASE_URL = t.config.databaseUrl
  if (t.config.blobUrl) env.ATS_BLOB_URL = t.config.blobUrl
  const main = await bundledMain()
  return new Promise((resolve) => {
    execFile(process.execPath, [main, ...args], { env, encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ status: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr })
    })
  })
}

for (const backend of await backends()) {
  describe(`ats reindex [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend, { jobPollMs: 20 })
    })
    after(() => t.close())

    test("every document's text is queued to be read again, and the running service reads it", async () => {
      const ids: string[] = []
      for (const sample of [SAMPLES.pdf, SAMPLES.docx]) {
        const res = await uploadRaw(t, await newCandidate(t), sample.bytes, { disposition: `attachment; filename="${sample.name}"` })
        ids.push(json(res).Id)
      }
      const text = (id: string) => t.call('GET', `/v1/document/${id}/Text`)
      await waitFor(async () => (await Promise.all(ids.map(text))).every((r) => r.statusCode === 200), 'the texts to be read')
      // Stop this instance's workers, so the texts stay pending where the test can see them.
      await t.app.services.jobs.stop()
      const run = await ats(t, 'reindex')
      assert.equal(run.status, 0, run.stderr)
      assert.match(run.stdout, /^queued 2 documents to be read again/)
      for (const id of ids) assert.equal((await text(id)).statusCode, 409)
      t.app.services.jobs.start()
      await waitFor(async () => (await Promise.all(ids.map(text))).every((r) => r.statusCode === 200), 'the texts to be read again')
      assert.match((await text(ids[0]!)).body, /Jane Example/)
    })
  })
}
