import { Readable } from 'node:stream'
import { DEMO_MAIL } from './demo-mail.js'
import { effectiveScopes, ROLE_SCOPES, type Principal, type Role, generatePassword } from '../domain/access/index.js'
import { createCandidate, createFlag, createNote } from '../domain/candidates/index.js'
import { uploadDocument, type DocumentStores } from '../domain/documents/index.js'
import { bootstrapAdmin, createMember, createToken, getMember, inviteMember, resetPassword } from '../domain/members/index.js'
import { writeEmail } from '../domain/email/index.js'
import { createVacancy } from '../domain/pipeline/index.js'
import { errors } from '../errors/catalog.js'
import { listCandidates } from '../store/repositories/candidate.repository.js'
import { lastEventId } from '../store/repositories/event.repository.js'
import { lastAuditId } from '../store/repositories/audit.repository.js'
import { findMemberByEmail, updateMember } from '../store/repositories/member.repository.js'
import type { MemberRow } from '../store/tables.js'
import { makeDoc } from './doc-file.js'
import { makeDocx } from './docx-file.js'
import { makePdf } from './pdf-file.js'
import { Backdating } from './backdate.js'
import { cvText, pick, seededRandom } from './sample-cv.js'
import { seedInterviewerDay, seedInterviews } from './seed-interviews.js'
import { seedNotifications, seedOwedScorecard } from './seed-notifications.js'
import { seedPipeline, type PipelineVacancy, type Placement } from './seed-pipeline.js'
import { POSTINGS } from './sample-postings.js'
import { DAY_MS, HOUR_MS, later, mondayBefore, notAfter, PAST_DAYS, workingHours } from './timeline.js'
import { FIRST_NAMES, FLAG_NOTES, INTERVIEWER, INVITEE, LAST_NAMES, NOTES, SKILLS, TEAM, VACANCIES } from './sample-people.js'

export interface DemoResult {
  /** Tokens issued for the demo's members, shown once. */
  readonly tokens: ReadonlyArray<{ name: string; role: Role; token: string }>
  /** Console passwords set for the demo's members, shown once. */
  readonly passwords: ReadonlyArray<{ name: string; email: string; password: string }>
  readonly counts: {
    candidates: number
    notes: number
    flags: number
    vacancies: number
    documents: number
    applications: number
    interviews: number
    notifications: number
  }
}

const CANDIDATES = 140
const PDF = { make: makePdf, name: (f: string, l: string) => `Lebenslauf ${f} ${l}.pdf` }
const DOCX = { make: makeDocx, name: (f: string, l: string) => `CV_${f}_${l}.docx` }
const DOC = { make: makeDoc, name: (f: string, l: string) => `${f} ${l} - Resume.doc` }
const FORMATS = [PDF, DOCX, DOC]
/**
 * The candidates' time zones (SPEC C9), in turn (the random sequence stays
 * as it was): most near the office, some abroad, some unknown (their emails
 * then use `ATS_TIME_ZONE`).
 */
const CANDIDATE_ZONES = [
  'Europe/Berlin',
  'Europe/Berlin',
  'America/New_York',
  null,
  'Europe/Berlin',
  'Europe/London',
  'Asia/Kolkata',
] as const

/**
 * Fills an empty store with a realistic team and pipeline, through the same
 * domain functions the API uses (documents go through the upload pipeline:
 * sniffed, hashed, stored durably). Refuses a store that has candidates, so
 * it can never mix invented people into real data.
 *
 * The store looks lived in: candidates arrive over the past three months,
 * their CVs, notes, applications and each application's history follow at
 * plausible intervals on working days (see backdate.ts for how the dates
 * are set), and the newest applications are the least advanced.
 */
