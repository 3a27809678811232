import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { TABLES } from '../helpers/store-snapshot.js'

/** Classic injection payloads for both engines; each must come back as the very text that was sent. */
const PAYLOADS = [
  "'; DROP TABLE candidates; --",
  "Robert'); DROP TABLE notes;--",
  "' OR '1'='1",
  '" OR ""="',
  "' OR 1=1 --",
  "%' OR 1=1 --",
  "admin'--",
  "' UNION SELECT hash, scopes FROM tokens --",
  '1; SELECT pg_sleep(0); --',
  "'; ATTACH DATABASE '/tmp/ats-pwn.db' AS pwn; --",
  "\\'; DELETE FROM flags; --",
  '$1 $2 ? :name @p1',
  "E'\\x27' || chr(39)",
  '/* comment */ -- trailing',
  '`backtick` [bracket] "double"',
  '%_%\\%\\_',
]

for (const backend of await backends()) {
  describe(`SQL injection strings are plain text [${backend.name}]`, () => {
    let t: TestApp
    let control: number
    const created: number[] = []
    before(async () => {
      t = await buildTestApp(backend)
      control = json(
        await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Control', LastName: 'Person', Email: 'control@example.com' }),
      ).Id
    })
    after(() => t.close())

    test('in candidate names, notes, flags, vacancy titles and member names: stored and returned verbatim', async () => {
      for (const p of PAYLOADS) {
        const c = await t.call('POST', '/v1/Candidates', undefined, { FirstName: p, LastName: `${p} last` })
        assert.equal(c.statusCode, 201, c.body)
        const id = json(c).Id
        created.push(id)
        const read = json(await t.call('GET', `/v1/Candidates/${id}`))
        assert.equal(read.FirstName, p)
        assert.equal(read.LastName, `${p} last`)

        const note = json(await t.call('POST', `/v1/Candidates/${id}/Notes`, undefined, { Note: p }))
        const flag = json(await t.call('POST', `/v1/Candidates/${id}/QualityFlags`, undefined, { FlagType: 2, Note: p }))
        assert.deepEqual(
          json<any[]>(await t.call('GET', `/v1/Candidates/${id}/Notes`)).map((n) => [n.Id, n.Note]),
          [[note.Id, p]],
        )
        assert.deepEqual(
          json<any[]>(await t.call('GET', `/v1/Candidates/${id}/QualityFlags`)).map((f) => [f.Id, f.Note]),
          [[flag.Id, p]],
        )
        const updated = await t.call('PUT', `/v1/Candidates/${id}/Notes/${note.Id}`, undefined, { Note: `${p}${p}` })
        assert.equal(json(updated).Note, `${p}${p}`)

        const vacancy = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: p }))
        assert.equal(json(await t.call('GET', `/v1/Vacancies/${vacancy.Id}`)).Title, p)
        const member = await t.call('POST', '/v1/Members', undefined, {
          Name: p,
          Email: `m${created.length}@example.com`,
          Role: 'recruiter',
        })
        assert.equal(json(member).Name, p)
      }
    })

    test('in ?q=: matches only candidates whose name holds the text literally', async () => {
      for (const [i, p] of PAYLOADS.entries()) {
        const res = await t.call('GET', `/v1/Candidates?q=${encodeURIComponent(p)}&limit=1000`)
        assert.equal(res.statusCode, 200, res.body)
        const found = json<any[]>(res)
        assert.ok(!found.some((c) => c.Id === control), `q=${p} matched the control candidate`)
        assert.ok(
          found.some((c) => c.Id === created[i]),
          `q=${p} did not find its own candidate`,
        )
        for (const c of found)
          assert.ok(`${c.FirstName} ${c.LastName}`.toLowerCase().includes(p.toLowerCase()) || (c.Email ?? '').includes(p))
      }
    })

    test('in path ids, paging and cursors: 400 before any query runs', async () => {
      for (const url of [
        `/v1/Candidates/${encodeURIComponent('1 OR 1=1')}`,
        `/v1/Candidates/${encodeURIComponent("1'; DROP TABLE candidates; --")}/Notes`,
        `/v1/Candidates?limit=${encodeURIComponent('1; DROP TABLE candidates')}`,
        `/v1/Candidates?after=${encodeURIComponent('0 OR 1=1')}`,
        `/v1/Candidates/${control}/Documents?after=${encodeURIComponent("x' OR '1'='1")}`,
        `/v1/document/${encodeURIComponent("' OR 1=1 --")}`,
      ]) {
        assertProblem(await t.call('GET', url), 400, 'validation_failed')
      }
    })

    test('afterwards every table is still there and holds exactly what was written', async () => {
      const db = t.app.services.stores.database.db
      const count = async (table: (typeof TABLES)[number]) =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      assert.equal(await count('candidates'), PAYLOADS.length + 1)
      assert.equal(await count('notes'), PAYLOADS.length)
      assert.equal(await count('flags'), PAYLOADS.length)
      assert.equal(await count('vacancies'), PAYLOADS.length)
      assert.equal(await count('members'), PAYLOADS.length + 1)
      assert.equal(await count('tokens'), 1)
      assert.equal(await count('documents'), 0)
    })
  })
}
