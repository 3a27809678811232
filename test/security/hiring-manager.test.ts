import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'
import { fillPath, operations, type Operation } from '../helpers/route-table.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'

const GHOST = '987654321'

/**
 * SPEC C3: a hiring manager sees a candidate only through an application to
 * a vacancy whose hiring team it sits on. For every other candidate, every
 * read of the route table answers what it answers for a candidate that does
 * not exist, apart from the ids; lists leave it out. The table of reads is
 * generated from the OpenAPI document, so a new route is swept without
 * anyone adding it here.
 */
for (const backend of await backends()) {
  describe(`what a hiring manager sees [${backend.name}]`, () => {
    let t: TestApp
    let hm: { id: number; token: string }
    let recruiter: { id: number; token: string }
    /** Seen: applied to the hiring manager's vacancy (one active, one rejected). */
    const seen: Record<string, string>[] = []
    /** Not seen: applied only to another team's vacancy, or to no vacancy. */
    const unseen: Record<string, string>[] = []
    let mine: number
    let theirs: number
    let stagesOf: Record<number, number[]>

    const email = (name: string) => `${name.toLowerCase()}@sweep.example.com`
    const candidate = async (name: string) =>
      json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: name, LastName: 'Sweep', Email: email(name) })).Id as number
    const apply = async (cid: number, VacancyId: number) => {
      const res = await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId })
      assert.equal(res.statusCode, 201, res.body)
      return json(res).Id as number
    }
    /** Applied on the careers site, so that every read of an application (its submission too) has something to show. */
    const applyOnCareersSite = async (cid: number, name: string, VacancyId: number) => {
      const res = await applyTo(t, VacancyId, applicationParts(applicantFields({ FirstName: name, LastName: 'Sweep', Email: email(name) })))
      assert.equal(res.statusCode, 201, res.body)
      const [application] = json<{ Id: number; VacancyId: number }[]>(await t.call('GET', `/v1/Candidates/${cid}/Applications`))
      assert.equal(application?.VacancyId, VacancyId)
      return application.Id
    }
    /** A candidate with a note sent to the team, a flag, a document, and an application to `vacancy` (or none). */
    const fixture = async (name: string, vacancy?: number) => {
      const cid = await candidate(name)
      await t.call('POST', `/v1/Candidates/${cid}/Notes`, undefined, { Note: `note of ${name}`, SendToHiringTeam: true })
      await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, undefined, { FlagType: 1, Note: `flag of ${name}` })
      const doc = json(await uploadRaw(t, cid, SAMPLES.pdf.bytes)).Id as string
      const application = vacancy === undefined ? GHOST : String(await applyOnCareersSite(cid, name, vacancy))
      return { id: String(cid), candidateId: String(cid), doc, application, name }
    }

    before(async () => {
      t = await buildTestApp(backend)
      hm = await t.member('hiring_manager')
      const other = await t.member('hiring_manager')
      recruiter = await t.member('recruiter')
      mine = await vacancyWithTeam(t, [hm.id, recruiter.id], 'Mine')
      theirs = await vacancyWithTeam(t, [other.id], 'Theirs')
      for (const v of [mine, theirs])
        assert.equal(
          (await t.call('PUT', `/v1/Vacancies/${v}`, undefined, { Published: true, Location: 'Lyon', Description: 'The role.' }))
            .statusCode,
          200,
        )
      stagesOf = {}
      for (const v of [mine, theirs])
        stagesOf[v] = json<{ Id: number }[]>(await t.call('GET', `/v1/Vacancies/${v}/Stages`)).map((s) => s.Id)
      seen.push(await fixture('SeenActive', mine))
      const rejected = await fixture('SeenRejected', mine)
      await t.call('POST', `/v1/Applications/${rejected.application}/Reject`, undefined, { Reason: 'not now' })
      seen.push(rejected)
      unseen.push(await fixture('UnseenOtherTeam', theirs))
      unseen.push(await fixture('UnseenNoApplication'))
      // Every read answers as it will stay: the documents' text read.
      await jobsSettled(t)
    })
    after(() => t.close())

    const fill = (op: Operation, ids: Record<string, string>, vacancy: number) =>
      fillPath(op, (name, path) => {
        if (path.startsWith('/v1/document/')) return ids.doc!
        if (path.startsWith('/v1/Vacancies/')) return String(vacancy)
        if (path.startsWith('/v1/Applications/')) return ids.application!
        return ids[name] ?? GHOST
      })
    /** An answer with the ids of the request taken out: what must be the same for an unseen and a missing candidate. */
    const shape = (res: LightMyRequestResponse, ids: string[]) => {
      let body = res.body
      for (const id of ids) body = body.replace(new RegExp(`(?<![\\w-])${id}(?![\\w-])`, 'g'), 'ID')
      const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : body
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) delete parsed.requestId
      return { status: res.statusCode, body: parsed }
    }
    const reads = async () =>
      (await operations(t.app)).filter((op) => (op.method === 'GET' || op.method === 'HEAD') && op.path.startsWith('/v1/'))
    const perCandidate = (op: Operation) => /\/(Candidates|document|Applications)\//.test(op.path)
    /**
     * Reads about one candidate for admins only: a hiring manager and a recruiter
     * are refused them alike, whether they see the candidate or not (SPEC C7:
     * the export, test/http/candidate-export.test.ts).
     */
    const adminOnly = (op: Operation) => op.path === '/v1/Candidates/{id}/Export'

    test('every read about an unseen candidate answers as for a missing one; recruiters see it', async () => {
      const ops = (await reads()).filter(perCandidate)
      assert.ok(ops.length >= 9, `only ${ops.length} reads about one candidate`)
      const missing = { id: GHOST, candidateId: GHOST, doc: 'A'.repeat(43), application: GHOST }
      let compared = 0
      for (const op of ops) {
        for (const u of unseen) {
          const hidden = await t.app.inject({ method: op.method, url: fill(op, u, theirs), headers: { authorization: hm.token } })
          if (op.path.startsWith('/v1/document/')) {
            // SPEC B4 and C3: the download of an unseen candidate's document is a 403.
            assert.equal(hidden.statusCode, 403, `${op.key} for ${u.name}`)
            if (op.method === 'GET') assertProblem(hidden, 403, 'document_forbidden')
            continue
          }
          const absent = await t.app.inject({ method: op.method, url: fill(op, missing, theirs), headers: { authorization: hm.token } })
          assert.deepEqual(shape(hidden, [u.id!, u.application!]), shape(absent, [GHOST]), `${op.key} for ${u.name}`)
          assert.ok(hidden.statusCode >= 400, `${op.key} for ${u.name}: ${hidden.statusCode}`)
          assert.ok(!hidden.body.includes(u.name!), `${op.key} shows ${u.name}`)
          compared++
          // A recruiter, on no team at all for the unseen ones, sees them.
          const other = await t.app.inject({ method: op.method, url: fill(op, u, theirs), headers: { authorization: recruiter.token } })
          if (adminOnly(op)) assert.equal(other.statusCode, 403, `recruiter ${op.key}`)
          else if (u.application !== GHOST || !op.path.startsWith('/v1/Applications/'))
            assert.equal(other.statusCode, 200, `recruiter ${op.key}`)
        }
        for (const s of seen) {
          const res = await t.app.inject({ method: op.method, url: fill(op, s, mine), headers: { authorization: hm.token } })
          assert.equal(res.statusCode, adminOnly(op) ? 403 : 200, `${op.key} for ${s.name}: ${res.body}`)
        }
      }
      assert.ok(compared >= ops.length)
    })

    test('every list leaves the unseen candidates out, on every page', async () => {
      const ops = (await reads()).filter((op) => op.method === 'GET' && !perCandidate(op))
      for (const op of ops) {
        for (const vacancy of [mine, theirs]) {
          const url = fill(op, {}, vacancy)
          for (const first of [url, `${url}?limit=1`]) {
            let next: string | undefined = first
            while (next !== undefined) {
              const res = await t.call('GET', next, hm.token)
              assert.ok(res.statusCode < 500, `${next}: ${res.body}`)
              for (const u of unseen) {
                assert.ok(!res.body.includes(u.name!), `${next} shows ${u.name}`)
                assert.ok(!res.body.includes(`"CandidateId":${u.id}`), `${next} names ${u.name}`)
              }
              const link = res.headers.link
              next = typeof link === 'string' ? /<([^>]+)>/.exec(link)?.[1] : undefined
            }
          }
        }
      }
      const names = json<any[]>(await t.call('GET', '/v1/Candidates', hm.token)).map((c) => c.FirstName)
      assert.deepEqual(names, ['SeenActive', 'SeenRejected'])
      assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${theirs}/Applications`, hm.token)), [])
      assert.deepEqual(json(await t.call('GET', '/v1/Candidates?q=Unseen', hm.token)), [])
      assert.equal(json<any[]>(await t.call('GET', '/v1/Candidates?q=Unseen', recruiter.token)).length, 2)
    })

    test("notes: only those sent to the team, not someone else's private one, tied to its vacancies or to none", async () => {
      const cid = seen[0]!.id
      const post = async (body: Record<string, unknown>) =>
        json(await t.call('POST', `/v1/Candidates/${cid}/Notes`, recruiter.token, body)).Id as number
      const nullVacancy = await post({ Note: 'team, no vacancy', SendToHiringTeam: true })
      const onMine = await post({ Note: 'team, mine', SendToHiringTeam: true, VacancyId: mine })
      await post({ Note: 'team, theirs', SendToHiringTeam: true, VacancyId: theirs })
      await post({ Note: 'not sent', VacancyId: mine })
      await post({ Note: 'private', Private: true, SendToHiringTeam: true, VacancyId: mine })
      const notes = json<any[]>(await t.call('GET', `/v1/Candidates/${cid}/Notes`, hm.token))
      assert.deepEqual(
        notes.map((n) => n.Note),
        ['note of SeenActive', 'team, no vacancy', 'team, mine'],
      )
      const paged = json<any[]>(await t.call('GET', `/v1/Candidates/${cid}/Notes?limit=2&after=${nullVacancy - 1}`, hm.token))
      assert.deepEqual(
        paged.map((n) => n.Id),
        [nullVacancy, onMine],
      )
    })

    test('applications: only those of its vacancies; it moves those and no other, and creates only on them', async () => {
      const both = await candidate('SeenTwice')
      const onMine = await apply(both, mine)
      const onTheirs = await apply(both, theirs)
      const list = json<any[]>(await t.call('GET', `/v1/Candidates/${both}/Applications`, hm.token))
      assert.deepEqual(
        list.map((a) => a.Id),
        [onMine],
      )
      assertProblem(await t.call('GET', `/v1/Applications/${onTheirs}`, hm.token), 404, 'application_not_found')
      assertProblem(await t.call('GET', `/v1/Applications/${onTheirs}/History`, hm.token), 404, 'application_not_found')
      const move = (id: number, StageId: number) => t.call('POST', `/v1/Applications/${id}/Move`, hm.token, { StageId })
      assert.equal((await move(onMine, stagesOf[mine]![1]!)).statusCode, 200)
      assertProblem(await move(onTheirs, stagesOf[theirs]![1]!), 404, 'application_not_found')
      assertProblem(await t.call('POST', `/v1/Applications/${onTheirs}/Reject`, hm.token, { Reason: 'x' }), 404, 'application_not_found')
      assert.equal(json(await t.call('GET', `/v1/Applications/${onTheirs}`)).StageId, stagesOf[theirs]![0])
      // Creating: on another team's vacancy is refused; an unseen candidate is missing.
      const seenOnly = Number(seen[0]!.id)
      assertProblem(
        await t.call('POST', `/v1/Candidates/${seenOnly}/Applications`, hm.token, { VacancyId: theirs }),
        403,
        'insufficient_scope',
      )
      assertProblem(
        await t.call('POST', `/v1/Candidates/${unseen[1]!.id}/Applications`, hm.token, { VacancyId: mine }),
        404,
        'candidate_not_found',
      )
      const third = await vacancyWithTeam(t, [hm.id], 'Third')
      const created = await t.call('POST', `/v1/Candidates/${seenOnly}/Applications`, hm.token, { VacancyId: third })
      assert.equal(created.statusCode, 201, created.body)
      assert.equal(json(created).CreatedById, hm.id)
      // It still writes nothing else.
      assertProblem(await t.call('POST', `/v1/Candidates/${seenOnly}/Notes`, hm.token, { Note: 'x' }), 403, 'insufficient_scope')
    })

    test('off the team, the next request shows nothing, kept answers included', async () => {
      const v = await vacancyWithTeam(t, [hm.id], 'Leaving')
      const cid = await candidate('Leaving')
      await apply(cid, v)
      for (let i = 0; i < 2; i++) {
        assert.equal((await t.call('GET', `/v1/Candidates/${cid}`, hm.token)).statusCode, 200)
        assert.equal(json<any[]>(await t.call('GET', `/v1/Candidates/${cid}/Notes`, hm.token)).length, 0)
        assert.equal(json<any[]>(await t.call('GET', `/v1/Vacancies/${v}/Applications`, hm.token)).length, 1)
      }
      assert.equal((await t.call('PUT', `/v1/Vacancies/${v}/HiringTeam`, undefined, { MemberIds: [] })).statusCode, 200)
      assertProblem(await t.call('GET', `/v1/Candidates/${cid}`, hm.token), 404, 'candidate_not_found')
      assertProblem(await t.call('GET', `/v1/Candidates/${cid}/Notes`, hm.token), 400, 'candidate_not_found')
      assert.deepEqual(json(await t.call('GET', `/v1/Vacancies/${v}/Applications`, hm.token)), [])
    })
  })
}
