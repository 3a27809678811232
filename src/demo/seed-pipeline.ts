import { createHash } from 'node:crypto'
import { DEMO_MAIL } from './demo-mail.js'
import { rm, writeFile } from 'node:fs/promises'
import type { Principal } from '../domain/access/index.js'
import { makeConfig } from '../config.js'
import type { DocumentStores } from '../domain/documents/index.js'
import { keepJobApplication } from '../domain/careers/index.js'
import { makePdf } from './pdf-file.js'
import {
  createApplication,
  hireApplication,
  moveApplication,
  rejectApplication,
  withdrawApplication,
  replaceHiringTeam,
  updateVacancy,
} from '../domain/pipeline/index.js'
import { createNote } from '../domain/candidates/index.js'
import { listCandidateEmails } from '../store/repositories/email.repository.js'
import { listStages } from '../store/repositories/stage.repository.js'
import type { Backdating } from './backdate.js'
import { pick, seededRandom } from './sample-cv.js'
import { FILLED_REASON, REJECTION_REASONS, WITHDRAWAL_REASONS } from './sample-people.js'
import { SOURCES } from './sample-postings.js'
import { interviewBeforeDecision } from './seed-interviews.js'
import { DAY_MS, HOUR_MS, later, notAfter } from './timeline.js'
import type { VacancyStatus } from '../domain/vocabulary.js'

export interface Placement {
  readonly candidateId: number
  /** As the candidate would type it on the careers form. */
  readonly applicant: { readonly FirstName: string; readonly LastName: string; readonly Email: string; readonly Phone: string }
  readonly vacancyId: number
  /** When the candidate applied (ms since the epoch). */
  readonly arrival: number
}

export interface PipelineVacancy {
  readonly id: number
  readonly status: VacancyStatus
  /** On the careers site: some of its applications come from there. */
  readonly published: boolean
  /** When it stopped taking applications, for a closed one: nothing happens on it after. */
  readonly closedAt?: number
}

/**
 * The living pipeline of the demo: hiring teams (the hiring manager on the
 * first two vacancies, a recruiter on each), an application for every
 * candidate to the vacancy its notes speak of and for some to a second one
 * weeks later, each with a note naming where the candidate came from. An
 * application moves on every few days, and is rejected, withdrawn or hired
 * weeks after it was made; what would fall after `horizon` has not happened
 * yet, so recent applications are early in the pipeline. A closed vacancy's
 * applications still open when it closed are rejected then. A random
 * sequence of its own, so the candidates and notes stay as they are.
 */
export async function seedPipeline(
  stores: DocumentStores,
  team: readonly Principal[],
  vacancies: readonly PipelineVacancy[],
  placements: readonly Placement[],
  past: Backdating,
  horizon: number,
): Promise<{ applications: number; notes: number }> {
  const { db } = stores
  const random = seededRandom(2027)
  const recruiters = team.filter((p) => p.role === 'recruiter')
  const managers = team.filter((p) => p.role === 'hiring_manager')
  for (const [i, v] of vacancies.entries()) {
    const recruiter = recruiters[i % recruiters.length]
    const members = [...(recruiter ? [recruiter.memberId] : []), ...(i < 2 ? managers.map((m) => m.memberId) : [])]
    await replaceHiringTeam(db, null, v.id, members)
  }
  const counts = { applications: 0, notes: 0 }
  const open = (at: number) => vacancies.filter((v) => v.closedAt === undefined || at < v.closedAt)
  // Each application draws from a sequence of its own: one that stops at the horizon leaves the others as they are.
  let made = 0
  const own = () => seededRandom(3000 + made++)
  const fromCareers: Array<{ placement: Placement; vacancy: PipelineVacancy; at: number }> = []
  for (const p of placements) {
    const by = pick(random, recruiters)
    const first = vacancies.find((v) => v.id === p.vacancyId)
    if (!first) throw new Error(`vacancy ${p.vacancyId} is not among the demo's`)
    if (await place(stores, own(), past, { by, recruiters, placement: p, vacancy: first, at: p.arrival, horizon, arrival: true }, counts))
      fromCareers.push({ placement: p, vacancy: first, at: p.arrival })
    if (random() < 0.22) {
      // A second application, weeks later, to another vacancy still taking them.
      const at = notAfter(random, later(random, p.arrival, 4, 30), horizon)
      const second = pick(random, open(at))
      if (second.id !== p.vacancyId)
        await place(stores, own(), past, { by, recruiters, placement: p, vacancy: second, at, horizon }, counts)
    }
  }
  await applyAgain(stores, past, fromCareers, horizon)
  for (const v of vacancies) if (v.status !== 'open') await updateVacancy(db, null, v.id, { Status: v.status })
  return counts
}

