import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../src/app.js'
import type { Config } from '../../src/config.js'
import { generateToken } from '../../src/domain/access/tokens.js'
import { backends } from '../helpers/backends.js'
import { openDatabase } from '../../src/store/database.js'
import { earlierStore, insertMember, migratorOf } from '../helpers/earlier-release.js'

// The schema does not depend on where documents are kept.
for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`migration 011, the subjects of events [${backend.name}]`, () => {
    let dispose: () => Promise<void>
    let config: Config
    const author = generateToken()
    const other = generateToken()
    let ids: { candidate: number; vacancy: number; authorId: number; shared: number; gone: number }

    before(async () => {
      // A store as the event log's first release left it: the events of a note shared with all, of a
      // private note since deleted (its deletion `{Id}` only), and of an application.
      ;({ config, dispose } = await earlierStore(backend, '008-events', async (old) => {
        const now = new Date().toISOString()
        const scopes = 'candidates:read notes:read'
        const member = (email: string, secret: string) => insertMember(old, { name: email, email, role: 'recruiter', secret, scopes, now })
        const authorId = await member('author@example.com', author)
        await member('other@example.com', other)
        const [c] = await old
          .insertInto('candidates')
          .values({ first_name: 'Olga', last_name: 'Older', created_date: now, updated_date: now })
          .returning('id')
          .execute()
        const candidate = Number(c!.id)
        const [v] = await old
          .insertInto('vacancies')
          .values({ title: 'Older', status: 'open', created_date: now, updated_date: now })
          .returning('id')
          .execute()
        const vacancy = Number(v!.id)
        const noteRow = {
          candidate_id: candidate,
          send_to_hiring_team: 0,
          private: 0,
          created_by_id: authorId,
          created_date: now,
          updated_date: now,
        }
        const [n] = await old
          .insertInto('notes')
          .values({ ...noteRow, note: 'Shared' })
          .returning('id')
          .execute()
        const shared = Number(n!.id)
        const gone = shared + 1000
        const note = (id: number, priv: boolean) => ({
          Id: id,
          SendToHiringTeam: false,
          ...(!priv && { Note: 'Shared' }),
          Private: priv,
          CreatedById: authorId,
          CreatedDate: now,
          UpdatedDate: now,
          VacancyId: vacancy,
        })
        const event = (type: string, data: object) => ({
          type,
          occurred_date: now,
          actor_id: authorId,
          candidate_id: candidate,
          data: JSON.stringify(data),
        })
        await old
          .insertInto('events')
          .values([
            event('candidate.created', { Id: candidate }),
            event('note.created', note(gone, true)),
            event('note.created', note(shared, false)),
            event('application.created', { Id: 1, CandidateId: candidate, VacancyId: vacancy }),
            event('note.deleted', { Id: gone }),
          ])
          .execute()
        ids = { candidate, vacancy, authorId, shared, gone }
      }))
    })
    after(() => dispose())

    test('earlier events get their subjects from their data; a deletion from the note’s event before it', async () => {
      const app = await buildApp(config)
      try {
        const activity = async (token: string) => {
          const res = await app.inject({ method: 'GET', url: `/v1/Candidates/${ids.candidate}/Events`, headers: { authorization: token } })
          assert.equal(res.statusCode, 200, res.body)
          return (JSON.parse(res.body) as Array<{ Type: string; Data: { Id: number } }>).map((e) => `${e.Type} ${e.Data.Id}`)
        }
        assert.deepEqual(await activity(author), [
          `candidate.created ${ids.candidate}`,
          `note.created ${ids.gone}`,
          `note.created ${ids.shared}`,
          'application.created 1',
          `note.deleted ${ids.gone}`,
        ])
        assert.deepEqual(await activity(other), [
          `candidate.created ${ids.candidate}`,
          `note.created ${ids.shared}`,
          'application.created 1',
        ])
        const rows = await app.services.stores.database.db
          .selectFrom('events')
          .select(['type', 'note_id', 'note_author_id', 'note_private', 'note_to_hiring_team', 'vacancy_id'])
          .orderBy('id')
          .execute()
        assert.deepEqual(rows.at(-1), {
          type: 'note.deleted',
          note_id: ids.gone,
          note_author_id: ids.authorId,
          note_private: 1,
          note_to_hiring_team: 0,
          vacancy_id: ids.vacancy,
        })
        assert.deepEqual(rows[0], {
          type: 'candidate.created',
          note_id: null,
          note_author_id: null,
          note_private: null,
          note_to_hiring_team: null,
          vacancy_id: null,
        })
      } finally {
        await app.close()
      }
    })

    test('it can be undone and done again', async () => {
      const store = openDatabase(config)
      const migrator = migratorOf(store.db)
      const columns = async () => (await store.db.introspection.getTables()).find((t) => t.name === 'events')!.columns.map((c) => c.name)
      try {
        assert.equal((await migrator.migrateTo('011-event-subjects')).error, undefined)
        assert.ok((await columns()).includes('note_private'))
        assert.equal((await migrator.migrateDown()).error, undefined)
        assert.ok(!(await columns()).includes('note_id'))
        assert.equal((await migrator.migrateToLatest()).error, undefined)
        const deletion = await store.db
          .selectFrom('events')
          .select('note_private')
          .where('type', '=', 'note.deleted')
          .executeTakeFirstOrThrow()
        assert.equal(deletion.note_private, 1)
      } finally {
        await store.close()
      }
    })
  })
}
