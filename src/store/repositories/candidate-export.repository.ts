import {
  CANDIDATE_COLUMNS,
  type ApplicationHistoryRow,
  type ApplicationRow,
  type AuditEventRow,
  type CandidateRow,
  type ConsentRow,
  type DocumentRow,
  type EmailRow,
  type EventRow,
  type FlagRow,
  type InterviewRow,
  type NoteRow,
  type SubmissionRow,
} from '../tables.js'
import type { ScorecardView } from './scorecard.repository.js'
import type { Db } from './types.js'

/**
 * Everything the store holds about one candidate, as rows, for its export
 * (SPEC C7): read whole, unpaged, each list oldest first. No visibility
 * applies: the export is the one read of every note and every scorecard,
 * decided in domain/access/access.ts (`requireExport`); the caller reads them in
 * one transaction so that they agree with each other.
 */
export interface CandidateHoldings {
  readonly candidate: CandidateRow
  readonly notes: NoteRow[]
  readonly flags: FlagRow[]
  /** In upload order (the candidate's `seq`). */
  readonly documents: DocumentRow[]
  /** The text read from each document that has one, by document id. */
  readonly texts: ReadonlyMap<string, string>
  readonly applications: ApplicationRow[]
  readonly history: ApplicationHistoryRow[]
  readonly submissions: SubmissionRow[]
  readonly consents: ConsentRow[]
  readonly interviews: Array<InterviewRow & { interviewer_ids: number[] }>
  readonly scorecards: ScorecardView[]
  /** The candidate's emails (SPEC C10): those sent to it. */
  readonly emails: EmailRow[]
  /** Emails to members about the candidate (an interviewer's assignment, SPEC C9): held about it, not sent to it. */
  readonly memberEmails: EmailRow[]
  readonly events: EventRow[]
  readonly auditEvents: AuditEventRow[]
}

/** The candidate's holdings, or undefined when there is no such candidate. */
export async function readCandidateHoldings(db: Db, candidateId: number): Promise<CandidateHoldings | undefined> {
  const candidate = await db.selectFrom('candidates').select(CANDIDATE_COLUMNS).where('id', '=', candidateId).executeTakeFirst()
  if (!candidate) return undefined
  const applicationIds = db.selectFrom('applications').select('id').where('candidate_id', '=', candidateId)
  const interviewIds = db.selectFrom('interviews').select('id').where('application_id', 'in', applicationIds)
  const scorecardIds = db.selectFrom('scorecards').select('id').where('application_id', 'in', applicationIds)

  const notes = await db.selectFrom('notes').selectAll().where('candidate_id', '=', candidateId).orderBy('id').execute()
  const flags = await db.selectFrom('flags').selectAll().where('candidate_id', '=', candidateId).orderBy('id').execute()
  const documents = await db.selectFrom('documents').selectAll().where('candidate_id', '=', candidateId).orderBy('seq').execute()
  const textRows = await db
    .selectFrom('document_texts')
    .select(['document_id', 'text'])
    .where('candidate_id', '=', candidateId)
    .where('status', '=', 'done')
    .execute()
  const applications = await db.selectFrom('applications').selectAll().where('candidate_id', '=', candidateId).orderBy('id').execute()
  const history = await db
    .selectFrom('application_history')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .orderBy('id')
    .execute()
  const submissions = await db.selectFrom('submissions').selectAll().where('candidate_id', '=', candidateId).orderBy('id').execute()
  const consents = await db.selectFrom('consents').selectAll().where('candidate_id', '=', candidateId).orderBy('id').execute()
  const interviewRows = await db.selectFrom('interviews').selectAll().where('application_id', 'in', applicationIds).orderBy('id').execute()
  const interviewers = await db
    .selectFrom('interview_interviewers')
    .select(['interview_id', 'member_id'])
    .where('interview_id', 'in', interviewIds)
    .orderBy('interview_id')
    .orderBy('member_id')
    .execute()
  const scorecardRows = await db.selectFrom('scorecards').selectAll().where('application_id', 'in', applicationIds).orderBy('id').execute()
  const ratings = await db
    .selectFrom('scorecard_ratings')
    .select(['scorecard_id', 'attribute', 'rating'])
    .where('scorecard_id', 'in', scorecardIds)
    .orderBy('scorecard_id')
    .orderBy('position')
    .execute()
  const allEmails = await db.selectFrom('emails').selectAll().where('candidate_id', '=', candidateId).orderBy('id').execute()
  const events = await db.selectFrom('events').selectAll().where('candidate_id', '=', candidateId).orderBy('id').execute()
  const auditEvents = await db.selectFrom('audit_events').selectAll().where('candidate_id', '=', candidateId).orderBy('id').execute()

  return {
    candidate,
    notes,
    flags,
    documents,
    texts: new Map(textRows.flatMap((r) => (r.text === null ? [] : [[r.document_id, r.text] as const]))),
    applications,
    history,
    submissions,
    consents,
    interviews: interviewRows.map((r) => ({
      ...r,
      interviewer_ids: interviewers.filter((x) => x.interview_id === r.id).map((x) => x.member_id),
    })),
    scorecards: scorecardRows.map((r) => ({
      ...r,
      ratings: ratings.filter((x) => x.scorecard_id === r.id).map(({ attribute, rating }) => ({ attribute, rating })),
    })),
    emails: allEmails.filter((e) => e.member_id === null),
    memberEmails: allEmails.filter((e) => e.member_id !== null),
    events,
    auditEvents,
  }
}
