import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, DATETIME, nextLink } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'

/** The public job API (SPEC C8): five fields of the open, published vacancies, to anyone, and nothing else. */
const FIELDS = ['Id', 'Title', 'Location', 'Description', 'PublishedDate']

/** Words that live only in what the public must never see of a vacancy: its stages, team, applicants, status. */
const HIDDEN = ['Stage-Only-Words', 'Team-Only-Person', 'Applicant-Only-Name', 'on_hold', 'closed', 'Status', 'CreatedDate', 'UpdatedDate']

for (const backend of await backends()) {
  describe(`the public job API [${backend.name}]`, () => {
    let t: TestApp
    /** Without any Authorization header: what the public sends. */
    const pub = (url: string, headers: Record<string, string> = {}) => t.call('GET', url, null, undefined, headers)
    const vacancy = async (body: Record<string, unknown>) => {
      const res = await t.call('POST', '/v1/Vacancies', undefined, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }
    let job: any
    let hidden: Record<string, any>

    before(async () => {
      t = await buildTestApp(backend)
      job = await vacancy({
        Title: 'Site Reliability Engineer',
        Location: 'Lyon',
        Description: '## Role\n\nKeep it **up**.',
        Published: true,
      })
      // Everything a public answer could leak, attached to the published vacancy itself.
      await t.call('POST', `/v1/Vacancies/${job.Id}/Stages`, undefined, { Name: 'Stage-Only-Words' })
      const manager = await t.call('POST', '/v1/Members', undefined, {
        Name: 'Team-Only-Person',
        Email: 'team@example.com',
        Role: 'hiring_manager',
      })
      await t.call('PUT', `/v1/Vacancies/${job.Id}/HiringTeam`, undefined, { MemberIds: [json(manager).Id] })
      const c = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Applicant-Only-Name', LastName: 'X' }))
      assert.equal((await t.call('POST', `/v1/Candidates/${c.Id}/Applications`, undefined, { VacancyId: job.Id })).statusCode, 201)
      hidden = {
        onHold: await vacancy({ Title: 'Paused role', Location: 'Lyon', Description: 'The role.', Status: 'on_hold', Published: true }),
        closed: await vacancy({ Title: 'Filled role', Location: 'Lyon', Description: 'The role.', Status: 'closed', Published: true }),
        unpublished: await vacancy({ Title: 'Draft role', Location: 'Paris' }),
      }
    })
    after(() => t.close())

    /** Every public answer: five fields exactly, none of the hidden words anywhere in the bytes. */
    function assertPublic(res: LightMyRequestResponse) {
      assert.equal(res.statusCode, 200, res.body)
      const body = json(res)
      for (const item of Array.isArray(body) ? body : [body]) {
        assert.deepEqual(Object.keys(item), FIELDS)
        assert.match(item.PublishedDate, DATETIME)
      }
      for (const word of HIDDEN) assert.ok(!res.body.includes(word), `${word} in ${res.body}`)
      return body
    }

    describe('200', () => {
      test('GET /v1/Jobs lists only the open, published vacancies, with five fields, and no token', async () => {
        const list = assertPublic(await pub('/v1/Jobs'))
        assert.deepEqual(list, [
          { Id: job.Id, Title: job.Title, Location: 'Lyon', Description: '## Role\n\nKeep it **up**.', PublishedDate: job.CreatedDate },
        ])
      })

      test('GET /v1/Jobs/{id} answers the same job, in any case of the path', async () => {
        const [listed] = json(await pub('/v1/Jobs'))
        assert.deepEqual(assertPublic(await pub(`/v1/Jobs/${job.Id}`)), listed)
        assert.deepEqual(assertPublic(await pub(`/v1/jobs/${job.Id}/`)), listed)
      })

      test('a token sent is ignored: a bad one is not refused, a good one sees no more', async () => {
        const anonymous = (await pub('/v1/Jobs')).body
        const recruiter = await t.member('recruiter')
        const tokens = [`ats_${randomBytes(32).toString('base64url')}`, 'Basic YWRtaW46YWRtaW4=', 'garbage', t.adminToken, recruiter.token]
        for (const authorization of tokens) {
          const list = await pub('/v1/Jobs', { authorization })
          assert.equal(list.body, anonymous, authorization)
          assertPublic(list)
          assertPublic(await pub(`/v1/Jobs/${job.Id}`, { authorization }))
          assert.equal(json(await pub(`/v1/Jobs/${hidden.unpublished.Id}`, { authorization })).code, 'job_not_found')
        }
        assertPublic(await pub('/v1/Jobs', { cookie: 'ats_session=not-a-session' }))
      })

      test('paged as B2: limit and after, with a Link to the next page', async () => {
        const more = [
          await vacancy({ Title: 'Two', Location: 'Lyon', Description: 'The role.', Published: true }),
          await vacancy({ Title: 'Three', Location: 'Lyon', Description: 'The role.', Published: true }),
        ]
        try {
          const first = await pub('/v1/Jobs?limit=2')
          assert.deepEqual(
            assertPublic(first).map((j: any) => j.Id),
            [job.Id, more[0].Id],
          )
          const next = nextLink(first)
          assert.equal(next, `/v1/Jobs?limit=2&after=${more[0].Id}`)
          const second = await pub(next)
          assert.deepEqual(
            assertPublic(second).map((j: any) => j.Id),
            [more[1].Id],
          )
          assert.equal(nextLink(second), undefined)
        } finally {
          for (const v of more) await t.call('PUT', `/v1/Vacancies/${v.Id}`, undefined, { Published: false })
        }
      })
    })

    describe('404: anything that is not an open, published vacancy is one and the same missing job', () => {
      let missing: LightMyRequestResponse
      before(async () => {
        missing = await pub('/v1/Jobs/987654321')
      })

      test('a vacancy that does not exist', () => {
        assert.deepEqual(Object.keys(assertProblem(missing, 404, 'job_not_found')).sort(), ['code', 'detail', 'status', 'title', 'type'])
      })

      for (const which of ['onHold', 'closed', 'unpublished']) {
        test(`a vacancy ${which} answers byte for byte as a missing one, and is not listed`, async () => {
          const res = await pub(`/v1/Jobs/${hidden[which].Id}`)
          assert.equal(res.statusCode, 404)
          assert.equal(res.body, missing.body)
          assert.equal(res.headers['content-type'], missing.headers['content-type'])
          assert.ok(!json<any[]>(await pub('/v1/Jobs')).some((j) => j.Id === hidden[which].Id))
        })
      }

      test('an id of leading zeros naming a hidden vacancy answers as a missing one', async () => {
        const res = await pub(`/v1/Jobs/000${hidden.unpublished.Id}`)
        assert.equal(res.statusCode, 404, res.body)
        assert.equal(res.body, missing.body)
      })
    })

    describe('400', () => {
      // SPEC B1: a path id that is not a positive decimal integer within 1..2^53-1 is malformed, as for every other resource.
      for (const id of ['0', '-1', 'abc', '1.5', '1e3', '0x10', '9007199254740992', '9'.repeat(60), '%20', 'null']) {
        test(`the id ${id} is refused naming id, on reading and on applying`, async () => {
          assertProblem(await pub(`/v1/Jobs/${id}`), 400, 'validation_failed', 'id')
          assertProblem(await t.call('POST', `/v1/Jobs/${id}/Applications`, null), 400, 'validation_failed', 'id')
        })
      }

      for (const [query, field] of [
        ['limit=0', 'limit'],
        ['limit=1001', 'limit'],
        ['limit=x', 'limit'],
        ['after=-1', 'after'],
        ['after=x', 'after'],
      ]) {
        test(`?${query} names ${field}`, async () => {
          assertProblem(await pub(`/v1/Jobs?${query}`), 400, 'validation_failed', field)
        })
      }
    })
  })
}
