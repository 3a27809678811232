import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { makeConfig } from '../../src/config.js'
import { backends } from '../helpers/backends.js'

interface Run {
  status: number
  stdout: string
  stderr: string
}

for (const backend of await backends()) {
  describe(`ats demo [${backend.name}]`, () => {
    let dir: string
    let drop: () => Promise<void>
    let env: NodeJS.ProcessEnv
    let first: Run
    let app: FastifyInstance
    let tokens: Map<string, string>
    // Asynchronous on purpose: the loopback S3 server of the S3 backend runs in this very process.
    const ats = (...args: string[]) =>
      new Promise<Run>((resolve) => {
        execFile(process.execPath, ['bin/ats.js', ...args], { env, encoding: 'utf8', timeout: 120_000 }, (err, stdout, stderr) => {
          resolve({ status: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr })
        })
      })
    const get = async (url: string, token = tokens.get('Maria Schneider')!) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: token } })
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`)
      return res
    }

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ats-demo-'))
      const database = await backend.database()
      const blobs = await backend.blobs?.()
      drop = async () => {
        await database.drop()
        await blobs?.drop()
      }
      env = { ...process.env, ATS_DATA_DIR: dir, ATS_LOG_LEVEL: 'silent' }
      for (const [name, value] of [
        ['ATS_DATABASE_URL', database.databaseUrl],
        ['ATS_BLOB_URL', blobs?.blobUrl],
      ] as const) {
        if (value) env[name] = value
        else delete env[name]
      }
      first = await ats('demo')
      tokens = new Map(
        String(first.stdout)
          .split('\n')
          .map((line) => /^\s+(.+?)\s{2,}\S+\s+(ats_\S+)$/.exec(line))
          .filter((m) => m !== null)
          .map((m) => [m[1]!, m[2]!]),
      )
      app = await buildApp(makeConfig({ dataDir: dir, databaseUrl: database.databaseUrl, blobUrl: blobs?.blobUrl, logLevel: 'silent' }))
    })
    after(async () => {
      await app?.close()
      await drop()
      rmSync(dir, { recursive: true, force: true })
    })

    test('fills a fresh store and prints a token for each member it made', () => {
      assert.equal(first.status, 0, String(first.stderr))
      assert.match(String(first.stdout), /Created 140 candidates/)
      assert.deepEqual([...tokens.keys()].sort(), [
        'Administrator',
        'Aisha Khan',
        'Daniel Okoye',
        'Lena Vogel',
        'Maria Schneider',
        'Tom Becker',
      ])
      // And how to reach the store through an assistant, with a recruiter's token printed above.
      const mcp = /ATS_TOKEN=(ats_\S+) npx ats mcp/.exec(String(first.stdout))
      assert.ok(mcp && [...tokens.values()].includes(mcp[1]!), 'the MCP line names a demo token')
    })

    test('the data is there through the API: candidates, vacancies, notes by several members, flags, documents of every kind', async () => {
      const candidates = JSON.parse((await get('/v1/Candidates?limit=1000')).body) as Array<{ Id: number; Document: string | null }>
      assert.equal(candidates.length, 140)
      assert.equal(JSON.parse((await get('/v1/Vacancies')).body).length, 6)
      const authors = new Set<number>()
      const types = new Set<string>()
      let flags = 0
      for (const c of candidates) {
        assert.ok(c.Document, 'every candidate has a CV')
        for (const n of JSON.parse((await get(`/v1/Candidates/${c.Id}/Notes`, tokens.get('Administrator'))).body))
          authors.add(n.CreatedById)
        flags += JSON.parse((await get(`/v1/Candidates/${c.Id}/QualityFlags`)).body).length
        const doc = await get(`/v1/document/${c.Document}`)
        types.add(String(doc.headers['content-type']))
        assert.equal(doc.rawPayload.length, Number(doc.headers['content-length']))
      }
      assert.ok(authors.size >= 2, 'notes by several members')
      assert.ok(flags > 0)
      assert.equal(types.size, 3)
      // The hiring manager sees only candidates of its vacancies, and among their notes only what was sent to the hiring team.
      const seen = JSON.parse((await get('/v1/Candidates?limit=1000', tokens.get('Daniel Okoye'))).body) as Array<{ Id: number }>
      assert.ok(seen.length > 0 && seen.length < 140, `the hiring manager sees ${seen.length} candidates`)
      const hm = JSON.parse((await get(`/v1/Candidates/${seen[0]!.Id}/Notes`, tokens.get('Daniel Okoye'))).body)
      assert.ok(hm.every((n: { SendToHiringTeam: boolean }) => n.SendToHiringTeam))
    })

    test('a living pipeline: stages, hiring teams and applications in every status, each with its history', async () => {
      const vacancies = JSON.parse((await get('/v1/Vacancies')).body) as Array<{ Id: number; Status: string }>
      assert.deepEqual(new Set(vacancies.map((v) => v.Status)), new Set(['open', 'closed']))
      const statuses = new Set<string>()
      const stages = new Set<number>()
      let onTeams = 0
      for (const v of vacancies) {
        const team = JSON.parse((await get(`/v1/Vacancies/${v.Id}/HiringTeam`)).body) as Array<{ Name: string }>
        if (team.some((m) => m.Name === 'Daniel Okoye')) onTeams++
        const board = JSON.parse((await get(`/v1/Vacancies/${v.Id}/Applications?limit=1000`)).body) as Array<{
          Id: number
          Status: string
          StageId: number
        }>
        for (const a of board) {
          statuses.add(a.Status)
          stages.add(a.StageId)
        }
        const moved = board.find((a) => a.Status !== 'active')
        if (moved) assert.ok(JSON.parse((await get(`/v1/Applications/${moved.Id}/History`)).body).length >= 2)
      }
      assert.equal(onTeams, 2, 'the hiring manager sits on two hiring teams')
      assert.deepEqual(new Set(statuses), new Set(['active', 'rejected', 'withdrawn', 'hired']))
      assert.ok(stages.size >= 12, `applications in ${stages.size} stages`)
    })

    test('the careers site has jobs to show, and applications say where their candidates came from', async () => {
      const jobs = JSON.parse((await app.inject({ method: 'GET', url: '/v1/Jobs' })).body) as Array<Record<string, string>>
      assert.deepEqual(
        jobs.map((j) => j.Title),
        ['Senior Backend Engineer (TypeScript)', 'Product Designer', 'Data Analyst', 'Junior Frontend Developer'],
      )
      const DAY = 86_400_000
      for (const j of jobs) {
        assert.ok(j.Location && /^## /m.test(j.Description!) && /^- /m.test(j.Description!), JSON.stringify(j))
        // Published the day it opened, weeks ago: not at the moment the demo ran.
        assert.ok(Date.parse(j.PublishedDate!) < Date.now() - 30 * DAY, j.PublishedDate)
      }
      const vacancies = JSON.parse((await get('/v1/Vacancies')).body) as Array<{ Id: number; Published: boolean }>
      const sources = new Map<string | null, number>()
      const fromCareers: Array<{ Id: number; CandidateId: number; Source: string | null; CreatedById: number | null }> = []
      for (const v of vacancies) {
        for (const a of JSON.parse((await get(`/v1/Vacancies/${v.Id}/Applications?limit=1000`)).body) as typeof fromCareers) {
          sources.set(a.Source, (sources.get(a.Source) ?? 0) + 1)
          if (a.CreatedById === null) fromCareers.push(a)
        }
      }
      // Some applicants sent the careers form themselves: no member made their application, and it has what they sent.
      assert.ok(fromCareers.length >= 20, `${fromCareers.length} careers applications`)
      assert.deepEqual([...new Set(fromCareers.map((a) => a.Source))].sort(), ['careers', 'linkedin', 'referral'])
      const sent = JSON.parse((await get(`/v1/Applications/${fromCareers[0]!.Id}/Submission`)).body) as {
        SubmittedDate: string
        Consents: Array<{ Purpose: string }>
      }
      assert.equal(sent.Consents[0]?.Purpose, 'processing')
      // Its confirmation was written when the form was sent, weeks ago, as the rest of the demo's past.
      const emails = JSON.parse((await get(`/v1/Candidates/${fromCareers[0]!.CandidateId}/Emails`)).body) as Array<{
        Template: string | null
        CreatedDate: string
      }>
      assert.ok(
        emails.some((e) => e.Template === 'application_received' && e.CreatedDate === sent.SubmittedDate),
        JSON.stringify({ emails, sent }),
      )
      // One known candidate applied again, under another name and with a newer CV: the console marks it, the record stays.
      const again: Array<{ candidate: Record<string, unknown>; entries: Array<Record<string, unknown>> }> = []
      for (const a of fromCareers) {
        const entries = JSON.parse((await get(`/v1/Applications/${a.Id}/Submissions`)).body) as Array<Record<string, unknown>>
        if (entries.some((e) => e.AppliedAgain === true))
          again.push({ candidate: JSON.parse((await get(`/v1/Candidates/${a.CandidateId}`)).body) as Record<string, unknown>, entries })
      }
      assert.equal(again.length, 1, 'one candidate applied again')
      const [{ candidate, entries }] = again as [(typeof again)[number]]
      assert.deepEqual(
        entries.map((e) => [e.KnownCandidate, e.AppliedAgain, e.LastName]),
        [
          [false, false, candidate.LastName],
          [true, true, `${String(candidate.LastName)}-Moreau`],
        ],
      )
      assert.notEqual(candidate.Document, entries[1]!.DocumentId, "the CV sent again is not the candidate's Document")
      assert.ok(Date.parse(String(entries[1]!.SubmittedDate)) < Date.now() - 3_600_000, 'sent in the past, not when the demo ran')
      assert.deepEqual([...sources.keys()].sort(), ['agency', 'careers', 'event', 'linkedin', 'referral', 'stepstone'])
      const most = [...sources].sort((a, b) => b[1] - a[1])[0]![0]
      assert.equal(most, 'careers')
    })

    test("the README's example holds: the hiring manager sees two of candidate 2's four notes, and not candidate 3", async () => {
      const notesAs = async (id: number, member: string) => JSON.parse((await get(`/v1/Candidates/${id}/Notes`, tokens.get(member))).body)
      assert.equal((await notesAs(2, 'Maria Schneider')).length, 4)
      assert.equal((await notesAs(2, 'Daniel Okoye')).length, 2)
      const hidden = await app.inject({ method: 'GET', url: '/v1/Candidates/3', headers: { authorization: tokens.get('Daniel Okoye')! } })
      assert.equal(hidden.statusCode, 404)
      assert.equal((await get('/v1/Candidates/3', tokens.get('Maria Schneider'))).statusCode, 200)
    })

    test('the reports are worth looking at: funnels that narrow, several sources, hires after a spread of days, interviewers right and wrong', async () => {
      const vacancies = JSON.parse((await get('/v1/Vacancies')).body) as Array<{ Id: number }>
      const funnels = []
      for (const v of vacancies) funnels.push(JSON.parse((await get(`/v1/Reports/Pipeline?VacancyId=${v.Id}`)).body))
      const narrowing = funnels.filter((f) => f.Stages[0].Reached > 2 * f.Stages.at(-1).Reached && f.Stages.at(-1).Reached > 0)
      assert.ok(narrowing.length >= 3, `${narrowing.length} funnels narrow from the first stage to the last`)
      assert.ok(
        funnels.some((f) => f.Stages.filter((s: { MedianDaysInStage: number | null }) => s.MedianDaysInStage !== null).length >= 3),
        'median days in three stages or more',
      )
      const sources = JSON.parse((await get('/v1/Reports/Sources')).body) as Array<{ Applications: number; Hired: number }>
      assert.ok(sources.length >= 5, `${sources.length} sources`)
      assert.ok(sources.filter((s) => s.Hired > 0).length >= 3, 'hires from three sources or more')
      const hires = JSON.parse((await get('/v1/Reports/TimeToHire')).body) as Array<{ Hires: number; MedianDays: number; P90Days: number }>
      assert.ok(hires.length >= 3, `hires on ${hires.length} vacancies`)
      const medians = hires.map((h) => h.MedianDays)
      assert.ok(Math.max(...medians) - Math.min(...medians) >= 3, `median days to hire ${medians.join(', ')}`)
      type Judge = { Submitted: number; StrongYes: number; Yes: number; No: number; StrongNo: number; Decided: number; Agreed: number }
      const judges = JSON.parse((await get('/v1/Reports/Interviewers')).body) as Judge[]
      assert.ok(judges.length >= 2, `${judges.length} interviewers`)
      assert.ok(judges.some((j) => j.StrongYes + j.Yes > 0) && judges.some((j) => j.No + j.StrongNo > 0), 'yes and no said')
      const decided = judges.reduce((n, j) => n + j.Decided, 0)
      const agreed = judges.reduce((n, j) => n + j.Agreed, 0)
      assert.ok(agreed > 0 && agreed < decided, `${agreed} of ${decided} decided scorecards agree`)
      const refused = await app.inject({
        method: 'GET',
        url: '/v1/Reports/Interviewers',
        headers: { authorization: tokens.get('Daniel Okoye')! },
      })
      assert.equal(refused.statusCode, 403, 'not for the hiring manager')
    })

    test('a store that looks lived in: 150 applications and more, full boards, three months of history in a plausible order', async () => {
      const DAY = 86_400_000
      const now = Date.now()
      const vacancies = JSON.parse((await get('/v1/Vacancies')).body) as Array<{ Id: number; Status: string }>
      const applications: Array<{ Id: number; Status: string; StageId: number; CreatedDate: string; UpdatedDate: string }> = []
      let fullest = 0
      for (const v of vacancies) {
        applications.push(...JSON.parse((await get(`/v1/Vacancies/${v.Id}/Applications?limit=1000`)).body))
        fullest = Math.max(fullest, JSON.parse((await get(`/v1/Vacancies/${v.Id}/Applications?Status=active&limit=1000`)).body).length)
      }
      assert.ok(applications.length >= 150, `${applications.length} applications`)
      assert.ok(fullest >= 12, `the fullest board has ${fullest} cards`)

      const created = applications.map((a) => Date.parse(a.CreatedDate)).sort((a, b) => a - b)
      const span = (created.at(-1)! - created[0]!) / DAY
      assert.ok(span >= 60, `applications made over ${span.toFixed(1)} days`)
      assert.ok(created[0]! >= now - 100 * DAY && created.at(-1)! <= now, 'within the past three months, none in the future')

      // Each history: the creation first, then each change later than the one before, none in the future.
      const moments = new Set<string>()
      const rejectedIn = new Set<number>()
      let closedAfterDays = 0
      let closed = 0
      for (const a of applications) {
        const history = JSON.parse((await get(`/v1/Applications/${a.Id}/History`)).body) as Array<{ ChangedDate: string; ToStatus: string }>
        const times = history.map((h) => Date.parse(h.ChangedDate))
        assert.equal(history[0]!.ChangedDate, a.CreatedDate, `application ${a.Id} begins with its creation`)
        assert.equal(history.at(-1)!.ChangedDate, a.UpdatedDate, `application ${a.Id} last changed with its last entry`)
        for (let i = 1; i < times.length; i++)
          assert.ok(times[i]! > times[i - 1]!, `application ${a.Id}: entry ${i} is not after the one before`)
        assert.ok(times.at(-1)! <= now)
        for (const h of history) moments.add(h.ChangedDate)
        if (a.Status !== 'active') {
          closed++
          if (times.at(-1)! - times[0]! >= DAY) closedAfterDays++
        }
        if (a.Status === 'rejected') rejectedIn.add(a.StageId)
      }
      assert.ok(moments.size > applications.length, `${moments.size} distinct moments of history`)
      assert.ok(
        closedAfterDays >= closed * 0.9,
        `${closedAfterDays} of ${closed} closed applications were closed a day or more after they were made`,
      )
      assert.ok(rejectedIn.size >= 3, `rejections in ${rejectedIn.size} stages`)

      // Candidates arrive over the three months, in the order of their ids; their notes name where they came from.
      const candidates = JSON.parse((await get('/v1/Candidates?limit=1000')).body) as Array<{ Id: number; CreatedDate: string }>
      const arrivals = candidates.map((c) => Date.parse(c.CreatedDate))
      assert.ok((arrivals.at(-1)! - arrivals[0]!) / DAY >= 60)
      assert.deepEqual(
        arrivals,
        [...arrivals].sort((a, b) => a - b),
      )
      const sources = new Set<string>()
      for (const c of candidates.slice(0, 40)) {
        const notes = JSON.parse((await get(`/v1/Candidates/${c.Id}/Notes`)).body) as Array<{ Note: string; CreatedDate: string }>
        for (const n of notes) {
          if (n.Note.startsWith('Source: ')) sources.add(n.Note.replace(/^Source: (\S+).*$/, '$1'))
          assert.ok(Date.parse(n.CreatedDate) >= Date.parse(c.CreatedDate) && Date.parse(n.CreatedDate) <= now)
        }
      }
      assert.ok(sources.size >= 3, `sources named: ${[...sources].join(', ')}`)
    })

    test('interviews past and upcoming, scorecards by several interviewers that agree or not, a hiring manager busy in the coming week', async () => {
      const now = Date.now()
      const manager = tokens.get('Daniel Okoye')!
      const members = JSON.parse((await get('/v1/Directory')).body) as Array<{ MemberId: number; Name: string }>
      const managerId = members.find((m) => m.Name === 'Daniel Okoye')!.MemberId
      assert.equal(managerId, 5, "the README reads Daniel's interviews as member 5")
      const week = JSON.parse(
        (await get(`/v1/Members/${managerId}/Interviews?To=${new Date(now + 7 * 86_400_000).toISOString()}`, manager)).body,
      ) as Array<{ StartDate: string; InterviewerIds: number[]; ApplicationId: number }>
      assert.ok(week.length >= 2, `${week.length} interviews in the coming week`)
      assert.ok(week.every((i) => Date.parse(i.StartDate) >= now && i.InterviewerIds.includes(managerId)))
      const held = JSON.parse(
        (
          await get(
            `/v1/Members/${managerId}/Interviews?From=${new Date(now - 120 * 86_400_000).toISOString()}&To=${new Date(now).toISOString()}`,
            manager,
          )
        ).body,
      ) as Array<{ ApplicationId: number }>
      assert.ok(held.length >= 2, `${held.length} interviews held`)
      let disagreements = 0
      let agreements = 0
      for (const applicationId of new Set(held.map((i) => i.ApplicationId))) {
        const cards = JSON.parse((await get(`/v1/Applications/${applicationId}/Scorecards`)).body) as Array<{
          InterviewerId: number
          Recommendation: string
          Status: string
        }>
        assert.ok(cards.length >= 2 && cards.every((c) => c.Status === 'submitted'))
        assert.ok(new Set(cards.map((c) => c.InterviewerId)).size >= 2, 'by several interviewers')
        const leans = new Set(cards.map((c) => c.Recommendation.endsWith('yes')))
        if (leans.size > 1) disagreements++
        else agreements++
      }
      assert.ok(disagreements > 0 && agreements > 0, `${agreements} panels agree, ${disagreements} do not`)
    })

    test("members' notifications: new applications, interviews, a scorecard owed; the older read, the newer not", async () => {
      const members = JSON.parse((await get('/v1/Directory')).body) as Array<{ MemberId: number; Name: string }>
      const id = (name: string) => members.find((m) => m.Name === name)!.MemberId
      const daniel = JSON.parse(
        (await get(`/v1/Members/${id('Daniel Okoye')}/Notifications?limit=1000`, tokens.get('Daniel Okoye'))).body,
      ) as Array<{
        Type: string
        ReadDate: string | null
        CreatedDate: string
      }>
      const types = new Set(daniel.map((n) => n.Type))
      for (const type of ['application_received', 'interview_assigned', 'scorecard_due'])
        assert.ok(types.has(type), `Daniel has no ${type}`)
      const unread = daniel.filter((n) => n.ReadDate === null)
      assert.ok(unread.length > 0 && unread.length < daniel.length, `${unread.length} of ${daniel.length} unread`)
      assert.ok(
        unread.some((n) => n.Type === 'scorecard_due'),
        'the scorecard owed is unread',
      )
      assert.ok(daniel.every((n) => Date.parse(n.CreatedDate) <= Date.now()))
      const tom = JSON.parse(
        (await get(`/v1/Members/${id('Tom Becker')}/Notifications?Unread=true`, tokens.get('Tom Becker'))).body,
      ) as Array<{
        Type: string
      }>
      assert.ok(
        tom.some((n) => n.Type === 'scorecard_due'),
        'Tom owes the same scorecard',
      )
    })

    test('coming interviews were scheduled with invitations: the candidate’s email in its own time zone, the interviewers’ apart', async () => {
      const db = app.services.stores.database.db
      const zoned = await db.selectFrom('candidates').select(['id', 'time_zone']).where('time_zone', 'is not', null).execute()
      assert.ok(new Set(zoned.map((c) => c.time_zone)).size >= 3, 'candidates in several time zones')
      const invitations = await db
        .selectFrom('emails as e')
        .innerJoin('candidates as c', 'c.id', 'e.candidate_id')
        .select(['e.candidate_id', 'e.subject', 'e.status', 'c.time_zone'])
        .where('e.template', '=', 'interview_invitation')
        .where('e.member_id', 'is', null)
        .execute()
      assert.ok(invitations.length >= 2, `${invitations.length} invitations`)
      for (const e of invitations) {
        assert.equal(e.status, 'not_sent')
        // The demo's service zone is UTC: a candidate without a zone reads UTC.
        assert.ok(e.subject.endsWith(`(${e.time_zone ?? 'UTC'})`), e.subject)
      }
      assert.ok(
        invitations.some((e) => e.time_zone !== null),
        'an invitation to a candidate with a zone',
      )
      const assignments = await db
        .selectFrom('emails')
        .select(['candidate_id', 'member_id'])
        .where('template', '=', 'interview_assignment')
        .execute()
      assert.ok(assignments.length >= invitations.length)
      assert.ok(assignments.every((e) => e.member_id !== null && invitations.some((i) => i.candidate_id === e.candidate_id)))
      // The candidate's page lists only what was sent to the candidate.
      const listed = JSON.parse((await get(`/v1/Candidates/${invitations[0]!.candidate_id}/Emails`)).body) as Array<{ Template: string }>
      assert.ok(listed.every((e) => e.Template !== 'interview_assignment'))
    })

    test("a candidate's activity tells its story at the moments of its history, oldest first", async () => {
      const now = Date.now()
      const candidates = JSON.parse((await get('/v1/Candidates?limit=30')).body) as Array<{ Id: number; CreatedDate: string }>
      const kinds = new Set<string>()
      for (const c of candidates) {
        const events = JSON.parse((await get(`/v1/Candidates/${c.Id}/Events?limit=1000`)).body) as Array<{
          Type: string
          OccurredDate: string
          Data: { Id: number | string; CreatedDate?: string; UpdatedDate?: string }
        }>
        const times = events.map((e) => Date.parse(e.OccurredDate))
        assert.deepEqual(
          times,
          [...times].sort((a, b) => a - b),
          `candidate ${c.Id}: its events in the order they happened`,
        )
        assert.ok(times.at(-1)! <= now)
        assert.deepEqual([events[0]!.Type, events[0]!.OccurredDate], ['candidate.created', c.CreatedDate])
        for (const e of events) kinds.add(e.Type)
        // Each application's events at its history's moments; each note's at the note's date.
        const applications = JSON.parse((await get(`/v1/Candidates/${c.Id}/Applications`)).body) as Array<{ Id: number }>
        for (const a of applications) {
          const history = JSON.parse((await get(`/v1/Applications/${a.Id}/History`)).body) as Array<{ ChangedDate: string }>
          const told = events.filter((e) => e.Type.startsWith('application.') && e.Data.Id === a.Id)
          assert.deepEqual(
            told.map((e) => [e.OccurredDate, e.Data.UpdatedDate]),
            history.map((h) => [h.ChangedDate, h.ChangedDate]),
          )
        }
        const notes = JSON.parse((await get(`/v1/Candidates/${c.Id}/Notes`)).body) as Array<{ Id: number; CreatedDate: string }>
        for (const n of notes) {
          const created = events.find((e) => e.Type === 'note.created' && e.Data.Id === n.Id)
          assert.deepEqual([created?.OccurredDate, created?.Data.CreatedDate], [n.CreatedDate, n.CreatedDate])
        }
      }
      assert.ok(
        ['document.created', 'note.created', 'application.moved', 'application.rejected'].every((k) => kinds.has(k)),
        [...kinds].join(),
      )
    })

    test("an interviewer's day: on a hiring team, scorecards owed for interviews held, interviews to come; only those candidates", async () => {
      const lena = tokens.get('Lena Vogel')!
      const lenaId = (JSON.parse((await get('/v1/Directory')).body) as Array<{ MemberId: number; Name: string }>).find(
        (m) => m.Name === 'Lena Vogel',
      )!.MemberId
      assert.equal(lenaId, 6, "the README reads Lena's interviews as member 6")
      const from = new Date(Date.now() - 14 * 86_400_000).toISOString()
      const day = JSON.parse((await get(`/v1/Members/${lenaId}/Interviews?From=${from}`, lena)).body) as Array<{
        StartDate: string
        EndDate: string
        ScorecardStatus: string
        ApplicationId: number
      }>
      const held = day.filter((i) => Date.parse(i.EndDate) < Date.now())
      assert.equal(held.length, 2, JSON.stringify(day))
      assert.ok(held.every((i) => i.ScorecardStatus === 'none'))
      assert.equal(day.filter((i) => Date.parse(i.StartDate) > Date.now()).length, 2)
      const candidates = JSON.parse((await get('/v1/Candidates?limit=1000', lena)).body) as Array<{ Id: number }>
      const applications = await Promise.all(
        day.map(async (i) => JSON.parse((await get(`/v1/Applications/${i.ApplicationId}`, lena)).body)),
      )
      assert.deepEqual(candidates.map((c) => c.Id).sort(), [...new Set(applications.map((a) => a.CandidateId as number))].sort())
    })

    test("a candidate's access history is dated at its story's moments, oldest first, as its activity is", async () => {
      const candidates = JSON.parse((await get('/v1/Candidates?limit=30')).body) as Array<{ Id: number; CreatedDate: string }>
      for (const c of candidates) {
        // The demo's own rows are its writes; this test's reads come after them, at today's time.
        const rows = (
          JSON.parse((await get(`/v1/AuditEvents?CandidateId=${c.Id}&limit=1000`, tokens.get('Administrator'))).body) as Array<{
            Date: string
            Action: string
            ResourceType: string
            ResourceId: string | number | null
          }>
        ).filter((r) => r.Action !== 'read')
        assert.ok(rows.length > 0, `candidate ${c.Id} has audit rows`)
        const times = rows.map((r) => Date.parse(r.Date))
        assert.deepEqual(
          times,
          [...times].sort((a, b) => a - b),
          `candidate ${c.Id}: its rows in the order they happened`,
        )
        // Each write's row at its resource's date: the record's creation, each note's.
        assert.equal(rows.find((r) => r.ResourceType === 'candidate' && r.Action === 'create')?.Date, c.CreatedDate)
        const notes = JSON.parse((await get(`/v1/Candidates/${c.Id}/Notes`)).body) as Array<{ Id: number; CreatedDate: string }>
        for (const n of notes) {
          const made = rows.find((r) => r.ResourceType === 'note' && r.Action === 'create' && String(r.ResourceId) === String(n.Id))
          assert.equal(made?.Date, n.CreatedDate, `note ${n.Id}`)
        }
      }
    })

    test('prints a console password for every member it made, and each signs in with it', async () => {
      const passwords = new Map(
        String(first.stdout)
          .split('\n')
          .map((line) => /^\s+(\S+@\S+)\s+password (\S+)$/.exec(line))
          .filter((m) => m !== null)
          .map((m) => [m[1]!, m[2]!]),
      )
      assert.equal(passwords.size, 6)
      for (const [email, password] of passwords) {
        assert.ok(password.length >= 12)
        const res = await app.inject({ method: 'POST', url: '/v1/Session', payload: { Email: email, Password: password } })
        assert.equal(res.statusCode, 200, `${email}: ${res.body}`)
        if (email.startsWith('daniel')) assert.equal(JSON.parse(res.body).Role, 'hiring_manager')
        if (email.startsWith('lena')) assert.equal(JSON.parse(res.body).Role, 'interviewer')
      }
    })

    test('one member is invited and has not joined yet; the team has its time zones', async () => {
      const members = JSON.parse((await get('/v1/Members?limit=1000', tokens.get('Administrator'))).body) as Array<Record<string, any>>
      const byName = new Map(members.map((m) => [m.Name as string, m]))
      const jonas = byName.get('Jonas Richter')
      assert.ok(jonas, 'the invited member is listed')
      assert.deepEqual([jonas.Role, jonas.Joined], ['hiring_manager', false])
      assert.deepEqual(
        members.filter((m) => !m.Joined).map((m) => m.Name),
        ['Jonas Richter'],
      )
      assert.equal(byName.get('Maria Schneider')!.TimeZone, 'Europe/Berlin')
      assert.equal(byName.get('Daniel Okoye')!.TimeZone, 'America/New_York')
      assert.equal(byName.get('Aisha Khan')!.TimeZone, null)
      // His invitation is recorded, never sent, and keeps no working link.
      const db = app.services.stores.database.db
      const [invitation] = await db.selectFrom('emails').selectAll().where('member_id', '=', jonas.Id).execute()
      assert.equal(invitation?.template, 'member_invitation')
      assert.equal(invitation?.status, 'not_sent')
      assert.doesNotMatch(invitation?.body ?? '', /set-password#[A-Za-z0-9_-]{43}/)
    })

    test('refuses a store that already has candidates, and changes nothing', async () => {
      const again = await ats('demo')
      assert.equal(again.status, 1)
      assert.match(String(again.stderr), /already has candidates/)
      assert.equal(JSON.parse((await get('/v1/Candidates?limit=1000')).body).length, 140)
    })

    test('ats gc finds nothing to remove in a consistent store', async () => {
      const gc = await ats('gc', '--dry-run')
      assert.equal(gc.status, 0, String(gc.stderr))
      assert.match(String(gc.stdout), /would remove 0 unreferenced blobs and 0 scratch files/)
    })
  })
}
