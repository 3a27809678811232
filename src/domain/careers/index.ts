export {
  APPLICATION_TEXT_FIELDS,
  type ApplicationTextField,
  DOCUMENT_FIELD,
  MAX_TEXT_FIELDS_BYTES,
  checkApplicationFields,
} from './job-application-fields.js'
export { getSubmission, listConsents } from './submissions.js'
export { type JobPostingRow, getJob, listJobs } from './job-postings.js'
export { type ReceivedCv, keepJobApplication, newReference } from './job-applications.js'
