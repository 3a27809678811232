import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { buildApp } from '../../src/app.js'
import { makeConfig } from '../../src/config.js'
import { referencedBlobKeys } from '../../src/store/repositories/document.repository.js'
import { openStores } from '../../src/store/stores.js'
import { backends } from '../helpers/backends.js'
import { documentBytes, newLedger, verifyAfterRestart, verifyEvents, writeUntilKilled } from '../helpers/crash-workload.js'
import { bundledMain } from '../helpers/server-bundle.js'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js'
import { startReceiver } from '../helpers/webhook-receiver.js'
import { waitFor } from '../helpers/documents.js'

/**
 * Crash consistency: the service runs as a child process, takes concurrent
 * note, flag and document writes, and is killed with SIGKILL once a random
 * number of them has been acknowledged while an upload is in flight. After
 * each restart every acknowledged write must be there, unchanged, documents
 * byte for byte, and nothing half-written may be visible. At the end `ats gc`
 * must leave no blob without a row and remove none that has one. After each
 * restart the change feed holds exactly one event for each write present
 * (acknowledged or found committed) and none for a write that is not, and
 * at the end every event of the feed has reached a webhook receiver on
 * loopback at least once.
 *
 * SIGKILL ends the process, not the machine: the operating system still
 * writes out what the process handed it. What survives a power cut rests on
 * the fsync settings, which docs/RELIABILITY.md explains.
 *
 * ATS_CRASH_CYCLES sets the number of kills per backend (default 20).
 */
const CYCLES = Number(process.env.ATS_CRASH_CYCLES) || 20
const TOKEN = 'ats_' + 'crashconsistency'.padEnd(40, 'k')
const HOUR = 3_600_000

// The disk blob store is the one whose crash behaviour is this service's own
// code (fsync, rename); an S3 object appears only once its upload completes.
const crashBackends = (await backends()).filter((b) => !b.blobs)

async function runGc(env: Record<string, string>): Promise<string> {
  const main = await bundledMain()
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [main, 'gc'], { env: { ...process.env, ...env }, encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(new Error(`ats gc failed: ${stderr}`)) : resolve(stdout),
    )
  })
}

/** Makes every file under `dir` look two hours old, as if the crash had happened long before gc runs. */
function ageFiles(dir: string): number {
  if (!existsSync(dir)) return 0
  let n = 0
  const past = new Date(Date.now() - 2 * HOUR)
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) n += ageFiles(p)
    else if (statSync(p).isFile()) {
      utimesSync(p, past, past)
      n++
    }
  }
  return n
}

/** Scratch files of uploads and of blob writes present now. */
function scratchFiles(dir: string): string[] {
  return [join(dir, 'tmp'), join(dir, 'blobs', 'incoming')].flatMap((d) => (existsSync(d) ? readdirSync(d).map((n) => join(d, n)) : []))
}