interface Place {
  by: Principal
  recruiters: readonly Principal[]
  placement: Placement
  vacancy: PipelineVacancy
  /** When the application is made. */
  at: number
  horizon: number
  /** The candidate's first application, made the moment it arrived: a careers sending then made the candidate. */
  arrival?: boolean
}

/** Makes one application and its life on the pipeline; true when the candidate sent it on the careers site. */
async function place(
  stores: DocumentStores,
  random: () => number,
  past: Backdating,
  { by, recruiters, placement, vacancy, at, horizon, arrival = false }: Place,
  counts: { applications: number; notes: number },
): Promise<boolean> {
  const { db } = stores
  const { candidateId } = placement
  const stages = await listStages(db, vacancy.id)
  // Where the candidate came from: on the application, and in the recruiter's note about it.
  const origin = pick(random, SOURCES)
  // A published job's applicants from the careers page, LinkedIn or a referral sent the form themselves.
  const careers = vacancy.published && CAREERS_SOURCES.has(origin.source)
  const applicationId = careers
    ? await applyOnCareersSite(stores, past, placement, vacancy.id, origin.source, at, random, { arrival })
    : (await createApplication(db, by, candidateId, { VacancyId: vacancy.id, Source: origin.source })).id
  const application = { id: applicationId }
  past.applicationEvent(application.id, at)
  counts.applications++
  const source = await createNote(db, by, candidateId, {
    Note: origin.note.replace('{member}', pick(random, ['Jana from Engineering', 'a former colleague', 'Tom Becker'])),
    Private: false,
    SendToHiringTeam: true,
    VacancyId: vacancy.id,
  })
  past.note(source.id, at + Math.floor((0.1 + random()) * HOUR_MS))
  counts.notes++

  // Nothing happens after the horizon (it has not happened yet), nor on a vacancy after it closed.
  const end = Math.min(horizon, vacancy.closedAt ?? Infinity)
  let t = at
  let stage = 0
  // Most stay early in the pipeline; each step on is a move of its own, days after the one before.
  const reached = Math.min(stages.length - 1, Math.floor(random() ** 1.6 * stages.length))
  for (const { id } of stages.slice(1, reached + 1)) {
    const next = later(random, t, 1.5, 9)
    if (next > end) break
    await moveApplication(db, pick(random, recruiters), application.id, { StageId: id })
    past.applicationEvent(application.id, (t = next))
    stage++
  }
  const outcome = random()
  const closing =
    outcome < 0.28
      ? {
          at: later(random, t, 1, 14),
          // Every third with the rejection email (by id: the random sequence stays as it was); recorded `not_sent`.
          close: () =>
            rejectApplication(
              db,
              by,
              application.id,
              pick(random, REJECTION_REASONS),
              application.id % 3 === 0 ? { email: DEMO_MAIL } : {},
            ),
          email: application.id % 3 === 0,
          outcome: 'rejected' as const,
        }
      : outcome < 0.36
        ? { at: later(random, t, 2, 20), close: () => withdrawApplication(db, by, application.id, pick(random, WITHDRAWAL_REASONS)) }
        : stage === stages.length - 1 && outcome > 0.55
          ? { at: later(random, t, 3, 14), close: () => hireApplication(db, by, application.id), outcome: 'hired' as const }
          : undefined
  if (closing && closing.at <= end) {
    // Those that got as far as the third stage were interviewed before the decision.
    if (stage >= 2 && closing.outcome !== undefined)
      await interviewBeforeDecision(db, recruiters, application.id, t, { at: closing.at, outcome: closing.outcome }, past)
    await closing.close()
    past.applicationEvent(application.id, closing.at)
    if ('email' in closing && closing.email) {
      const written = (await listCandidateEmails(db, candidateId, { after: 0, limit: 1000 })).at(-1)
      if (written) past.email(written.id, closing.at)
    }
  } else if (vacancy.closedAt !== undefined && vacancy.closedAt <= horizon) {
    // Still open when its vacancy closed: turned down that day.
    await rejectApplication(db, by, application.id, FILLED_REASON)
    past.applicationEvent(application.id, Math.max(t + 60_000, vacancy.closedAt - Math.floor(random() * 4 * HOUR_MS)))
  }
  return careers
}

