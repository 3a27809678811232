import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem, collectPages, DATETIME } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { SAMPLES, uploadRaw } from '../helpers/documents.js'
import { eventJson } from '../../src/domain/representations/index.js'
import { listEvents } from '../../src/store/repositories/event.repository.js'

const FIELDS = ['Id', 'Type', 'OccurredDate', 'ActorId', 'CandidateId', 'Data']

interface Event {
  Id: number
  Type: string
  OccurredDate: string
  ActorId: number | null
  CandidateId: number | null
  Data: Record<string, unknown>
}

for (const backend of await backends()) {
  describe(`the event log and GET /v1/Events [${backend.name}]`, () => {
    let t: TestApp
    let recruiter: { id: number; token: string }
    let adminId: number

    /** Every event after `after`, through the feed's pages. */
    const eventsAfter = async (afterId: number): Promise<Event[]> =>
      (await collectPages(t, `/v1/Events?after=${afterId}&limit=1000`, t.adminToken, 1000)).flat() as Event[]
    const lastId = async () => (await eventsAfter(0)).at(-1)?.Id ?? 0
    /** The events `change` records, checked to be well formed and in order. */
    const eventsOf = async (change: () => Promise<unknown>): Promise<Event[]> => {
      const mark = await lastId()
      await change()
      const events = await eventsAfter(mark)
      for (const e of events) {
        assert.deepEqual(Object.keys(e), FIELDS)
        assert.ok(Number.isInteger(e.Id) && e.Id > mark)
        assert.match(e.OccurredDate, DATETIME)
      }
      assert.deepEqual(
        events.map((e) => e.Id),
        [...events.map((e) => e.Id)].sort((a, b) => a - b),
      )
      return events
    }
    const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = recruiter.token) => {
      const res = await t.call(method, url, token, body)
      assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`)
      return res.body === '' ? undefined : json(res)
    }
    /** The one event `change` records, as [event, what the change answered]. */
    const oneEvent = async (change: () => Promise<any>): Promise<[Event, any]> => {
      let answer: any
      const events = await eventsOf(async () => (answer = await change()))
      assert.equal(events.length, 1, JSON.stringify(events))
      return [events[0]!, answer]
    }
    const newCandidate = async (body: Record<string, unknown> = { FirstName: 'Maria', LastName: 'Lopez', Email: 'maria@example.com' }) =>
      (await send('POST', '/v1/Candidates', body)).Id as number

    before(async () => {
      t = await buildTestApp(backend)
      recruiter = await t.member('recruiter')
      adminId = json<{ Id: number; Role: string }[]>(await t.call('GET', '/v1/Members', t.adminToken)).find((m) => m.Role === 'admin')!.Id
    })
    after(() => t.close())

    describe('200: each change records one event, Data as the API answered it', () => {
      test('candidate.created, candidate.updated, candidate.deleted', async () => {
        const [created, candidate] = await oneEvent(() =>
          send('POST', '/v1/Candidates', { FirstName: 'Maria', LastName: 'Lopez', Email: 'maria@example.com', Phone: '+34 600' }),
        )
        assert.deepEqual(
          { ...created, Id: 0, OccurredDate: '' },
          {
            Id: 0,
            Type: 'candidate.created',
            OccurredDate: '',
            ActorId: recruiter.id,
            CandidateId: candidate.Id,
            Data: candidate,
          },
        )
        const [updated, replaced] = await oneEvent(() =>
          send('PUT', `/v1/Candidates/${candidate.Id}`, { FirstName: 'María', LastName: 'López' }),
        )
        assert.equal(updated.Type, 'candidate.updated')
        assert.equal(updated.ActorId, recruiter.id)
        assert.equal(updated.CandidateId, candidate.Id)
        assert.deepEqual(updated.Data, replaced)
        const [deleted] = await oneEvent(() => send('DELETE', `/v1/Candidates/${candidate.Id}`))
        assert.equal(deleted.Type, 'candidate.deleted')
        assert.equal(deleted.ActorId, recruiter.id)
        assert.equal(deleted.CandidateId, candidate.Id)
        assert.deepEqual(deleted.Data, { Id: candidate.Id })
      })

      test('note.created, note.updated, note.deleted; a private note never carries its text', async () => {
        const cid = await newCandidate()
        const [created, note] = await oneEvent(() => send('POST', `/v1/Candidates/${cid}/Notes`, { Note: 'Strong in Go' }))
        assert.deepEqual([created.Type, created.ActorId, created.CandidateId], ['note.created', recruiter.id, cid])
        assert.deepEqual(created.Data, note)
        assert.equal(created.Data.Note, 'Strong in Go')
        const [updated, changed] = await oneEvent(() => send('PUT', `/v1/Candidates/${cid}/Notes/${note.Id}`, { Note: 'Strong in Rust' }))
        assert.deepEqual([updated.Type, updated.ActorId, updated.CandidateId], ['note.updated', recruiter.id, cid])
        assert.deepEqual(updated.Data, changed)
        const [deleted] = await oneEvent(() => send('DELETE', `/v1/Candidates/${cid}/Notes/${note.Id}`))
        assert.deepEqual([deleted.Type, deleted.ActorId, deleted.CandidateId], ['note.deleted', recruiter.id, cid])
        assert.deepEqual(deleted.Data, { Id: note.Id })

        const secret = 'private remark 7f3a'
        const [hidden, priv] = await oneEvent(() => send('POST', `/v1/Candidates/${cid}/Notes`, { Note: secret, Private: true }))
        assert.equal(hidden.Type, 'note.created')
        const withoutText = { ...(priv as Record<string, unknown>) }
        delete withoutText.Note
        assert.deepEqual(hidden.Data, withoutText)
        assert.ok(!('Note' in hidden.Data))
        // Made private later: from then on its events leave the text out too.
        const pub = await send('POST', `/v1/Candidates/${cid}/Notes`, { Note: 'public first' })
        const [madePrivate] = await oneEvent(() =>
          send('PUT', `/v1/Candidates/${cid}/Notes/${pub.Id}`, { Note: `${secret} again`, Private: true }),
        )
        assert.ok(!('Note' in madePrivate.Data))
        assert.equal(madePrivate.Data.Private, true)
        const all = JSON.stringify(await eventsAfter(0))
        assert.ok(!all.includes(secret), 'a private note text reached the feed')
      })

      test('flag.created, flag.deleted', async () => {
        const cid = await newCandidate()
        const [created, flag] = await oneEvent(() => send('POST', `/v1/Candidates/${cid}/QualityFlags`, { FlagType: 1, Note: 'Great' }))
        assert.deepEqual([created.Type, created.ActorId, created.CandidateId], ['flag.created', recruiter.id, cid])
        assert.deepEqual(created.Data, flag)
        const [deleted] = await oneEvent(() => send('DELETE', `/v1/Candidates/${cid}/QualityFlags/${flag.Id}`))
        assert.deepEqual([deleted.Type, deleted.ActorId, deleted.CandidateId], ['flag.deleted', recruiter.id, cid])
        assert.deepEqual(deleted.Data, { Id: flag.Id })
      })

      test('document.created, document.deleted', async () => {
        const cid = await newCandidate()
        const [created, document] = await oneEvent(async () => {
          const res = await uploadRaw(t, cid, SAMPLES.pdf.bytes, {
            token: recruiter.token,
            disposition: 'attachment; filename="maria-cv.pdf"',
          })
          assert.equal(res.statusCode, 201, res.body)
          return json(res)
        })
        assert.deepEqual([created.Type, created.ActorId, created.CandidateId], ['document.created', recruiter.id, cid])
        assert.deepEqual(created.Data, document)
        const [deleted] = await oneEvent(() => send('DELETE', `/v1/document/${document.Id}`))
        assert.deepEqual([deleted.Type, deleted.ActorId, deleted.CandidateId], ['document.deleted', recruiter.id, cid])
        assert.deepEqual(deleted.Data, { Id: document.Id })
      })

      test('application.created, moved, rejected, reopened, withdrawn, reopened, hired', async () => {
        const cid = await newCandidate()
        const vacancy = await send('POST', '/v1/Vacancies', { Title: 'Engineer' })
        const stages = json<any[]>(await t.call('GET', `/v1/Vacancies/${vacancy.Id}/Stages`, recruiter.token))
        const [created, application] = await oneEvent(() => send('POST', `/v1/Candidates/${cid}/Applications`, { VacancyId: vacancy.Id }))
        assert.deepEqual([created.Type, created.ActorId, created.CandidateId], ['application.created', recruiter.id, cid])
        assert.deepEqual(created.Data, application)
        const steps: [string, string, unknown][] = [
          ['application.moved', 'Move', { StageId: stages[1].Id }],
          ['application.rejected', 'Reject', { Reason: 'Not now' }],
          ['application.reopened', 'Reopen', undefined],
          ['application.withdrawn', 'Withdraw', { Reason: 'Took another offer' }],
          ['application.reopened', 'Reopen', undefined],
          ['application.hired', 'Hire', undefined],
        ]
        for (const [type, action, body] of steps) {
          const [event, answer] = await oneEvent(() => send('POST', `/v1/Applications/${application.Id}/${action}`, body))
          assert.deepEqual([event.Type, event.ActorId, event.CandidateId], [type, recruiter.id, cid], action)
          assert.deepEqual(event.Data, answer, action)
        }
      })

      test('vacancy.created, updated, stages_changed (add, rename, move, delete), team_changed', async () => {
        const [created, vacancy] = await oneEvent(() => send('POST', '/v1/Vacancies', { Title: 'Designer' }))
        assert.deepEqual([created.Type, created.ActorId, created.CandidateId], ['vacancy.created', recruiter.id, null])
        assert.deepEqual(created.Data, vacancy)
        const [updated, changed] = await oneEvent(() => send('PUT', `/v1/Vacancies/${vacancy.Id}`, { Status: 'on_hold' }))
        assert.deepEqual([updated.Type, updated.ActorId, updated.CandidateId], ['vacancy.updated', recruiter.id, null])
        assert.deepEqual(updated.Data, changed)

        const stagesNow = async () => json<any[]>(await t.call('GET', `/v1/Vacancies/${vacancy.Id}/Stages`, recruiter.token))
        const base = `/v1/Vacancies/${vacancy.Id}/Stages`
        let added: any
        const changes: [string, () => Promise<unknown>][] = [
          ['add', async () => (added = await send('POST', base, { Name: 'Portfolio review', Position: 2 }))],
          ['rename', () => send('PUT', `${base}/${added.Id}`, { Name: 'Portfolio' })],
          ['move', () => send('PUT', `${base}/${added.Id}`, { Position: 1 })],
          ['delete', () => send('DELETE', `${base}/${added.Id}`)],
        ]
        for (const [what, change] of changes) {
          const [event] = await oneEvent(change)
          assert.deepEqual([event.Type, event.ActorId, event.CandidateId], ['vacancy.stages_changed', recruiter.id, null], what)
          assert.deepEqual(event.Data, { Id: vacancy.Id, Stages: await stagesNow() }, what)
        }
        // A PUT naming the stage's own name and place changes nothing and records nothing.
        const first = (await stagesNow())[0]
        assert.deepEqual(await eventsOf(() => send('PUT', `${base}/${first.Id}`, { Name: first.Name, Position: 1 })), [])

        const [team, members] = await oneEvent(() => send('PUT', `/v1/Vacancies/${vacancy.Id}/HiringTeam`, { MemberIds: [recruiter.id] }))
        assert.deepEqual([team.Type, team.ActorId, team.CandidateId], ['vacancy.team_changed', recruiter.id, null])
        assert.deepEqual(team.Data, { Id: vacancy.Id, HiringTeam: members })
      })

      test('an admin is the actor of what it changes', async () => {
        const [event] = await oneEvent(() => send('POST', '/v1/Candidates', { FirstName: 'A', LastName: 'B' }, t.adminToken))
        assert.equal(event.ActorId, adminId)
      })

      test('erasing a candidate leaves its earlier events with ids only, and records candidate.deleted', async () => {
        const words = ['Henrietta', 'Zwicky', 'henrietta.zwicky@example.com', '+41 555', 'sings opera 9q2', 'flag text 4k1', 'zwicky-cv']
        const cid = await newCandidate({ FirstName: words[0], LastName: words[1], Email: words[2], Phone: words[3] })
        await send('PUT', `/v1/Candidates/${cid}`, { FirstName: words[0], LastName: words[1], Email: words[2], Phone: words[3] })
        const note = await send('POST', `/v1/Candidates/${cid}/Notes`, { Note: words[4] })
        const flag = await send('POST', `/v1/Candidates/${cid}/QualityFlags`, { FlagType: 2, Note: words[5] })
        const upload = await uploadRaw(t, cid, SAMPLES.pdf.bytes, {
          token: recruiter.token,
          disposition: `attachment; filename="${words[6]}.pdf"`,
        })
        assert.equal(upload.statusCode, 201, upload.body)
        const document = json(upload)
        const vacancy = await send('POST', '/v1/Vacancies', { Title: 'Singer' })
        const application = await send('POST', `/v1/Candidates/${cid}/Applications`, { VacancyId: vacancy.Id })
        await send('POST', `/v1/Applications/${application.Id}/Reject`, { Reason: 'Henrietta sings too loud' })
        const before = (await eventsAfter(0)).filter((e) => e.CandidateId === cid)
        assert.equal(before.length, 7)
        assert.ok(JSON.stringify(before).includes('Henrietta'), 'the events held the name before the erasure')

        const [deleted] = await oneEvent(() => send('DELETE', `/v1/Candidates/${cid}`))
        assert.deepEqual([deleted.Type, deleted.CandidateId, deleted.Data], ['candidate.deleted', cid, { Id: cid }])
        const afterwards = (await eventsAfter(0)).filter((e) => e.CandidateId === cid)
        assert.deepEqual(
          afterwards.map((e) => [e.Id, e.Type, e.ActorId, e.OccurredDate]),
          [...before, deleted].map((e) => [e.Id, e.Type, e.ActorId, e.OccurredDate]),
        )
        const text = JSON.stringify(afterwards)
        for (const word of [...words, 'Henrietta', 'maria-cv', '.pdf']) assert.ok(!text.includes(word), `"${word}" left in ${text}`)
        const byType = new Map(afterwards.map((e) => [e.Type, e.Data]))
        assert.deepEqual(byType.get('candidate.created'), { Id: cid })
        assert.deepEqual(byType.get('note.created'), { Id: note.Id, CreatedById: recruiter.id, VacancyId: null })
        assert.deepEqual(byType.get('flag.created'), { Id: flag.Id, CreatedById: recruiter.id })
        assert.deepEqual(byType.get('document.created'), { Id: document.Id, CandidateId: cid })
        assert.deepEqual(byType.get('application.rejected'), {
          Id: application.Id,
          CandidateId: cid,
          VacancyId: vacancy.Id,
          StageId: application.StageId,
          CreatedById: recruiter.id,
        })
        // Another candidate's events are left as they were.
        assert.ok(JSON.stringify(await eventsAfter(0)).includes('Maria'))
      })

      test('the feed pages oldest first with Link rel="next", every event once', async () => {
        const mark = await lastId()
        for (let i = 0; i < 5; i++) await newCandidate({ FirstName: `Paged${i}`, LastName: 'X' })
        const pages = await collectPages(t, `/v1/Events?after=${mark}&limit=2`, t.adminToken, 2)
        assert.deepEqual(
          pages.map((p) => p.length),
          [2, 2, 1],
        )
        const items = pages.flat() as Event[]
        assert.deepEqual(
          items.map((e) => e.Data.FirstName),
          ['Paged0', 'Paged1', 'Paged2', 'Paged3', 'Paged4'],
        )
        const res = await t.call('GET', `/v1/Events?after=${items.at(-1)!.Id}`, t.adminToken)
        assert.equal(res.statusCode, 200)
        assert.deepEqual(json(res), [])
        assert.equal(res.headers.link, undefined)
      })

      test('a page is each stored event as eventJson writes it, byte for byte, whoever wrote it', async () => {
        const mark = await lastId()
        await newCandidate({ FirstName: 'Zoë "Q" \\', LastName: '😀' })
        await send('POST', '/v1/Vacancies', { Title: 'No candidate, so a null CandidateId' })
        const rows = await listEvents(t.app.services.stores.database.db, { after: mark, limit: 10 })
        assert.equal(rows.length, 2)
        const res = await t.call('GET', `/v1/Events?after=${mark}&limit=10`, t.adminToken)
        assert.equal(res.statusCode, 200)
        assert.equal(res.body, `[${rows.map(eventJson).join(',')}]`)
        assert.equal(json<Event[]>(res)[1]!.CandidateId, null)
        const one = await t.call('GET', `/v1/Events?after=${mark}&limit=1`, t.adminToken)
        assert.equal(one.body, `[${eventJson(rows[0]!)}]`)
        assert.match(String(one.headers.link), new RegExp(`after=${rows[0]!.id}`))
      })

      test('a token of an admin holding events:read alone reads the feed', async () => {
        const reader = await t.member('admin', ['events:read'])
        const res = await t.call('GET', '/v1/Events?limit=1', reader.token)
        assert.equal(res.statusCode, 200, res.body)
        assert.equal(json<any[]>(res).length, 1)
      })
    })

    describe('a refused change records nothing', () => {
      test('a Move refused in its transaction (409 stage_conflict), a closed application, a bad body', async () => {
        const cid = await newCandidate()
        const vacancy = await send('POST', '/v1/Vacancies', { Title: 'Refusals' })
        const stages = json<any[]>(await t.call('GET', `/v1/Vacancies/${vacancy.Id}/Stages`, recruiter.token))
        const application = await send('POST', `/v1/Candidates/${cid}/Applications`, { VacancyId: vacancy.Id })
        const mark = await lastId()
        const refused: ['POST' | 'PUT' | 'DELETE', string, unknown, number, string][] = [
          [
            'POST',
            `/v1/Applications/${application.Id}/Move`,
            { StageId: stages[2].Id, ExpectedStageId: stages[1].Id },
            409,
            'stage_conflict',
          ],
          ['POST', `/v1/Applications/${application.Id}/Move`, { StageId: 987654321 }, 400, 'stage_not_found'],
          ['POST', `/v1/Applications/${application.Id}/Reopen`, undefined, 409, 'application_open'],
          ['POST', `/v1/Candidates/${cid}/Applications`, { VacancyId: vacancy.Id }, 409, 'application_exists'],
          ['PUT', `/v1/Vacancies/${vacancy.Id}/Stages/${stages[0].Id}`, { Name: stages[1].Name }, 409, 'stage_exists'],
          ['PUT', `/v1/Vacancies/${vacancy.Id}/HiringTeam`, { MemberIds: [987654321] }, 400, 'member_not_found'],
          ['POST', `/v1/Candidates/${cid}/Notes`, { Note: 'x', Unknown: 1 }, 400, 'validation_failed'],
          ['DELETE', `/v1/Candidates/${cid}/QualityFlags/987654321`, undefined, 400, 'flag_not_found'],
        ]
        for (const [method, url, body, status, code] of refused) {
          assertProblem(await t.call(method, url, recruiter.token, body), status, code)
        }
        // A Move to the stage it is in changes nothing and records nothing.
        await send('POST', `/v1/Applications/${application.Id}/Move`, { StageId: application.StageId })
        assert.deepEqual(await eventsAfter(mark), [])
      })
    })

    describe('400', () => {
      test('a bad limit or after', async () => {
        for (const q of ['limit=0', 'limit=1001', 'after=-1', 'after=x']) {
          assertProblem(await t.call('GET', `/v1/Events?${q}`, t.adminToken), 400, 'validation_failed')
        }
      })
    })

    describe('403', () => {
      test('a recruiter, or an admin token without events:read, gets insufficient_scope', async () => {
        assertProblem(await t.call('GET', '/v1/Events', recruiter.token), 403, 'insufficient_scope')
        const narrow = await t.member('admin', ['candidates:read', 'candidates:write'])
        assertProblem(await t.call('GET', '/v1/Events', narrow.token), 403, 'insufficient_scope')
        const hm = await t.member('hiring_manager')
        assertProblem(await t.call('GET', '/v1/Events', hm.token), 403, 'insufficient_scope')
      })

      test('a recruiter cannot be given events:read', async () => {
        const res = await t.call('POST', `/v1/Members/${recruiter.id}/Tokens`, t.adminToken, { Scopes: ['events:read'] })
        assert.ok(res.statusCode >= 400 && res.statusCode < 500, res.body)
        const admin = await t.member('admin')
        const ok = await t.call('POST', `/v1/Members/${admin.id}/Tokens`, t.adminToken, { Scopes: ['events:read'] })
        assert.equal(ok.statusCode, 201, ok.body)
      })
    })
  })
}
