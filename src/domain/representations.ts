import type { DocumentContentType } from './document-type.js'
import type { Role } from './access.js'
import type { ApplicationStatus } from './applications.js'
import type { VacancyStatus } from './vacancies.js'
import type { TeamMemberRow } from '../store/repositories/hiring-team.repository.js'
import type { ApplicationRow, CandidateRow, DocumentRow, EventRow, FlagRow, NoteRow, StageRow, VacancyRow } from '../store/tables.js'
import type { EventType } from './events.js'

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

/** An event as the change feed answers it and a webhook delivery sends it. */
export const toEvent = (r: EventRow) => ({
  Id: r.id,
  // Stored as text; only the types of domain/events.ts are ever written.
  Type: r.type as EventType,
  OccurredDate: r.occurred_date,
  ActorId: r.actor_id,
  CandidateId: r.candidate_id,
  Data: JSON.parse(r.data) as Record<string, unknown>,
})
