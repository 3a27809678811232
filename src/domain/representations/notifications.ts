/** A member's notifications (SPEC C18). Key order is the order on the wire, fixed by the contract. */
import type { NotificationRow } from '../../store/tables.js'
import type { NotificationType } from '../vocabulary.js'

export const toNotification = (r: NotificationRow) => ({
  Id: r.id,
  // Stored as text; only the types of the vocabulary are ever written (domain/notifications).
  Type: r.type as NotificationType,
  CandidateId: r.candidate_id,
  ApplicationId: r.application_id,
  InterviewId: r.interview_id,
  CreatedDate: r.created_date,
  ReadDate: r.read_date,
})
