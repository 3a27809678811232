import type { Principal } from '../domain/access.js'
import { createApplication, hireApplication, moveApplication, rejectApplication, withdrawApplication } from '../domain/applications.js'
import { replaceHiringTeam, updateVacancy, type VacancyStatus } from '../domain/vacancies.js'
import { listStages } from '../store/repositories/stage.repository.js'
import type { Db } from '../store/repositories/types.js'
import { pick, seededRandom } from './sample-cv.js'
import { REJECTION_REASONS, WITHDRAWAL_REASONS } from './sample-people.js'

export interface Placement {
  readonly candidateId: number
  readonly vacancyId: number
}

/**
 * The living pipeline of the demo: hiring teams (the hiring manager on the
 * first two vacancies, a recruiter on each), an application for every
 * candidate to the vacancy its notes speak of and for some to a second one,
 * spread over the stages, some rejected, withdrawn or hired. Vacancies take
 * their final status last, since a closed one takes no new applications.
 * A random sequence of its own, so the candidates and notes stay as they are.
 */
export async function seedPipeline(
  db: Db,
  team: readonly Principal[],
  vacancies: ReadonlyArray<{ id: number; status: VacancyStatus }>,
  placements: readonly Placement[],
): Promise<number> {
  const random = seededRandom(2027)
  const recruiters = team.filter((p) => p.role === 'recruiter')
  const managers = team.filter((p) => p.role === 'hiring_manager')
  for (const [i, v] of vacancies.entries()) {
    const recruiter = recruiters[i % recruiters.length]
    const members = [...(recruiter ? [recruiter.memberId] : []), ...(i < 2 ? managers.map((m) => m.memberId) : [])]
    await replaceHiringTeam(db, v.id, members)
  }
  let applications = 0
  for (const p of placements) {
    const second = random() < 0.15 ? pick(random, vacancies).id : undefined
    for (const vacancyId of second === undefined || second === p.vacancyId ? [p.vacancyId] : [p.vacancyId, second]) {
      await place(db, random, pick(random, recruiters), p.candidateId, vacancyId)
      applications++
    }
  }
  for (const v of vacancies) if (v.status !== 'open') await updateVacancy(db, v.id, { Status: v.status })
  return applications
}

async function place(db: Db, random: () => number, by: Principal, candidateId: number, vacancyId: number): Promise<void> {
  const stages = await listStages(db, vacancyId)
  const application = await createApplication(db, by, candidateId, { VacancyId: vacancyId })
  // Most are early in the pipeline; each step on is a move of its own, kept in the history.
  const reached = Math.min(stages.length - 1, Math.floor(random() ** 1.6 * stages.length))
  for (const stage of stages.slice(1, reached + 1)) await moveApplication(db, by, application.id, { StageId: stage.id })
  const outcome = random()
  if (outcome < 0.2) await rejectApplication(db, by, application.id, pick(random, REJECTION_REASONS))
  else if (outcome < 0.27) await withdrawApplication(db, by, application.id, pick(random, WITHDRAWAL_REASONS))
  else if (reached === stages.length - 1 && outcome > 0.6) await hireApplication(db, by, application.id)
}
