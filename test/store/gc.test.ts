import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Readable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import { collectGarbage } from '../../src/domain/documents/blob-gc.js'
import { DiskBlobStore } from '../../src/store/blobs/disk-blob-store.js'
import { safePath } from '../../src/store/blobs/secure-path.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES, storedState, uploadRaw } from '../helpers/documents.js'

const HOUR = 3600_000
const CLI = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
const execFileAsync = promisify(execFile)

for (const backend of await backends()) {
  describe(`ats gc [${backend.name}]`, () => {
    let t: TestApp
    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    test('removes old orphans and old scratch files, keeps referenced and young blobs', async () => {
      const { blobs, staging, database } = t.app.services.stores
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
      assert.deepEqual(await collectGarbage(db, blobs, staging, { dryRun: true }), { orphans: 0, scratch: 0, scanned: 2, skipped: [] })
      assert.deepEqual(await collectGarbage(db, blobs, staging), { orphans: 0, scratch: 1, scanned: 2, skipped: [] })
      assert.ok(await blobs.head('aa/orphan'))
      assert.deepEqual(
        (await staging.list()).map((p) => basename(p)),
        ['upload-young.part'],
      )

      // Two hours on, it is an orphan; the referenced blob stays whatever its age.
      const later = new Date(Date.now() + 2 * HOUR)
      assert.deepEqual(await collectGarbage(db, blobs, staging, { now: later, dryRun: true }), {
        orphans: 1,
        scratch: 0,
        scanned: 2,
        skipped: [],
      })
      assert.ok(await blobs.head('aa/orphan'), 'a dry run removes nothing')
      const report = await collectGarbage(db, blobs, staging, { now: later })
      assert.equal(report.orphans, 1)
      assert.equal(await blobs.head('aa/orphan'), undefined)
      assert.deepEqual(await storedState(t), { rows: 1, blobs: 1, scratch: 0 })
      const res = await t.call('GET', `/v1/document/${doc.Id}`)
      assert.equal(res.statusCode, 200)
      assert.ok(res.rawPayload.equals(SAMPLES.pdf.bytes))
    })

    test('an entry it cannot handle is skipped and reported; the interrupted uploads beside it are still removed', async () => {
      const { blobs, staging, database } = t.app.services.stores
      const past = new Date(Date.now() - 2 * HOUR)
      await mkdir(staging.dir, { recursive: true })
      // An NFS placeholder for a removed file still open somewhere, a folder, and two interrupted uploads.
      const strays = [join(staging.dir, '.nfs0000000000a1b2c300000001'), join(staging.dir, 'lost+found')]
      await writeFile(strays[0]!, 'held open elsewhere')
      await mkdir(strays[1]!)
      for (const name of ['upload-aaaa.part', 'upload-bbbb.part']) {
        await writeFile(join(staging.dir, name), 'CV bytes of an interrupted upload')
        await utimes(join(staging.dir, name), past, past)
      }
      if (blobs instanceof DiskBlobStore) {
        await mkdir(blobs.incoming, { recursive: true })
        strays.push(join(blobs.incoming, '.nfs0000000000a1b2c300000002'))
        await writeFile(strays[2]!, 'held open elsewhere')
        await writeFile(join(blobs.incoming, 'cccc.part'), 'copy of an interrupted blob write')
        await utimes(join(blobs.incoming, 'cccc.part'), past, past)
      }
      for (const stray of strays) await utimes(stray, past, past)

      const report = await collectGarbage(database.db, blobs, staging)
      assert.equal(report.scratch, blobs instanceof DiskBlobStore ? 3 : 2)
      assert.deepEqual(report.skipped.map((s) => s.path).sort(), [...strays].sort())
      assert.deepEqual(await staging.list(), [], 'the interrupted uploads are gone')
      for (const stray of strays) assert.ok(existsSync(stray), `${stray} is left in place`)
      for (const stray of strays) await rm(stray, { recursive: true })
    })

    test(
      'ats gc prints what it skipped and goes on',
      { skip: backend.blobs !== undefined && 'runs the command on a local data folder' },
      async () => {
        const dir = await mkdtemp(join(tmpdir(), 'ats-gc-'))
        try {
          const database = await backend.database()
          try {
            const env = { ...process.env, ATS_DATA_DIR: dir, ...(database.databaseUrl && { ATS_DATABASE_URL: database.databaseUrl }) }
            await mkdir(join(dir, 'tmp'), { recursive: true })
            await writeFile(join(dir, 'tmp', '.nfs0001'), 'held open elsewhere')
            await writeFile(join(dir, 'tmp', 'upload-dddd.part'), 'CV bytes')
            const past = new Date(Date.now() - 2 * HOUR)
            await utimes(join(dir, 'tmp', 'upload-dddd.part'), past, past)
            const { stdout, stderr } = await execFileAsync(process.execPath, ['--import', 'tsx', CLI, 'gc'], { env, encoding: 'utf8' })
            assert.match(stdout, /removed 0 unreferenced blobs and 1 scratch files; skipped 1 entries it could not handle/)
            assert.match(stderr, /skipped .*\.nfs0001/)
            assert.ok(!existsSync(join(dir, 'tmp', 'upload-dddd.part')))
          } finally {
            await database.drop()
          }
        } finally {
          await rm(dir, { recursive: true, force: true })
        }
      },
    )
  })
}
