import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { makeConfig } from '../../src/config.js'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { SAMPLES, uploadRaw, waitFor } from '../helpers/documents.js'
import { outsideWrite } from '../helpers/outside-write.js'
import { showTo } from '../helpers/pipeline.js'

/**
 * Hot reads may be answered from memory (SQLite); whatever the backend, an
 * answer must follow every write at once, wherever it was made, and never
 * travel from one viewer to another.
 */
for (const backend of await backends()) {
  describe(`answers to reads stay current and per viewer [${backend.name}]`, () => {
    let t: TestApp
    let alice: { id: number; token: string }
    let bob: { id: number; token: string }
    let hm: { id: number; token: string }
    let uncached: FastifyInstance

    // Each on the hiring manager's vacancy, so the hiring manager sees it (SPEC C3).
    const newCandidate = async (FirstName = 'Cache') => {
      const cid = json(await t.call('POST', '/v1/Candidates', undefined, { FirstName, LastName: 'Subject' })).Id as number
      await showTo(t, hm.id, cid)
      return cid
    }
    const get = async (url: string, token = t.adminToken) => {
      const res = await t.call('GET', url, token)
      assert.equal(res.statusCode, 200, res.body)
      return res
    }
    const noteTexts = async (cid: number, token: string) => json<any[]>(await get(`/v1/Candidates/${cid}/Notes`, token)).map((n) => n.Note)

    before(async () => {
      t = await buildTestApp(backend)
      alice = await t.member('recruiter')
      bob = await t.member('recruiter')
      hm = await t.member('hiring_manager')
      // A second app on the same store with the cache off: the reference for every answer's bytes.
      uncached = await buildApp(makeConfig({ ...t.config, readCacheMb: 0 }))
    })
    after(async () => {
      await uncached.close()
      await t.close()
    })

    test('a write through the service shows in the next read of a candidate, its notes and its flags', async () => {
      const cid = await newCandidate()
      assert.equal(json(await get(`/v1/Candidates/${cid}`)).FirstName, 'Cache')
      assert.equal((await t.call('PUT', `/v1/Candidates/${cid}`, undefined, { FirstName: 'Changed', LastName: 'Subject' })).statusCode, 200)
      assert.equal(json(await get(`/v1/Candidates/${cid}`)).FirstName, 'Changed')

      assert.deepEqual(await noteTexts(cid, alice.token), [])
      const note = json(await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: 'first' }))
      assert.deepEqual(await noteTexts(cid, alice.token), ['first'])
      assert.equal((await t.call('PUT', `/v1/Candidates/${cid}/Notes/${note.Id}`, alice.token, { Note: 'edited' })).statusCode, 200)
      assert.deepEqual(await noteTexts(cid, alice.token), ['edited'])

      const flag = json(await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, undefined, { FlagType: 1, Note: 'good' }))
      assert.equal(json<any[]>(await get(`/v1/Candidates/${cid}/QualityFlags`)).length, 1)
      assert.equal((await t.call('DELETE', `/v1/Candidates/${cid}/QualityFlags/${flag.Id}`)).statusCode, 204)
      assert.deepEqual(json(await get(`/v1/Candidates/${cid}/QualityFlags`)), [])

      assert.equal((await t.call('DELETE', `/v1/Candidates/${cid}`)).statusCode, 204)
      assert.equal((await t.call('GET', `/v1/Candidates/${cid}`)).statusCode, 404)
    })

    test('a write committed by another process shows in the next read', async () => {
      const cid = await newCandidate()
      await get(`/v1/Candidates/${cid}`)
      await get(`/v1/Candidates/${cid}`)
      await outsideWrite(t, 'update candidates set first_name = $1 where id = $2', ['Outside', cid])
      assert.equal(json(await get(`/v1/Candidates/${cid}`)).FirstName, 'Outside')

      await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: 'mine' })
      assert.deepEqual(await noteTexts(cid, alice.token), ['mine'])
      await outsideWrite(t, 'update notes set note = $1 where candidate_id = $2', ['rewritten', cid])
      assert.deepEqual(await noteTexts(cid, alice.token), ['rewritten'])
      await outsideWrite(t, 'delete from notes where candidate_id = $1', [cid])
      assert.deepEqual(await noteTexts(cid, alice.token), [])
    })

    test('a document looked up before is downloaded as it is now: renamed or deleted elsewhere, seen at once', async () => {
      const cid = await newCandidate()
      const uploaded = await uploadRaw(t, cid, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="first.pdf"' })
      assert.equal(uploaded.statusCode, 201, uploaded.body)
      const id = json(uploaded).Id as string
      for (let i = 0; i < 2; i++) assert.match(String((await get(`/v1/document/${id}`)).headers['content-disposition']), /first\.pdf/)
      await outsideWrite(t, 'update documents set file_name = $1 where id = $2', ['second.pdf', id])
      assert.match(String((await get(`/v1/document/${id}`)).headers['content-disposition']), /second\.pdf/)
      assert.equal((await t.call('DELETE', `/v1/document/${id}`)).statusCode, 204)
      assert.equal((await t.call('GET', `/v1/document/${id}`)).statusCode, 404)
    })

    test('one viewer never receives the answer made for another', async () => {
      const cid = await newCandidate()
      await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: 'alice private', Private: true })
      await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: 'for the team', SendToHiringTeam: true })
      await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: 'internal' })
      // The same URL, read in turns, twice each, so that every viewer reads after another has.
      for (let round = 0; round < 2; round++) {
        assert.deepEqual(await noteTexts(cid, alice.token), ['alice private', 'for the team', 'internal'])
        assert.deepEqual(await noteTexts(cid, bob.token), ['for the team', 'internal'])
        assert.deepEqual(await noteTexts(cid, hm.token), ['for the team'])
      }
    })

    test('a role change applies to the next read of the same member', async () => {
      const cid = await newCandidate()
      await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: 'internal' })
      await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: 'team', SendToHiringTeam: true })
      const carol = await t.member('recruiter', ['notes:read'])
      await showTo(t, carol.id, cid)
      assert.deepEqual(await noteTexts(cid, carol.token), ['internal', 'team'])
      await outsideWrite(t, 'update members set role = $1 where id = $2', ['hiring_manager', carol.id])
      assert.deepEqual(await noteTexts(cid, carol.token), ['team'])
    })

    test('answers are byte for byte those of the service without the cache, Link header included', async () => {
      const cid = await newCandidate('Bytes')
      for (let i = 0; i < 3; i++) await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: `n${i} "quoted" é \u2028` })
      await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, undefined, { FlagType: 2, Note: 'careful' })
      const urls = [
        `/v1/Candidates/${cid}`,
        `/v1/Candidates/${cid}/Notes`,
        `/v1/Candidates/${cid}/Notes?limit=2`,
        `/v1/Candidates/${cid}/Notes?limit=2&after=0`,
        `/v1/candidates/${cid}/notes/?limit=1`,
        `/v1/Candidates/${cid}/QualityFlags`,
        `/v1/Candidates?limit=1&q=Bytes`,
      ]
      for (const url of urls) {
        const reference = await uncached.inject({ method: 'GET', url, headers: { authorization: alice.token } })
        for (let i = 0; i < 2; i++) {
          const res = await get(url, alice.token)
          assert.equal(res.body, reference.body, url)
          assert.equal(res.headers['content-type'], reference.headers['content-type'], url)
          assert.equal(res.headers.link, reference.headers.link, url)
        }
      }
      assert.match(String((await get(`/v1/Candidates/${cid}/Notes?limit=2`, alice.token)).headers.link), /after=\d+/)
    })

    test('a public answer follows a write through the service at once, and one committed elsewhere once the store tells', async () => {
      const job = json(
        await t.call('POST', '/v1/Vacancies', undefined, {
          Title: 'Kept Job',
          Location: 'Lyon',
          Description: 'The role.',
          Published: true,
        }),
      )
      const page = `/v1/Jobs/${job.Id}`
      const title = async () => {
        const res = await t.call('GET', page, null)
        return res.statusCode === 200 ? (json(res).Title as string) : res.statusCode
      }
      for (let i = 0; i < 2; i++) assert.equal(await title(), 'Kept Job')
      // On PostgreSQL public answers are kept once the instance hears the change notices: from then on, only they bring a change.
      const { publicGeneration } = t.app.services.stores.database
      if (publicGeneration) await waitFor(() => publicGeneration() !== undefined, 'the change notices to be heard', 5000)
      // /metrics says they are kept.
      assert.match((await t.call('GET', '/metrics', null)).body, /^ats_public_answers_kept 1$/m)
      // Through the service: the very next read, on every engine (PostgreSQL moves the public generation before the answer).
      assert.equal((await t.call('PUT', `/v1/Vacancies/${job.Id}`, undefined, { Published: false })).statusCode, 200)
      assert.equal(await title(), 404)
      assert.equal((await t.call('PUT', `/v1/Vacancies/${job.Id}`, undefined, { Published: true })).statusCode, 200)
      for (let i = 0; i < 2; i++) assert.equal(await title(), 'Kept Job')
      // By another process: SQLite sees it at the next read; PostgreSQL once its change notice has arrived.
      await outsideWrite(t, 'update vacancies set title = $1 where id = $2', ['Renamed Elsewhere', job.Id])
      if (backend.name === 'sqlite') assert.equal(await title(), 'Renamed Elsewhere')
      else await waitFor(async () => (await title()) === 'Renamed Elsewhere', 'the change notice', 5000)
      await outsideWrite(t, 'update vacancies set published = 0 where id = $1', [job.Id])
      await waitFor(async () => (await title()) === 404, 'the unpublished job to go', 5000)
    })

    test('errors are never kept: a candidate created after a 404 is found', async () => {
      const res = await t.call('GET', '/v1/Candidates?limit=1')
      const next = json<any[]>(res)[0].Id as number
      const missing = next + 1_000_000
      assert.equal((await t.call('GET', `/v1/Candidates/${missing}`)).statusCode, 404)
      assert.equal((await t.call('GET', `/v1/Candidates/${missing}/Notes`)).statusCode, 400)
      await outsideWrite(t, 'insert into candidates (id, first_name, last_name, created_date, updated_date) values ($1, $2, $3, $4, $4)', [
        missing,
        'Late',
        'Arrival',
        new Date().toISOString(),
      ])
      assert.equal(json(await get(`/v1/Candidates/${missing}`)).FirstName, 'Late')
      assert.deepEqual(json(await get(`/v1/Candidates/${missing}/Notes`)), [])
    })
  })
}
