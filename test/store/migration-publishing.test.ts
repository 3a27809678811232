import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../src/app.js'
import type { Config } from '../../src/config.js'
import { generateToken } from '../../src/domain/access/tokens.js'
import { openDatabase } from '../../src/store/database.js'
import { backends } from '../helpers/backends.js'
import { earlierStore, insertMember, migrationBefore, migratorOf } from '../helpers/earlier-release.js'

/** The release before publishing ran exactly the migrations listed before it. */
const previous = migrationBefore('012-publishing')

// The schema does not depend on where documents are kept.
for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`migration 012, publishing [${backend.name}]`, () => {
    let dispose: () => Promise<void>
    let config: Config
    let vacancyId: number
    let applicationId: number
    const secret = generateToken()

    before(async () => {
      // A store as the release before publishing left it: a vacancy with an application.
      ;({ config, dispose } = await earlierStore(backend, previous, async (old) => {
        const now = new Date(Date.now() - 60_000).toISOString()
        const one = async (table: string, values: Record<string, unknown>) =>
          Number((await old.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id)
        const member = await insertMember(old, { name: 'Admin', email: 'admin@example.com', role: 'admin', secret, scopes: 'admin', now })
        vacancyId = await one('vacancies', { title: 'Older vacancy', status: 'open', created_date: now, updated_date: now })
        const stage = await one('stages', { vacancy_id: vacancyId, name: 'Applied', name_key: 'applied', position: 1 })
        const candidate = await one('candidates', { first_name: 'A', last_name: 'B', created_date: now, updated_date: now })
        applicationId = await one('applications', {
          candidate_id: candidate,
          vacancy_id: vacancyId,
          stage_id: stage,
          status: 'active',
          created_by_id: member,
          created_date: now,
          updated_date: now,
        })
      }))
    })
    after(() => dispose())

    test('a vacancy that existed is unpublished, with no location or description; an application has no source', async () => {
      const app = await buildApp(config)
      try {
        const get = async (url: string) => JSON.parse((await app.inject({ url, headers: { authorization: secret } })).body)
        const v = await get(`/v1/Vacancies/${vacancyId}`)
        assert.deepEqual([v.Location, v.Description, v.Published], ['', '', false])
        assert.deepEqual(await get('/v1/Jobs'), [])
        assert.equal((await get(`/v1/Applications/${applicationId}`)).Source, null)
        // Published now: its date is the moment it was published, not the migration's.
        const put = await app.inject({
          method: 'PUT',
          url: `/v1/Vacancies/${vacancyId}`,
          headers: { authorization: secret },
          payload: { Published: true, Location: 'Lyon', Description: 'The role.' },
        })
        assert.equal(put.statusCode, 200, put.body)
        assert.equal((await get(`/v1/Jobs/${vacancyId}`)).PublishedDate, JSON.parse(put.body).UpdatedDate)
      } finally {
        await app.close()
      }
    })

    test('it can be undone and done again', async () => {
      const store = openDatabase(config)
      const migrator = migratorOf(store.db)
      const columns = async (table: string) =>
        (await store.db.introspection.getTables()).find((t) => t.name === table)!.columns.map((c) => c.name)
      try {
        assert.ok((await columns('vacancies')).includes('published_date'))
        assert.equal((await migrator.migrateTo(previous)).error, undefined)
        for (const c of ['location', 'description', 'published', 'published_date']) assert.ok(!(await columns('vacancies')).includes(c), c)
        assert.ok(!(await columns('applications')).includes('source'))
        assert.equal((await migrator.migrateToLatest()).error, undefined)
        assert.ok((await columns('applications')).includes('source'))
        assert.ok((await columns('vacancies')).includes('location'))
      } finally {
        await store.close()
      }
    })
  })
}
