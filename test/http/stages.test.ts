import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

interface Stage {
  Id: number
  Name: string
  Position: number
}

for (const backend of await backends()) {
  describe(`vacancy changes, stages and hiring teams [${backend.name}]`, () => {
    let t: TestApp
    const vacancy = async (Title = 'Pipeline') => json(await t.call('POST', '/v1/Vacancies', undefined, { Title })).Id as number
    const stages = async (id: number, token?: string) => {
      const res = await t.call('GET', `/v1/Vacancies/${id}/Stages`, token)
      assert.equal(res.statusCode, 200, res.body)
      return json<Stage[]>(res)
    }
    const names = async (id: number) => (await stages(id)).map((s) => `${s.Position}:${s.Name}`)
    const add = (id: number, body: unknown) => t.call('POST', `/v1/Vacancies/${id}/Stages`, undefined, body)
    const change = (id: number, stageId: number, body: unknown) => t.call('PUT', `/v1/Vacancies/${id}/Stages/${stageId}`, undefined, body)
    const remove = (id: number, stageId: number) => t.call('DELETE', `/v1/Vacancies/${id}/Stages/${stageId}`)

    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    describe('PUT /v1/Vacancies/{id}', () => {
      test('changes the fields named, keeps the others, moves UpdatedDate and keeps CreatedDate', async () => {
        const created = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Before', Status: 'on_hold' }))
        const res = await t.call('PUT', `/v1/Vacancies/${created.Id}`, undefined, { Title: 'After' })
        assert.equal(res.statusCode, 200, res.body)
        const v = json(res)
        assert.deepEqual(Object.keys(v), ['Id', 'Title', 'Status', 'CreatedDate', 'UpdatedDate', 'Location', 'Description', 'Published'])
        assert.deepEqual([v.Title, v.Status, v.CreatedDate], ['After', 'on_hold', created.CreatedDate])
        assert.match(v.UpdatedDate, DATETIME)
        assert.ok(v.UpdatedDate >= created.UpdatedDate)
        const closed = json(await t.call('PUT', `/v1/Vacancies/${created.Id}`, undefined, { Status: 'closed' }))
        assert.deepEqual([closed.Title, closed.Status], ['After', 'closed'])
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${created.Id}`)), closed)
      })

      test('400 naming the field; 404 for a vacancy that does not exist; a hiring manager may not', async () => {
        const id = await vacancy()
        assertProblem(await t.call('PUT', `/v1/Vacancies/${id}`, undefined, {}), 400, 'validation_failed')
        assertProblem(await t.call('PUT', `/v1/Vacancies/${id}`, undefined, { Status: 'filled' }), 400, 'validation_failed', 'Status')
        assertProblem(await t.call('PUT', `/v1/Vacancies/${id}`, undefined, { Title: ' ' }), 400, 'validation_failed', 'Title')
        assertProblem(await t.call('PUT', `/v1/Vacancies/${id}`, undefined, { Salary: 1 }), 400, 'validation_failed', 'Salary')
        assertProblem(await t.call('PUT', '/v1/Vacancies/987654321', undefined, { Title: 'X' }), 404, 'vacancy_not_found')
        const hm = await t.member('hiring_manager')
        assertProblem(await t.call('PUT', `/v1/Vacancies/${id}`, hm.token, { Title: 'X' }), 403, 'insufficient_scope')
      })
    })

    describe('stages', () => {
      test('a new vacancy starts with Applied, Screening, Interview, Offer; any role reads them', async () => {
        const id = await vacancy()
        const hm = await t.member('hiring_manager')
        const list = await stages(id, hm.token)
        assert.deepEqual(
          list.map((s) => [s.Name, s.Position]),
          [
            ['Applied', 1],
            ['Screening', 2],
            ['Interview', 3],
            ['Offer', 4],
          ],
        )
        for (const s of list) {
          assert.deepEqual(Object.keys(s), ['Id', 'Name', 'Position'])
          assert.ok(Number.isInteger(s.Id))
        }
        // Each vacancy has stages of its own.
        const other = await stages(await vacancy())
        assert.equal(new Set([...list, ...other].map((s) => s.Id)).size, 8)
      })

      test('POST inserts at the end by default, or at Position, shifting the rest down', async () => {
        const id = await vacancy()
        const res = await add(id, { Name: 'Hired' })
        assert.equal(res.statusCode, 201, res.body)
        assert.deepEqual(Object.keys(json(res)), ['Id', 'Name', 'Position'])
        assert.equal(json(res).Position, 5)
        assert.equal(json(await add(id, { Name: 'Sourced', Position: 1 })).Position, 1)
        assert.equal(json(await add(id, { Name: 'Tech test', Position: 4 })).Position, 4)
        assert.equal(json(await add(id, { Name: 'Reference', Position: 8 })).Position, 8)
        assert.deepEqual(await names(id), [
          '1:Sourced',
          '2:Applied',
          '3:Screening',
          '4:Tech test',
          '5:Interview',
          '6:Offer',
          '7:Hired',
          '8:Reference',
        ])
      })

      test('PUT renames, moves up and down with the others shifting, or both at once', async () => {
        const id = await vacancy()
        const [applied, screening, interview, offer] = await stages(id)
        const renamed = await change(id, screening!.Id, { Name: 'Phone screen' })
        assert.equal(renamed.statusCode, 200, renamed.body)
        assert.deepEqual(json(renamed), { Id: screening!.Id, Name: 'Phone screen', Position: 2 })
        assert.equal(json(await change(id, offer!.Id, { Position: 1 })).Position, 1)
        assert.deepEqual(await names(id), ['1:Offer', '2:Applied', '3:Phone screen', '4:Interview'])
        assert.deepEqual(json(await change(id, offer!.Id, { Position: 4, Name: 'Offer made' })), {
          Id: offer!.Id,
          Name: 'Offer made',
          Position: 4,
        })
        assert.deepEqual(await names(id), ['1:Applied', '2:Phone screen', '3:Interview', '4:Offer made'])
        assert.equal(json(await change(id, applied!.Id, { Position: 1 })).Position, 1)
        assert.equal(json(await change(id, interview!.Id, { Name: 'INTERVIEW' })).Name, 'INTERVIEW')
        assert.deepEqual(await names(id), ['1:Applied', '2:Phone screen', '3:INTERVIEW', '4:Offer made'])
      })

      test('DELETE removes a stage and closes the gap; the last stage stays (409 stage_required)', async () => {
        const id = await vacancy()
        const [applied, screening, interview, offer] = await stages(id)
        const res = await remove(id, screening!.Id)
        assert.equal(res.statusCode, 204, res.body)
        assert.equal(res.body, '')
        assert.deepEqual(await names(id), ['1:Applied', '2:Interview', '3:Offer'])
        assert.equal((await remove(id, applied!.Id)).statusCode, 204)
        assert.equal((await remove(id, offer!.Id)).statusCode, 204)
        assert.deepEqual(await names(id), ['1:Interview'])
        assertProblem(await remove(id, interview!.Id), 409, 'stage_required')
        assertProblem(await remove(id, screening!.Id), 404, 'stage_not_found')
      })

      test('names are unique within the vacancy ignoring case (409 stage_exists), and free across vacancies', async () => {
        const id = await vacancy()
        const [, screening] = await stages(id)
        assertProblem(await add(id, { Name: 'interview' }), 409, 'stage_exists')
        assertProblem(await add(id, { Name: 'ÖFFER'.replace('Ö', 'O') }), 409, 'stage_exists')
        assertProblem(await change(id, screening!.Id, { Name: 'APPLIED' }), 409, 'stage_exists')
        assert.equal((await add(id, { Name: 'Über' })).statusCode, 201)
        assertProblem(await add(id, { Name: 'über' }), 409, 'stage_exists')
        assert.equal((await add(await vacancy(), { Name: 'Über' })).statusCode, 201)
        assert.deepEqual(await names(id), ['1:Applied', '2:Screening', '3:Interview', '4:Offer', '5:Über'])
      })

      test('a Position out of range is a 400 naming Position, and changes nothing', async () => {
        const id = await vacancy()
        const [applied] = await stages(id)
        assertProblem(await add(id, { Name: 'X', Position: 6 }), 400, 'validation_failed', 'Position')
        assertProblem(await add(id, { Name: 'X', Position: 0 }), 400, 'validation_failed', 'Position')
        assertProblem(await change(id, applied!.Id, { Position: 5 }), 400, 'validation_failed', 'Position')
        assertProblem(await change(id, applied!.Id, { Position: -1 }), 400, 'validation_failed', 'Position')
        assert.deepEqual(await names(id), ['1:Applied', '2:Screening', '3:Interview', '4:Offer'])
      })

      test('bad names and bodies name the field', async () => {
        const id = await vacancy()
        const [applied] = await stages(id)
        assertProblem(await add(id, {}), 400, 'validation_failed', 'Name')
        assertProblem(await add(id, { Name: '' }), 400, 'validation_failed', 'Name')
        assertProblem(await add(id, { Name: '   ' }), 400, 'validation_failed', 'Name')
        assertProblem(await add(id, { Name: 'x'.repeat(101) }), 400, 'validation_failed', 'Name')
        assert.equal((await add(id, { Name: 'y'.repeat(100) })).statusCode, 201)
        assertProblem(await add(id, { Name: 'Z', Color: 'red' }), 400, 'validation_failed', 'Color')
        assertProblem(await change(id, applied!.Id, {}), 400, 'validation_failed')
        assertProblem(await change(id, applied!.Id, { Position: '2' }), 400, 'validation_failed', 'Position')
      })

      test('404 for a missing vacancy or a stage of another vacancy; 403 for a hiring manager', async () => {
        const id = await vacancy()
        const [, other] = await stages(await vacancy())
        assertProblem(await t.call('GET', '/v1/Vacancies/987654321/Stages'), 404, 'vacancy_not_found')
        assertProblem(await add(987654321, { Name: 'X' }), 404, 'vacancy_not_found')
        assertProblem(await change(id, other!.Id, { Name: 'X' }), 404, 'stage_not_found')
        assertProblem(await remove(id, other!.Id), 404, 'stage_not_found')
        const hm = await t.member('hiring_manager')
        assertProblem(await t.call('POST', `/v1/Vacancies/${id}/Stages`, hm.token, { Name: 'X' }), 403, 'insufficient_scope')
        assertProblem(await t.call('DELETE', `/v1/Vacancies/${id}/Stages/${other!.Id}`, hm.token), 403, 'insufficient_scope')
      })

      test('insertions and moves at once keep the positions 1..n with no gap', async () => {
        const id = await vacancy()
        const list = await stages(id)
        const results = await Promise.all([
          ...Array.from({ length: 8 }, (_, i) => add(id, { Name: `Parallel ${i}`, Position: 1 + (i % 3) })),
          change(id, list[0]!.Id, { Position: 4 }),
          change(id, list[3]!.Id, { Position: 1 }),
        ])
        for (const r of results) assert.ok(r.statusCode === 200 || r.statusCode === 201, r.body)
        const after = await stages(id)
        assert.deepEqual(
          after.map((s) => s.Position),
          Array.from({ length: 12 }, (_, i) => i + 1),
        )
      })
    })

    describe('paging (B2)', () => {
      test('stages page in Position order, `after` naming a Position; the team pages by MemberId; bad values are 400', async () => {
        const id = await vacancy()
        await t.call('POST', `/v1/Vacancies/${id}/Stages`, undefined, { Name: 'First', Position: 1 })
        const whole = json<any[]>(await t.call('GET', `/v1/Vacancies/${id}/Stages`))
        assert.deepEqual(
          whole.map((s) => s.Position),
          [1, 2, 3, 4, 5],
        )
        const pages = await collectPages(t, `/v1/Vacancies/${id}/Stages?limit=2`, t.adminToken, 2)
        assert.deepEqual(pages.flat(), whole)
        assert.equal(pages.length, 3)
        const members = [await t.member('hiring_manager'), await t.member('recruiter'), await t.member('hiring_manager')]
        await t.call('PUT', `/v1/Vacancies/${id}/HiringTeam`, undefined, { MemberIds: members.map((m) => m.id) })
        const team = json<any[]>(await t.call('GET', `/v1/Vacancies/${id}/HiringTeam`))
        assert.equal(team.length, 3)
        assert.deepEqual((await collectPages(t, `/v1/Vacancies/${id}/HiringTeam?limit=2`, t.adminToken, 2)).flat(), team)
        for (const list of ['Stages', 'HiringTeam']) {
          assertProblem(await t.call('GET', `/v1/Vacancies/${id}/${list}?limit=0`), 400, 'validation_failed', 'limit')
          assertProblem(await t.call('GET', `/v1/Vacancies/${id}/${list}?after=x`), 400, 'validation_failed', 'after')
        }
      })
    })

    describe('hiring team', () => {
      test('a new vacancy has an empty team; PUT replaces it and answers it in MemberId order', async () => {
        const id = await vacancy()
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${id}/HiringTeam`)), [])
        const a = await t.member('hiring_manager')
        const b = await t.member('recruiter')
        const res = await t.call('PUT', `/v1/Vacancies/${id}/HiringTeam`, undefined, { MemberIds: [b.id, a.id] })
        assert.equal(res.statusCode, 200, res.body)
        const team = json<any[]>(res)
        assert.deepEqual(
          team.map((m) => m.MemberId),
          [a.id, b.id].sort((x, y) => x - y),
        )
        for (const m of team) assert.deepEqual(Object.keys(m), ['MemberId', 'Name', 'Role'])
        assert.deepEqual(team.find((m) => m.MemberId === a.id).Role, 'hiring_manager')
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${id}/HiringTeam`, a.token)), team)
        const emptied = await t.call('PUT', `/v1/Vacancies/${id}/HiringTeam`, undefined, { MemberIds: [] })
        assert.deepEqual(json(emptied), [])
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${id}/HiringTeam`)), [])
      })

      test('a MemberId that names no member is a 400 member_not_found and changes nothing', async () => {
        const id = await vacancy()
        const a = await t.member('hiring_manager')
        await t.call('PUT', `/v1/Vacancies/${id}/HiringTeam`, undefined, { MemberIds: [a.id] })
        const res = await t.call('PUT', `/v1/Vacancies/${id}/HiringTeam`, undefined, { MemberIds: [a.id, 987654321] })
        assertProblem(res, 400, 'member_not_found', 'MemberIds')
        assert.deepEqual(
          json<any[]>(await t.call('GET', `/v1/Vacancies/${id}/HiringTeam`)).map((m) => m.MemberId),
          [a.id],
        )
      })

      test('a removed member cannot be put back on a team: 400 member_not_found, as for one that never was', async () => {
        const id = await vacancy()
        const gone = await t.member('hiring_manager')
        assert.equal((await t.call('DELETE', `/v1/Members/${gone.id}`)).statusCode, 204)
        assertProblem(
          await t.call('PUT', `/v1/Vacancies/${id}/HiringTeam`, undefined, { MemberIds: [gone.id] }),
          400,
          'member_not_found',
          'MemberIds',
        )
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${id}/HiringTeam`)), [])
      })

      test('bad bodies name the field; 404 for a missing vacancy; 403 for a hiring manager', async () => {
        const id = await vacancy()
        const put = (body: unknown, token?: string) => t.call('PUT', `/v1/Vacancies/${id}/HiringTeam`, token, body)
        assertProblem(await put({}), 400, 'validation_failed', 'MemberIds')
        assertProblem(await put({ MemberIds: [0] }), 400, 'validation_failed', 'MemberIds.0')
        assertProblem(await put({ MemberIds: ['1'] }), 400, 'validation_failed', 'MemberIds.0')
        assertProblem(await put({ MemberIds: [1, 1] }), 400, 'validation_failed', 'MemberIds')
        assertProblem(await put({ MemberIds: 1 }), 400, 'validation_failed', 'MemberIds')
        assertProblem(await t.call('GET', '/v1/Vacancies/987654321/HiringTeam'), 404, 'vacancy_not_found')
        assertProblem(await t.call('PUT', '/v1/Vacancies/987654321/HiringTeam', undefined, { MemberIds: [] }), 404, 'vacancy_not_found')
        const hm = await t.member('hiring_manager')
        assertProblem(await put({ MemberIds: [hm.id] }, hm.token), 403, 'insufficient_scope')
      })
    })
  })
}
