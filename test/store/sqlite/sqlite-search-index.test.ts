import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp, json, type TestApp } from '../../helpers/app.js'
import { backends } from '../../helpers/backends.js'

/**
 * The FTS5 table of search stores no text of its own: triggers keep it in
 * step with `search_entries`, deletions by the foreign keys' cascades
 * included (a note, a document, a candidate erased). FTS5's own integrity
 * check compares the index with the entries.
 */
const sqlite = (await backends()).find((b) => b.name === 'sqlite')
if (sqlite) {
  describe('SQLite search index', () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(sqlite)
    })
    after(() => t.close())

    const integrity = () =>
      sql`insert into search_fts(search_fts, rank) values ('integrity-check', 1)`.execute(t.app.services.stores.database.db)
    const indexed = async (word: string) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from search_fts where search_fts match ${`"${word}"`}`.execute(
        t.app.services.stores.database.db,
      )
      return rows[0]?.n
    }

    test('stays in step with its entries through edits, deletions and cascades', async () => {
      const created = await t.call('POST', '/v1/Candidates', undefined, {
        FirstName: 'Ingrid',
        LastName: 'Indexed',
        Email: 'ingrid@example.com',
      })
      const id = json<{ Id: number }>(created).Id
      const note = json<{ Id: number }>(await t.call('POST', `/v1/Candidates/${id}/Notes`, undefined, { Note: 'Knows Terraform' }))
      await t.call('PUT', `/v1/Candidates/${id}/Notes/${note.Id}`, undefined, { Note: 'Knows Ansible' })
      await t.call('PUT', `/v1/Candidates/${id}`, undefined, { FirstName: 'Ingrid', LastName: 'Renamed' })
      await integrity()
      assert.equal(await indexed('terraform'), 0)
      assert.equal(await indexed('ansible'), 1)
      assert.equal(await indexed('indexed'), 0)
      assert.equal((await t.call('DELETE', `/v1/Candidates/${id}`)).statusCode, 204)
      await integrity()
      assert.equal(await indexed('ansible'), 0)
      assert.equal(await indexed('ingrid'), 0)
    })
  })
}
