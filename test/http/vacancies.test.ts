import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

const FIELDS = ['Id', 'Title', 'Status', 'CreatedDate', 'UpdatedDate', 'Location', 'Description', 'Published']

for (const backend of await backends()) {
  describe(`vacancies [${backend.name}]`, () => {
    let t: TestApp
    const open = async (body: Record<string, unknown>, token?: string) => {
      const res = await t.call('POST', '/v1/Vacancies', token, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }

    before(async () => {
      t = await buildTestApp(backend)
    })
    after(() => t.close())

    describe('200 and 201', () => {
      test('POST answers the vacancy, open by default, with its fields in order', async () => {
        const res = await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Backend Engineer' })
        assert.equal(res.statusCode, 201, res.body)
        const v = json(res)
        assert.deepEqual(Object.keys(v), FIELDS)
        assert.ok(Number.isInteger(v.Id))
        assert.equal(v.Title, 'Backend Engineer')
        assert.equal(v.Status, 'open')
        assert.match(v.CreatedDate, DATETIME)
        assert.equal(v.UpdatedDate, v.CreatedDate)
        assert.deepEqual([v.Location, v.Description, v.Published], ['', '', false])
      })

      test('POST takes Location, Description and Published at their limits, and answers them as given', async () => {
        const body = { Title: 'Writer', Location: 'L'.repeat(200), Description: `# Title\n\n${'d'.repeat(19_991)}`, Published: true }
        assert.equal(body.Description.length, 20_000)
        const v = await open(body)
        assert.deepEqual([v.Location, v.Description, v.Published], [body.Location, body.Description, true])
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v.Id}`)), v)
        // Characters, not bytes: 200 letters of two UTF-16 units each are 200 characters.
        const wide = await open({ Title: 'Wide', Location: '𝕃'.repeat(200), Description: '' })
        assert.equal(wide.Location, '𝕃'.repeat(200))
      })

      test('PUT changes Location, Description and Published alone, leaving the rest as they were', async () => {
        const v = await open({ Title: 'Chef', Location: 'Nantes' })
        const changes: Record<string, unknown>[] = [
          { Location: '' },
          { Description: '*Fresh* food.' },
          { Published: true },
          { Published: false },
        ]
        let now = v
        for (const change of changes) {
          const res = await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, change)
          assert.equal(res.statusCode, 200, res.body)
          const expected = { ...now, ...change, UpdatedDate: json(res).UpdatedDate }
          assert.deepEqual(json(res), expected)
          now = json(res)
        }
      })

      test('a closed vacancy may still be changed and published: it refuses applications, not edits', async () => {
        const v = await open({ Title: 'Closed one', Status: 'closed' })
        const res = await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Description: 'Filled.', Published: true, Location: 'Brest' })
        assert.equal(res.statusCode, 200, res.body)
        assert.deepEqual([json(res).Description, json(res).Published, json(res).Location], ['Filled.', true, 'Brest'])
      })

      test('POST keeps an explicit Status; a recruiter may open a vacancy', async () => {
        const { token } = await t.member('recruiter')
        for (const Status of ['open', 'on_hold', 'closed']) {
          assert.equal((await open({ Title: `Role ${Status}`, Status }, token)).Status, Status)
        }
      })

      test('GET /v1/Vacancies/{id} answers the vacancy as created', async () => {
        const v = await open({ Title: 'Designer', Status: 'on_hold' })
        const { token } = await t.member('hiring_manager')
        const res = await t.call('GET', `/v1/Vacancies/${v.Id}`, token)
        assert.equal(res.statusCode, 200)
        assert.deepEqual(json(res), v)
        assert.deepEqual(Object.keys(json(res)), FIELDS)
        const lower = await t.call('GET', `/v1/vacancies/${v.Id}/`, token)
        assert.equal(lower.statusCode, 200)
        assert.deepEqual(json(lower), v)
      })

      test('GET /v1/Vacancies lists oldest first with paging', async () => {
        const made = [await open({ Title: 'A' }), await open({ Title: 'B' }), await open({ Title: 'C' })]
        const res = await t.call('GET', '/v1/Vacancies')
        assert.equal(res.statusCode, 200)
        const all = json<any[]>(res)
        const ids = all.map((v) => v.Id)
        assert.deepEqual(
          ids,
          [...ids].sort((a, b) => a - b),
        )
        assert.deepEqual(all.slice(-3), made)
        const pages = await collectPages(t, '/v1/Vacancies?limit=2', t.adminToken, 2)
        assert.deepEqual(pages.flat(), all)
        const tail = json<any[]>(await t.call('GET', `/v1/Vacancies?after=${made[0].Id}`))
        assert.deepEqual(tail, made.slice(1))
      })

      test('HiringTeamMemberId keeps the vacancies whose team includes the member, oldest first, for any reader', async () => {
        const manager = await t.member('hiring_manager')
        const other = await t.member('recruiter')
        const mine = [await open({ Title: 'Team A' }), await open({ Title: 'Team B' })]
        const notMine = await open({ Title: 'Not the team' })
        for (const v of mine) {
          const team = await t.call('PUT', `/v1/Vacancies/${v.Id}/HiringTeam`, undefined, { MemberIds: [manager.id, other.id] })
          assert.equal(team.statusCode, 200, team.body)
        }
        assert.equal((await t.call('PUT', `/v1/Vacancies/${notMine.Id}/HiringTeam`, undefined, { MemberIds: [other.id] })).statusCode, 200)
        // The manager asking for its own, and an admin asking for the manager's: the same list.
        for (const token of [manager.token, t.adminToken]) {
          const res = await t.call('GET', `/v1/Vacancies?HiringTeamMemberId=${manager.id}`, token)
          assert.equal(res.statusCode, 200, res.body)
          assert.deepEqual(
            json<any[]>(res).map((v) => v.Title),
            ['Team A', 'Team B'],
          )
        }
        const pages = await collectPages(t, `/v1/Vacancies?HiringTeamMemberId=${other.id}&limit=2`, t.adminToken, 2)
        assert.deepEqual(
          pages.flat().map((v: any) => v.Title),
          ['Team A', 'Team B', 'Not the team'],
        )
        // A member on no team: none.
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies?HiringTeamMemberId=${(await t.member('recruiter')).id}`)), [])
      })

      test('a note can name a vacancy', async () => {
        const v = await open({ Title: 'Data Scientist' })
        const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'V', LastName: 'Link' }))
        const res = await t.call('POST', `/v1/Candidates/${c.Id}/Notes`, undefined, { Note: 'fits', VacancyId: v.Id })
        assert.equal(res.statusCode, 201, res.body)
        assert.equal(json(res).VacancyId, v.Id)
      })
    })

    describe('PublishedDate: when Published last became true (what GET /v1/Jobs shows)', () => {
      const LONG_AGO = '2020-01-01T00:00:00.000Z'
      const publishedDate = async (id: number) => {
        const res = await t.call('GET', `/v1/Jobs/${id}`, null)
        assert.equal(res.statusCode, 200, res.body)
        return json(res).PublishedDate as string
      }
      const put = async (id: number, body: Record<string, unknown>) => {
        const res = await t.call('PUT', `/v1/Vacancies/${id}`, undefined, body)
        assert.equal(res.statusCode, 200, res.body)
        return json(res)
      }

      test('set when created published, kept through unrelated edits, renewed when published again', async () => {
        const v = await open({ Title: 'Published at birth', Published: true })
        assert.equal(await publishedDate(v.Id), v.CreatedDate)
        // Moved far back, so that a date wrongly renewed below cannot pass for the kept one.
        await t.app.services.stores.database.db.updateTable('vacancies').set({ published_date: LONG_AGO }).where('id', '=', v.Id).execute()
        await put(v.Id, { Title: 'Renamed', Location: 'Lille', Description: 'New text' })
        await put(v.Id, { Published: true })
        await put(v.Id, { Status: 'on_hold' })
        assertProblem(await t.call('GET', `/v1/Jobs/${v.Id}`, null), 404, 'job_not_found')
        await put(v.Id, { Status: 'open' })
        assert.equal(await publishedDate(v.Id), LONG_AGO)
        await put(v.Id, { Published: false })
        assertProblem(await t.call('GET', `/v1/Jobs/${v.Id}`, null), 404, 'job_not_found')
        const again = await put(v.Id, { Published: true })
        assert.equal(await publishedDate(v.Id), again.UpdatedDate)
      })

      test('set by the PUT that first publishes a vacancy', async () => {
        const v = await open({ Title: 'Published later' })
        assertProblem(await t.call('GET', `/v1/Jobs/${v.Id}`, null), 404, 'job_not_found')
        const published = await put(v.Id, { Published: true })
        assert.equal(await publishedDate(v.Id), published.UpdatedDate)
      })

      test('the vacancy events carry the new fields, as the answers do', async () => {
        const v = await open({ Title: 'Evented', Location: 'Metz', Description: '- one', Published: true })
        const changed = await put(v.Id, { Published: false, Location: 'Nancy' })
        const events = json<any[]>(await t.call('GET', '/v1/Events?limit=1000')).filter(
          (e) => e.Type.startsWith('vacancy.') && e.Data.Id === v.Id,
        )
        assert.deepEqual(
          events.map((e) => [e.Type, e.Data]),
          [
            ['vacancy.created', v],
            ['vacancy.updated', changed],
          ],
        )
      })
    })

    describe('400', () => {
      const cases: [string, unknown, string][] = [
        ['a missing Title', {}, 'Title'],
        ['an empty Title', { Title: '' }, 'Title'],
        ['a blank Title', { Title: '   ' }, 'Title'],
        ['a Title of the wrong type', { Title: 42 }, 'Title'],
        ['an unknown Status', { Title: 'X', Status: 'filled' }, 'Status'],
        ['an unknown field', { Title: 'X', Salary: 100 }, 'Salary'],
        ['a Location over 200 characters', { Title: 'X', Location: 'L'.repeat(201) }, 'Location'],
        ['a Location on two lines', { Title: 'X', Location: 'Paris\nLyon' }, 'Location'],
        ['a Location of the wrong type', { Title: 'X', Location: null }, 'Location'],
        ['a Description over 20000 characters', { Title: 'X', Description: 'd'.repeat(20_001) }, 'Description'],
        ['a Description of the wrong type', { Title: 'X', Description: ['a'] }, 'Description'],
        ['a Published that is not a boolean', { Title: 'X', Published: 'true' }, 'Published'],
        ['a Published of null', { Title: 'X', Published: null }, 'Published'],
      ]
      for (const [what, body, field] of cases) {
        test(`POST with ${what} names ${field}`, async () => {
          assertProblem(await t.call('POST', '/v1/Vacancies', undefined, body), 400, 'validation_failed', field)
        })
      }

      test('PUT names the field at fault and changes nothing', async () => {
        const v = await open({ Title: 'Guarded', Location: 'Here' })
        const bad: [unknown, string][] = [
          [{ Location: 'L'.repeat(201) }, 'Location'],
          [{ Description: 'd'.repeat(20_001) }, 'Description'],
          [{ Published: 1 }, 'Published'],
          [{ Published: true, Location: 'a\tb' }, 'Location'],
        ]
        for (const [body, field] of bad) {
          assertProblem(await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, body), 400, 'validation_failed', field)
        }
        assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v.Id}`)), v)
      })

      for (const id of ['0', '-1', 'abc', '1.5', '1e3', '9007199254740992']) {
        test(`GET /v1/Vacancies/${id} names the id`, async () => {
          assertProblem(await t.call('GET', `/v1/Vacancies/${id}`), 400, 'validation_failed', 'id')
        })
      }

      test('bad paging values name the parameter', async () => {
        assertProblem(await t.call('GET', '/v1/Vacancies?limit=1001'), 400, 'validation_failed', 'limit')
        assertProblem(await t.call('GET', '/v1/Vacancies?after=x'), 400, 'validation_failed', 'after')
        assertProblem(await t.call('GET', '/v1/Vacancies?HiringTeamMemberId=0'), 400, 'validation_failed', 'HiringTeamMemberId')
      })
    })

    describe('403', () => {
      test('a hiring manager reads vacancies but cannot open one', async () => {
        const { token } = await t.member('hiring_manager')
        assertProblem(await t.call('POST', '/v1/Vacancies', token, { Title: 'Nope' }), 403, 'insufficient_scope')
        const titles = json<any[]>(await t.call('GET', '/v1/Vacancies', token)).map((v) => v.Title)
        assert.ok(!titles.includes('Nope'))
        assertProblem(await t.call('GET', '/v1/Vacancies', null), 403, 'invalid_token')
      })
    })

    describe('404', () => {
      test('a vacancy that does not exist', async () => {
        assertProblem(await t.call('GET', '/v1/Vacancies/987654321'), 404, 'vacancy_not_found')
      })
    })
  })
}
