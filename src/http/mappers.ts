import type { Role, Scope } from '../domain/access.js'
import type { ApplicationStatus } from '../domain/applications.js'
import type { DocumentContentType } from '../domain/document-type.js'
import type { VacancyStatus } from '../domain/vacancies.js'
import type { TeamMemberRow } from '../store/repositories/hiring-team.repository.js'
import type {
  ApplicationHistoryRow,
  ApplicationRow,
  CandidateRow,
  DocumentRow,
  FlagRow,
  MemberRow,
  NoteRow,
  StageRow,
  TokenRow,
  VacancyRow,
} from '../store/tables.js'

/** Rows to API objects. Key order here is the order on the wire, fixed by the contract. */

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

export const toCandidateFlag = (r: FlagRow) => ({ ...toFlag(r), CandidateId: r.candidate_id })

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

export const toHistoryEntry = (r: ApplicationHistoryRow) => ({
  Id: r.id,
  FromStageId: r.from_stage_id,
  ToStageId: r.to_stage_id,
  FromStatus: r.from_status as ApplicationStatus | null,
  ToStatus: r.to_status as ApplicationStatus,
  Reason: r.reason,
  ChangedById: r.changed_by_id,
  ChangedDate: r.changed_date,
})

export const toMember = (r: MemberRow) => ({
  Id: r.id,
  Name: r.name,
  Email: r.email,
  // Stored as text; only the three roles are ever written (domain/members.ts checks them).
  Role: r.role as Role,
  CreatedDate: r.created_date,
})

export const toDirectoryEntry = (r: MemberRow) => ({
  MemberId: r.id,
  Name: r.name,
  Role: r.role as Role,
})

/** What a token grants and since when: the same in every answer about a token. */
const tokenGrant = (r: TokenRow) => ({
  Scopes: r.scopes.split(' ') as Scope[],
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
  ExpiresDate: r.expires_date,
})

export const toTokenInfo = (r: TokenRow) => ({ Id: r.id, Start: r.start, ...tokenGrant(r), RevokedDate: r.revoked_date })

/** The answer to issuing a token: the only one that carries its secret. */
export const toCreatedToken = (r: TokenRow, secret: string) => ({ Id: r.id, Token: secret, ...tokenGrant(r) })

export const toDocument = (r: DocumentRow) => ({
  Id: r.id,
  CandidateId: r.candidate_id,
  FileName: r.file_name,
  ContentType: r.content_type as DocumentContentType,
  Size: r.size,
  Sha256: r.sha256,
  CreatedDate: r.created_date,
})
