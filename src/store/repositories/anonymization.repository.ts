import { writePathsOf } from '../engine.js'
import type { Db } from './types.js'

/**
 * The statements of a candidate's anonymization (domain/privacy/candidate-anonymization.ts),
 * each run in its transaction, after the candidate's row is locked.
 */

/** Every note of the candidate, private ones included; their search entries go with them (foreign key). */
export async function deleteCandidateNotes(db: Db, candidateId: number): Promise<void> {
  await db.deleteFrom('notes').where('candidate_id', '=', candidateId).execute()
}

/** The candidate's flags keep their type and lose their text. */
export async function clearFlagNotes(db: Db, candidateId: number): Promise<void> {
  await db.updateTable('flags').set({ note: '' }).where('candidate_id', '=', candidateId).execute()
}

/** The candidate's interviews keep their dates, stage and interviewers, and lose their place (a room, a video link). */
export async function clearInterviewLocations(db: Db, candidateId: number): Promise<void> {
  await db
    .updateTable('interviews')
    .set({ location: '' })
    .where('application_id', 'in', db.selectFrom('applications').select('id').where('candidate_id', '=', candidateId))
    .execute()
}

/** The candidate's scorecards keep their ratings and recommendation, and lose their written notes. */
export async function clearScorecardNotes(db: Db, candidateId: number): Promise<void> {
  await db
    .updateTable('scorecards')
    .set({ notes: '' })
    .where('application_id', 'in', db.selectFrom('applications').select('id').where('candidate_id', '=', candidateId))
    .execute()
}

/** First in an erasure's or anonymization's transaction: the engine's part of removing the bytes too (engine.ts `beginErasure`). */
export function beginErasure(trx: Db): Promise<void> {
  return writePathsOf(trx).beginErasure(trx)
}

/** The job queued by `finishErasure` where the engine leaves work for later (engine.ts `cleanErased`). */
export function cleanErasedRows(db: Db): Promise<void> {
  return writePathsOf(db).cleanErased(db)
}

/** After erasures committed, before they are answered: the engine's part of removing the bytes too (engine.ts `finishErasure`). */
export async function finishErasure(db: Db): Promise<void> {
  // Only outside a transaction (VACUUM cannot run in one); a caller's transaction is finished by its caller.
  if (!db.isTransaction) await writePathsOf(db).finishErasure(db)
}
