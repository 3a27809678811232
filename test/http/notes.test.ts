import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { showTo } from '../helpers/pipeline.js'

const FIELDS = ['Id', 'SendToHiringTeam', 'Note', 'Private', 'CreatedById', 'CreatedDate', 'UpdatedDate', 'VacancyId']
const MISSING = 987654321

for (const backend of await backends()) {
  describe(`notes [${backend.name}]`, () => {
    let t: TestApp
    let adminId: number
    let alice: { id: number; token: string } // recruiter
    let bob: { id: number; token: string } // recruiter
    let hm: { id: number; token: string } // hiring manager

    // Each on the hiring manager's vacancy, so the hiring manager sees it (SPEC C3).
    const newCandidate = async () => {
      const res = await t.call('POST', '/v1/Candidates', undefined, { FirstName: 'Note', LastName: 'Subject' })
      assert.equal(res.statusCode, 201, res.body)
      const cid = json(res).Id as number
      await showTo(t, hm.id, cid)
      return cid
    }
    const post = async (cid: number, body: Record<string, unknown>, token = alice.token) => {
      const res = await t.call('POST', `/v1/Candidates/${cid}/Notes`, token, body)
      assert.equal(res.statusCode, 201, res.body)
      return json(res)
    }
    const ids = async (cid: number, token: string) => {
      const res = await t.call('GET', `/v1/Candidates/${cid}/Notes`, token)
      assert.equal(res.statusCode, 200, res.body)
      return json<any[]>(res).map((n) => n.Id)
    }

    before(async () => {
      t = await buildTestApp(backend)
      const admin = await t.app.services.stores.database.db
        .selectFrom('members')
        .select('id')
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow()
      adminId = admin.id
      alice = await t.member('recruiter')
      bob = await t.member('recruiter')
      hm = await t.member('hiring_manager')
    })
    after(() => t.close())

    describe('200', () => {
      test('GET answers a bare array of notes with the contract fields, in order, with their JSON types', async () => {
        const cid = await newCandidate()
        const vacancy = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Engineer' }))
        await post(cid, { Note: 'first', SendToHiringTeam: true, VacancyId: vacancy.Id })
        await post(cid, { Note: 'second', Private: true })
        const res = await t.call('GET', `/v1/Candidates/${cid}/Notes`, alice.token)
        assert.equal(res.statusCode, 200)
        assert.match(String(res.headers['content-type']), /^application\/json; charset=utf-8/)
        const list = json<any[]>(res)
        assert.ok(Array.isArray(list))
        assert.equal(list.length, 2)
        for (const n of list) {
          assert.deepEqual(Object.keys(n), FIELDS)
          assert.ok(Number.isInteger(n.Id))
          assert.equal(typeof n.SendToHiringTeam, 'boolean')
          assert.equal(typeof n.Note, 'string')
          assert.equal(typeof n.Private, 'boolean')
          assert.equal(n.CreatedById, alice.id)
          assert.match(n.CreatedDate, DATETIME)
          assert.match(n.UpdatedDate, DATETIME)
        }
        assert.deepEqual([list[0].Note, list[0].SendToHiringTeam, list[0].Private, list[0].VacancyId], ['first', true, false, vacancy.Id])
        assert.deepEqual([list[1].Note, list[1].SendToHiringTeam, list[1].Private, list[1].VacancyId], ['second', false, true, null])
      })

      test('GET works with Content-Type: application/json and no body, as the original clients send it', async () => {
        const cid = await newCandidate()
        const n = await post(cid, { Note: 'hello' })
        const headers = { 'content-type': 'application/json' }
        const res = await t.call('GET', `/v1/Candidates/${cid}/Notes`, alice.token, undefined, headers)
        assert.equal(res.statusCode, 200, res.body)
        assert.deepEqual(json(res), [n])
        const withEmptyBody = await t.call('GET', `/v1/Candidates/${cid}/Notes`, alice.token, '', headers)
        assert.equal(withEmptyBody.statusCode, 200, withEmptyBody.body)
        assert.deepEqual(json(withEmptyBody), [n])
      })

      test('a candidate without notes answers an empty array; notes come oldest first', async () => {
        const cid = await newCandidate()
        assert.deepEqual(await ids(cid, alice.token), [])
        const made = [await post(cid, { Note: 'a' }), await post(cid, { Note: 'b' }, bob.token), await post(cid, { Note: 'c' })]
        assert.deepEqual(
          await ids(cid, alice.token),
          made.map((n) => n.Id),
        )
        assert.ok(made[0].Id < made[1].Id && made[1].Id < made[2].Id)
      })

      test('PUT by the author answers 200; fields left out keep their value', async () => {
        const cid = await newCandidate()
        const vacancy = json(await t.call('POST', '/v1/Vacancies', undefined, { Title: 'Analyst' }))
        const n = await post(cid, { Note: 'draft', Private: true, SendToHiringTeam: true, VacancyId: vacancy.Id })
        const res = await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token, { Note: 'final' })
        assert.equal(res.statusCode, 200, res.body)
        const u = json(res)
        assert.deepEqual(Object.keys(u), FIELDS)
        assert.deepEqual({ ...u, UpdatedDate: null }, { ...n, Note: 'final', UpdatedDate: null })
        assert.match(u.UpdatedDate, DATETIME)
        assert.ok(u.UpdatedDate >= n.UpdatedDate && u.UpdatedDate >= u.CreatedDate)

        const res2 = await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token, {
          Note: 'public',
          Private: false,
          VacancyId: null,
        })
        assert.equal(res2.statusCode, 200, res2.body)
        const u2 = json(res2)
        assert.deepEqual(
          [u2.Note, u2.Private, u2.SendToHiringTeam, u2.VacancyId, u2.CreatedDate],
          ['public', false, true, null, n.CreatedDate],
        )
        const listed = json<any[]>(await t.call('GET', `/v1/Candidates/${cid}/Notes`, bob.token))
        assert.deepEqual(listed, [u2])

        // Without `Note`, the text stays: a switch changes alone.
        const res3 = await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token, { SendToHiringTeam: false })
        assert.equal(res3.statusCode, 200, res3.body)
        assert.deepEqual([json(res3).Note, json(res3).SendToHiringTeam, json(res3).Private], ['public', false, false])
        // Naming nothing changes nothing and is refused.
        assertProblem(await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token, {}), 400, 'validation_failed')
      })

      test('paths match in any case and with a trailing slash', async () => {
        const cid = await newCandidate()
        const created = await t.call('POST', `/v1/candidates/${cid}/notes/`, alice.token, { Note: 'lower' })
        assert.equal(created.statusCode, 201, created.body)
        for (const path of [`/v1/candidates/${cid}/notes`, `/V1/CANDIDATES/${cid}/NOTES/`, `/v1/Candidates/${cid}/Notes/`]) {
          const res = await t.call('GET', path, alice.token)
          assert.equal(res.statusCode, 200, `${path}: ${res.body}`)
          assert.deepEqual(json(res), [json(created)])
        }
      })
    })

    describe('201', () => {
      test('POST answers the note; CreatedById is the token’s member; UpdatedDate equals CreatedDate', async () => {
        const cid = await newCandidate()
        const res = await t.call('POST', `/v1/Candidates/${cid}/Notes`, bob.token, { Note: 'Strong candidate' })
        assert.equal(res.statusCode, 201, res.body)
        const n = json(res)
        assert.deepEqual(Object.keys(n), FIELDS)
        assert.equal(n.CreatedById, bob.id)
        assert.equal(n.Note, 'Strong candidate')
        assert.equal(n.Private, false)
        assert.equal(n.SendToHiringTeam, false)
        assert.equal(n.VacancyId, null)
        assert.match(n.CreatedDate, DATETIME)
        assert.equal(n.UpdatedDate, n.CreatedDate)
        assert.equal(json(await t.call('POST', `/v1/Candidates/${cid}/Notes`, undefined, { Note: 'x' })).CreatedById, adminId)
      })

      test('a Note of exactly 10000 characters is accepted whole', async () => {
        const cid = await newCandidate()
        const text = 'é'.repeat(10000)
        const n = await post(cid, { Note: text })
        assert.equal(n.Note, text)
        const upd = await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token, { Note: 'x'.repeat(10000) })
        assert.equal(upd.statusCode, 200, upd.body)
      })
    })

    describe('204', () => {
      test('DELETE by the author, then the note is gone', async () => {
        const cid = await newCandidate()
        const keep = await post(cid, { Note: 'keep' })
        const n = await post(cid, { Note: 'bye' })
        const res = await t.call('DELETE', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token)
        assert.equal(res.statusCode, 204)
        assert.equal(res.body, '')
        assert.deepEqual(await ids(cid, alice.token), [keep.Id])
        assertProblem(await t.call('DELETE', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token), 400, 'note_not_found')
      })

      test('DELETE by an admin of another member’s note, private or not', async () => {
        const cid = await newCandidate()
        const pub = await post(cid, { Note: 'public' })
        const priv = await post(cid, { Note: 'private', Private: true })
        assert.equal((await t.call('DELETE', `/v1/Candidates/${cid}/Notes/${pub.Id}`)).statusCode, 204)
        assert.equal((await t.call('DELETE', `/v1/Candidates/${cid}/Notes/${priv.Id}`)).statusCode, 204)
        assert.deepEqual(await ids(cid, alice.token), [])
      })
    })

    describe('400', () => {
      test('a candidate that does not exist: 400 candidate_not_found on every operation, never 404', async () => {
        const n = await post(await newCandidate(), { Note: 'x' })
        const base = `/v1/Candidates/${MISSING}/Notes`
        assertProblem(await t.call('GET', base, alice.token), 400, 'candidate_not_found')
        assertProblem(await t.call('GET', base, alice.token, undefined, { 'content-type': 'application/json' }), 400, 'candidate_not_found')
        assertProblem(await t.call('POST', base, alice.token, { Note: 'x' }), 400, 'candidate_not_found')
        assertProblem(await t.call('PUT', `${base}/${n.Id}`, alice.token, { Note: 'y' }), 400, 'candidate_not_found')
        assertProblem(await t.call('DELETE', `${base}/${n.Id}`, alice.token), 400, 'candidate_not_found')
      })

      test('notes of an erased candidate: 400 candidate_not_found', async () => {
        const cid = await newCandidate()
        await post(cid, { Note: 'x' })
        assert.equal((await t.call('DELETE', `/v1/Candidates/${cid}`)).statusCode, 204)
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/Notes`, alice.token), 400, 'candidate_not_found')
      })

      for (const [what, text] of [
        ['empty', ''],
        ['10001 characters long', 'x'.repeat(10001)],
      ] as const) {
        test(`a Note ${what} is refused naming Note`, async () => {
          const cid = await newCandidate()
          assertProblem(await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: text }), 400, 'validation_failed', 'Note')
          const n = await post(cid, { Note: 'ok' })
          assertProblem(
            await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token, { Note: text }),
            400,
            'validation_failed',
            'Note',
          )
        })
      }

      test('bad bodies name the field', async () => {
        const url = `/v1/Candidates/${await newCandidate()}/Notes`
        assertProblem(await t.call('POST', url, alice.token, {}), 400, 'validation_failed', 'Note')
        assertProblem(await t.call('POST', url, alice.token, { Note: 'x', Private: 'yes' }), 400, 'validation_failed', 'Private')
        assertProblem(
          await t.call('POST', url, alice.token, { Note: 'x', SendToHiringTeam: 1 }),
          400,
          'validation_failed',
          'SendToHiringTeam',
        )
        assertProblem(await t.call('POST', url, alice.token, { Note: 'x', Color: 'red' }), 400, 'validation_failed', 'Color')
        assertProblem(await t.call('POST', url, alice.token, { Note: 'x', VacancyId: '1' }), 400, 'validation_failed', 'VacancyId')
        assertProblem(await t.call('POST', url, alice.token, { Note: 'x', VacancyId: 0 }), 400, 'validation_failed', 'VacancyId')
        assertProblem(await t.call('POST', url, alice.token, { Note: 'before\u0000after' }), 400, 'validation_failed', 'Note')
        assertProblem(await t.call('POST', url, alice.token, { Note: 'before\ud800after' }), 400, 'validation_failed', 'Note')
        assertProblem(
          await t.call(
            'POST',
            url,
            alice.token,
            Buffer.from([...Buffer.from('{"Note":"before'), 0xed, 0xb0, 0x80, ...Buffer.from('after"}')]),
            { 'content-type': 'application/json' },
          ),
          400,
          'validation_failed',
          'Note',
        )
      })

      test('a VacancyId that names no vacancy is refused naming VacancyId', async () => {
        const cid = await newCandidate()
        assertProblem(
          await t.call('POST', `/v1/Candidates/${cid}/Notes`, alice.token, { Note: 'x', VacancyId: MISSING }),
          400,
          undefined,
          'VacancyId',
        )
        const n = await post(cid, { Note: 'ok' })
        assertProblem(
          await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token, { Note: 'x', VacancyId: MISSING }),
          400,
          undefined,
          'VacancyId',
        )
        assert.deepEqual(await ids(cid, alice.token), [n.Id])
      })

      test('a note that does not exist, or belongs to another candidate: 400 note_not_found', async () => {
        const c1 = await newCandidate()
        const c2 = await newCandidate()
        const n = await post(c1, { Note: 'on c1' })
        assertProblem(await t.call('PUT', `/v1/Candidates/${c1}/Notes/${MISSING}`, alice.token, { Note: 'y' }), 400, 'note_not_found')
        assertProblem(await t.call('DELETE', `/v1/Candidates/${c1}/Notes/${MISSING}`, alice.token), 400, 'note_not_found')
        assertProblem(await t.call('PUT', `/v1/Candidates/${c2}/Notes/${n.Id}`, alice.token, { Note: 'y' }), 400, 'note_not_found')
        assertProblem(await t.call('DELETE', `/v1/Candidates/${c2}/Notes/${n.Id}`, alice.token), 400, 'note_not_found')
        assert.deepEqual(await ids(c1, alice.token), [n.Id])
      })

      test('another member’s private note is reported as missing to PUT and DELETE', async () => {
        const cid = await newCandidate()
        const n = await post(cid, { Note: 'mine', Private: true })
        assertProblem(await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, bob.token, { Note: 'y' }), 400, 'note_not_found')
        assertProblem(await t.call('DELETE', `/v1/Candidates/${cid}/Notes/${n.Id}`, bob.token), 400, 'note_not_found')
        assert.deepEqual(await ids(cid, alice.token), [n.Id])
      })

      test('bad ids and paging values name the parameter', async () => {
        const cid = await newCandidate()
        assertProblem(await t.call('GET', '/v1/Candidates/abc/Notes', alice.token), 400, 'validation_failed', 'candidateId')
        assertProblem(await t.call('GET', '/v1/Candidates/0/Notes', alice.token), 400, 'validation_failed', 'candidateId')
        assertProblem(
          await t.call('PUT', `/v1/Candidates/${cid}/Notes/1.5`, alice.token, { Note: 'y' }),
          400,
          'validation_failed',
          'noteId',
        )
        assertProblem(
          await t.call('DELETE', `/v1/Candidates/${cid}/Notes/9007199254740992`, alice.token),
          400,
          'validation_failed',
          'noteId',
        )
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/Notes?limit=0`, alice.token), 400, 'validation_failed', 'limit')
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/Notes?after=x`, alice.token), 400, 'validation_failed', 'after')
      })
    })

    describe('403', () => {
      test('PUT by anyone but the author, admin included', async () => {
        const cid = await newCandidate()
        const n = await post(cid, { Note: 'by alice' })
        assertProblem(await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, bob.token, { Note: 'by bob' }), 403, 'not_note_author')
        assertProblem(await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, undefined, { Note: 'by admin' }), 403, 'not_note_author')
        assert.equal(json<any[]>(await t.call('GET', `/v1/Candidates/${cid}/Notes`, alice.token))[0].Note, 'by alice')
      })

      test('DELETE by another recruiter', async () => {
        const cid = await newCandidate()
        const n = await post(cid, { Note: 'by alice' })
        assertProblem(await t.call('DELETE', `/v1/Candidates/${cid}/Notes/${n.Id}`, bob.token), 403, 'not_note_author')
        assert.deepEqual(await ids(cid, alice.token), [n.Id])
      })

      test('a hiring manager writes no notes', async () => {
        const cid = await newCandidate()
        const n = await post(cid, { Note: 'x', SendToHiringTeam: true })
        assertProblem(await t.call('POST', `/v1/Candidates/${cid}/Notes`, hm.token, { Note: 'x' }), 403, 'insufficient_scope')
        assertProblem(await t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, hm.token, { Note: 'y' }), 403, 'insufficient_scope')
        assertProblem(await t.call('DELETE', `/v1/Candidates/${cid}/Notes/${n.Id}`, hm.token), 403, 'insufficient_scope')
      })

      test('no token, or one without notes scopes', async () => {
        const cid = await newCandidate()
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/Notes`, null), 403, 'invalid_token')
        const flagsOnly = await t.member('recruiter', ['flags:read', 'flags:write'])
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/Notes`, flagsOnly.token), 403, 'insufficient_scope')
        assertProblem(await t.call('POST', `/v1/Candidates/${cid}/Notes`, flagsOnly.token, { Note: 'x' }), 403, 'insufficient_scope')
      })
    })
  })
}
