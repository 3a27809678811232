import { enqueueJob, hasPendingJob } from '../../store/repositories/job.repository.js'
import * as repo from '../../store/repositories/notification.repository.js'
import type { Db } from '../../store/repositories/types.js'
import { nowIso } from '../clock.js'
import type { MailSettings } from '../email/index.js'
import { emailNotification } from './notification-emails.js'

/** The job that raises the notifications of scorecards owed (background/periodic-jobs.ts queues it on a clock). */
export const RAISE_SCORECARDS_DUE = 'notifications.scorecards_due'
export const RAISE_SCORECARDS_DUE_ATTEMPTS = 3

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Queues the look for owed scorecards unless one waits or runs already: each
 * instance asks on its own clock. Two that run at once still raise each
 * notification once (raiseScorecardsDue). Answers whether it queued one.
 */
export function queueScorecardsDue(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await hasPendingJob(trx, RAISE_SCORECARDS_DUE)) return false
    await enqueueJob(trx, { kind: RAISE_SCORECARDS_DUE, payload: {}, maxAttempts: RAISE_SCORECARDS_DUE_ATTEMPTS }, nowIso())
    return true
  })
}

/**
 * Tells each member that owes a scorecard (SPEC C18): once the interview
 * has ended, and again each following day while it is owed (a scheduled
 * interview it still sits on, no submitted scorecard of its own). Day `n`
 * is the n-th 24 hours after the interview's end, and the notification
 * carries it in its key (`scorecard_due:<interview>:<n>`, unique per
 * member), so whatever number of instances look at the same moment, each
 * member is told once per interview and day; only the one whose insert
 * wrote the row emails it. Each in a transaction of its own. Answers how
 * many it raised.
 */
export async function raiseScorecardsDue(db: Db, mail: MailSettings, now = nowIso()): Promise<number> {
  const toldSince = new Date(Date.parse(now) - DAY_MS).toISOString()
  const owed = await repo.owedScorecards(db, now, toldSince)
  let raised = 0
  for (const due of owed) {
    const day = Math.floor((Date.parse(now) - Date.parse(due.end_date)) / DAY_MS)
    raised += await db.transaction().execute(async (trx) => {
      const [row] = await repo.insertNotifications(trx, [
        {
          member_id: due.member_id,
          type: 'scorecard_due',
          candidate_id: due.candidate_id,
          application_id: due.application_id,
          interview_id: due.interview_id,
          created_date: now,
          once_key: `scorecard_due:${due.interview_id}:${day}`,
        },
      ])
      if (!row) return 0
      const [member] = await repo.recipientsByIds(trx, [due.member_id])
      if (member) {
        await emailNotification(trx, mail, member, 'scorecard_due', {
          candidateId: due.candidate_id,
          vacancyId: due.vacancy_id,
          interview: { id: due.interview_id, applicationId: due.application_id, start: due.start_date },
        })
      }
      return 1
    })
  }
  return raised
}
