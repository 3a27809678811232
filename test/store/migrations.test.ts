import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../src/app.js'
import type { Config } from '../../src/config.js'
import { generateToken } from '../../src/domain/access/tokens.js'
import { openDatabase } from '../../src/store/database.js'
import { openBlobStore } from '../../src/store/blobs/open-blob-store.js'
import { backends } from '../helpers/backends.js'
import { SAMPLES, waitFor } from '../helpers/documents.js'
import { earlierStore, insertMember, migratorOf } from '../helpers/earlier-release.js'

// The schema does not depend on where documents are kept.
for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`migration 002, the issuer of a token [${backend.name}]`, () => {
    let dispose: () => Promise<void>
    let config: Config
    const oldSecret = generateToken()

    before(async () => {
      // A store as the first release left it: schema 001, an admin and a token without an expiry.
      ;({ config, dispose } = await earlierStore(backend, '001-initial', async (old) => {
        const now = new Date().toISOString()
        const id = await insertMember(old, {
          name: 'Old Admin',
          email: 'old@example.com',
          role: 'admin',
          secret: oldSecret,
          scopes: 'admin',
          now,
        })
        await old.updateTable('tokens').set({ expires_date: null, revoked_date: null }).where('member_id', '=', id).execute()
      }))
    })
    after(() => dispose())

    test('the service migrates at start; a token issued before keeps working, with no issuer and no new expiry', async () => {
      const app = await buildApp(config)
      try {
        const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
          app.inject({ method, url, headers: { authorization: oldSecret }, ...(payload && { payload }) })
        const [admin] = JSON.parse((await call('GET', '/v1/Members')).body)
        const [old] = JSON.parse((await call('GET', `/v1/Members/${admin.Id}/Tokens`)).body)
        assert.equal(old.CreatedById, null)
        assert.equal(old.ExpiresDate, null)
        const issued = await call('POST', `/v1/Members/${admin.Id}/Tokens`, { Scopes: ['admin'] })
        assert.equal(issued.statusCode, 201, issued.body)
        assert.equal(JSON.parse(issued.body).CreatedById, admin.Id)
      } finally {
        await app.close()
      }
    })

    test('it can be undone and done again', async () => {
      const store = openDatabase(config)
      const { db } = store
      const close = () => store.close()
      const migrator = migratorOf(db)
      try {
        const columns = async () => (await db.introspection.getTables()).find((t) => t.name === 'tokens')!.columns.map((c) => c.name)
        assert.ok((await columns()).includes('created_by_id'))
        assert.equal((await migrator.migrateTo('002-token-issuer')).error, undefined)
        assert.equal((await migrator.migrateDown()).error, undefined)
        assert.ok(!(await columns()).includes('created_by_id'))
        assert.equal((await migrator.migrateToLatest()).error, undefined)
        assert.ok((await columns()).includes('created_by_id'))
      } finally {
        await close()
      }
    })
  })
}

for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`migration 003, hiring pipelines [${backend.name}]`, () => {
    let dispose: () => Promise<void>
    let config: Config
    let vacancyId: number
    const secret = generateToken()

    before(async () => {
      // A store as the release before pipelines left it: a vacancy with no stages, no team, no UpdatedDate.
      ;({ config, dispose } = await earlierStore(backend, '002-token-issuer', async (old) => {
        const now = new Date(Date.now() - 60_000).toISOString()
        await insertMember(old, { name: 'Admin', email: 'admin@example.com', role: 'admin', secret, scopes: 'admin', now })
        const [vacancy] = await old
          .insertInto('vacancies')
          .values({ title: 'Older vacancy', status: 'open', created_date: now })
          .returning('id')
          .execute()
        vacancyId = Number(vacancy!.id)
      }))
    })
    after(() => dispose())

    test('a vacancy that existed gets the first stages, an empty team and UpdatedDate = CreatedDate, and takes applications', async () => {
      const app = await buildApp(config)
      try {
        const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
          app.inject({ method, url, headers: { authorization: secret }, ...(payload && { payload }) })
        const v = JSON.parse((await call('GET', `/v1/Vacancies/${vacancyId}`)).body)
        assert.equal(v.UpdatedDate, v.CreatedDate)
        const stages = JSON.parse((await call('GET', `/v1/Vacancies/${vacancyId}/Stages`)).body)
        assert.deepEqual(
          stages.map((s: any) => [s.Name, s.Position]),
          [
            ['Applied', 1],
            ['Screening', 2],
            ['Interview', 3],
            ['Offer', 4],
          ],
        )
        assert.deepEqual(JSON.parse((await call('GET', `/v1/Vacancies/${vacancyId}/HiringTeam`)).body), [])
        const c = JSON.parse((await call('POST', '/v1/Candidates', { FirstName: 'A', LastName: 'B' })).body)
        const a = await call('POST', `/v1/Candidates/${c.Id}/Applications`, { VacancyId: vacancyId })
        assert.equal(a.statusCode, 201, a.body)
        assert.equal(JSON.parse(a.body).StageId, stages[0].Id)
      } finally {
        await app.close()
      }
    })

    test('it can be undone and done again', async () => {
      const store = openDatabase(config)
      const migrator = migratorOf(store.db)
      const tables = async () => (await store.db.introspection.getTables()).map((t) => t.name)
      try {
        assert.ok((await tables()).includes('applications'))
        assert.equal((await migrator.migrateTo('003-pipelines')).error, undefined)
        assert.ok(!(await tables()).includes('sessions'))
        assert.equal((await migrator.migrateDown()).error, undefined)
        assert.ok(!(await tables()).includes('applications'))
        assert.ok(!(await tables()).includes('stages'))
        assert.equal((await migrator.migrateToLatest()).error, undefined)
        assert.ok((await tables()).includes('application_history'))
        assert.ok((await tables()).includes('sessions'))
      } finally {
        await store.close()
      }
    })
  })
}

