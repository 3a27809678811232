import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

const FIELDS = ['Id', 'Title', 'Status', 'CreatedDate', 'UpdatedDate']

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

      test('a note can name a vacancy', async () => {
        const v = await open({ Title: 'Data Scientist' })
        const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'V', LastName: 'Link' }))
        const res = await t.call('POST', `/v1/Candidates/${c.Id}/Notes`, undefined, { Note: 'fits', VacancyId: v.Id })
        assert.equal(res.statusCode, 201, res.body)
        assert.equal(json(res).VacancyId, v.Id)
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
      ]
      for (const [what, body, field] of cases) {
        test(`POST with ${what} names ${field}`, async () => {
          assertProblem(await t.call('POST', '/v1/Vacancies', undefined, body), 400, 'validation_failed', field)
        })
      }

      for (const id of ['0', '-1', 'abc', '1.5', '1e3', '9007199254740992']) {
        test(`GET /v1/Vacancies/${id} names the id`, async () => {
          assertProblem(await t.call('GET', `/v1/Vacancies/${id}`), 400, 'validation_failed', 'id')
        })
      }

      test('bad paging values name the parameter', async () => {
        assertProblem(await t.call('GET', '/v1/Vacancies?limit=1001'), 400, 'validation_failed', 'limit')
        assertProblem(await t.call('GET', '/v1/Vacancies?after=x'), 400, 'validation_failed', 'after')
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
