/** Candidates and what hangs on them: notes, flags, documents, emails. Key order is the order on the wire, fixed by the contract. */
import type { CandidateRow, DocumentRow, EmailRow, FlagRow, NoteRow } from '../../store/tables.js'
import type { DocumentContentType } from '../vocabulary.js'

export const toCandidate = (r: CandidateRow) => ({
  Id: r.id,
  FirstName: r.first_name,
  LastName: r.last_name,
  Email: r.email,
  Phone: r.phone,
  Document: r.document_id,
  CreatedDate: r.created_date,
  UpdatedDate: r.updated_date,
  // SPEC C9 adds it after the fields of B6, whose order stays.
  TimeZone: r.time_zone,
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

export const toDocument = (r: DocumentRow) => ({
  Id: r.id,
  CandidateId: r.candidate_id,
  FileName: r.file_name,
  ContentType: r.content_type as DocumentContentType,
  Size: r.size,
  Sha256: r.sha256,
  CreatedDate: r.created_date,
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
