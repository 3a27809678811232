import assert from 'node:assert/strict'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { backends } from '../helpers/backends.js'
import { listAll } from '../helpers/crash-workload.js'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js'

/**
 * Writes that share their sync (SQLite's group commit) are each answered
 * only once durable: the service runs as a child process and takes bursts
 * of concurrent note POSTs, the writes of a burst sharing syncs, and is
 * killed with SIGKILL once a random number of them has been answered, in
 * the middle of a burst. After each restart every answered note is there,
 * as answered, and every note there was sent.
 *
 * SIGKILL ends the process, not the machine (see crash.test.ts): this proves
 * that no write is answered before its commit, and that the syncs shared by
 * a burst lose none of it; what a power cut leaves rests on the fsync
 * (docs/RELIABILITY.md).
 *
 * ATS_BURST_CRASH_CYCLES sets the number of kills per backend (default 6).
 */
const CYCLES = Number(process.env.ATS_BURST_CRASH_CYCLES) || 6
const BURST = 50
const TOKEN = 'ats_' + 'burstcrashes'.padEnd(40, 'b')

const crashBackends = (await backends()).filter((b) => !b.blobs)

interface Answered {
  readonly candidateId: number
  readonly note: Record<string, unknown>
}

/**
 * Sends bursts of BURST concurrent note POSTs, one burst after another,
 * and kills the server once `killAfter` of them have been answered (so the
 * kill falls in the middle of a burst, with the rest in flight). Answers
 * with 201 go to `answered`; any other outcome before the kill is a failure.
 */
async function burstUntilKilled(
  server: ServerProcess,
  candidates: readonly number[],
  cycle: number,
  killAfter: number,
  sent: Set<string>,
  answered: Map<number, Answered>,
  failures: string[],
): Promise<number> {
  let acknowledged = 0
  let killed = false
  let killing: Promise<void> | undefined
  const kill = () =>
    (killing ??= (async () => {
      const exited = once(server.child, 'exit')
      killed = true
      server.child.kill('SIGKILL')
      await exited
    })())
  const post = async (n: number) => {
    const candidateId = candidates[n % candidates.length]!
    const text = `burst c${cycle} #${n} ${'y'.repeat(n % 97)}`
    sent.add(text)
    try {
      const res = await fetch(`${server.url}/v1/Candidates/${candidateId}/Notes`, {
        method: 'POST',
        headers: { authorization: TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify({ Note: text }),
      })
      const body = (await res.json()) as Record<string, unknown>
      if (res.status !== 201) failures.push(`a note answered ${res.status}`)
      else {
        answered.set(body.Id as number, { candidateId, note: body })
        if (++acknowledged === killAfter) void kill()
      }
    } catch (err) {
      if (!killed) failures.push(`a note failed before the kill: ${(err as Error).message}`)
    }
  }
  for (let burst = 0; !killed; burst++) {
    await Promise.all(Array.from({ length: BURST }, (_, i) => post(burst * BURST + i)))
  }
  await killing
  return acknowledged
}

describe('answered writes survive SIGKILL amid bursts', { concurrency: true }, () => {
  for (const backend of crashBackends) {
    test(`${CYCLES} kills amid bursts of ${BURST} concurrent note POSTs lose no answered note [${backend.name}]`, async (ctx) => {
      const dir = mkdtempSync(join(tmpdir(), 'ats-burst-'))
      const database = await backend.database()
      const env: Record<string, string> = {
        ATS_DATA_DIR: dir,
        ATS_BOOTSTRAP_TOKEN: TOKEN,
        // The writes, not the rate limit, are under test.
        ATS_RATE_LIMIT: '0',
        ...(database.databaseUrl && { ATS_DATABASE_URL: database.databaseUrl }),
      }
      const sent = new Set<string>()
      const answered = new Map<number, Answered>()
      const failures: string[] = []
      let server: ServerProcess | undefined
      try {
        server = await startServerProcess(env, { bundled: true })
        const candidates: number[] = []
        for (let i = 0; i < 3; i++) {
          const res: Response = await fetch(`${server.url}/v1/Candidates`, {
            method: 'POST',
            headers: { authorization: TOKEN, 'content-type': 'application/json' },
            body: JSON.stringify({ FirstName: `Burst${i}`, LastName: 'Subject' }),
          })
          assert.equal(res.status, 201)
          candidates.push(((await res.json()) as { Id: number }).Id)
        }
        let total = 0
        for (let cycle = 0; cycle < CYCLES; cycle++) {
          // Anywhere in the first three bursts, never at a burst's end (with nothing in flight).
          const drawn = 1 + Math.floor(Math.random() * (3 * BURST - 1))
          const killAfter = drawn % BURST === 0 ? drawn - 1 : drawn
          total += await burstUntilKilled(server, candidates, cycle, killAfter, sent, answered, failures)
          assert.deepEqual(failures, [], `cycle ${cycle}`)
          server = await startServerProcess(env, { bundled: true })
          const present = new Set<number>()
          for (const candidateId of candidates) {
            for (const note of await listAll(server.url, TOKEN, `/v1/Candidates/${candidateId}/Notes?limit=1000`)) {
              present.add(note.Id)
              assert.ok(sent.has(note.Note), `note ${note.Id} holds text that was never sent`)
              const was = answered.get(note.Id)
              if (was) {
                assert.equal(was.candidateId, candidateId, `note ${note.Id} moved`)
                assert.deepEqual(note, was.note, `note ${note.Id} changed`)
              }
            }
          }
          const lost = [...answered.keys()].filter((id) => !present.has(id))
          assert.deepEqual(lost, [], `cycle ${cycle}: answered notes missing after the restart`)
        }
        assert.ok(total >= CYCLES, 'every cycle had answers before its kill')
        ctx.diagnostic(`${CYCLES} kills amid bursts of ${BURST}; ${total} answered notes verified after every restart`)
      } finally {
        await server?.stop('SIGKILL')
        await database.drop()
        rmSync(dir, { recursive: true, force: true })
      }
    })
  }
})
