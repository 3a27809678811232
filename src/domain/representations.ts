import type { DocumentContentType } from './document-type.js'
import type { Role } from './access.js'
import type { ApplicationStatus } from './applications.js'
import type { VacancyStatus } from './vacancies.js'
import type { TeamMemberRow } from '../store/repositories/hiring-team.repository.js'
import type { ScorecardView } from '../store/repositories/scorecard.repository.js'
import type { InterviewStatus } from './interviews.js'
import type { RatingValue, Recommendation, ScorecardStatus } from './scorecards.js'
import type {
  ApplicationRow,
  CandidateRow,
  DocumentRow,
  EmailRow,
  EventRow,
  FlagRow,
  InterviewRow,
  NoteRow,
  StageRow,
  VacancyRow,
} from '../store/tables.js'

/**
 * Rows to the API objects of the resources a change is about: what a
 * route answers and what the change's event carries as its `Data`
 * (events.ts), made once. Key order here is the order on the wire, fixed
 * by the contract.
 */

export const toCandidate = (r: CandidateRow) => ({
  Id: r.id,
  FirstName: r.first_name,
  LastName: r.last_name,
  Email: r.email,
  Phone: r.phone,
  Document: r.document_id,
  CreatedDate: r.created_date,
  UpdatedDate: r.updated_date,
})

/** An email (SPEC C10): never its last error, which is for operators. */
export const toEmail = (r: EmailRow) => ({
  Id: r.id,
  To: r.to_address,
  Subject: r.subject,
  Body: r.body,
  Template: r.template,
  Status: r.status,
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
  SentDate: r.sent_date,
})

export const toNote = (r: NoteRow) => ({
  Id: r.id,
  SendToHiringTeam: r.send_to_hiring_team === 1,
  Note: r.note,
  Private: r.private === 1,
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
  UpdatedDate: r.updated_date,
  VacancyId: r.vacancy_id,
})

export const toFlag = (r: FlagRow) => ({
  Id: r.id,
  FlagType: r.flag_type as 1 | 2,
  Note: r.note,
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
})

export const toVacancy = (r: VacancyRow) => ({
  Id: r.id,
  Title: r.title,
  Status: r.status as VacancyStatus,
  CreatedDate: r.created_date,
  UpdatedDate: r.updated_date,
  Location: r.location,
  Description: r.description,
  Published: r.published === 1,
})

export const toStage = (r: StageRow) => ({ Id: r.id, Name: r.name, Position: r.position })

export const toTeamMember = (r: TeamMemberRow) => ({ MemberId: r.member_id, Name: r.name, Role: r.role as Role })

export const toApplication = (r: ApplicationRow) => ({
  Id: r.id,
  CandidateId: r.candidate_id,
  VacancyId: r.vacancy_id,
  StageId: r.stage_id,
  // Stored as text; only the four statuses are ever written (domain/applications.ts).
  Status: r.status as ApplicationStatus,
  RejectionReason: r.rejection_reason,
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
  UpdatedDate: r.updated_date,
  Source: r.source,
})

/** An interview (SPEC C9); its interviewers in ascending member id order. */
export const toInterview = (r: InterviewRow & { interviewer_ids: readonly number[] }) => ({
  Id: r.id,
  ApplicationId: r.application_id,
  StageId: r.stage_id,
  StartDate: r.start_date,
  EndDate: r.end_date,
  Location: r.location,
  InterviewerIds: [...r.interviewer_ids],
  Status: r.status as InterviewStatus,
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
  UpdatedDate: r.updated_date,
})

/** A scorecard (SPEC C9), its ratings in the order they were given. */
export const toScorecard = (r: ScorecardView) => ({
  Id: r.id,
  InterviewId: r.interview_id,
  ApplicationId: r.application_id,
  InterviewerId: r.interviewer_id,
  Ratings: r.ratings.map((x) => ({ Attribute: x.attribute, Rating: x.rating as RatingValue })),
  Recommendation: r.recommendation as Recommendation | null,
  Notes: r.notes,
  Status: r.status as ScorecardStatus,
  SubmittedDate: r.submitted_date,
  UpdatedDate: r.updated_date,
})

export const toDocument = (r: DocumentRow) => ({
  Id: r.id,
  CandidateId: r.candidate_id,
  FileName: r.file_name,
  ContentType: r.content_type as DocumentContentType,
  Size: r.size,
  Sha256: r.sha256,
  CreatedDate: r.created_date,
})

/**
 * An event as JSON text, in the contract's key order (SPEC C6): the change
 * feed's page and a webhook's body. `Data` is stored as the JSON text this
 * service wrote, so it is placed as it is rather than parsed and written
 * again: a feed page holds up to a thousand events, and reading them is
 * what an integrator's sync does all day.
 */
export function eventJson(r: EventRow): string {
  return (
    `{"Id":${r.id},"Type":${JSON.stringify(r.type)},"OccurredDate":${JSON.stringify(r.occurred_date)},` +
    `"ActorId":${r.actor_id ?? 'null'},"CandidateId":${r.candidate_id ?? 'null'},"Data":${r.data}}`
  )
}
