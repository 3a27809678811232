import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { engineNameOf, fragmentsOf, writePathsOf } from '../../src/store/engine.js'
import { moveApplication, type Move } from '../../src/store/repositories/application.repository.js'
import type { Tables } from '../../src/store/tables.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'

/**
 * A repository answers the same outcome on every engine, however the engine
 * makes it: a Move is one statement on PostgreSQL and a short transaction on
 * SQLite, and both find, refuse and move alike.
 */
for (const backend of (await backends()).filter((b) => !b.blobs)) {
  describe(`a Move's outcome [${backend.name}]`, () => {
    let t: TestApp
    let stages: number[]
    let foreignStage: number
    let manager: number
    let recruiter: number
    const history = (id: number) =>
      t.app.services.stores.database.db.selectFrom('application_history').selectAll().where('application_id', '=', id).execute()
    const newApplication = async () => {
      const c = json(await t.call('POST', '/v1/Candidates', t.adminToken, { FirstName: 'Ada', LastName: 'Lovelace' }))
      return json(await t.call('POST', `/v1/Candidates/${c.Id}/Applications`, t.adminToken, { VacancyId: vacancy }))
    }
    let vacancy: number
    const move = (id: number, to: number, over: Partial<Move> = {}) =>
      moveApplication(t.app.services.stores.database.db, {
        id,
        to,
        expected: null,
        at: '2030-01-02T03:04:05.000Z',
        by: recruiter,
        visibility: { viewerId: recruiter, reach: 'all' },
        ...over,
      })

    before(async () => {
      t = await buildTestApp(backend)
      vacancy = json(await t.call('POST', '/v1/Vacancies', t.adminToken, { Title: 'Data engineer' })).Id
      stages = json<{ Id: number }[]>(await t.call('GET', `/v1/Vacancies/${vacancy}/Stages`)).map((s) => s.Id)
      const other = json(await t.call('POST', '/v1/Vacancies', t.adminToken, { Title: 'Designer' })).Id
      foreignStage = json<{ Id: number }[]>(await t.call('GET', `/v1/Vacancies/${other}/Stages`))[0]!.Id
      manager = (await t.member('hiring_manager')).id
      recruiter = (await t.member('recruiter')).id
    })
    after(() => t.close())

    test('a Move that may happen moves, records its history and answers the row before and after', async () => {
      const a = await newApplication()
      const outcome = await move(a.Id, stages[1]!, { expected: stages[0]! })
      assert.equal(outcome.stageOfVacancy, true)
      assert.equal(outcome.before?.stage_id, stages[0])
      assert.deepEqual(
        [outcome.after?.stage_id, outcome.after?.updated_date, outcome.after?.status],
        [stages[1], '2030-01-02T03:04:05.000Z', 'active'],
      )
      const entries = await history(a.Id)
      assert.equal(entries.length, 2)
      assert.deepEqual(
        [entries[1]!.from_stage_id, entries[1]!.to_stage_id, entries[1]!.changed_by_id, entries[1]!.changed_date],
        [stages[0], stages[1], recruiter, '2030-01-02T03:04:05.000Z'],
      )
    })

    test('refusals move nothing and say what was found: another stage expected, a stage of another vacancy, the same stage, a closed application', async () => {
      const a = await newApplication()
      const expectedElsewhere = await move(a.Id, stages[1]!, { expected: stages[2]! })
      assert.deepEqual(
        [expectedElsewhere.before?.stage_id, expectedElsewhere.stageOfVacancy, expectedElsewhere.after],
        [stages[0], true, undefined],
      )
      const foreign = await move(a.Id, foreignStage)
      assert.deepEqual([foreign.before?.id, foreign.stageOfVacancy, foreign.after], [a.Id, false, undefined])
      const same = await move(a.Id, stages[0]!)
      assert.deepEqual([same.before?.id, same.stageOfVacancy, same.after], [a.Id, true, undefined])
      assert.equal((await t.call('POST', `/v1/Applications/${a.Id}/Hire`, t.adminToken)).statusCode, 200)
      const closed = await move(a.Id, stages[1]!)
      assert.deepEqual([closed.before?.status, closed.after], ['hired', undefined])
      assert.equal((await history(a.Id)).length, 2, 'only the creation and the hire are recorded')
    })

    test('a hiring manager off the vacancy’s team finds nothing; on it, moves', async () => {
      const a = await newApplication()
      const asManager = { by: manager, visibility: { viewerId: manager, reach: 'hiring_team' as const } }
      assert.deepEqual(await move(a.Id, stages[1]!, asManager), { stageOfVacancy: false })
      assert.equal((await history(a.Id)).length, 1)
      assert.equal((await t.call('PUT', `/v1/Vacancies/${vacancy}/HiringTeam`, t.adminToken, { MemberIds: [manager] })).statusCode, 200)
      assert.equal((await move(a.Id, stages[1]!, asManager)).after?.stage_id, stages[1])
    })

    test('of two Moves expecting the same stage, sent together, one moves', async () => {
      const a = await newApplication()
      const both = await Promise.all([move(a.Id, stages[1]!, { expected: stages[0]! }), move(a.Id, stages[2]!, { expected: stages[0]! })])
      assert.equal(both.filter((o) => o.after).length, 1)
      assert.equal((await history(a.Id)).length, 2)
    })
  })
}

test('a handle not opened by openDatabase has no engine, and says so', async () => {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) })
  try {
    assert.throws(() => fragmentsOf(db), /not opened by openDatabase/)
    assert.throws(() => writePathsOf(db), /not opened by openDatabase/)
    assert.throws(() => engineNameOf(db), /not opened by openDatabase/)
  } finally {
    await db.destroy()
  }
})
