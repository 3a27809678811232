import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { showTo, vacancyWithTeam } from '../helpers/pipeline.js'

interface Event {
  Id: number
  Type: string
  ActorId: number | null
  CandidateId: number | null
  Data: Record<string, unknown>
}
type Member = { id: number; token: string }

/** GET /v1/Candidates/{id}/Events: a candidate's activity, under the candidate's read rules (SPEC B4, C3). */
for (const backend of await backends()) {
  describe(`a candidate's activity, GET /v1/Candidates/{id}/Events [${backend.name}]`, () => {
    let t: TestApp
    let alice: Member // recruiter
    let bob: Member // recruiter
    let hm: Member // hiring manager

    const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = alice.token) => {
      const res = await t.call(method, url, token, body)
      assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`)
      return res.body === '' ? undefined : json(res)
    }
    const note = async (cid: number, body: Record<string, unknown>, token = alice.token) =>
      (await send('POST', `/v1/Candidates/${cid}/Notes`, { Note: 'a note', ...body }, token)).Id as number
    /** The whole activity as `token` reads it, a page of `limit` at a time (each page but the last full). */
    const activity = async (cid: number, token: string, limit = 1000): Promise<Event[]> =>
      (await collectPages(t, `/v1/Candidates/${cid}/Events?limit=${limit}`, token, limit)).flat() as Event[]
    /** The candidate's events as the admin's change feed has them. */
    const feedOf = async (cid: number): Promise<Event[]> =>
      ((await collectPages(t, '/v1/Events?limit=1000', t.adminToken, 1000)).flat() as Event[]).filter((e) => e.CandidateId === cid)
    const noteIdsOf = (events: Event[]) => [...new Set(events.filter((e) => e.Type.startsWith('note.')).map((e) => e.Data.Id))]

    before(async () => {
      t = await buildTestApp(backend)
      alice = await t.member('recruiter')
      bob = await t.member('recruiter')
      hm = await t.member('hiring_manager')
    })
    after(() => t.close())

    describe('200', () => {
      test('a recruiter reads every event of the candidate, oldest first, as the feed has them, its own private notes included', async () => {
        const cid = json(await t.call('POST', '/v1/Candidates', alice.token, { FirstName: 'Maria', LastName: 'Rossi' })).Id as number
        await send('PUT', `/v1/Candidates/${cid}`, { FirstName: 'Maria', LastName: 'Rossi', Email: 'maria@example.com' })
        assert.equal(
          (await uploadRaw(t, cid, SAMPLES.pdf.bytes, { token: alice.token, disposition: 'attachment; filename="cv.pdf"' })).statusCode,
          201,
        )
        const vacancy = await vacancyWithTeam(t, [])
        const application = await send('POST', `/v1/Candidates/${cid}/Applications`, { VacancyId: vacancy })
        const stages = json<{ Id: number }[]>(await t.call('GET', `/v1/Vacancies/${vacancy}/Stages`))
        await send('POST', `/v1/Applications/${application.Id}/Move`, { StageId: stages[2]!.Id })
        await send('POST', `/v1/Candidates/${cid}/QualityFlags`, { FlagType: 1, Note: 'Strong' })
        const own = await note(cid, { Private: true })
        await send('PUT', `/v1/Candidates/${cid}/Notes/${own}`, { Note: 'changed' })
        await send('DELETE', `/v1/Candidates/${cid}/Notes/${own}`)

        const events = await activity(cid, alice.token)
        assert.deepEqual(
          events.map((e) => e.Type),
          [
            'candidate.created',
            'candidate.updated',
            'document.created',
            'application.created',
            'application.moved',
            'flag.created',
            'note.created',
            'note.updated',
            'note.deleted',
          ],
        )
        assert.deepEqual(events, await feedOf(cid))
        // Page after page, the same events: none skipped, none twice.
        assert.deepEqual(await activity(cid, alice.token, 2), events)
        // Another recruiter, and an admin, read none of the events of alice's private note, its deletion included.
        const others = events.filter((e) => !e.Type.startsWith('note.'))
        assert.deepEqual(await activity(cid, bob.token), others)
        assert.deepEqual(await activity(cid, t.adminToken), others)
        await jobsSettled(t)
      })

      test("another member's private note is absent from every page, its notes shared with everyone are not", async () => {
        const cid = json(await t.call('POST', '/v1/Candidates', bob.token, { FirstName: 'Paged', LastName: 'Through' })).Id as number
        const shown: number[] = []
        const hidden: number[] = []
        for (let i = 0; i < 5; i++) {
          hidden.push(await note(cid, { Private: true }, bob.token))
          shown.push(await note(cid, {}, bob.token))
        }
        await send('DELETE', `/v1/Candidates/${cid}/Notes/${hidden[0]!}`, undefined, bob.token)
        for (const limit of [1, 2, 3]) {
          const events = await activity(cid, alice.token, limit)
          assert.deepEqual(noteIdsOf(events), shown)
          assert.ok(!JSON.stringify(events).includes(`"Private":true`))
        }
        assert.deepEqual(
          noteIdsOf(await activity(cid, bob.token)),
          hidden.flatMap((h, i) => [h, shown[i]]),
        )
      })

      test('a note made private later takes its earlier events with it; one made public shows from then on', async () => {
        const cid = json(await t.call('POST', '/v1/Candidates', bob.token, { FirstName: 'Changed', LastName: 'Mind' })).Id as number
        const hiddenLater = await note(cid, { Note: 'said openly first' }, bob.token)
        await send('PUT', `/v1/Candidates/${cid}/Notes/${hiddenLater}`, { Note: 'now mine alone', Private: true }, bob.token)
        const shownLater = await note(cid, { Private: true }, bob.token)
        await send('PUT', `/v1/Candidates/${cid}/Notes/${shownLater}`, { Private: false }, bob.token)
        const events = await activity(cid, alice.token)
        assert.ok(!JSON.stringify(events).includes('said openly first'))
        assert.deepEqual(
          events.filter((e) => e.Type.startsWith('note.')).map((e) => [e.Type, e.Data.Id]),
          [['note.updated', shownLater]],
        )
      })

      test('a hiring manager reads the applications of its vacancies and the notes C3 lets it read, on every page', async () => {
        const cid = json(await t.call('POST', '/v1/Candidates', alice.token, { FirstName: 'Shared', LastName: 'Candidate' })).Id as number
        const mine = await showTo(t, hm.id, cid)
        const other = await vacancyWithTeam(t, [alice.id], 'Not theirs')
        const otherApplication = await send('POST', `/v1/Candidates/${cid}/Applications`, { VacancyId: other })
        await send('POST', `/v1/Applications/${otherApplication.Id}/Reject`, { Reason: 'Not now' })
        await send('POST', `/v1/Candidates/${cid}/QualityFlags`, { FlagType: 2, Note: 'Late' })
        const seen = [await note(cid, { SendToHiringTeam: true }), await note(cid, { SendToHiringTeam: true, VacancyId: mine })]
        const deletedShared = await note(cid, { SendToHiringTeam: true })
        await send('DELETE', `/v1/Candidates/${cid}/Notes/${deletedShared}`)
        const unseen = [
          await note(cid, {}),
          await note(cid, { SendToHiringTeam: true, VacancyId: other }),
          // Private notes stay with their author, sent to the team or not.
          await note(cid, { SendToHiringTeam: true, Private: true }),
          await note(cid, { SendToHiringTeam: true, Private: true }, bob.token),
        ]
        const deletedUnsent = await note(cid, {})
        await send('DELETE', `/v1/Candidates/${cid}/Notes/${deletedUnsent}`)
        const takenBack = await note(cid, { SendToHiringTeam: true, Note: 'shared, then taken back' })
        await send('PUT', `/v1/Candidates/${cid}/Notes/${takenBack}`, { SendToHiringTeam: false })
        const sentLater = await note(cid, { Note: 'written for recruiters only' })
        await send('PUT', `/v1/Candidates/${cid}/Notes/${sentLater}`, { Note: 'fit to share', SendToHiringTeam: true })

        const all = await activity(cid, hm.token)
        assert.deepEqual(noteIdsOf(all), [...seen, deletedShared, sentLater])
        assert.deepEqual(
          all.filter((e) => e.Data.Id === deletedShared || e.Data.Id === sentLater).map((e) => e.Type),
          ['note.created', 'note.deleted', 'note.updated'],
        )
        assert.ok(!JSON.stringify(all).includes('written for recruiters only'))
        assert.ok(!JSON.stringify(all).includes('shared, then taken back'))
        for (const id of [...unseen, deletedUnsent, takenBack]) assert.ok(!noteIdsOf(all).includes(id))
        const applications = all.filter((e) => e.Type.startsWith('application.'))
        assert.deepEqual(
          applications.map((e) => [e.Type, e.Data.VacancyId]),
          [['application.created', mine]],
        )
        assert.ok(all.some((e) => e.Type === 'flag.created') && all.some((e) => e.Type === 'candidate.created'))
        // The recruiter reads the other vacancy's application and its rejection.
        assert.equal(
          (await activity(cid, alice.token)).filter((e) => e.Data.VacancyId === other && e.Type.startsWith('application.')).length,
          2,
        )
        for (const limit of [1, 2, 5]) assert.deepEqual(await activity(cid, hm.token, limit), all)
      })

      test('events of the resources the token may not read are left out (a token with candidates:read alone)', async () => {
        const narrow = await t.member('recruiter', ['candidates:read'])
        const cid = json(await t.call('POST', '/v1/Candidates', alice.token, { FirstName: 'Few', LastName: 'Scopes' })).Id as number
        await note(cid, {})
        await send('POST', `/v1/Candidates/${cid}/QualityFlags`, { FlagType: 1, Note: 'Good' })
        const v = await vacancyWithTeam(t, [])
        await send('POST', `/v1/Candidates/${cid}/Applications`, { VacancyId: v })
        assert.deepEqual(
          (await activity(cid, narrow.token)).map((e) => e.Type),
          ['candidate.created', 'application.created'],
        )
      })
    })

    describe('400', () => {
      test('a malformed id or page', async () => {
        assertProblem(await t.call('GET', '/v1/Candidates/abc/Events', alice.token), 400, 'validation_failed', 'candidateId')
        const cid = json(await t.call('POST', '/v1/Candidates', alice.token, { FirstName: 'A', LastName: 'B' })).Id as number
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/Events?limit=0`, alice.token), 400, 'validation_failed', 'limit')
      })
    })

    describe('403', () => {
      test('a token without candidates:read', async () => {
        const notesOnly = await t.member('recruiter', ['notes:read'])
        const cid = json(await t.call('POST', '/v1/Candidates', alice.token, { FirstName: 'A', LastName: 'B' })).Id as number
        assertProblem(await t.call('GET', `/v1/Candidates/${cid}/Events`, notesOnly.token), 403, 'insufficient_scope')
      })
    })

    describe('404', () => {
      test('a candidate that does not exist, was erased, or is not the hiring manager’s: the same answer', async () => {
        const strip = (body: Record<string, unknown>) => ({ ...body, detail: String(body.detail).replace(/\d+/g, 'N') })
        const missing = assertProblem(await t.call('GET', '/v1/Candidates/999999/Events', hm.token), 404, 'candidate_not_found')
        const hidden = json(await t.call('POST', '/v1/Candidates', alice.token, { FirstName: 'Not', LastName: 'Theirs' })).Id as number
        await note(hidden, { SendToHiringTeam: true })
        assert.deepEqual(
          strip(assertProblem(await t.call('GET', `/v1/Candidates/${hidden}/Events`, hm.token), 404, 'candidate_not_found')),
          strip(missing),
        )
        assert.deepEqual(strip(json(await t.call('GET', `/v1/Candidates/${hidden}`, hm.token))), strip(missing))
        await send('DELETE', `/v1/Candidates/${hidden}`)
        for (const token of [alice.token, t.adminToken]) {
          assertProblem(await t.call('GET', `/v1/Candidates/${hidden}/Events`, token), 404, 'candidate_not_found')
        }
        // The feed still has the erasure, ids only.
        assert.deepEqual((await feedOf(hidden)).at(-1)?.Data, { Id: hidden })
      })
    })
  })
}
