import assert from 'node:assert/strict'
import { mkdir, utimes, writeFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { Readable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import { collectGarbage } from '../../src/domain/blob-gc.js'
import { safePath } from '../../src/store/blobs/secure-path.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, storedState, uploadRaw } from '../helpers/documents.js'

const HOUR = 3600_000

for (const backend of await backends()) {
  describe(`ats gc [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    test('removes old orphans and old scratch files, keeps referenced and young blobs', async () => {
      const { blobs, staging, database } = t.app.stores
      const db = database.db
      const doc = json(await uploadRaw(t, await newCandidate(t), SAMPLES.pdf.bytes))
      // What a crash between the blob write and the row commit leaves.
      await blobs.put('aa/orphan', Readable.from([Buffer.from('x')]))
      // Scratch files of a crashed upload (old) and of one in flight (young).
      await mkdir(staging.dir, { recursive: true })
      await writeFile(safePath(staging.dir, 'upload-old.part'), 'partial')
      await utimes(safePath(staging.dir, 'upload-old.part'), new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR))
      await writeFile(safePath(staging.dir, 'upload-young.part'), 'in flight')

      // Now, the orphan is young: it may belong to an upload about to commit.
      assert.deepEqual(await collectGarbage(db, blobs, staging, { dryRun: true }), { orphans: 0, scratch: 0, scanned: 2 })
      assert.deepEqual(await collectGarbage(db, blobs, staging), { orphans: 0, scratch: 1, scanned: 2 })
      assert.ok(await blobs.head('aa/orphan'))
      assert.deepEqual((await staging.list()).map((p) => basename(p)), ['upload-young.part'])

      // Two hours on, it is an orphan; the referenced blob stays whatever its age.
      const later = new Date(Date.now() + 2 * HOUR)
      assert.deepEqual(await collectGarbage(db, blobs, staging, { now: later, dryRun: true }), { orphans: 1, scratch: 0, scanned: 2 })
      assert.ok(await blobs.head('aa/orphan'), 'a dry run removes nothing')
      const report = await collectGarbage(db, blobs, staging, { now: later })
      assert.equal(report.orphans, 1)
      assert.equal(await blobs.head('aa/orphan'), undefined)
      assert.deepEqual(await storedState(t), { rows: 1, blobs: 1, scratch: 0 })
      const res = await t.call('GET', `/v1/document/${doc.Id}`)
      assert.equal(res.statusCode, 200)
      assert.ok(res.rawPayload.equals(SAMPLES.pdf.bytes))
    })
  })
}
