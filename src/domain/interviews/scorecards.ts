import { errors } from '../../errors/catalog.js'
import * as apps from '../../store/repositories/application.repository.js'
import * as repo from '../../store/repositories/scorecard.repository.js'
import { lockInterview } from '../../store/repositories/interview.repository.js'
import type { ScorecardView } from '../../store/repositories/scorecard.repository.js'
import type { Db, Page } from '../../store/repositories/types.js'
import { requireInterviewer, scorecardSeenBy, visibilityOf, type Principal } from '../access/index.js'
import { auditWrite, recordEvent } from '../changes/index.js'
import { nowIso } from '../clock.js'
import { toScorecard } from '../representations/index.js'
import { attributeKey } from '../pipeline/index.js'
import type { Recommendation, RatingValue } from '../vocabulary.js'

export interface ScorecardInput {
  Ratings?: { Attribute: string; Rating: RatingValue }[]
  Recommendation?: Recommendation | null
  Notes?: string
  Submit?: boolean
}

/** The ratings, each of one of the vacancy's attributes (named as the vacancy names it) and at most once: else 400 naming `Ratings`. */
async function checkedRatings(db: Db, vacancyId: number, ratings: ScorecardInput['Ratings'] = []): Promise<repo.Rating[]> {
  const attributes = new Map((await repo.listAttributes(db, vacancyId)).map((a) => [a.name_key, a.name]))
  const seen = new Set<string>()
  return ratings.map((r) => {
    const key = attributeKey(r.Attribute)
    const name = attributes.get(key)
    if (name === undefined) throw errors.validation('Ratings', `"${r.Attribute}" is not one of the vacancy's scorecard attributes`)
    if (seen.has(key)) throw errors.validation('Ratings', `rates "${name}" more than once`)
    seen.add(key)
    return { attribute: name, rating: r.Rating }
  })
}

/**
 * Writes the caller's own scorecard for an interview, whole (a PUT): a
 * draft, or submitted with `Submit: true` (which needs a recommendation).
 * Once submitted it stays so and keeps its first `SubmittedDate`. Each
 * write of a submitted scorecard is a `scorecard.submitted` event; a
 * draft is its author's alone and makes none.
 */
export async function writeScorecard(db: Db, principal: Principal, interviewId: number, input: ScorecardInput): Promise<ScorecardView> {
  return db.transaction().execute(async (trx) => {
    // The interview locked: two writes of the same scorecard serialise, and the first creates it.
    const interview = await lockInterview(trx, interviewId, visibilityOf(principal))
    if (!interview) throw errors.interviewNotFound(interviewId)
    requireInterviewer(principal, interview.interviewer_ids)
    if (interview.status !== 'scheduled') throw errors.interviewCancelled()
    const ratings = await checkedRatings(trx, interview.vacancy_id, input.Ratings)
    const existing = await repo.findScorecard(trx, interviewId, principal.memberId)
    const submitted = input.Submit === true || existing?.status === 'submitted'
    const recommendation = input.Recommendation ?? null
    if (submitted && recommendation === null) throw errors.validation('Recommendation', 'is required to submit a scorecard')
    const now = nowIso()
    const values = {
      recommendation,
      notes: input.Notes ?? '',
      status: submitted ? 'submitted' : 'draft',
      submitted_date: existing?.submitted_date ?? (submitted ? now : null),
      updated_date: now,
    }
    const row = existing
      ? await repo.updateScorecard(trx, existing.id, values)
      : await repo.insertScorecard(trx, {
          ...values,
          interview_id: interviewId,
          application_id: interview.application_id,
          interviewer_id: principal.memberId,
          created_date: now,
        })
    await repo.replaceRatings(trx, row.id, ratings)
    const view: ScorecardView = { ...row, ratings }
    // Audited as made at its first write, draft or submission, and as changed at every later one (SPEC C6).
    const auditAction = existing ? 'update' : 'create'
    if (submitted) {
      await recordEvent(trx, {
        type: 'scorecard.submitted',
        actorId: principal.memberId,
        candidateId: interview.candidate_id,
        data: toScorecard(view),
        subject: { vacancyId: interview.vacancy_id },
        by: principal,
        auditAction,
      })
    } else {
      await auditWrite(trx, {
        action: auditAction,
        resourceType: 'scorecard',
        memberId: principal.memberId,
        candidateId: interview.candidate_id,
        resourceId: String(row.id),
        by: principal,
      })
    }
    return view
  })
}

/**
 * An application's scorecards as the caller may see them (domain/access/access.ts
 * `scorecardSeenBy`: the submitted ones and its own drafts, none of
 * another's while it has a judgement of its own to give).
 */
export async function listApplicationScorecards(db: Db, principal: Principal, applicationId: number, page: Page) {
  const application = await apps.findApplication(db, applicationId, visibilityOf(principal))
  if (!application) throw errors.applicationNotFound(applicationId)
  return { application, scorecards: await repo.listApplicationScorecards(db, applicationId, scorecardSeenBy(principal), page) }
}
