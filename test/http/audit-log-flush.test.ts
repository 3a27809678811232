import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildApp } from '../../src/app.js'
import { makeConfig } from '../../src/config.js'
import { bootstrapAdmin } from '../../src/domain/members.js'
import { openStores } from '../../src/store/stores.js'
import { buildTestApp, json } from '../helpers/app.js'
import { auditRows } from '../helpers/audit.js'
import { backends } from '../helpers/backends.js'
import { waitFor } from '../helpers/documents.js'
import { captureLog } from '../helpers/log-capture.js'

for (const backend of await backends()) {
  describe(`writing the audit rows of reads [${backend.name}]`, () => {
    test('rows the store refuses are logged, kept and written once it takes them again', async () => {
      const log = captureLog()
      const t = await buildTestApp(backend, {}, { logger: log.logger })
      try {
        const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Refused', LastName: 'Once' })).Id
        const db = t.app.stores.database.db
        await sql`alter table audit_events rename to audit_events_away`.execute(db)
        assert.equal((await t.call('GET', `/v1/Candidates/${cid}`, undefined, undefined, { 'x-request-id': 'kept-read' })).statusCode, 200)
        const warning = await log.waitFor((l) => l.msg === 'audit rows of reads not written yet; trying again')
        assert.equal(warning.pending, 1)
        // The service goes on answering meanwhile.
        assert.equal((await t.call('GET', `/v1/Candidates/${cid}`)).statusCode, 200)
        await sql`alter table audit_events_away rename to audit_events`.execute(db)
        await waitFor(async () => {
          const rows = await db.selectFrom('audit_events').select('request_id').where('action', '=', 'read').execute()
          return rows.some((r) => r.request_id === 'kept-read')
        }, 'the retried write')
        assert.ok(!JSON.stringify(log.lines).includes('Refused'), 'no name in the log')
        assert.equal((await auditRows(t, `CandidateId=${cid}`)).filter((r) => r.Action === 'read').length, 2)
      } finally {
        await t.close()
      }
    })

    test('closing the app writes the rows of the reads it answered', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ats-audit-close-'))
      const database = await backend.database()
      const blobs = await backend.blobs?.()
      const config = makeConfig({
        dataDir: dir,
        logLevel: 'silent',
        databaseUrl: database.databaseUrl,
        blobUrl: blobs?.blobUrl,
        webDir: join(dir, 'none'),
      })
      const stores = await openStores(config)
      try {
        const app = await buildApp(config, { stores })
        const token = (await bootstrapAdmin(stores.database.db))!.token
        const headers = { authorization: token }
        const created = await app.inject({
          method: 'POST',
          url: '/v1/Candidates',
          headers,
          payload: { FirstName: 'Last', LastName: 'Read' },
        })
        for (let i = 0; i < 3; i++)
          assert.equal((await app.inject({ method: 'GET', url: `/v1/Candidates/${json(created).Id}`, headers })).statusCode, 200)
        await app.close()
        const rows = await stores.database.db.selectFrom('audit_events').select('action').orderBy('id').execute()
        assert.deepEqual(
          rows.map((r) => r.action),
          ['create', 'read', 'read', 'read'],
        )
      } finally {
        await stores.close()
        await database.drop()
        await blobs?.drop()
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })
}