for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`migration 006, the text of documents [${backend.name}]`, () => {
    let dispose: () => Promise<void>
    let config: Config
    const secret = generateToken()
    const documentId = 'D'.repeat(26)

    before(async () => {
      // A store as the release before text extraction left it: a candidate with a CV, and its bytes.
      ;({ config, dispose } = await earlierStore(
        backend,
        '005-jobs',
        async (old, configured) => {
          const now = new Date(Date.now() - 60_000).toISOString()
          const memberId = await insertMember(old, {
            name: 'Admin',
            email: 'admin@example.com',
            role: 'admin',
            secret,
            scopes: 'admin',
            now,
          })
          const [candidate] = await old
            .insertInto('candidates')
            .values({ first_name: 'Olga', last_name: 'Older', created_date: now, updated_date: now })
            .returning('id')
            .execute()
          const blobs = await openBlobStore(configured)
          await blobs.put('older-cv', Readable.from([SAMPLES.pdf.bytes]))
          await old
            .insertInto('documents')
            .values({
              id: documentId,
              candidate_id: candidate!.id,
              file_name: 'cv.pdf',
              content_type: 'application/pdf',
              size: SAMPLES.pdf.bytes.length,
              sha256: 'x',
              blob_key: 'older-cv',
              created_by_id: memberId,
              created_date: now,
              seq: 1,
            })
            .execute()
          await old.updateTable('candidates').set({ document_id: documentId }).execute()
        },
        { jobPollMs: 20 },
      ))
    })
    after(() => dispose())

    test('a document stored before it is queued by the migration, and its text is read', async () => {
      const app = await buildApp(config)
      try {
        const text = () => app.inject({ method: 'GET', url: `/v1/document/${documentId}/Text`, headers: { authorization: secret } })
        await waitFor(async () => (await text()).statusCode === 200, 'the older document to be read')
        assert.match((await text()).body, /Jane Example/)
      } finally {
        await app.close()
      }
    })
  })
}

for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`migration 007, search [${backend.name}]`, () => {
    let dispose: () => Promise<void>
    let config: Config
    const secret = generateToken()
    const documentId = 'E'.repeat(26)

    before(async () => {
      // A store as the release before search left it: a candidate with an email, a note and a CV whose text was read.
      ;({ config, dispose } = await earlierStore(backend, '006-document-texts', async (old) => {
        const now = new Date(Date.now() - 60_000).toISOString()
        const memberId = await insertMember(old, { name: 'Admin', email: 'admin@example.com', role: 'admin', secret, scopes: 'admin', now })
        const [candidate] = await old
          .insertInto('candidates')
          .values({ first_name: 'Zoë', last_name: 'Older', email: 'zoe@older.example', created_date: now, updated_date: now })
          .returning('id')
          .execute()
        await old
          .insertInto('notes')
          .values({
            candidate_id: candidate!.id,
            send_to_hiring_team: 0,
            note: 'Knows Kubernetes',
            private: 0,
            created_by_id: memberId,
            created_date: now,
            updated_date: now,
          })
          .execute()
        await old
          .insertInto('documents')
          .values({
            id: documentId,
            candidate_id: candidate!.id,
            file_name: 'cv.pdf',
            content_type: 'application/pdf',
            size: 1,
            sha256: 'x',
            blob_key: 'older-cv',
            created_by_id: memberId,
            created_date: now,
            seq: 1,
          })
          .execute()
        await old
          .insertInto('document_texts')
          .values({
            document_id: documentId,
            candidate_id: candidate!.id,
            status: 'done',
            text: 'Speaks fluent German',
            failure: null,
            updated_date: now,
          })
          .execute()
      }))
    })
    after(() => dispose())

    test('names, emails, notes and texts stored before it are searchable', async () => {
      const app = await buildApp(config)
      try {
        const search = async (q: string) => {
          const res = await app.inject({ method: 'GET', url: `/v1/Search?q=${encodeURIComponent(q)}`, headers: { authorization: secret } })
          assert.equal(res.statusCode, 200, res.body)
          return (JSON.parse(res.body) as Array<{ Matches: Array<{ Field: string }> }>).flatMap((r) => r.Matches.map((m) => m.Field)).sort()
        }
        assert.deepEqual(await search('zoe older.example kubernetes german'), ['Document', 'Email', 'Name', 'Note'])
      } finally {
        await app.close()
      }
    })

    test('it can be undone and done again', async () => {
      const store = openDatabase(config)
      const migrator = migratorOf(store.db)
      const tables = async () => (await store.db.introspection.getTables()).map((t) => t.name)
      try {
        assert.equal((await migrator.migrateToLatest()).error, undefined)
        assert.ok((await tables()).includes('search_entries'))
        // 008 (events) is undone first, then 007.
        assert.ok((await tables()).includes('events'))
        assert.equal((await migrator.migrateTo('007-search')).error, undefined)
        assert.ok(!(await tables()).includes('events'))
        assert.ok((await tables()).includes('search_entries'))
        assert.equal((await migrator.migrateDown()).error, undefined)
        assert.ok(!(await tables()).includes('search_entries'))
        assert.ok(!(await tables()).includes('search_snapshots'))
        assert.equal((await migrator.migrateToLatest()).error, undefined)
        const entries = await store.db.selectFrom('search_entries').select('field').execute()
        assert.deepEqual(entries.map((e) => e.field).sort(), ['Document', 'Email', 'Name', 'Note'])
        assert.ok((await tables()).includes('events'))
      } finally {
        await store.close()
      }
    })
  })
}
