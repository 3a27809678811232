import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, json, type TestApp } from '../helpers/app.js'
import { assertProblem } from '../helpers/assertions.js'
import { backends } from '../helpers/backends.js'
import { jobsSettled, SAMPLES, uploadRaw } from '../helpers/documents.js'
import { hoursFromNow, schedule, writeScorecard } from '../helpers/interviews.js'
import { applicantFields, applicationParts, applyTo } from '../helpers/job-applications.js'
import { vacancyWithTeam } from '../helpers/pipeline.js'
import { fillPath, operations, type Operation } from '../helpers/route-table.js'

const GHOST = '987654321'

/** Reads about a candidate an interviewer is refused whoever the candidate (SPEC C18: not among what it sees). */
const REFUSED_READS = new Set([
  '/v1/Candidates/{id}/Export',
  '/v1/Candidates/{candidateId}/QualityFlags',
  '/v1/Candidates/{candidateId}/Emails',
  '/v1/Candidates/{candidateId}/Consents',
  '/v1/Applications/{id}/Submission',
])

/** The writes an interviewer may make: its own notes and its own scorecards. */
const ALLOWED_WRITES = new Set([
  'POST /v1/Candidates/{candidateId}/Notes',
  'PUT /v1/Candidates/{candidateId}/Notes/{noteId}',
  'DELETE /v1/Candidates/{candidateId}/Notes/{noteId}',
  'PUT /v1/Interviews/{id}/Scorecard',
])

/** Lists an interviewer may not read at all: the change feed, webhooks, the audit log, members, every flag, reports. */
const REFUSED_LISTS = [
  '/v1/Events',
  '/v1/Webhooks',
  '/v1/AuditEvents',
  '/v1/Members',
  '/v1/QualityFlags?CandidateIds=1',
  '/v1/Reports/Sources',
  '/v1/Reports/TimeToHire',
  '/v1/Reports/Interviewers',
]

/**
 * SPEC B4 and C18: an interviewer sees a candidate only while it sits on a
 * scheduled interview, upcoming or past, of one of the candidate's
 * applications; a cancelled interview counts for nothing. For any other
 * candidate every read of the route table answers what it answers for a
 * candidate that does not exist; what it may not read or write is 403
 * `insufficient_scope` whoever the candidate. The table is generated from
 * the OpenAPI document, so a new route is swept without anyone adding it here.
 */