/**
 * One known candidate applies again on the careers site to a job it applied
 * to there weeks before, under the name it now goes by, with a newer CV: the
 * console marks the sending (who, when, which name, which CV) while the
 * candidate's record and its CV stay as they were (SPEC C8 as amended). The
 * first such applicant to a job still open at the end, two weeks later or
 * just before now. A random sequence of its own: the rest stays as it was.
 */
async function applyAgain(
  stores: DocumentStores,
  past: Backdating,
  fromCareers: ReadonlyArray<{ placement: Placement; vacancy: PipelineVacancy; at: number }>,
  horizon: number,
): Promise<void> {
  const found = fromCareers.find((c) => c.vacancy.status === 'open' && c.vacancy.closedAt === undefined && c.at < horizon - DAY_MS)
  if (!found) return
  const { placement, vacancy } = found
  const at = Math.min(found.at + 14 * DAY_MS, horizon - HOUR_MS)
  const typed = { ...placement.applicant, LastName: `${placement.applicant.LastName}-Moreau` }
  await applyOnCareersSite(stores, past, placement, vacancy.id, 'careers', at, seededRandom(4242), { typed })
}

/** The sources whose applicants used the careers form (a LinkedIn post and a referral link point to it too). */
/** The consent sentences as configured by default (CONFIGURATION.md). */
const CONSENT_TEXTS = makeConfig({ dataDir: '.' })

const CAREERS_SOURCES: ReadonlySet<string> = new Set(['careers', 'linkedin', 'referral'])

const COVER_LETTERS = [
  'I have followed your team for a while and would love to help build what comes next.',
  'My last two years were spent on exactly this kind of work; I would be glad to tell you more.',
  'A friend on your team told me about the role. I think my experience fits it well.',
]

/**
 * An application as the careers form makes it (domain/careers/job-applications.ts):
 * the applicant's email matches the candidate, who is left as it is, and
 * gains the CV sent; the application has no member behind it, and a
 * submission with its consents.
 */
async function applyOnCareersSite(
  stores: DocumentStores,
  past: Backdating,
  placement: Placement,
  jobId: number,
  source: string,
  at: number,
  random: () => number,
  opts: {
    /** The form as typed, when not as the candidate's record has it (one who applied again). */
    typed?: Placement['applicant']
    /** The candidate arrived with this sending (Backdating.candidateMadeBy). */
    arrival?: boolean
  } = {},
): Promise<number> {
  const typed = opts.typed ?? placement.applicant
  const applicant = typed
  const bytes = makePdf({
    title: typed === placement.applicant ? 'Curriculum Vitae' : 'Curriculum Vitae (updated)',
    lines: [`${applicant.FirstName} ${applicant.LastName}`, applicant.Email, applicant.Phone],
  })
  const path = await stores.staging.newPath()
  try {
    await writeFile(path, bytes, { mode: 0o600 })
    const kept = await keepJobApplication(stores, {
      jobId,
      fields: {
        ...applicant,
        CoverLetter: random() < 0.7 ? pick(random, COVER_LETTERS) : null,
        RetentionConsent: random() < 0.4,
        Source: source,
        TimeZone: null,
      },
      cv: { path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), kind: 'pdf', fileName: 'CV.pdf' },
      consents: { processing: CONSENT_TEXTS.careersConsentText, retention: CONSENT_TEXTS.careersRetentionText },
      at: new Date(at).toISOString(),
      mail: DEMO_MAIL,
    })
    past.document(kept.documentId, placement.candidateId, at)
    if (opts.arrival === true) past.candidateMadeBy(kept.reference)
    if (kept.confirmationEmailId !== null) past.email(kept.confirmationEmailId, at)
    return kept.applicationId
  } finally {
    await rm(path, { force: true })
  }
}