describe('crash consistency under SIGKILL', { concurrency: true }, () => {
  for (const backend of crashBackends) {
    test(`${CYCLES} kills amid note, flag and document writes lose no acknowledged write [${backend.name}]`, async (ctx) => {
      const dir = mkdtempSync(join(tmpdir(), 'ats-crash-'))
      const database = await backend.database()
      const env: Record<string, string> = {
        ATS_DATA_DIR: dir,
        ATS_BOOTSTRAP_TOKEN: TOKEN,
        ...(database.databaseUrl && { ATS_DATABASE_URL: database.databaseUrl }),
        // Every event goes to a receiver on loopback; a delivery claimed by a killed
        // process is taken again once its lease lapses, so a short one.
        ATS_WEBHOOK_ALLOW_PRIVATE: '1',
        ATS_JOB_LEASE_SECONDS: '2',
      }
      const ledger = newLedger()
      const receiver = await startReceiver()
      let server: ServerProcess | undefined
      try {
        server = await startServerProcess(env, { bundled: true })
        const hook: Response = await fetch(`${server.url}/v1/Webhooks`, {
          method: 'POST',
          headers: { authorization: TOKEN, 'content-type': 'application/json' },
          body: JSON.stringify({ Url: receiver.url, Events: ['*'] }),
        })
        assert.equal(hook.status, 201)
        const candidates: number[] = []
        for (let i = 0; i < 6; i++) {
          const res: Response = await fetch(`${server.url}/v1/Candidates`, {
            method: 'POST',
            headers: { authorization: TOKEN, 'content-type': 'application/json' },
            body: JSON.stringify({ FirstName: `Crash${i}`, LastName: 'Subject' }),
          })
          assert.equal(res.status, 201)
          candidates.push(((await res.json()) as { Id: number }).Id)
        }

        let kills = 0
        let acknowledged = 0
        let uploadsCut = 0
        let downloads = 0
        let sweptAtStart = 0
        for (let cycle = 0; cycle < CYCLES; cycle++) {
          const current: ServerProcess = server
          const killAfter = 5 + Math.floor(Math.random() * 40)
          const result = await writeUntilKilled(
            { url: current.url, token: TOKEN, candidates, killAfter, cycle, maxDocumentSize: 384 * 1024 },
            ledger,
            async () => {
              const exited = once(current.child, 'exit')
              current.child.kill('SIGKILL')
              await exited
            },
          )
          kills++
          acknowledged += result.acknowledged
          uploadsCut += result.uploadsInFlightAtKill
          assert.deepEqual(ledger.failures, [], `cycle ${cycle}`)

          // The interrupted uploads' scratch files, seen as if the crash were long past (with
          // one more such file, should this kill have cut no upload between its first and
          // last byte), and a young one as another instance's upload in flight would have:
          // the start removes the first, not the second.
          const left = scratchFiles(dir).length
          mkdirSync(join(dir, 'tmp'), { recursive: true })
          writeFileSync(join(dir, 'tmp', `upload-cut${cycle}.part`), documentBytes(cycle, 4096))
          ageFiles(join(dir, 'tmp'))
          ageFiles(join(dir, 'blobs', 'incoming'))
          const live = join(dir, 'tmp', 'upload-live.part')
          writeFileSync(live, 'an upload in flight on another instance')
          server = await startServerProcess(env, { bundled: true })
          assert.deepEqual(scratchFiles(dir), [live], `cycle ${cycle}: the start left scratch files of interrupted uploads`)
          rmSync(live)
          sweptAtStart += left
          downloads += (await verifyAfterRestart(server.url, TOKEN, candidates, ledger)).downloads
          await verifyEvents(server.url, TOKEN, ledger)
        }
        const verified = await verifyAfterRestart(server.url, TOKEN, candidates, ledger)
        const feed = await verifyEvents(server.url, TOKEN, ledger)
        // At least once: every event of the feed reaches the receiver, the kills notwithstanding.
        const delivered = () => new Set(receiver.received.map((r) => Number(r.headers['webhook-id'])))
        await waitFor(() => [...feed.ids].every((id) => delivered().has(id)), 'every event delivered', 60_000)
        const undelivered = [...feed.ids].filter((id) => !delivered().has(id))
        await server.stop()
        ctx.diagnostic(
          `${kills} kills; ${acknowledged} writes acknowledged, all verified present after every restart; ` +
            `${uploadsCut} uploads in flight when a kill was decided; ${ledger.adopted} unacknowledged writes found committed; ${downloads} documents compared byte for byte; ` +
            `${feed.events} events in the feed, one for each write present and none other; ` +
            `${receiver.received.length} deliveries, ${undelivered.length} events never delivered`,
        )
        assert.equal(kills, CYCLES)
        assert.equal(verified.writes, acknowledged)
        assert.deepEqual(undelivered, [])
        assert.ok(uploadsCut >= CYCLES, 'every kill was decided while an upload was in flight')
        ctx.diagnostic(`the restarts removed ${sweptAtStart} scratch files the kills left (and one more placed before each)`)

        // What the kills left behind, seen as if long ago; then ats gc.
        const aged = ageFiles(join(dir, 'blobs')) + ageFiles(join(dir, 'tmp'))
        const gcOut = await runGc(env)
        const removed = /removed (\d+) unreferenced blobs and (\d+) scratch files/.exec(gcOut)
        assert.ok(removed, gcOut)
        ctx.diagnostic(`ats gc over ${aged} files: ${gcOut.trim()}`)

        const config = makeConfig({ dataDir: dir, databaseUrl: database.databaseUrl, logLevel: 'silent' })
        const stores = await openStores(config)
        try {
          const keys: string[] = []
          for await (const b of stores.blobs.list()) keys.push(b.key)
          const referenced = await referencedBlobKeys(stores.database.db, keys)
          assert.deepEqual(
            keys.filter((k) => !referenced.has(k)),
            [],
            'ats gc left blobs that no document refers to',
          )
          assert.deepEqual(await stores.staging.list(), [], 'ats gc left scratch files of uploads')
          const incoming = join(dir, 'blobs', 'incoming')
          assert.equal(existsSync(incoming) ? readdirSync(incoming).length : 0, 0, 'ats gc left scratch files of blob writes')
          // And it removed nothing still referenced: every document still downloads whole.
          const rows = await stores.database.db.selectFrom('documents').select(['id', 'sha256', 'size']).execute()
          assert.equal(keys.length, rows.length)
          const app = await buildApp(config, { stores })
          try {
            for (const row of rows) {
              const res = await app.inject({ method: 'GET', url: `/v1/document/${row.id}`, headers: { authorization: TOKEN } })
              assert.equal(res.statusCode, 200)
              const attempted = ledger.attemptedDocuments.get(row.sha256)!
              assert.ok(res.rawPayload.equals(documentBytes(attempted.seed, attempted.size)), `document ${row.id} after gc`)
            }
          } finally {
            await app.close()
          }
        } finally {
          await stores.close()
        }
      } finally {
        if (server && server.child.exitCode === null) await server.stop('SIGKILL')
        await receiver.close()
        await database.drop()
        rmSync(dir, { recursive: true, force: true })
      }
    })
  }
})
