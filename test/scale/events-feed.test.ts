import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { recordEvent } from '../../src/domain/changes/events.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'

const pgBackends = (await backends()).filter((b) => b.name === 'postgres')
if (pgBackends.length === 0) console.warn('*** PostgreSQL not available: change feed concurrency tests SKIPPED ***')

interface Event {
  Id: number
  Type: string
  Data: Record<string, unknown>
}

/** One page of the feed after `after`, checked to be in id order above it. */
async function page(t: TestApp, after: number, limit: number): Promise<Event[]> {
  const res = await t.call('GET', `/v1/Events?after=${after}&limit=${limit}`)
  assert.equal(res.statusCode, 200, res.body)
  const events = json<Event[]>(res)
  let previous = after
  for (const e of events) {
    assert.ok(e.Id > previous, `page after ${after} not in id order: ${events.map((x) => x.Id).join(',')}`)
    previous = e.Id
  }
  return events
}

/** Every event from the store itself, oldest first: what the feed must end up having given. */
async function storedIds(t: TestApp): Promise<number[]> {
  const rows = await t.app.services.stores.database.db.selectFrom('events').select('id').orderBy('id').execute()
  return rows.map((r) => Number(r.id))
}

for (const backend of pgBackends) {
  describe(`the change feed under concurrent writers [${backend.name}]`, () => {
    test('a transaction holding an early event keeps later ones out of the feed until it commits, without making them wait', async () => {
      const t = await buildTestApp(backend, { dbPoolSize: 20 })
      let release = () => {}
      const gate = new Promise<void>((resolve) => (release = resolve))
      try {
        const recruiter = await t.member('recruiter')
        const mark = (await page(t, 0, 1000)).at(-1)?.Id ?? 0
        let held!: (id: number) => void
        const heldId = new Promise<number>((resolve) => (held = resolve))
        // An event written first, its transaction left open.
        const slow = t.app.services.stores.database.db.transaction().execute(async (trx) => {
          const row = await recordEvent(trx, { type: 'vacancy.created', actorId: null, candidateId: null, data: { Id: 0 } })
          held(Number(row.id))
          await gate
        })
        const early = await heldId
        // Later writes neither wait for it nor show: each commits, and the feed holds back everything after the early id.
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            t.call('POST', '/v1/Candidates', recruiter.token, { FirstName: `Late${i}`, LastName: 'Writer' }),
          ),
        )
        for (const res of answers) assert.equal(res.statusCode, 201, res.body)
        assert.equal((await storedIds(t)).filter((id) => id > early).length, 8, 'the later events are committed')
        // However often the reader looks while the early transaction is open, it gets nothing past it.
        const seen: Event[] = []
        for (let i = 0; i < 20; i++) seen.push(...(await page(t, mark, 1000)))
        assert.deepEqual(seen, [], 'the feed showed events while an earlier one was still uncommitted')
        release()
        await slow
        const events = await page(t, mark, 1000)
        assert.equal(events[0]?.Id, early, 'the early event comes first once committed')
        assert.deepEqual(
          events.slice(1).map((e) => e.Type),
          Array(8).fill('candidate.created'),
        )
        assert.ok(events.slice(1).every((e) => e.Id > early))
      } finally {
        // A failed assertion must not leave the open transaction holding the store.
        release()
        await t.close()
      }
    })

    test("another database's open event-writing transaction on the same server holds this feed back in nothing", async () => {
      const t = await buildTestApp(backend)
      const other = await buildTestApp(backend)
      let release = () => {}
      const gate = new Promise<void>((resolve) => (release = resolve))
      try {
        // The other store's writer holds its horizon's lock, keyed by its own (low) event ids, until released.
        let holding!: () => void
        const held = new Promise<void>((resolve) => (holding = resolve))
        const open = other.app.services.stores.database.db.transaction().execute(async (trx) => {
          await recordEvent(trx, { type: 'vacancy.created', actorId: null, candidateId: null, data: { Id: 0 } })
          holding()
          await gate
        })
        await held
        const mark = (await page(t, 0, 1000)).at(-1)?.Id ?? 0
        const made = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Own', LastName: 'Database' })
        assert.equal(made.statusCode, 201, made.body)
        // Were the server's every lock counted, this store's horizon would stop below the other's key.
        assert.deepEqual(
          (await page(t, mark, 1000)).map((e) => e.Type),
          ['candidate.created'],
        )
        release()
        await open
      } finally {
        release()
        await other.close()
        await t.close()
      }
    })

    test('many writers and one reader paging with after: the reader ends with every committed event exactly once', async () => {
      const t = await buildTestApp(backend, { dbPoolSize: 20 })
      try {
        const recruiter = await t.member('recruiter')
        const base = await t.call('POST', '/v1/Candidates', recruiter.token, { FirstName: 'Base', LastName: 'Candidate' })
        const baseId = json(base).Id as number
        let cursor = 0
        const read: Event[] = []
        let writing = true
        const acknowledged: string[] = []
        const refusals: number[] = []

        const writer = async (w: number) => {
          for (let i = 0; i < 25; i++) {
            const [type, res] =
              i % 3 === 0
                ? ['candidate', await t.call('POST', '/v1/Candidates', recruiter.token, { FirstName: `W${w}`, LastName: `N${i}` })]
                : i % 3 === 1
                  ? ['note', await t.call('POST', `/v1/Candidates/${baseId}/Notes`, recruiter.token, { Note: `w${w} n${i}` })]
                  : ['flag', await t.call('POST', `/v1/Candidates/${baseId}/QualityFlags`, recruiter.token, { FlagType: 1, Note: `f${i}` })]
            if (res.statusCode === 201) acknowledged.push(`${type}.created ${json(res).Id as number}`)
            else refusals.push(res.statusCode)
          }
        }
        const reader = async () => {
          while (writing) {
            const events = await page(t, cursor, 7)
            read.push(...events)
            cursor = events.at(-1)?.Id ?? cursor
          }
        }
        const reading = reader()
        await Promise.all(Array.from({ length: 12 }, (_, w) => writer(w)))
        writing = false
        await reading
        for (let events = await page(t, cursor, 1000); events.length > 0; events = await page(t, cursor, 1000)) {
          read.push(...events)
          cursor = events.at(-1)!.Id
        }

        assert.deepEqual(refusals, [])
        assert.equal(acknowledged.length, 12 * 25)
        const ids = read.map((e) => e.Id)
        assert.equal(new Set(ids).size, ids.length, 'an event was read twice')
        // Exactly the events the store holds, in id order, none skipped: the base candidate's and one per write.
        assert.deepEqual(ids, await storedIds(t), 'the reader skipped an event')
        assert.equal(ids.length, 1 + 12 * 25)
        // Every acknowledged write is in the feed.
        const created = new Set(read.map((e) => `${e.Type} ${e.Data.Id as number}`))
        for (const id of acknowledged) assert.ok(created.has(id), `the write of ${id} has no event`)
      } finally {
        await t.close()
      }
    })
  })
}
