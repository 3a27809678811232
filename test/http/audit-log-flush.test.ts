import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, mock, test } from 'node:test'
import { sql } from 'kysely'
import { buildApp } from '../../src/app.js'
import type { AuditedRead } from '../../src/domain/changes/audit.js'
import { AuditLog } from '../../src/domain/changes/audit-log.js'
import { makeConfig } from '../../src/config.js'
import { bootstrapAdmin } from '../../src/domain/members/members.js'
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
        const db = t.app.services.stores.database.db
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

    test('past the reads it may keep while the store refuses them, the oldest are dropped and the rest written with their own ids', async () => {
      const log = captureLog()
      const t = await buildTestApp(backend)
      try {
        const db = t.app.services.stores.database.db
        const auditLog = new AuditLog(db, log.logger, { flushMs: 60_000, maxPending: 3 })
        const note = { action: 'read', resourceType: 'note', candidateId: 1, resourceId: null } as const
        const flag = { action: 'read', resourceType: 'flag', candidateId: 1, resourceId: null } as const
        // Ids of different lengths, so that dropping the oldest must find where the kept ones start; what was read
        // changes too, so that it must be found again for the reads kept.
        for (const [id, what] of [
          ['overflow-a', note],
          ['overflow-bb', flag],
          ['overflow-ccc', note],
        ] as const)
          auditLog.read(what, { memberId: 1, tokenId: null }, id)
        await sql`alter table audit_events rename to audit_events_away`.execute(db)
        await assert.rejects(auditLog.flush())
        for (const [id, what] of [
          ['overflow-dddd', flag],
          ['overflow-e', flag],
        ] as const)
          auditLog.read(what, { memberId: 1, tokenId: 2 }, id)
        await assert.rejects(auditLog.flush())
        assert.ok(log.lines.some((l) => l.msg === 'audit rows of reads dropped: the store refused them for too long' && l.dropped === 2))
        await sql`alter table audit_events_away rename to audit_events`.execute(db)
        await auditLog.flush()
        const rows = await db
          .selectFrom('audit_events')
          .select(['request_id', 'token_id', 'resource_type'])
          .where('request_id', 'like', 'overflow-%')
          .orderBy('id')
          .execute()
        assert.deepEqual(
          rows.map((r) => [r.request_id, r.token_id === null ? null : Number(r.token_id), r.resource_type]),
          [
            ['overflow-ccc', null, 'note'],
            ['overflow-dddd', 2, 'flag'],
            ['overflow-e', 2, 'flag'],
          ],
        )
        await auditLog.close()
      } finally {
        await t.close()
      }
    })

    test('a batch larger than one statement holds (6,000 reads: more than either engine writes at once) is written whole, in order', async () => {
      const t = await buildTestApp(backend)
      try {
        const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Many', LastName: 'Reads' })).Id
        await t.app.services.auditLog.flush()
        const before = Date.now()
        const count = 6000
        for (let i = 0; i < count; i++) {
          // Every third read is a console session's (no token); the resource id alternates between a number and a document's text id.
          const what = { action: 'read', resourceType: 'candidate', candidateId: cid, resourceId: i % 2 ? i : `doc-${i}` } as const
          t.app.services.auditLog.read(what, { memberId: 1, tokenId: i % 3 ? 7 : null }, `batch-${i}`)
        }
        await t.app.services.auditLog.flush()
        const rows = await t.app.services.stores.database.db
          .selectFrom('audit_events')
          .selectAll()
          .where('request_id', 'like', 'batch-%')
          .orderBy('id')
          .execute()
        assert.equal(rows.length, count)
        rows.forEach((row, i) => {
          assert.equal(row.request_id, `batch-${i}`)
          assert.equal(row.resource_id, i % 2 ? String(i) : `doc-${i}`)
          assert.equal(row.token_id === null ? null : Number(row.token_id), i % 3 ? 7 : null)
          assert.equal(Number(row.member_id), 1)
          assert.equal(Number(row.candidate_id), cid)
          assert.equal(row.action, 'read')
          assert.equal(row.resource_type, 'candidate')
          assert.ok(Date.parse(row.date) >= before - 1000 && new Date(Date.parse(row.date)).toISOString() === row.date, row.date)
        })
      } finally {
        await t.close()
      }
    })

    test('repeated reads, written as runs, keep their order, ids and dates, around runs cut short and among single reads', async () => {
      const t = await buildTestApp(backend)
      try {
        await t.app.services.auditLog.flush()
        type Read = readonly [what: AuditedRead, memberId: number, tokenId: number | null, requestId: string]
        const kept: AuditedRead = { action: 'read', resourceType: 'candidate', candidateId: 4, resourceId: 4 }
        const reads: Read[] = []
        const repeat = (n: number, read: (i: number) => Read) => {
          for (let i = 0; i < n; i++) reads.push(read(i))
        }
        // A kept answer's one object, then the framework path's equal ones, then another token.
        repeat(20, (i) => [kept, 1, 7, `same-${String(i).padStart(3, '0')}`])
        repeat(12, (i) => [{ ...kept }, 1, 7, `equal-${String(i).padStart(3, '0')}`])
        repeat(9, (i) => [kept, 1, null, `session-${i}`])
        // Single reads, and a run too short to be one: request ids of changing length cut it.
        repeat(5, (i) => [{ action: 'read', resourceType: 'note', candidateId: i, resourceId: null }, 2, 8, `single-${i}`])
        repeat(10, (i) => [kept, 1, 7, i % 2 ? `odd-${i}` : `even-${i}x`])
        // Past the most rows a statement of a run holds.
        repeat(10_500, (i) => [kept, 3, 9, `long-${String(i).padStart(5, '0')}`])
        repeat(8, (i) => [{ action: 'read', resourceType: 'document', candidateId: 4, resourceId: 'doc-a' }, 1, 7, `doc-${i}`])
        // The dates cross a second inside a run: the part up to the second changes there.
        const start = Date.UTC(2026, 10, 27, 12, 0, 59, 990)
        mock.timers.enable({ apis: ['Date'], now: start })
        try {
          for (const [what, memberId, tokenId, requestId] of reads) {
            t.app.services.auditLog.read(what, { memberId, tokenId }, requestId)
            mock.timers.tick(1)
          }
        } finally {
          mock.timers.reset()
        }
        await t.app.services.auditLog.flush()
        const rows = await t.app.services.stores.database.db
          .selectFrom('audit_events')
          .selectAll()
          .where('date', '>=', new Date(start).toISOString())
          .where('action', '=', 'read')
          .orderBy('id')
          .execute()
        assert.equal(rows.length, reads.length)
        rows.forEach((row, i) => {
          const [what, memberId, tokenId, requestId] = reads[i]!
          const got = [row.request_id, row.date, Number(row.member_id), row.token_id === null ? null : Number(row.token_id)]
          assert.deepEqual(got, [requestId, new Date(start + i).toISOString(), memberId, tokenId], `row ${i}`)
          assert.deepEqual(
            [row.action, row.resource_type, row.candidate_id === null ? null : Number(row.candidate_id), row.resource_id],
            [what.action, what.resourceType, what.candidateId, what.resourceId === null ? null : String(what.resourceId)],
            `row ${i}`,
          )
        })
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
