import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { makeConfig } from '../../src/config.js'
import { openDatabase } from '../../src/store/database.js'
import { jobsOfKind } from '../../src/store/repositories/job.repository.js'
import { backends } from '../helpers/backends.js'
import { SAMPLES, waitFor } from '../helpers/documents.js'
import { endlessPdf } from '../helpers/extraction-files.js'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js'

const TOKEN = 'ats_' + 'extractioncrash'.padEnd(40, 'x')

/**
 * Text extraction survives the death of the instance doing it: the service
 * runs as a child process and is killed with SIGKILL while a worker thread
 * reads an endless PDF and a CV waits its turn. After a restart the CV's
 * job, committed but never run, runs; the endless PDF's, claimed by the
 * dead instance, is taken over once its lease has passed, and fails at the
 * restarted instance's deadline, as a file's own fault (422), not silently.
 */
for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`extraction across a crash [${backend.name}]`, () => {
    test('a job claimed by a killed instance is run again after the restart, and one never started runs too', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ats-extraction-crash-'))
      const database = await backend.database()
      const env: Record<string, string> = {
        ATS_DATA_DIR: dir,
        ATS_BOOTSTRAP_TOKEN: TOKEN,
        ATS_JOB_POLL_MS: '20',
        ATS_JOB_LEASE_SECONDS: '1',
        ...(database.databaseUrl && { ATS_DATABASE_URL: database.databaseUrl }),
      }
      const store = openDatabase(makeConfig({ dataDir: dir, databaseUrl: database.databaseUrl }))
      let server: ServerProcess | undefined
      try {
        server = await startServerProcess(env, { bundled: true })
        const call = (s: ServerProcess, method: string, path: string, body?: Buffer | object, headers: Record<string, string> = {}) =>
          fetch(s.url + path, {
            method,
            headers: { authorization: TOKEN, ...(body && !Buffer.isBuffer(body) && { 'content-type': 'application/json' }), ...headers },
            body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
          })
        const created = await call(server, 'POST', '/v1/Candidates', { FirstName: 'Ada', LastName: 'Crash' })
        assert.equal(created.status, 201)
        const { Id: candidateId } = (await created.json()) as { Id: number }
        const upload = async (bytes: Buffer, name: string) => {
          const res = await call(server!, 'POST', `/v1/Candidates/${candidateId}/Document`, bytes, {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${name}"`,
          })
          assert.equal(res.status, 201)
          return ((await res.json()) as { Id: string }).Id
        }
        const endless = await upload(endlessPdf(), 'endless.pdf')
        await waitFor(
          async () => (await jobsOfKind(store.db, 'extract_text')).some((j) => j.state === 'running'),
          'the endless PDF to be claimed',
        )
        const cv = await upload(SAMPLES.pdf.bytes, 'cv.pdf')
        // One worker, busy with the endless PDF: the CV waits, committed and queued.
        assert.equal((await call(server, 'GET', `/v1/document/${cv}/Text`)).status, 409)
        assert.equal(await server.stop('SIGKILL'), null)

        server = await startServerProcess({ ...env, ATS_EXTRACTION_TIMEOUT_SECONDS: '2' }, { bundled: true })
        const text = async (id: string) => call(server!, 'GET', `/v1/document/${id}/Text`)
        await waitFor(async () => (await text(cv)).status === 200, 'the queued CV to be read after the restart', 60_000)
        assert.match(await (await text(cv)).text(), /Jane Example/)
        await waitFor(async () => (await text(endless)).status === 422, 'the endless PDF to be taken over and fail', 60_000)
        const row = await store.db
          .selectFrom('document_texts')
          .select(['status', 'failure'])
          .where('document_id', '=', endless)
          .executeTakeFirst()
        assert.deepEqual(row, { status: 'failed', failure: 'timeout' })
        assert.deepEqual(await jobsOfKind(store.db, 'extract_text'), [], 'both jobs finished')
      } finally {
        await server?.stop('SIGKILL')
        await store.close()
        await database.drop()
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })
}
