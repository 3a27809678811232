/**
 * Rows to the API objects the service answers with, in one place: what a
 * route answers, what a change's event carries as its `Data` and what an
 * export holds are made by the same functions. Key order in each is the
 * order on the wire, fixed by the contract.
 */
export { toCandidate, toNote, toFlag, toCandidateFlag, toDocument, toEmail } from './candidates.js'
export {
  toVacancy,
  toStage,
  toTeamMember,
  toApplication,
  toBoardCard,
  toHistoryEntry,
  toJob,
  toSubmission,
  toSubmissionEntry,
  toConsent,
  toInterview,
  toMemberInterview,
  toScorecard,
} from './pipeline.js'
export { toMember, toDirectoryEntry, toTokenInfo, toCreatedToken } from './members.js'
export { eventJson, toWebhook, toCreatedWebhook, toDelivery, toAuditEvent } from './changes.js'
export { toNotification } from './notifications.js'