for (const backend of await backends()) {
  describe(`what an interviewer sees [${backend.name}]`, () => {
    let t: TestApp
    let iv: { id: number; token: string }
    let recruiter: { id: number; token: string }
    let mine: number
    let elsewhere: number
    let adminId: number
    /** Seen: an upcoming interview it sits on; a past one. */
    const seen: Record<string, string>[] = []
    /** Not seen: its interview cancelled; an interview it does not sit on; on its team but never interviewed; no application. */
    const unseen: Record<string, string>[] = []

    const email = (name: string) => `${name.toLowerCase()}@interviews.example.com`
    const candidate = async (name: string) =>
      json(await t.call('POST', '/v1/Candidates', undefined, { FirstName: name, LastName: 'Sweep', Email: email(name) })).Id as number
    const applyOnCareersSite = async (cid: number, name: string, VacancyId: number) => {
      const res = await applyTo(t, VacancyId, applicationParts(applicantFields({ FirstName: name, LastName: 'Sweep', Email: email(name) })))
      assert.equal(res.statusCode, 201, res.body)
      const [application] = json<{ Id: number; VacancyId: number }[]>(await t.call('GET', `/v1/Candidates/${cid}/Applications`))
      assert.equal(application?.VacancyId, VacancyId)
      return application.Id
    }
    /** A candidate with a note sent to the team, a flag, a document, an email, and an application to `mine` (or none) with an interview. */
    const fixture = async (name: string, interview?: { with: number[]; startsIn?: number; cancel?: boolean }) => {
      const cid = await candidate(name)
      await t.call('POST', `/v1/Candidates/${cid}/Notes`, undefined, { Note: `note of ${name}`, SendToHiringTeam: true })
      await t.call('POST', `/v1/Candidates/${cid}/QualityFlags`, undefined, { FlagType: 1, Note: `flag of ${name}` })
      await t.call('POST', `/v1/Candidates/${cid}/Emails`, undefined, { Subject: `Hello ${name}`, Body: 'Hello' })
      const doc = json(await uploadRaw(t, cid, SAMPLES.pdf.bytes)).Id as string
      if (!interview) return { id: String(cid), candidateId: String(cid), doc, application: GHOST, interview: GHOST, name }
      const application = await applyOnCareersSite(cid, name, mine)
      const scheduled = await schedule(t, application, interview.with, { StartDate: hoursFromNow(interview.startsIn ?? 48) })
      if (interview.cancel) assert.equal((await t.call('POST', `/v1/Interviews/${scheduled.Id}/Cancel`)).statusCode, 200)
      return { id: String(cid), candidateId: String(cid), doc, application: String(application), interview: String(scheduled.Id), name }
    }

    before(async () => {
      t = await buildTestApp(backend)
      iv = await t.member('interviewer')
      recruiter = await t.member('recruiter')
      adminId = json<{ Id: number; Role: string }[]>(await t.call('GET', '/v1/Members')).find((m) => m.Role === 'admin')!.Id
      mine = await vacancyWithTeam(t, [iv.id, recruiter.id], 'Mine')
      elsewhere = await vacancyWithTeam(t, [iv.id], 'Elsewhere')
      await t.call('PUT', `/v1/Vacancies/${mine}`, undefined, {
        Location: 'Berlin',
        Description: 'Build the parts interviewers judge.',
        Published: true,
      })
      seen.push(await fixture('SeenUpcoming', { with: [iv.id, recruiter.id] }))
      seen.push(await fixture('SeenPast', { with: [iv.id], startsIn: -30 }))
      unseen.push(await fixture('UnseenCancelled', { with: [iv.id], cancel: true }))
      unseen.push(await fixture('UnseenOthers', { with: [recruiter.id] }))
      unseen.push(await fixture('UnseenNoApplication'))
      // Every read answers as it will stay: the documents' text read.
      await jobsSettled(t)
    })
    after(() => t.close())

    const fill = (op: Operation, ids: Record<string, string>, member = String(iv.id)) =>
      fillPath(op, (name, path) => {
        if (path.startsWith('/v1/document/')) return ids.doc!
        if (path.startsWith('/v1/Vacancies/')) return String(mine)
        if (path.startsWith('/v1/Applications/')) return ids.application!
        if (path.startsWith('/v1/Interviews/')) return ids.interview!
        if (path.startsWith('/v1/Members/')) return member
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
    const inject = (op: Operation, url: string, token: string) =>
      t.app.inject({ method: op.method, url, headers: { authorization: token } })
    const v1 = async () => (await operations(t.app)).filter((op) => op.path.startsWith('/v1/'))
    const isRead = (op: Operation) => op.method === 'GET' || op.method === 'HEAD'
    const perCandidate = (op: Operation) => /\/(Candidates|document|Applications|Interviews)\//.test(op.path)

    test('every read about an unseen candidate answers as for a missing one; a seen one is read, but for what is refused', async () => {
      const ops = (await v1()).filter((op) => isRead(op) && perCandidate(op))
      assert.ok(ops.length >= 20, `only ${ops.length} reads about one candidate`)
      const missing = { id: GHOST, candidateId: GHOST, doc: 'A'.repeat(43), application: GHOST, interview: GHOST }
      let compared = 0
      for (const op of ops) {
        const refused = REFUSED_READS.has(op.path)
        for (const s of seen) {
          const res = await inject(op, fill(op, s), iv.token)
          assert.equal(res.statusCode, refused ? 403 : 200, `${op.key} for ${s.name}: ${res.body}`)
          if (refused && op.method === 'GET') assertProblem(res, 403, 'insufficient_scope')
        }
        for (const u of unseen) {
          const hidden = await inject(op, fill(op, u), iv.token)
          if (op.path.startsWith('/v1/document/')) {
            // SPEC B4: the download of a candidate's document the caller may not read is a 403.
            assert.equal(hidden.statusCode, 403, `${op.key} for ${u.name}`)
            if (op.method === 'GET') assertProblem(hidden, 403, 'document_forbidden')
            continue
          }
          const absent = await inject(op, fill(op, missing), iv.token)
          assert.deepEqual(shape(hidden, [u.id!, u.application!, u.interview!]), shape(absent, [GHOST]), `${op.key} for ${u.name}`)
          assert.ok(hidden.statusCode >= 400, `${op.key} for ${u.name}: ${hidden.statusCode}`)
          assert.ok(!hidden.body.includes(u.name!), `${op.key} shows ${u.name}`)
          compared++
        }
      }
      assert.ok(compared >= ops.length * 2)
    })

    test('every write but its own notes and scorecards is 403 insufficient_scope, seen candidate or not; nothing changes', async () => {
      // The public writes (signing in, the careers form, "Forgot your password?" and a link's new password) need no token.
      const PUBLIC = ['/v1/Session', '/v1/Jobs/', '/v1/PasswordResets', '/v1/Passwords']
      const ops = (await v1()).filter((op) => !isRead(op) && !PUBLIC.some((path) => op.path.startsWith(path)))
      assert.ok(ops.length >= 30, `only ${ops.length} writes`)
      // Its own interview stays out of it (a scorecard of `{}` is a draft it may write): GHOST, which every refusal refuses first.
      const target: Record<string, string> = {
        ...seen[0]!,
        interview: GHOST,
        noteId: GHOST,
        stageId: GHOST,
        flagId: GHOST,
        webhookId: GHOST,
        tokenId: GHOST,
      }
      // Bodies that pass validation where `{}` would not, so that the answer is the refusal.
      const bodies: Record<string, unknown> = { 'PUT /v1/Members/{memberId}/Password': { Password: 'taken over at last' } }
      const before = json(await t.call('GET', `/v1/Applications/${target.application}`))
      for (const op of ops) {
        const url = fill(op, target, String(adminId))
        const res = await t.app.inject({
          method: op.method,
          url,
          headers: { authorization: iv.token, ...(op.jsonBody && { 'content-type': 'application/json' }) },
          ...(op.jsonBody && { payload: JSON.stringify(bodies[op.key] ?? {}) }),
        })
        if (ALLOWED_WRITES.has(op.key)) {
          assert.notEqual(res.statusCode, 403, `${op.key}: ${res.body}`)
          assert.ok(res.statusCode < 500, `${op.key}: ${res.body}`)
        } else {
          assertProblem(res, 403, 'insufficient_scope')
        }
      }
      assert.deepEqual(json(await t.call('GET', `/v1/Applications/${target.application}`)), before)
      assert.equal(json<any[]>(await t.call('GET', `/v1/Candidates/${target.id}/Notes`)).length, 1)
    })

    test('lists, search, the board and reports: unseen candidates are absent; what it may not read is 403', async () => {
      const ops = (await v1()).filter((op) => op.method === 'GET' && !perCandidate(op))
      for (const op of ops) {
        for (const first of [fill(op, {}), `${fill(op, {})}?limit=1`]) {
          let next: string | undefined = first
          while (next !== undefined) {
            const res = await t.call('GET', next, iv.token)
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
      const names = json<any[]>(await t.call('GET', '/v1/Candidates', iv.token)).map((c) => c.FirstName)
      assert.deepEqual(names, ['SeenUpcoming', 'SeenPast'])
      assert.deepEqual(json<any[]>(await t.call('GET', '/v1/Candidates?q=Unseen', iv.token)), [])
      const board = json<any[]>(await t.call('GET', `/v1/Vacancies/${mine}/Applications`, iv.token)).map((a) => a.Id)
      assert.deepEqual(board, [Number(seen[0]!.application), Number(seen[1]!.application)])
      const found = json<any[]>(await t.call('GET', '/v1/Search?q=Sweep', iv.token)).map((r) => r.FirstName)
      assert.deepEqual(found.sort(), ['SeenPast', 'SeenUpcoming'])
      // Its documents' text it finds; the notes of others it does not.
      const phrase = encodeURIComponent('"note of"')
      assert.equal(json<any[]>(await t.call('GET', `/v1/Search?q=${phrase}`, iv.token)).length, 0)
      assert.equal(json<any[]>(await t.call('GET', `/v1/Search?q=${phrase}`, recruiter.token)).length, 5)
      for (const url of [...REFUSED_LISTS, `/v1/Reports/Pipeline?VacancyId=${mine}`, `/v1/Members/${iv.id}/Tokens`]) {
        assertProblem(await t.call('GET', url, iv.token), 403, 'insufficient_scope')
      }
      // Another member's day is not its to read.
      assertProblem(await t.call('GET', `/v1/Members/${recruiter.id}/Interviews`, iv.token), 403, 'insufficient_scope')
    })

    test('of a seen candidate: only the applications and interviews it sits on; notes only its own', async () => {
      const s = seen[0]!
      const other = json(await t.call('POST', `/v1/Candidates/${s.id}/Applications`, undefined, { VacancyId: elsewhere })).Id as number
      const applications = json<any[]>(await t.call('GET', `/v1/Candidates/${s.id}/Applications`, iv.token)).map((a) => a.Id)
      assert.deepEqual(applications, [Number(s.application)])
      assertProblem(await t.call('GET', `/v1/Applications/${other}`, iv.token), 404, 'application_not_found')
      assertProblem(await t.call('GET', `/v1/Applications/${other}/History`, iv.token), 404, 'application_not_found')
      // An interview of the same application it does not sit on is missing for it.
      const theirs = await schedule(t, Number(s.application), [recruiter.id], { StartDate: hoursFromNow(24) })
      assertProblem(await t.call('GET', `/v1/Interviews/${theirs.Id}`, iv.token), 404, 'interview_not_found')
      // On the board, its card's next interview is its own, not the earlier one of others.
      const cardOf = async (token?: string) =>
        json<any[]>(await t.call('GET', `/v1/Vacancies/${mine}/Board`, token)).find((c) => String(c.Id) === s.application)
      assert.equal((await cardOf())?.NextInterview?.Id, theirs.Id)
      assert.equal((await cardOf(iv.token))?.NextInterview?.Id, Number(s.interview))
      const listed = json<any[]>(await t.call('GET', `/v1/Applications/${s.application}/Interviews`, iv.token)).map((i) => i.Id)
      assert.deepEqual(listed, [Number(s.interview)])
      assert.equal(json<any[]>(await t.call('GET', `/v1/Applications/${s.application}/Interviews`)).length, 2)
      // Notes: none of others (sent to the team or not), its own yes.
      assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${s.id}/Notes`, iv.token)), [])
      const own = await t.call('POST', `/v1/Candidates/${s.id}/Notes`, iv.token, { Note: 'Solid on recursion', VacancyId: mine })
      assert.equal(own.statusCode, 201, own.body)
      const note = json(own)
      assert.equal(note.Private, false)
      assert.equal(note.SendToHiringTeam, false)
      assert.deepEqual(json(await t.call('GET', `/v1/Candidates/${s.id}/Notes`, iv.token)), [note])
      const changed = await t.call('PUT', `/v1/Candidates/${s.id}/Notes/${note.Id}`, iv.token, { Note: 'Solid on recursion and trees' })
      assert.equal(changed.statusCode, 200, changed.body)
      // Recruiters read it; the hiring team does not get it.
      assert.ok(json<any[]>(await t.call('GET', `/v1/Candidates/${s.id}/Notes`, recruiter.token)).some((n) => n.Id === note.Id))
      // Neither private nor sent to the team: 400 naming the field, never quietly changed.
      for (const field of ['Private', 'SendToHiringTeam']) {
        assertProblem(
          await t.call('POST', `/v1/Candidates/${s.id}/Notes`, iv.token, { Note: 'x', [field]: true }),
          400,
          'validation_failed',
          field,
        )
        assertProblem(
          await t.call('PUT', `/v1/Candidates/${s.id}/Notes/${note.Id}`, iv.token, { [field]: true }),
          400,
          'validation_failed',
          field,
        )
      }
      // A note of someone else is missing for it, to change or to delete.
      const theirNote = json<any[]>(await t.call('GET', `/v1/Candidates/${s.id}/Notes`))[0]!
      assertProblem(await t.call('PUT', `/v1/Candidates/${s.id}/Notes/${theirNote.Id}`, iv.token, { Note: 'y' }), 400, 'note_not_found')
      assertProblem(await t.call('DELETE', `/v1/Candidates/${s.id}/Notes/${theirNote.Id}`, iv.token), 400, 'note_not_found')
      // On an unseen candidate, a note is refused as for a missing one.
      const u = unseen[0]!
      assert.deepEqual(
        shape(await t.call('POST', `/v1/Candidates/${u.id}/Notes`, iv.token, { Note: 'x' }), [u.id!]),
        shape(await t.call('POST', `/v1/Candidates/${GHOST}/Notes`, iv.token, { Note: 'x' }), [GHOST]),
      )
      assert.equal((await t.call('DELETE', `/v1/Candidates/${s.id}/Notes/${note.Id}`, iv.token)).statusCode, 204)
    })

    test('its own scorecards: written on its interviews; others’ seen only once it has judged', async () => {
      const s = seen[0]!
      const ratings = { Ratings: [{ Attribute: 'Communication', Rating: 'yes' }], Recommendation: 'yes' }
      const byRecruiter = await writeScorecard(t, Number(s.interview), recruiter.token, { ...ratings, Submit: true })
      assert.equal(byRecruiter.statusCode, 200, byRecruiter.body)
      const before = json<any[]>(await t.call('GET', `/v1/Applications/${s.application}/Scorecards`, iv.token))
      assert.deepEqual(before, [])
      const draft = await writeScorecard(t, Number(s.interview), iv.token, ratings)
      assert.equal(draft.statusCode, 200, draft.body)
      assert.deepEqual(
        json<any[]>(await t.call('GET', `/v1/Applications/${s.application}/Scorecards`, iv.token)).map((c) => c.InterviewerId),
        [iv.id],
      )
      assert.equal((await writeScorecard(t, Number(s.interview), iv.token, { ...ratings, Submit: true })).statusCode, 200)
      assert.deepEqual(
        json<any[]>(await t.call('GET', `/v1/Applications/${s.application}/Scorecards`, iv.token))
          .map((c) => c.InterviewerId)
          .sort(),
        [iv.id, recruiter.id].sort(),
      )
      // An interview it does not sit on is missing for it; one it sat on, now cancelled, too.
      for (const u of unseen.slice(0, 2))
        assertProblem(await writeScorecard(t, Number(u.interview), iv.token, ratings), 404, 'interview_not_found')
      // Its activity: the scorecard, its note's events, the record; no flag, no email, no other's note.
      const types = json<any[]>(await t.call('GET', `/v1/Candidates/${s.id}/Events?limit=1000`, iv.token)).map((e) => e.Type)
      assert.ok(
        types.includes('candidate.created') && types.includes('document.created') && types.includes('scorecard.submitted'),
        String(types),
      )
      assert.ok(types.includes('application.created'))
      for (const hidden of ['flag.created', 'email.sent', 'email.failed', 'interview.scheduled'])
        assert.ok(!types.includes(hidden), `${hidden} in ${String(types)}`)
      const noteEvents = json<any[]>(await t.call('GET', `/v1/Candidates/${s.id}/Events?limit=1000`, iv.token)).filter((e) =>
        e.Type.startsWith('note.'),
      )
      assert.ok(noteEvents.every((e) => e.ActorId === iv.id))
    })

    test("an interviewer's day: past and upcoming interviews with ScorecardStatus; a cancelled one alone shows nothing", async () => {
      const from = encodeURIComponent(hoursFromNow(-24 * 14))
      const day = await t.call('GET', `/v1/Members/${iv.id}/Interviews?From=${from}`, iv.token)
      assert.equal(day.statusCode, 200, day.body)
      const rows = json<any[]>(day)
      const byId = new Map(rows.map((r) => [String(r.Id), r]))
      assert.deepEqual(
        rows.map((r) => r.StartDate),
        [...rows.map((r) => r.StartDate)].sort(),
      )
      assert.equal(byId.get(seen[1]!.interview!)?.ScorecardStatus, 'none')
      assert.ok(Date.parse(byId.get(seen[1]!.interview!)!.StartDate) < Date.now())
      assert.ok(byId.has(seen[0]!.interview!))
      assert.ok(!byId.has(unseen[0]!.interview!), 'the cancelled interview')
      // Default From is now: the past one is left out.
      const upcoming = json<any[]>(await t.call('GET', `/v1/Members/${iv.id}/Interviews`, iv.token)).map((r) => String(r.Id))
      assert.ok(!upcoming.includes(seen[1]!.interview!))
      // A draft, then a submission, show in it.
      const past = Number(seen[1]!.interview)
      const ratings = { Ratings: [], Recommendation: 'no' }
      assert.equal((await writeScorecard(t, past, iv.token, ratings)).statusCode, 200)
      const status = async () =>
        json<any[]>(await t.call('GET', `/v1/Members/${iv.id}/Interviews?From=${from}`, iv.token)).find((r) => r.Id === past)
          ?.ScorecardStatus
      assert.equal(await status(), 'draft')
      assert.equal((await writeScorecard(t, past, iv.token, { ...ratings, Submit: true })).statusCode, 200)
      assert.equal(await status(), 'submitted')
      // An admin reads its day whole, the cancelled interview included, with the interviewer's own status.
      const asAdmin = json<any[]>(await t.call('GET', `/v1/Members/${iv.id}/Interviews?From=${from}`))
      assert.ok(asAdmin.some((r) => String(r.Id) === unseen[0]!.interview && r.Status === 'cancelled' && r.ScorecardStatus === 'none'))
      assert.equal(asAdmin.find((r) => r.Id === past)?.ScorecardStatus, 'submitted')
    })

    test('a cancelled interview ends what it showed: the next request shows nothing', async () => {
      const s = await fixture('Leaving', { with: [iv.id] })
      for (let i = 0; i < 2; i++) {
        assert.equal((await t.call('GET', `/v1/Candidates/${s.id}`, iv.token)).statusCode, 200)
        assert.equal((await t.call('GET', `/v1/document/${s.doc}`, iv.token)).statusCode, 200)
      }
      assert.equal((await t.call('POST', `/v1/Interviews/${s.interview}/Cancel`)).statusCode, 200)
      assertProblem(await t.call('GET', `/v1/Candidates/${s.id}`, iv.token), 404, 'candidate_not_found')
      assertProblem(await t.call('GET', `/v1/Candidates/${s.id}/Notes`, iv.token), 400, 'candidate_not_found')
      assertProblem(await t.call('GET', `/v1/document/${s.doc}`, iv.token), 403, 'document_forbidden')
      assertProblem(await t.call('GET', `/v1/Applications/${s.application}`, iv.token), 404, 'application_not_found')
    })

    test('the role: created, on a hiring team, scheduled; tokens capped by it', async () => {
      const created = await t.call('POST', '/v1/Members', undefined, {
        Name: 'Ines Interviewer',
        Email: 'ines@interviews.example.com',
        Role: 'interviewer',
      })
      assert.equal(created.statusCode, 201, created.body)
      const member = json(created)
      assert.equal(member.Role, 'interviewer')
      const team = await t.call('PUT', `/v1/Vacancies/${elsewhere}/HiringTeam`, undefined, { MemberIds: [iv.id, member.Id] })
      assert.deepEqual(
        json<any[]>(team).map((m) => m.Role),
        ['interviewer', 'interviewer'],
      )
      const cid = await candidate('Scheduled')
      const application = json(await t.call('POST', `/v1/Candidates/${cid}/Applications`, undefined, { VacancyId: elsewhere })).Id as number
      const interview = await schedule(t, application, [member.Id])
      assert.deepEqual(interview.InterviewerIds, [member.Id])
      // Off the team, an interviewer may not be put on an interview (SPEC C9).
      const offTeam = await t.member('interviewer')
      const refused = await t.call('POST', `/v1/Applications/${application}/Interviews`, undefined, {
        StartDate: hoursFromNow(10),
        EndDate: hoursFromNow(11),
        InterviewerIds: [offTeam.id],
      })
      assertProblem(refused, 400, 'interviewer_not_allowed', 'InterviewerIds')
      // A token never holds more than the role allows.
      for (const scope of ['flags:read', 'applications:write', 'candidates:write', 'admin']) {
        assertProblem(
          await t.call('POST', `/v1/Members/${member.Id}/Tokens`, undefined, { Scopes: [scope] }),
          400,
          'validation_failed',
          'Scopes',
        )
      }
      const token = await t.call('POST', `/v1/Members/${member.Id}/Tokens`, undefined, { Scopes: ['candidates:read', 'scorecards:write'] })
      assert.equal(token.statusCode, 201, token.body)
      const secret = json(token).Token as string
      assert.equal((await t.call('GET', `/v1/Candidates/${cid}`, secret)).statusCode, 200)
      assertProblem(await t.call('GET', `/v1/Candidates/${cid}/Notes`, secret), 403, 'insufficient_scope')
      const scored = await writeScorecard(t, interview.Id, secret, { Ratings: [], Recommendation: 'yes', Submit: true })
      assert.equal(scored.statusCode, 200, scored.body)
    })
  })
}
