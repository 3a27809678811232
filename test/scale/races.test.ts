import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { buildTestApp, json } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, uploadRaw } from '../helpers/documents.js'

const pgBackends = (await backends()).filter((b) => b.name.startsWith('postgres'))
if (pgBackends.length === 0) console.warn('*** PostgreSQL not available: race tests SKIPPED ***')

for (const backend of pgBackends) {
  describe(`erasing a candidate while it is being written to [${backend.name}]`, () => {
    test('ends with no orphan rows or blobs, and no 500', async () => {
      const t = await buildTestApp(backend, { dbPoolSize: 20 })
      try {
        const recruiter = await t.member('recruiter')
        let written = 0
        let refused = 0
        for (let round = 0; round < 5; round++) {
          const id = await newCandidate(t, `Racer${round}`, 'Test')
          const writes = [
            ...Array.from({ length: 15 }, (_, i) => t.call('POST', `/v1/Candidates/${id}/Notes`, recruiter.token, { Note: `note ${i}` })),
            ...Array.from({ length: 5 }, (_, i) =>
              t.call('POST', `/v1/Candidates/${id}/QualityFlags`, recruiter.token, { FlagType: 1, Note: `flag ${i}` }),
            ),
            ...Array.from({ length: 4 }, () =>
              uploadRaw(t, id, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="cv.pdf"', token: recruiter.token }),
            ),
          ]
          // The erasure goes in among the writes, not before or after them all.
          void writes.splice(10, 0, t.call('DELETE', `/v1/Candidates/${id}`, recruiter.token))
          const results = await Promise.all(writes)
          for (const res of results) {
            assert.ok(res.statusCode < 500, `${res.statusCode}: ${res.body}`)
            if (res.statusCode === 201) written++
            if (res.statusCode >= 400) {
              refused++
              assert.ok([400, 404].includes(res.statusCode), res.body)
              assert.equal(json(res).code, 'candidate_not_found')
            }
          }
          assert.equal((await t.call('GET', `/v1/Candidates/${id}`)).statusCode, 404)
        }
        // Both sides of the race were exercised: writes landed before the erasure and were refused after it.
        assert.ok(written > 0 && refused > 0, `written ${written}, refused ${refused}`)

        const db = t.app.services.stores.database.db
        const count = async (table: 'notes' | 'flags' | 'documents') =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          )
        assert.equal(await count('notes'), 0)
        assert.equal(await count('flags'), 0)
        assert.equal(await count('documents'), 0)
        const blobs = []
        for await (const b of t.app.services.stores.blobs.list()) blobs.push(b.key)
        assert.deepEqual(blobs, [], 'blobs left without a document row')
      } finally {
        await t.close()
      }
    })
  })
}
