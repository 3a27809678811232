import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { collectPages } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { showTo } from '../helpers/pipeline.js'

/** Who sees which note: private notes reach only their author; hiring managers see only notes sent to the hiring team. */
for (const backend of await backends()) {
  describe(`note visibility [${backend.name}]`, () => {
    let t: TestApp
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
      alice = await t.member('recruiter')
      bob = await t.member('recruiter')
      hm = await t.member('hiring_manager')
    })
    after(() => t.close())

    describe('200', () => {
      test('private notes reach only their author; hiring managers see only notes sent to the hiring team', async () => {
        const cid = await newCandidate()
        const plain = await post(cid, { Note: 'plain' })
        const priv = await post(cid, { Note: 'private', Private: true })
        const team = await post(cid, { Note: 'team', SendToHiringTeam: true })
        const privTeam = await post(cid, { Note: 'private team', Private: true, SendToHiringTeam: true })
        const bobTeam = await post(cid, { Note: 'bob team', SendToHiringTeam: true }, bob.token)
        const adminPriv = await post(cid, { Note: 'admin private', Private: true }, t.adminToken)
        assert.deepEqual(await ids(cid, alice.token), [plain.Id, priv.Id, team.Id, privTeam.Id, bobTeam.Id])
        assert.deepEqual(await ids(cid, bob.token), [plain.Id, team.Id, bobTeam.Id])
        assert.deepEqual(await ids(cid, t.adminToken), [plain.Id, team.Id, bobTeam.Id, adminPriv.Id])
        assert.deepEqual(await ids(cid, hm.token), [team.Id, bobTeam.Id])
      })

      test('a change of Private or SendToHiringTeam changes who sees the note at once', async () => {
        const cid = await newCandidate()
        const n = await post(cid, { Note: 'draft' })
        assert.deepEqual([await ids(cid, bob.token), await ids(cid, hm.token)], [[n.Id], []])
        const put = (body: Record<string, unknown>) =>
          t.call('PUT', `/v1/Candidates/${cid}/Notes/${n.Id}`, alice.token, { Note: 'draft', ...body })
        assert.equal((await put({ SendToHiringTeam: true })).statusCode, 200)
        assert.deepEqual([await ids(cid, bob.token), await ids(cid, hm.token)], [[n.Id], [n.Id]])
        assert.equal((await put({ Private: true })).statusCode, 200)
        assert.deepEqual([await ids(cid, alice.token), await ids(cid, bob.token), await ids(cid, hm.token)], [[n.Id], [], []])
      })

      test('visibility holds across pages: limit=2 walks exactly the visible notes', async () => {
        const cid = await newCandidate()
        // [Private, SendToHiringTeam] per note, hidden ones interleaved and trailing.
        const shape: [boolean, boolean][] = [
          [false, false],
          [true, false],
          [false, true],
          [true, false],
          [true, true],
          [false, false],
          [false, true],
          [true, false],
          [false, false],
          [false, true],
          [true, false],
          [true, true],
          [true, false],
        ]
        const made: any[] = []
        for (const [Private, SendToHiringTeam] of shape) made.push(await post(cid, { Note: 'n', Private, SendToHiringTeam }))
        const expect = {
          alice: made.map((n) => n.Id),
          bob: made.filter((n) => !n.Private).map((n) => n.Id),
          admin: made.filter((n) => !n.Private).map((n) => n.Id),
          hm: made.filter((n) => !n.Private && n.SendToHiringTeam).map((n) => n.Id),
        }
        const tokens = { alice: alice.token, bob: bob.token, admin: t.adminToken, hm: hm.token }
        for (const who of ['alice', 'bob', 'admin', 'hm'] as const) {
          for (const limit of [2, 3]) {
            const pages = await collectPages(t, `/v1/Candidates/${cid}/Notes?limit=${limit}`, tokens[who], limit)
            assert.deepEqual(
              pages.flat().map((n) => n.Id),
              expect[who],
              `${who}, limit ${limit}`,
            )
            assert.equal(pages.length, Math.max(1, Math.ceil(expect[who].length / limit)), `${who}, limit ${limit}: page count`)
          }
        }
      })
    })
  })
}