export async function seedDemo(stores: DocumentStores, maxDocumentBytes: number, tokenTtlDays: number): Promise<DemoResult> {
  const { db } = stores
  if ((await listCandidates(db, { viewerId: 0, reach: 'all' }, { after: 0, limit: 1 })).length > 0) {
    throw errors.conflict('store_not_empty', 'The store already has candidates; ats demo only fills an empty store.')
  }
  const random = seededRandom(2026)
  const now = Date.now()
  const start = mondayBefore(now - PAST_DAYS * DAY_MS)
  // The demo's "today", a little before the real one, at the same distance from its start on every run.
  const today = start + PAST_DAYS * DAY_MS
  // Nothing the demo tells of happened in the last half hour: `ats demo` and the first sign-in are the newest things.
  const horizon = now - HOUR_MS / 2
  const past = new Backdating()
  // The demo's events are those after this one (backdate-events.ts).
  const eventsBefore = await lastEventId(db)
  // And its audit rows those after this one (backdate-audit.ts).
  const auditBefore = await lastAuditId(db)
  const tokens: Array<{ name: string; role: Role; token: string }> = []
  // Without this, the demo's members would keep the server from creating its first admin.
  const bootstrapped = await bootstrapAdmin(db)
  if (bootstrapped) tokens.push({ name: 'Administrator', role: 'admin', token: bootstrapped.token })

  const passwords: Array<{ name: string; email: string; password: string }> = []
  // A console password for every member the demo made (the first admin included): random, printed once.
  const givePassword = async (member: MemberRow) => {
    const password = generatePassword()
    await resetPassword(db, member.id, password)
    passwords.push({ name: member.name, email: member.email, password })
  }
  if (bootstrapped) {
    await givePassword(await getMember(db, bootstrapped.memberId))
    past.member(bootstrapped.memberId, start - 120 * DAY_MS)
  }

  /** A member with a console password and a token of all its role allows, joined at `joined`. */
  const enlist = async (m: { name: string; email: string; role: Role; timeZone: string | null }, joined: number): Promise<Principal> => {
    const member = (await findMemberByEmail(db, m.email)) ?? (await createMember(db, { Name: m.name, Email: m.email, Role: m.role }))
    await updateMember(db, member.id, { time_zone: m.timeZone })
    await givePassword(member)
    past.member(member.id, joined)
    const scopes = [...ROLE_SCOPES[m.role]]
    // Issued from the command line like `ats token create`, with the same lifetime.
    const { row, secret } = await createToken(db, member.id, { Scopes: scopes }, { issuerId: null, ttlDays: tokenTtlDays })
    tokens.push({ name: m.name, role: m.role, token: secret })
    return { memberId: member.id, role: m.role, tokenId: row.id, scopes: effectiveScopes(m.role, scopes) }
  }
  const team: Principal[] = []
  for (const m of TEAM) team.push(await enlist(m, workingHours(random, start - (110 - 10 * team.length) * DAY_MS)))
  const recruiters = team.filter((p) => p.role === 'recruiter')
  // All open at first: a closed vacancy takes no applications, so statuses are set once the pipeline is filled.
  const vacancies: Array<PipelineVacancy & { title: string; opened: number; weight: number }> = []
  for (const v of VACANCIES) {
    const posting = POSTINGS[v.title]
    const row = await createVacancy(db, null, {
      Title: v.title,
      Location: posting?.location ?? '',
      Description: posting?.description ?? '',
      Published: v.published,
    })
    const opened = workingHours(random, today - v.openedDaysAgo * DAY_MS)
    const closedAt = v.closedDaysAgo === undefined ? undefined : workingHours(random, today - v.closedDaysAgo * DAY_MS)
    // Published the day it opened.
    past.vacancy(row.id, opened, closedAt, v.published ? opened : undefined)
    vacancies.push({
      id: row.id,
      status: v.status,
      published: v.published,
      title: v.title,
      opened,
      weight: v.weight,
      ...(closedAt !== undefined && { closedAt }),
    })
  }
  // Arrivals spread over the whole past, oldest first, so ids and dates rise together.
  const arrivals = Array.from({ length: CANDIDATES }, () =>
    Math.min(workingHours(random, start + (2 + random() * (PAST_DAYS - 3)) * DAY_MS), horizon - DAY_MS),
  ).sort((a, b) => a - b)
  const placements: Placement[] = []

  const counts = {
    candidates: 0,
    notes: 0,
    flags: 0,
    vacancies: vacancies.length,
    documents: 0,
    applications: 0,
    interviews: 0,
    notifications: 0,
  }
  for (const [i, [first, last]] of uniqueNames(random, CANDIDATES).entries()) {
    const arrival = arrivals[i] ?? horizon
    const email = `${ascii(first)}.${ascii(last)}@example.com`
    const phone = `+49 30 ${String(1000000 + Math.floor(random() * 8999999))}`
    // Typed in by a recruiter, in turn (the random sequence stays as it was); only the careers site's applicants have no actor.
    const candidate = await createCandidate(db, recruiters[i % recruiters.length] ?? null, {
      FirstName: first,
      LastName: last,
      Email: email,
      Phone: phone,
      TimeZone: CANDIDATE_ZONES[i % CANDIDATE_ZONES.length],
    })
    past.candidate(candidate.id, arrival)
    counts.candidates++
    // A vacancy open that day, and not about to close.
    const vacancy = weighted(
      random,
      vacancies.filter((v) => v.opened < arrival && (v.closedAt === undefined || arrival < v.closedAt - 12 * DAY_MS)),
    )
    placements.push({
      candidateId: candidate.id,
      applicant: { FirstName: first, LastName: last, Email: email, Phone: phone },
      vacancyId: vacancy.id,
      arrival: arrival + Math.floor((0.2 + random() * 4) * HOUR_MS),
    })

    // Some candidates sent an earlier CV first; the later one becomes their Document.
    const versions = random() < 0.2 ? 2 : 1
    for (let v = 0; v < versions; v++) {
      const japanese = first === 'Hiroshi' && v === versions - 1
      const format = japanese ? DOCX : (FORMATS[(candidate.id + v) % FORMATS.length] ?? PDF)
      const fileName = japanese ? `履歴書 ${last}.docx` : format.name(first, last)
      const bytes = format.make(cvText(random, { first, last, email, phone }, vacancy.title))
      const document = await uploadDocument(stores, pick(random, recruiters), candidate.id, maxDocumentBytes, async () => ({
        stream: Readable.from([bytes]),
        fileName,
      }))
      past.document(document.id, candidate.id, v === 0 ? arrival + 60_000 : notAfter(random, later(random, arrival, 3, 15), horizon))
      counts.documents++
    }

    // Notes over the weeks after the candidate applied, in the order written.
    const noteCount = 1 + Math.floor(random() * 4)
    const noteTimes = Array.from({ length: noteCount }, () => notAfter(random, later(random, arrival, 0.5, 40), horizon)).sort(
      (a, b) => a - b,
    )
    for (const at of noteTimes) {
      const template = pick(random, NOTES)
      const note = await createNote(db, pick(random, recruiters), candidate.id, {
        Note: template.replace('{name}', first).replace('{skill}', pick(random, SKILLS)),
        Private: template.startsWith('Mentioned a competing offer'),
        SendToHiringTeam: random() < 0.6,
        VacancyId: random() < 0.7 ? vacancy.id : null,
      })
      past.note(note.id, at)
      counts.notes++
    }

    // Now and then a recruiter writes to the candidate (no mail server here: recorded `not_sent`).
    const writer = recruiters[i % recruiters.length]
    if (i % 12 === 5 && writer) {
      const email = await writeEmail(db, DEMO_MAIL, writer, candidate.id, {
        Subject: `Your application, ${first}`,
        Body: `Dear ${first},\n\nthank you for your application. Could you tell us when you would be free for a first call next week?\n\nKind regards`,
      })
      past.email(email.id, Math.min(arrival + 2 * DAY_MS, horizon))
    }

    const roll = random()
    if (roll < 0.25 || roll > 0.92) {
      const type = roll < 0.25 ? 1 : 2
      const flag = await createFlag(db, pick(random, recruiters), candidate.id, { FlagType: type, Note: pick(random, FLAG_NOTES[type]) })
      past.flag(flag.id, notAfter(random, later(random, arrival, 1, 20), horizon))
      counts.flags++
    }
  }
  const pipeline = await seedPipeline(stores, team, vacancies, placements, past, horizon)
  counts.applications = pipeline.applications
  counts.notes += pipeline.notes
  counts.interviews = await seedInterviews(db, team, past, horizon)
  counts.interviews += await seedOwedScorecard(db, team, past, horizon)
  const interviewer = await enlist(INTERVIEWER, start - 60 * DAY_MS)
  counts.interviews += await seedInterviewerDay(db, team, interviewer, vacancies[0]?.id, past, horizon)
  // One more, invited by the admin and not joined yet: the members screen shows who has not accepted.
  if (bootstrapped && !(await findMemberByEmail(db, INVITEE.email))) {
    const admin: Principal = { memberId: bootstrapped.memberId, role: 'admin', tokenId: null, scopes: effectiveScopes('admin', ['admin']) }
    const invited = await inviteMember(db, DEMO_MAIL, admin, {
      Name: INVITEE.name,
      Email: INVITEE.email,
      Role: INVITEE.role,
    })
    past.member(
      invited.id,
      workingHours(() => 0.5, today - DAY_MS),
    )
  }
  await past.apply(db, eventsBefore, auditBefore)
  counts.notifications = await seedNotifications(db, team, horizon)
  return { tokens, passwords, counts }
}

/** One of `items`, each as likely as its weight. */
function weighted<T extends { weight: number }>(random: () => number, items: readonly T[]): T {
  let roll = random() * items.reduce((sum, item) => sum + item.weight, 0)
  for (const item of items) if ((roll -= item.weight) < 0) return item
  return pick(random, items)
}

function uniqueNames(random: () => number, n: number): Array<[string, string]> {
  const seen = new Set<string>()
  const names: Array<[string, string]> = []
  while (names.length < n) {
    const pair: [string, string] = [pick(random, FIRST_NAMES), pick(random, LAST_NAMES)]
    if (seen.has(pair.join(' '))) continue
    seen.add(pair.join(' '))
    names.push(pair)
  }
  return names
}

/** "Jürgen" -> "jurgen", "O'Brien" -> "obrien": for invented email addresses. */
function ascii(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^a-z]/g, '')
}
