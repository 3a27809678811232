import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createAtsClient } from '../../client/index.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'

const [sqlite] = await backends()

describe('typed client against a listening server', () => {
  let t: TestApp
  let baseUrl: string
  before(async () => {
    t = await buildTestApp(sqlite!)
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  after(() => t.close())

  test("reads a candidate's notes and flags in the original field order", async () => {
    const ats = createAtsClient({ baseUrl, token: t.adminToken })
    const created = await ats.POST('/v1/Candidates', { body: { FirstName: 'Ada', LastName: 'Lovelace' } })
    assert.equal(created.response.status, 201)
    const candidateId = String(created.data!.Id)
    await ats.POST('/v1/Candidates/{candidateId}/Notes', { params: { path: { candidateId } }, body: { Note: 'Strong' } })
    await ats.POST('/v1/Candidates/{candidateId}/QualityFlags', { params: { path: { candidateId } }, body: { FlagType: 1, Note: 'Top' } })

    const notes = await ats.GET('/v1/Candidates/{candidateId}/Notes', { params: { path: { candidateId } } })
    assert.equal(notes.data?.[0]?.Note, 'Strong')
    const flags = await ats.GET('/v1/Candidates/{candidateId}/QualityFlags', { params: { path: { candidateId } } })
    assert.equal(flags.data?.[0]?.FlagType, 1)
  })

  test('without a token, reads the published jobs and nothing else', async () => {
    const admin = createAtsClient({ baseUrl, token: t.adminToken })
    const created = await admin.POST('/v1/Vacancies', {
      body: { Title: 'Careers client', Location: 'Remote', Description: 'The role.', Published: true },
    })
    assert.equal(created.response.status, 201)
    const careers = createAtsClient({ baseUrl })
    const jobs = await careers.GET('/v1/Jobs', { params: { query: { limit: '10' } } })
    assert.deepEqual(
      jobs.data?.map((j) => [j.Title, j.Location]),
      [['Careers client', 'Remote']],
    )
    const one = await careers.GET('/v1/Jobs/{id}', { params: { path: { id: String(created.data!.Id) } } })
    assert.equal(one.data?.PublishedDate, created.data?.CreatedDate)
    const refused = await careers.GET('/v1/Vacancies', {})
    assert.equal(refused.response.status, 403)
  })

  test('errors come back as problem details', async () => {
    const ats = createAtsClient({ baseUrl, token: 'ats_' + 'x'.repeat(40) })
    const res = await ats.GET('/v1/Candidates/{id}', { params: { path: { id: '1' } } })
    assert.equal(res.response.status, 403)
    assert.equal((res.error as { code?: string }).code, 'invalid_token')
  })
})
