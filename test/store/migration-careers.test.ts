import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Kysely } from 'kysely'
import type { Config } from '../../src/config.js'
import { dbErrorKind } from '../../src/store/db-errors.js'
import { openDatabase } from '../../src/store/database.js'
import { backends } from '../helpers/backends.js'
import { earlierStore, migrationBefore, migratorOf } from '../helpers/earlier-release.js'

// The schema does not depend on where documents are kept.
for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`migration 013, careers applications [${backend.name}]`, () => {
    let dispose: () => Promise<void>
    let config: Config
    const ids: Record<string, number> = {}

    before(async () => {
      // A store as the release before it left it: applications with their history, and a document.
      ;({ config, dispose } = await earlierStore(backend, migrationBefore('013-careers-applications'), async (old) => {
        const now = new Date().toISOString()
        const one = async (table: string, values: Record<string, unknown>) =>
          Number((await old.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id)
        ids.member = await one('members', { name: 'Admin', email: 'admin@example.com', role: 'admin', created_date: now })
        ids.vacancy = await one('vacancies', { title: 'V', status: 'open', created_date: now, updated_date: now })
        ids.other = await one('vacancies', { title: 'W', status: 'open', created_date: now, updated_date: now })
        ids.stage = await one('stages', { vacancy_id: ids.vacancy, name: 'Applied', name_key: 'applied', position: 1 })
        ids.otherStage = await one('stages', { vacancy_id: ids.other, name: 'Applied', name_key: 'applied', position: 1 })
        ids.candidate = await one('candidates', { first_name: 'A', last_name: 'B', created_date: now, updated_date: now })
        const application = (vacancy: number, stage: number) => ({
          candidate_id: ids.candidate,
          vacancy_id: vacancy,
          stage_id: stage,
          status: 'active',
          created_by_id: ids.member,
          created_date: now,
          updated_date: now,
        })
        ids.application = await one('applications', application(ids.vacancy, ids.stage))
        ids.deleted = await one('applications', application(ids.other, ids.otherStage))
        await old.deleteFrom('applications').where('id', '=', ids.deleted).execute()
        await one('application_history', {
          application_id: ids.application,
          to_stage_id: ids.stage,
          to_status: 'active',
          changed_by_id: ids.member,
          changed_date: now,
        })
        await old
          .insertInto('documents')
          .values({
            id: 'doc-1',
            candidate_id: ids.candidate,
            file_name: 'cv.pdf',
            content_type: 'application/pdf',
            size: 1,
            sha256: 'x',
            blob_key: 'ab/cd',
            created_by_id: ids.member,
            created_date: now,
            seq: 1,
          })
          .execute()
        assert.equal((await migratorOf(old).migrateToLatest()).error, undefined)
      }))
    })
    after(() => dispose())

    test('rows, foreign keys, unique indexes and ids are kept; the creators take null', async () => {
      const store = openDatabase(config)
      const db = store.db as unknown as Kysely<any>
      try {
        assert.deepEqual(
          (await db.selectFrom('applications').select(['id', 'created_by_id']).execute()).map((r) => [
            Number(r.id),
            Number(r.created_by_id),
          ]),
          [[ids.application, ids.member]],
        )
        assert.equal((await db.selectFrom('application_history').select('id').execute()).length, 1, 'the history was not cascaded away')
        assert.equal((await db.selectFrom('documents').select('id').execute()).length, 1)
        const now = new Date().toISOString()
        const values = {
          candidate_id: ids.candidate,
          vacancy_id: ids.other,
          stage_id: ids.otherStage,
          status: 'active',
          created_by_id: null,
          created_date: now,
          updated_date: now,
        }
        const made = Number((await db.insertInto('applications').values(values).returning('id').executeTakeFirstOrThrow()).id)
        assert.ok(made > ids.deleted!, `an id is never given twice: ${made} after ${ids.deleted}`)
        const refused = async (run: () => Promise<unknown>) => {
          try {
            await run()
          } catch (err) {
            return dbErrorKind(err)
          }
          return 'accepted'
        }
        assert.equal(await refused(() => db.insertInto('applications').values(values).execute()), 'unique')
        assert.equal(
          await refused(() =>
            db
              .insertInto('applications')
              .values({ ...values, candidate_id: 999999 })
              .execute(),
          ),
          'foreign_key',
        )
        await db
          .insertInto('application_history')
          .values({ application_id: made, to_stage_id: ids.otherStage, to_status: 'active', changed_by_id: null, changed_date: now })
          .execute()
        await db.updateTable('documents').set({ created_by_id: null }).execute()
        // Erasing the candidate still takes its applications and their history with it.
        await db.deleteFrom('documents').execute()
        await db.deleteFrom('candidates').execute()
        assert.equal((await db.selectFrom('application_history').select('id').execute()).length, 0)
      } finally {
        await store.close()
      }
    })
  })
}
