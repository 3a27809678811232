import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { hashToken } from '../../src/domain/access/tokens.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { TABLES } from '../helpers/store-snapshot.js'

/**
 * test/http/auth.test.ts checks the columns of the tokens table. This looks
 * everywhere else a secret could come to rest: every column of every table,
 * the database's own files (SQLite keeps recent commits in its WAL and freed
 * pages can hold old text), and every file in the data folder.
 */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
}

for (const backend of await backends()) {
  describe(`token secrets at rest [${backend.name}]`, () => {
    let t: TestApp
    const secrets: string[] = []
    before(async () => {
      t = await buildTestApp(backend)
      secrets.push(t.adminToken)
      const member = json(
        await t.call('POST', '/v1/Members', undefined, { Name: 'Holder', Email: 'holder@example.com', Role: 'recruiter' }),
      )
      for (let i = 0; i < 5; i++) {
        const tok = json(await t.call('POST', `/v1/Members/${member.Id}/Tokens`, undefined, { Scopes: ['notes:read', 'flags:read'] }))
        secrets.push(tok.Token)
        // Used once, so any "last seen" bookkeeping would have had its chance to store it.
        await t.call('GET', '/v1/Candidates', tok.Token)
        if (i % 2 === 0) assert.equal((await t.call('DELETE', `/v1/Tokens/${tok.Id}`)).statusCode, 204)
      }
      const cid = await newCandidate(t)
      assert.equal((await uploadRaw(t, cid, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="cv.pdf"' })).statusCode, 201)
    })
    after(() => t.close())

    /** The random part of each secret, which is what must never be stored; the 6-character display start is allowed. */
    const randomParts = () => secrets.map((s) => s.slice('ats_'.length + 6))

    test('no column of any table holds a secret; the tokens table holds SHA-256 hashes', async () => {
      const db = t.app.services.stores.database.db
      for (const table of TABLES) {
        const rows = await db.selectFrom(table).selectAll().execute()
        const text = JSON.stringify(rows)
        for (const part of randomParts()) assert.ok(!text.includes(part), `table ${table} holds a token secret`)
      }
      const hashes = new Set((await db.selectFrom('tokens').select('hash').execute()).map((r) => r.hash))
      for (const s of secrets) assert.ok(hashes.has(hashToken(s)), 'a token is stored as something other than its SHA-256')
      for (const h of hashes) assert.match(h, /^[0-9a-f]{64}$/)
    })

    test('no file in the data folder holds a secret (database files, WAL, blobs, scratch)', async (ctx) => {
      if (!t.config.databaseUrl) {
        // Force the WAL into the main file as well, so both places are looked at with content in them.
        await sql`pragma wal_checkpoint(PASSIVE)`.execute(t.app.services.stores.database.db)
      }
      const files = filesUnder(t.config.dataDir)
      if (files.length === 0) return ctx.skip('no files in the data folder on this backend')
      let bytes = 0
      let sawRows = false
      for (const file of files) {
        if (!statSync(file).isFile()) continue
        const content = readFileSync(file)
        bytes += content.length
        const latin1 = content.toString('latin1')
        for (const part of randomParts()) assert.ok(!latin1.includes(part), `${file} holds a token secret`)
        sawRows ||= latin1.includes('holder@example.com')
      }
      assert.ok(bytes > 0)
      // The scan reads real content: on SQLite the rows written above are found in the files.
      if (!t.config.databaseUrl) assert.ok(sawRows, 'the database files were not read')
    })

    test('on PostgreSQL, no text column anywhere in the schema holds a secret', async (ctx) => {
      if (!t.config.databaseUrl) return ctx.skip('PostgreSQL only')
      const db = t.app.services.stores.database.db
      const columns = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(db)
      assert.ok(columns.rows.length > 10)
      for (const { table_name, column_name } of columns.rows) {
        for (const part of randomParts()) {
          const hit = await sql<{
            n: number
          }>`select count(*)::int as n from ${sql.table(table_name)} where ${sql.ref(column_name)}::text like ${'%' + part + '%'}`.execute(
            db,
          )
          assert.equal(hit.rows[0]!.n, 0, `${table_name}.${column_name} holds a token secret`)
        }
      }
    })
  })
}
